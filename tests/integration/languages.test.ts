// Issue 45: one language per person. The account's choice, else the visitor's cookie, else the
// browser's Accept-Language (English for any other language) decides every page and API error.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountMessages } from "../../domain/messages/accounts";
import { catalogueLanguages } from "../../domain/messages";
import { api, ORIGIN, registerUser } from "./helpers";

const messages = catalogueLanguages(accountMessages);
const badLogin = (headers: Record<string, string> = {}) => api("/auth/login", { json: { email: "nobody@example.com", password: "wrong-password" }, headers });
const htmlLang = async (path: string, headers: Record<string, string>) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });
  return { lang: (await res.text()).match(/<html lang="([^"]+)"/)?.[1], res };
};

describe("the API answers errors in the person's language", () => {
  it("English by default and for any language but French; French for a French browser", async () => {
    expect((await badLogin()).body.error).toEqual({ code: "unauthorized", message: messages["en-GB"].invalidLogin });
    expect((await badLogin({ "Accept-Language": "de-DE,de;q=0.9" })).body.error.message).toBe(messages["en-GB"].invalidLogin);
    const fr = await badLogin({ "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" });
    expect(fr.body.error).toEqual({ code: "unauthorized", message: messages["fr-FR"].invalidLogin });
    expect(fr.headers.get("Content-Language")).toBe("fr-FR");
    expect((await badLogin({ "Accept-Language": "en;q=0.4, fr;q=0.8" })).body.error.message).toBe(messages["fr-FR"].invalidLogin);
  });

  it("validation messages too, read when the value fails (not when the schema was made)", async () => {
    const en = await api("/auth/register", { json: { email: "" } });
    const fr = await api("/auth/register", { json: { email: "" }, headers: { "Accept-Language": "fr" } });
    expect(en.status).toBe(400);
    expect(fr.status).toBe(400);
    expect(en.body.error.issues.find((i: { path: string }) => i.path === "email").message).toBe(messages["en-GB"].emailRequired);
    expect(fr.body.error.issues.find((i: { path: string }) => i.path === "email").message).toBe(messages["fr-FR"].emailRequired);
  });

  it("the account's choice wins over the browser's, and PUT /users/me/preferences checks what it stores", async () => {
    const { token } = await registerUser();
    const set = await api("/users/me/preferences", { method: "PUT", token, json: { locale: "fr-FR", timeZone: "America/Montreal" } });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ locale: "fr-FR", timeZone: "America/Montreal" });
    const refused = await api("/users/me/preferences", { method: "PUT", token, json: { locale: "de-DE", timeZone: "Mars/Olympus" }, headers: { "Accept-Language": "en" } });
    expect(refused.status).toBe(400);
    // The account says French: the refusal is French whatever the browser says.
    expect(refused.body.error.issues.map((i: { message: string }) => i.message).sort()).toEqual(
      [messages["fr-FR"].preferences.invalidLocale, messages["fr-FR"].preferences.invalidTimeZone].sort(),
    );
    expect((await api("/users/me", { token })).body.user).toMatchObject({ locale: "fr-FR", timeZone: "America/Montreal" });
    const cleared = await api("/users/me/preferences", { method: "PUT", token, json: { locale: null } });
    expect(cleared.body.user).toMatchObject({ locale: null, timeZone: "America/Montreal" });
    expect((await api("/users/me/preferences", { method: "PUT", json: { locale: "fr-FR" } })).status).toBe(401);
  });
});

describe("pages are written in the person's language from the first byte", () => {
  it("<html lang> follows the browser, then the visitor's cookie", async () => {
    expect((await htmlLang("/", {})).lang).toBe("en-GB");
    expect((await htmlLang("/", { "Accept-Language": "fr-FR" })).lang).toBe("fr-FR");
    expect((await htmlLang("/", { "Accept-Language": "fr-FR", Cookie: "terrace_lang=en-GB" })).lang).toBe("en-GB");
    expect((await htmlLang("/", { Cookie: "terrace_lang=fr-FR" })).lang).toBe("fr-FR");
    expect((await htmlLang("/", { Cookie: "terrace_lang=xx" })).lang).toBe("en-GB");
  });

  it("the switch stores the choice and brings the person back where they were (no JavaScript needed)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/language`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ locale: "fr-FR", redirectTo: "/login?view=register" }),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?view=register");
    expect(res.headers.get("Set-Cookie")).toMatch(/^terrace_lang=fr-FR;/);
    const unknown = await SELF.fetch(`${ORIGIN}/language`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ locale: "klingon", redirectTo: "https://evil.example/" }),
      redirect: "manual",
    });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/");
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("a signed-in person's switch is saved on the account", async () => {
    const { token } = await registerUser();
    const res = await SELF.fetch(`${ORIGIN}/language`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: `terrace_session=${token}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ locale: "fr-FR", redirectTo: "/fixtures" }),
      redirect: "manual",
    });
    expect(res.headers.get("Location")).toBe("/fixtures");
    expect((await api("/users/me", { token })).body.user.locale).toBe("fr-FR");
    // Another browser of the same account (no cookie, an English browser) gets French.
    expect((await htmlLang("/fixtures", { Cookie: `terrace_session=${token}`, "Accept-Language": "en-GB" })).lang).toBe("fr-FR");
  });
});

describe("dates in the person's time zone", () => {
  it("the account's zone, else the browser's cookie, else the league's, written into the page", async () => {
    const zone = async (headers: Record<string, string>) => (await (await SELF.fetch(`${ORIGIN}/`, { headers })).text()).match(/data-tz="([^"]+)"/)?.[1];
    expect(await zone({})).toBe("Europe/London");
    expect(await zone({ Cookie: "terrace_tz=America%2FNew_York" })).toBe("America/New_York");
    expect(await zone({ Cookie: "terrace_tz=Not%2FA_Zone" })).toBe("Europe/London");
    expect(await zone({ Cookie: "terrace_tz=%E0%A4%A" })).toBe("Europe/London");
    const { token } = await registerUser();
    await api("/users/me/preferences", { method: "PUT", token, json: { timeZone: "Asia/Tokyo" } });
    expect(await zone({ Cookie: `terrace_session=${token}; terrace_tz=America%2FNew_York` })).toBe("Asia/Tokyo");
  });
});
