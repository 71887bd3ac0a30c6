import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureDevVars } from "./dev-vars.ts";

const parse = (text: string) => Object.fromEntries(text.trim().split("\n").map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1).replace(/^'(.*)'$/, "$1")]));

describe(".dev.vars", () => {
  it("a new file holds a VAPID pair whose public key is the private JWK's", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "devvars-")), ".dev.vars");
    expect(ensureDevVars(file)).toBe(true);
    const vars = parse(readFileSync(file, "utf8"));
    expect(vars.LOCAL_DATA).toBe("true");
    const jwk = JSON.parse(vars.VAPID_PRIVATE_JWK!) as JsonWebKey;
    const key = await crypto.subtle.importKey("jwk", { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y }, { name: "ECDSA", namedCurve: "P-256" }, true, ["verify"]);
    expect(Buffer.from(await crypto.subtle.exportKey("raw", key)).toString("base64url")).toBe(vars.VAPID_PUBLIC_KEY);
    expect(vars.VAPID_SUBJECT).toMatch(/^mailto:/);
  });

  it("an existing file without a pair gets one appended, its lines kept; with one, it is left alone", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "devvars-")), ".dev.vars");
    writeFileSync(file, "JWT_SECRET=abc\nLOCAL_DATA=true");
    expect(ensureDevVars(file)).toBe(false);
    const once = readFileSync(file, "utf8");
    expect(once).toMatch(/^JWT_SECRET=abc\nLOCAL_DATA=true\nVAPID_PUBLIC_KEY=/);
    ensureDevVars(file);
    expect(readFileSync(file, "utf8")).toBe(once);
  });
});
