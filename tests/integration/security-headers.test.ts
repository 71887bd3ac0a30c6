import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/lib/session.server";
import { ORIGIN, registerUser } from "./helpers";

const HTTPS = "https://terrace.test";

describe("headers of every page", () => {
  it("sends a nonce-based Content-Security-Policy that matches the page's scripts, and no framing", async () => {
    const res = await SELF.fetch(`${ORIGIN}/`);
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = (await SELF.fetch(`${ORIGIN}/`)).headers.get("Content-Security-Policy")!;
    expect(again).not.toBe(csp); // a new nonce each response
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("sends HSTS on https only", async () => {
    expect((await SELF.fetch(`${HTTPS}/`)).headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
    expect((await SELF.fetch(`${ORIGIN}/`)).headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("never lets a cache keep a signed-in page or a .data response, and never sniffs .data", async () => {
    const { token } = await registerUser();
    const cookie = { Cookie: `terrace_session=${token}` };
    expect((await SELF.fetch(`${ORIGIN}/leaderboard`, { headers: cookie })).headers.get("Cache-Control")).toBe("no-store");
    const data = await SELF.fetch(`${ORIGIN}/leaderboard.data`, { headers: cookie });
    expect(data.headers.get("Cache-Control")).toBe("no-store");
    expect(data.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const anonymousData = await SELF.fetch(`${ORIGIN}/_root.data`);
    expect(anonymousData.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the session cookie's name", () => {
  it("uses the __Host- prefix on https, and the plain name on http (local development)", async () => {
    const { payload } = await registerUser();
    const signIn = (origin: string) =>
      SELF.fetch(`${origin}/?index`, {
        method: "POST",
        body: new URLSearchParams({ intent: "login", email: payload.email, password: payload.password }),
        headers: { Origin: origin, "X-Forwarded-Host": new URL(origin).host, "Content-Type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
    const secure = (await signIn(HTTPS)).headers.get("Set-Cookie")!;
    expect(secure).toMatch(/^__Host-terrace_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure/);
    expect(secure).not.toMatch(/Domain=/i);
    const token = secure.split(";")[0]!.split("=")[1]!;
    // Read back under the same name on https; the plain name counts for nothing there.
    expect((await SELF.fetch(`${HTTPS}/leaderboard`, { headers: { Cookie: `__Host-terrace_session=${token}` }, redirect: "manual" })).status).toBe(200);
    expect((await SELF.fetch(`${HTTPS}/leaderboard`, { headers: { Cookie: `terrace_session=${token}` }, redirect: "manual" })).status).toBe(302);
    expect((await signIn(ORIGIN)).headers.get("Set-Cookie")).toMatch(/^terrace_session=/);
  });
});

describe("redirects after sign-in", () => {
  it.each([
    ["/chat", "/chat"],
    ["/leaderboard?page=2#me", "/leaderboard?page=2#me"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\\/evil.example", "/"],
    ["https://evil.example", "/"],
    ["/ok\r\nSet-Cookie: x=1", "/"],
    ["/\u0000", "/"],
    ["/\t/evil.example", "/"],
    ["/ /evil.example", "/"],
    ["evil", "/"],
    ["", "/"],
  ])("%j goes to %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it("never puts a raw control character in a Location header, whatever redirectTo says", async () => {
    const res = await SELF.fetch(`${ORIGIN}/login?redirectTo=${encodeURIComponent("/x\r\nSet-Cookie: a=b")}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});

describe("bad input to pages and media", () => {
  it("answers 415 or 400 to any page post that is not a readable form", async () => {
    const headers = { Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host };
    for (const [path, body, type] of [
      ["/theme", '{"theme":"dark"}', "application/json"],
      ["/logout", "x", "text/plain"],
      ["/?index", "--b\r\nbroken", "multipart/form-data; boundary=b"],
      ["/leaderboard", "", ""],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", body, headers: { ...headers, ...(type ? { "Content-Type": type } : {}) }, redirect: "manual" });
      expect([400, 415], `${path} ${type}`).toContain(res.status);
    }
  });

  it("answers a 10,000-character media path with a 404", async () => {
    const res = await SELF.fetch(`${ORIGIN}/media/${"a".repeat(10_000)}.png`);
    expect(res.status).toBe(404);
  });
});
