// What the browser loads first (decision 028): the builder's module scripts carry no form
// schema (zod) and no sign-in screen, in few files, and the profile's, the store's and the
// community screens' no zod;
// signed out, the sign-in screen, whose code loads on demand, is still whole in the server's
// HTML (it works without JavaScript).
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, registerUser } from "./helpers";
import { seedGame } from "./game-data";

let cookie = "";
/** The page's HTML, React's SSR text separators removed. */
const page = async (path: string, signedIn = true) =>
  (await (await SELF.fetch(`${ORIGIN}${path}`, { headers: signedIn ? { Cookie: cookie } : {} })).text()).replace(/<!-- -->/g, "");
/**
 * A built asset as the static assets binding serves it. (SELF.fetch runs the Worker, which in this
 * pool answers any path, /assets/ included, with a page: a check of its text would always pass.)
 */
const asset = (src: string) => (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`${ORIGIN}${src}`);
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);

beforeAll(async () => {
  await seedGame();
  cookie = `terrace_session=${(await registerUser()).token}`;
});

describe("the first load", () => {
  it("of the builder takes no form schema and no sign-in screen, in at most 12 module files", async () => {
    for (const path of ["/", "/pick-team"]) {
      const html = await page(path);
      expect(html).toContain("Confirm Transfer (0/15)");
      const scripts = preloads(html);
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.length).toBeLessThanOrEqual(12);
      for (const src of scripts) {
        const res = await asset(src);
        expect(res.status, src).toBe(200);
        const code = await res.text();
        expect(code.includes("<html"), `${src} is a page, not a script`).toBe(false);
        // zod's error class and the register form's heading: neither may load before they are used.
        expect(code.includes("ZodError"), `${src} holds zod`).toBe(false);
        expect(code.includes("Create Account"), `${src} holds the register screen`).toBe(false);
      }
    }
  });

  /** Each script is served (a script, not a page) and holds no zod. */
  async function expectScriptsWithoutZod(path: string, scripts: string[]) {
    for (const src of scripts) {
      const file = await asset(src);
      expect(file.status, src).toBe(200);
      const code = await file.text();
      expect(code.includes("<html"), `${src} is a page, not a script`).toBe(false);
      expect(code.includes("ZodError"), `${path}: ${src} holds zod`).toBe(false);
    }
  }

  it("of the profile, its notification settings and the store takes no form schema: their forms' rules come from zod-free modules", async () => {
    for (const [path, marker] of [["/profile", 'data-testid="profile-points"'], ["/profile/notifications", 'data-testid="push-preferences"'], ["/store", "<h1>Store</h1>"]] as const) {
      const html = await page(path);
      expect(html, path).toContain(marker);
      const scripts = preloads(html);
      expect(scripts.length, path).toBeGreaterThan(3);
      await expectScriptsWithoutZod(path, scripts);
    }
  });

  it("of the community screens (/terrace, /chat, /leaks, /votes) takes no form schema, in at most 12 module files", async () => {
    for (const path of ["/terrace", "/chat", "/leaks", "/votes"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      // The route's own module: the page was rendered, not an error screen.
      const scripts = [...new Set(preloads(await res.text()))];
      expect(scripts.some((src) => src.startsWith(`/assets/_app.${path.slice(1)}-`)), path).toBe(true);
      expect(scripts.length, path).toBeLessThanOrEqual(12);
      await expectScriptsWithoutZod(path, scripts);
    }
  });

  it("signed out, has the whole sign-in screen in the HTML, not a placeholder waiting for its code", async () => {
    const html = await page("/", false);
    expect(html).toContain('<main class="auth-card">');
    expect(html).toMatch(/<form[^>]*action="\/\?index/);
    // A suspended boundary would be sent as <!--$?--> with a template to fill in later.
    expect(html).not.toContain("<!--$?-->");
    const register = await page("/?view=register", false);
    expect(register).toContain("Create Account");
    expect(register).not.toContain("<!--$?-->");
  });
});
