// Issue 45 for the game's team building: the builder (/pick-team), My Team, the Arena and the
// challenge admin forms, and their services' refusals, speak the reader's language: French for a
// French browser, English otherwise (the picker's alerts, French in the spec, included).
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueLanguages } from "../../domain/messages";
import { arenaMessages } from "../../domain/messages/arena";
import { challengeAdminMessages } from "../../domain/messages/challenge-admin";
import { gameMessages } from "../../domain/messages/game";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";
import { seedGame } from "./game-data";

const game = catalogueLanguages(gameMessages);
const arena = catalogueLanguages(arenaMessages);
const admin = catalogueLanguages(challengeAdminMessages);
const FR = { "Accept-Language": "fr-FR,fr;q=0.9" };

let cookie = "";
let token = "";
let adminToken = "";
let players: { id: number; webName: string; position: string }[] = [];

/** A page as a reader sees it (React's text separators removed), with its <html lang>. */
async function page(path: string, headers: Record<string, string> = {}, auth = cookie) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: auth, ...headers }, redirect: "manual" });
  const html = (await res.text()).replace(/<!-- -->/g, "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
  return { status: res.status, html, lang: html.match(/<html lang="([^"]+)"/)?.[1] };
}

beforeAll(async () => {
  await seedGame();
  const user = await registerUser();
  cookie = `terrace_session=${user.token}`;
  token = user.token;
  adminToken = (await createUserAndLogin({ role: "admin" })).token;
  players = (await api("/players")).body;
});

describe("the team builder in the reader's language", () => {
  it("refuses a pick in English for an English browser and in French for a French one (the spec's French alert)", async () => {
    const keeper = players.find((p) => p.position === "GK")!;
    // A squad holding this keeper, and a link adding him again: the loader refuses it on the page.
    const path = `/pick-team?gw=19&s=GK-0.${keeper.id}&op=add&player=${keeper.id}&slot=GK-1`;
    const en = await page(path);
    const fr = await page(path, FR);
    expect(en.lang).toBe("en-GB");
    expect(fr.lang).toBe("fr-FR");
    expect(en.html).toContain(game["en-GB"].pickerAlert.alreadySelected(keeper.webName));
    expect(en.html).not.toContain(game["fr-FR"].pickerAlert.alreadySelected(keeper.webName));
    expect(fr.html).toContain(game["fr-FR"].pickerAlert.alreadySelected(keeper.webName));
    expect(fr.html).not.toContain(game["en-GB"].pickerAlert.alreadySelected(keeper.webName));
    // And the page around it.
    expect(fr.html).toContain(game["fr-FR"].builder.confirmTransfer(1, 15));
    expect(fr.html).not.toContain(game["en-GB"].builder.confirmTransfer(1, 15));
    expect(fr.html).toContain("heure de Londres");
    expect(fr.html).not.toContain("UK time");
    expect(en.html).toContain("UK time");
    expect(fr.html).toContain(`<title>${game["fr-FR"].builder.pageTitle}`);
  });

  it("the API refuses a team in the request's language", async () => {
    const body = { gameweekId: "19", teamName: "Route One FC", managerName: "Arne Slot", selectedPlayers: [] };
    const en = await api("/challengers/create-team", { token, json: body });
    const fr = await api("/challengers/create-team", { token, json: body, headers: FR });
    expect(en.status).toBe(400);
    expect(fr.status).toBe(400);
    expect(en.body.error.message).toBe(game["en-GB"].submission.squadSize(15, 0));
    expect(fr.body.error.message).toBe(game["fr-FR"].submission.squadSize(15, 0));
    // A zod message too, read when the value fails.
    const blank = { ...body, teamName: " " };
    expect((await api("/challengers/create-team", { token, json: blank, headers: FR })).body.error.issues[0].message).toBe(game["fr-FR"].submission.teamNameRequired);
    expect((await api("/challengers/create-team", { token, json: blank })).body.error.issues[0].message).toBe(game["en-GB"].submission.teamNameRequired);
    const manager = { ...body, managerName: "Nobody" };
    expect((await api("/challengers/create-team", { token, json: manager, headers: FR })).body.error.message).toBe(game["fr-FR"].chooseManager);
  });
});

describe("the Arena and My Team in the reader's language", () => {
  it("the Arena: the spec's English calls to action for English readers, their French for French ones", async () => {
    const en = await page("/challenges");
    const fr = await page("/challenges", FR);
    expect(en.status).toBe(200);
    expect([en.lang, fr.lang]).toEqual(["en-GB", "fr-FR"]);
    expect(en.html).toContain(arena["en-GB"].card.enter);
    expect(en.html).not.toContain(arena["fr-FR"].card.enter);
    expect(fr.html).toContain(arena["fr-FR"].card.enter);
    expect(fr.html).not.toContain(arena["en-GB"].card.enter);
    expect(fr.html).toContain(arena["fr-FR"].tagline);
    expect(fr.html).not.toContain(arena["en-GB"].tagline);
    expect(fr.html).toContain("heure de Londres");
    expect(fr.html).not.toContain("UK time");
  });

  it("My Team: a team not built yet, and its deadline with its zone", async () => {
    const en = await page("/my-team");
    const fr = await page("/my-team", FR);
    expect(en.html).toContain(arena["en-GB"].myTeamPage.buildTeam);
    expect(fr.html).toContain(arena["fr-FR"].myTeamPage.buildTeam);
    expect(fr.html).not.toContain(arena["en-GB"].myTeamPage.buildTeam);
    expect(en.html).toContain("UK time");
    expect(fr.html).toContain("heure de Londres");
  });
});

describe("the challenge admin in the reader's language", () => {
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${adminToken}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, ...headers },
      redirect: "manual",
    });
  };

  it("the form's refusals come back in the staff member's language", async () => {
    const fields = { intent: "create", gameweek: "36", challengeName: "Spring", deadline: "", budget: "100", maxPlayersPerTeam: "3" };
    const en = await post("/addchallenge", fields);
    const fr = await post("/addchallenge", fields, FR);
    expect(en.status).toBe(400);
    expect(fr.status).toBe(400);
    const frHtml = (await fr.text()).replaceAll("&#x27;", "'");
    expect(await en.text()).toContain(admin["en-GB"].deadlineRequired);
    expect(frHtml).toContain(admin["fr-FR"].deadlineRequired);
    expect(frHtml).toContain(admin["fr-FR"].addTitle);
    expect(frHtml).not.toContain(admin["en-GB"].addTitle);
  });

  it("the API's validation of the rules too", async () => {
    const body = { gameweek: 36, challengeName: "Cheap", rules: { budget: 10 } };
    const en = await api("/gameweeks/admin", { token: adminToken, json: body });
    const fr = await api("/gameweeks/admin", { token: adminToken, json: body, headers: FR });
    expect(en.status).toBe(400);
    expect(fr.status).toBe(400);
    expect(en.body.error.issues[0].message).toBe(admin["en-GB"].rules.budgetMin("£50.0m"));
    expect(fr.body.error.issues[0].message).toBe(admin["fr-FR"].rules.budgetMin("50,0 M£"));
  });
});
