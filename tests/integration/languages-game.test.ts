// Issue 45 for the game's pages and the accounts: the sign-in, recovery, leagues and
// leaderboard refusals, and the Fixtures, Live Team and Leaderboard pages, answer in the
// reader's language (English without Accept-Language, French with `fr`).
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueLanguages } from "../../domain/messages";
import { accountMessages } from "../../domain/messages/accounts";
import { fixturesMessages } from "../../domain/messages/fixtures";
import { leaderboardMessages } from "../../domain/messages/leaderboard";
import { liveMessages } from "../../domain/messages/live";
import { withLocale } from "../../domain/locale";
import { api, createUserAndLogin, ORIGIN, registerUser, registration } from "./helpers";
import { seedGame } from "./game-data";

const accounts = catalogueLanguages(accountMessages);
const board = catalogueLanguages(leaderboardMessages);
const fixtures = catalogueLanguages(fixturesMessages);
const live = catalogueLanguages(liveMessages);
const FR = { "Accept-Language": "fr-FR,fr;q=0.9" };

/** A page's text as a reader sees it (React's entities decoded). */
async function page(path: string, headers: Record<string, string>) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });
  const html = (await res.text()).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return { status: res.status, html, lang: html.match(/<html lang="([^"]+)"/)?.[1] };
}

beforeAll(async () => {
  await seedGame();
});

describe("accounts: refusals in the reader's language", () => {
  it("the security answer's refusal (it was read once, into a module constant: always English)", async () => {
    // One account each: a second wrong answer on the same account has to wait first (decision 013).
    const [one, two] = [await registerUser(), await registerUser()];
    const en = await api("/auth/forgot-password/verify", { json: { email: one.payload.email, securityAnswer: "wrong" } });
    const fr = await api("/auth/forgot-password/verify", { json: { email: two.payload.email, securityAnswer: "wrong" }, headers: FR });
    expect([en.status, en.body.error.message]).toEqual([400, accounts["en-GB"].incorrectAnswer]);
    expect([fr.status, fr.body.error.message]).toEqual([400, accounts["fr-FR"].incorrectAnswer]);
    expect(fr.body.error.issues).toEqual([{ path: "securityAnswer", message: accounts["fr-FR"].incorrectAnswer }]);
    // The wait that follows is French too.
    const wait = await api("/auth/forgot-password/verify", { json: { email: two.payload.email, securityAnswer: "wrong again" }, headers: FR });
    expect(wait.status).toBe(429);
    expect(wait.body.error.message).toMatch(/^Veuillez patienter \d+ secondes? avant de réessayer\.$/);
  });

  it("the sign-in ban message is wholly in the reader's language, the moderator's reason as written", async () => {
    const moderator = await createUserAndLogin({ role: "moderator" });
    const payload = registration();
    const user = (await api("/auth/register", { json: payload })).body.user;
    const reason = "Spam répété dans le chat";
    expect((await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: moderator.token, json: { isActive: false, reason, duration: "7d" } })).status).toBe(200);

    const en = await api("/auth/login", { json: { email: payload.email, password: payload.password } });
    expect(en.status).toBe(403);
    expect(en.body.error.message).toMatch(new RegExp(`^Your account is suspended until [A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2} \\d\\d:\\d\\d\\. Reason: ${reason} Contact the moderators`));

    const fr = await api("/auth/login", { json: { email: payload.email, password: payload.password }, headers: FR });
    expect(fr.status).toBe(403);
    expect(fr.body.error.message).toMatch(new RegExp(`^Votre compte est suspendu jusqu'au \\S+ \\d{1,2} \\S+ \\d\\d:\\d\\d\\. Raison : ${reason} Contactez les modérateurs`));
    expect(fr.body.error.message).not.toMatch(/Your account|Reason:|Contact the|\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);

    // The sign-in form (the index route's action) too.
    const form = await SELF.fetch(`${ORIGIN}/?index`, {
      method: "POST",
      headers: { ...FR, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: payload.email, password: payload.password }),
    });
    expect(form.status).toBe(403);
    const html = (await form.text()).replace(/&#x27;/g, "'");
    expect(html).toContain(`Votre compte est suspendu jusqu'au`);
    expect(html).toContain(`Raison : ${reason}`);
    expect(html).not.toContain("Your account is");
  });

  it("the sign-in screen's own texts", async () => {
    const en = await page("/", {});
    const fr = await page("/", FR);
    expect([en.lang, fr.lang]).toEqual(["en-GB", "fr-FR"]);
    for (const key of ["signInTitle", "signInSubtitle", "rememberMe", "forgotPassword", "noAccount"] as const) {
      expect(en.html).toContain(accounts["en-GB"].screen[key]);
      expect(fr.html).toContain(accounts["fr-FR"].screen[key]);
      expect(fr.html).not.toContain(accounts["en-GB"].screen[key]);
    }
    const register = await page("/?view=register", FR);
    expect(register.html).toContain(accounts["fr-FR"].securityQuestionText("What was the name of your first pet?"));
    expect(register.html).not.toContain(">What was the name of your first pet?<");
  });
});

describe("leagues and the leaderboard: refusals in the reader's language", () => {
  it("create and join refusals, by the API and the page's form", async () => {
    const { token } = await registerUser();
    const emptyEn = await api("/leagues", { token, json: { name: "  " } });
    const emptyFr = await api("/leagues", { token, json: { name: "  " }, headers: FR });
    expect([emptyEn.status, emptyFr.status]).toEqual([400, 400]);
    expect(emptyEn.body.error.issues[0].message).toBe(board["en-GB"].leagueNameRequired);
    expect(emptyFr.body.error.issues[0].message).toBe(board["fr-FR"].leagueNameRequired);

    const shapeFr = await api("/leagues/join", { token, json: { code: "!!" }, headers: FR });
    expect(shapeFr.status).toBe(400);
    expect(shapeFr.body.error.issues[0].message).toBe(withLocale("fr-FR", () => leaderboardMessages.inviteCodeShape(6)));
    const unknownEn = await api("/leagues/join", { token, json: { code: "ZZZZZ9" } });
    const unknownFr = await api("/leagues/join", { token, json: { code: "ZZZZZ8" }, headers: FR });
    expect([unknownEn.status, unknownEn.body.error.message]).toEqual([404, board["en-GB"].noLeagueWithCode]);
    expect([unknownFr.status, unknownFr.body.error.message]).toEqual([404, board["fr-FR"].noLeagueWithCode]);

    const created = await api("/leagues", { token, json: { name: "Les Copains" } });
    const outsider = await registerUser();
    const hidden = await api(`/leagues/details?id=${created.body.id}`, { token: outsider.token, headers: FR });
    expect([hidden.status, hidden.body.error.message]).toEqual([403, board["fr-FR"].membersOnly]);

    // The page's form: its success and its refusal in French.
    const post = (fields: Record<string, string>) =>
      SELF.fetch(`${ORIGIN}/leaderboard`, {
        method: "POST",
        headers: { ...FR, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded", Cookie: `terrace_session=${token}` },
        body: new URLSearchParams(fields),
      });
    const refused = await post({ intent: "join", code: "ZZZZZ7" });
    expect(refused.status).toBe(404);
    expect((await refused.text()).replace(/&#x27;/g, "'")).toContain(board["fr-FR"].noLeagueWithCode);
    const made = await post({ intent: "create", name: "Les Amis" });
    expect(made.status).toBe(200);
    expect(await made.text()).toContain("Ligue « Les Amis » créée.");
  });

  it("the Leaderboard page and a manager without a team, in each language", async () => {
    const { token, user } = await registerUser();
    const en = await page(`/leaderboard?team=${user.id}`, { Cookie: `terrace_session=${token}` });
    const fr = await page(`/leaderboard?team=${user.id}`, { ...FR, Cookie: `terrace_session=${token}` });
    expect([en.status, fr.status]).toEqual([200, 200]);
    expect([en.lang, fr.lang]).toEqual(["en-GB", "fr-FR"]);
    expect(en.html).toContain(board["en-GB"].noTeamYet);
    expect(fr.html).toContain(board["fr-FR"].noTeamYet);
    for (const key of ["overall", "totalManagers", "mini", "createTitle", "joinTitle", "noLeague"] as const) {
      expect(en.html).toContain(board["en-GB"][key]);
      expect(fr.html).toContain(board["fr-FR"][key]);
      expect(fr.html).not.toContain(`>${board["en-GB"][key]}<`);
    }
    expect(fr.html).toContain("<title>Classement — Terrace</title>");
  });
});

describe("the Fixtures and Live Team pages in the reader's language", () => {
  it("fixtures: headings, tips and dates in French for a French browser, English otherwise", async () => {
    const { token } = await registerUser();
    const en = await page("/fixtures", { Cookie: `terrace_session=${token}` });
    const fr = await page("/fixtures", { ...FR, Cookie: `terrace_session=${token}` });
    expect([en.status, fr.status]).toEqual([200, 200]);
    expect([en.lang, fr.lang]).toEqual(["en-GB", "fr-FR"]);
    for (const text of [fixtures["en-GB"].upcoming, fixtures["en-GB"].results, fixtures["en-GB"].tips.captainTitle]) {
      expect(en.html).toContain(text);
      expect(fr.html).not.toContain(text);
    }
    for (const text of [fixtures["fr-FR"].upcoming, fixtures["fr-FR"].results, fixtures["fr-FR"].tips.captainTitle]) expect(fr.html).toContain(text);
    expect(fr.html).toContain("<title>Calendrier — Terrace</title>");
    // Kickoffs as French dates ('sam. 27 déc. 16:00'), never English weekday names.
    expect(fr.html).not.toMatch(/>(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} /);
  });

  it("live team: the empty card and the loading failure's words", async () => {
    const { token } = await registerUser();
    const en = await page("/live-team", { Cookie: `terrace_session=${token}` });
    const fr = await page("/live-team", { ...FR, Cookie: `terrace_session=${token}` });
    expect([en.status, fr.status]).toEqual([200, 200]);
    expect(en.html).toContain(live["en-GB"].noTeamsTitle);
    expect(fr.html).toContain(live["fr-FR"].noTeamsTitle);
    expect(fr.html).toContain(live["fr-FR"].noTeamsText);
    expect(fr.html).not.toContain(live["en-GB"].noTeamsTitle);
    expect(fr.html).toContain("<title>Équipe en direct — Terrace</title>");
  });
});
