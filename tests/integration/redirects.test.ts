import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/lib/session.server";
import { ORIGIN, registerUser } from "./helpers";

// Known ways to leave a site through a "local path" redirect (issue 42): each must end on this
// site, whichever route takes it. Raw values, as a form or a decoded query parameter holds them.
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "/./evil.example/..//evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/../..//evil.example",
  "/x/..//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/ /evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/\uff0f/evil.example",
  "/\uff3cevil.example",
  "//evil\u3002example",
  "/\\evil\u3002example",
  "https://evil.example",
  "https:/evil.example",
  "https:evil.example",
  "http:\\\\evil.example",
  "javascript:alert(1)",
  "/javascript:alert(1)//",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "\u0000//evil.example",
  "/\u0000/evil.example",
  " //evil.example",
  "\t//evil.example",
  "/\u2028/evil.example",
  "/\ufeff/evil.example",
  "evil.example",
  "@evil.example",
  "/@evil.example",
  "//user:pass@evil.example",
  "",
];

/** True when a browser on ORIGIN following `location` stays on ORIGIN, by its path alone. */
function staysOnSite(location: string | null) {
  if (location === null) return false;
  if (!/^\/(?![/\\])/.test(location) || /[\\\s\u0000-\u001f]/.test(location)) return false;
  return new URL(location, ORIGIN).origin === ORIGIN && new URL(location, "https://elsewhere.example").origin === "https://elsewhere.example";
}

const FORM_HEADERS = { Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" };
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { ...FORM_HEADERS, ...(cookie ? { Cookie: cookie } : {}) }, redirect: "manual" });
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });

describe("safeRedirect judges what will be sent", () => {
  it.each(BYPASSES)("keeps %j on the site", (to) => {
    const sent = safeRedirect(to);
    expect(staysOnSite(sent), sent).toBe(true);
    // Either refused, or a path of this site that merely names the host (`/@evil.example`).
    if (sent !== "/") expect(sent).toMatch(/^\/[^/\\]/);
  });

  it.each([
    ["/chat", "/chat"],
    ["/leaderboard?page=2#me", "/leaderboard?page=2#me"],
    ["/players?q=Mo%20Salah", "/players?q=Mo%20Salah"],
    ["/pick-team?gw=18&p=1,2,3", "/pick-team?gw=18&p=1,2,3"],
    ["/a/./b/../c", "/a/c"],
    ["/\u3002/x", "/%E3%80%82/x"],
  ])("keeps the local path %j as %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});

describe("every redirecting route stays on the site", () => {
  it("signing in after GET /?redirectTo=… (the form carries it) never leaves the site", async () => {
    const { payload } = await registerUser();
    for (const to of BYPASSES) {
      const page = await get(`/?redirectTo=${encodeURIComponent(to)}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const carried = html.match(/name="redirectTo" value="([^"]*)"/)?.[1];
      expect(carried, to).toBeDefined();
      const value = carried!.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
      const res = await post("/?index", { intent: "login", email: payload.email, password: payload.password, redirectTo: value });
      expect(res.status, to).toBe(302);
      expect(staysOnSite(res.headers.get("Location")), `${JSON.stringify(to)} -> ${res.headers.get("Location")}`).toBe(true);
    }
  });

  it("the reported case: /?redirectTo=%2F.%2F%2Fevil.example then signing in goes to /", async () => {
    const { payload } = await registerUser();
    const res = await post("/?index", { intent: "login", email: payload.email, password: payload.password, redirectTo: "/.//evil.example" });
    expect(res.headers.get("Location")).toBe("/");
  });

  it("POST /theme, GET /login and POST /logout never leave the site", async () => {
    const { token } = await registerUser();
    for (const to of BYPASSES) {
      const theme = await post("/theme", { theme: "dark", redirectTo: to });
      expect(theme.status, to).toBe(302);
      expect(staysOnSite(theme.headers.get("Location")), `theme ${JSON.stringify(to)} -> ${theme.headers.get("Location")}`).toBe(true);

      const login = await get(`/login?redirectTo=${encodeURIComponent(to)}`);
      expect(login.status, to).toBe(302);
      const handedOver = login.headers.get("Location");
      expect(staysOnSite(handedOver), `login ${JSON.stringify(to)} -> ${handedOver}`).toBe(true);
      // The hand-over's own redirectTo is judged again at sign-in: it is a local path already.
      const inner = new URL(handedOver!, ORIGIN).searchParams.get("redirectTo");
      if (inner !== null) expect(staysOnSite(inner), inner).toBe(true);
    }
    for (const to of ["/.//evil.example", "//evil.example"]) {
      const out = await post(`/logout`, { redirectTo: to, next: to }, `terrace_session=${token}`);
      expect(out.status).toBe(302);
      expect(out.headers.get("Location")).toBe("/");
    }
  });

  it("a request path that starts with // is never echoed as a Location", async () => {
    for (const path of ["//evil.example", "//evil.example/", "/.//evil.example", "//evil.example/chat", "//evil.example/terrace", "//evil.example/login?redirectTo=%2Fchat"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
      if (res.status >= 300 && res.status < 400) expect(staysOnSite(res.headers.get("Location")), `${path} -> ${res.headers.get("Location")}`).toBe(true);
    }
  });
});
