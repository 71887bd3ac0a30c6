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
/** The page's module preload tags (held until the first paint: app/lib/scripts-after-paint.ts). */
const preloadTags = (html: string) => [...html.matchAll(/<link data-after-paint="modulepreload"[^>]*>/g)].map((m) => m[0]);
const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)![1]!;
/** The page's module scripts, its language packs aside (languagePacks below). */
const preloads = (html: string) => preloadTags(html).filter((tag) => !tag.includes("data-language-pack")).map(hrefOf);
/** The page's catalogues in its reader's language (app/lib/language-packs.tsx). */
const languagePacks = (html: string) => preloadTags(html).filter((tag) => tag.includes("data-language-pack")).map(hrefOf);

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
      expect(languagePacks(html).length).toBeLessThanOrEqual(2);
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

  // 13 since the browser entry is a chunk of its own again (decision 045, "Loading one language").
  it("of the community screens (/terrace, /chat, /leaks, /votes) takes no form schema, in at most 13 module files and 3 language packs", async () => {
    for (const path of ["/terrace", "/chat", "/leaks", "/votes"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      // The route's own module: the page was rendered, not an error screen.
      const html = await res.text();
      const scripts = [...new Set(preloads(html))];
      expect(scripts.some((src) => src.startsWith(`/assets/_app.${path.slice(1)}-`)), path).toBe(true);
      expect(scripts.length, path).toBeLessThanOrEqual(13);
      expect(languagePacks(html).length, path).toBeLessThanOrEqual(3);
      await expectScriptsWithoutZod(path, scripts);
    }
  });

  it("takes the page's texts in its reader's language only (issue 45: one language pack per catalogue)", async () => {
    for (const [language, own, other] of [
      ["en-GB", "Deadline passed", "Date limite passée"],
      ["fr-FR", "Date limite passée", "Deadline passed"],
    ] as const) {
      const html = await (await SELF.fetch(`${ORIGIN}/pick-team`, { headers: { Cookie: cookie, "Accept-Language": language } })).text();
      expect(html, language).toContain(`<html lang="${language}"`);
      const packs = languagePacks(html);
      expect(packs.length, language).toBeGreaterThan(0);
      expect(packs.every((src) => src.includes(`.${language}-`)), `${language}: ${packs.join(" ")}`).toBe(true);
      const code = (await Promise.all(packs.map(async (src) => (await asset(src)).text()))).join("\n");
      expect(code, language).toContain(own);
      expect(code, language).not.toContain(other);
      // Nor does any script of the page carry the other language's texts.
      const scripts = (await Promise.all(preloads(html).map(async (src) => (await asset(src)).text()))).join("\n");
      expect(scripts, language).not.toContain(other);
      expect(scripts, language).not.toContain(own);
    }
  });

  it("holds every module script until the first paint: the server-drawn page needs none for it (decision 057)", async () => {
    for (const path of ["/", "/leaks", "/chat", "/store"]) {
      const html = await page(path);
      expect(preloadTags(html).length, path).toBeGreaterThan(3);
      // No preload and no module script the browser would fetch or run while it parses the page.
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toContain('type="module"');
      expect(html.match(/<script[^>]* type="text\/plain" data-after-paint="module">import /g)?.length, path).toBe(1);
      // Then the root's inline script lets them go.
      expect(html, path).toContain('querySelectorAll("[data-after-paint]")');
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
