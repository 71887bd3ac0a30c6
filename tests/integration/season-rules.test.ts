// Gameweeks record which season's scoring rules scored them (issue 29): the seed for the played
// gameweeks it loads, the scoring job for those it scores; /admindata shows it. Real D1.
import { env, SELF } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { gameweeks, playerFixtureStats } from "../../api/db/schema";
import { buildRequestContext } from "../../api/http/request-context";
import { runGameweekJobs } from "../../api/jobs/gameweek-jobs";
import { gameweekScoringSeasons } from "../../api/services/gameweeks";
import { loadAdminData } from "../../app/features/staff/admin-data.server";
import { createUserAndLogin, ORIGIN } from "./helpers";
import { seedGame } from "./game-data";

const t0 = Date.now();
const db = () => createDb(env.DB);
let admin: { token: string };

const seasons = async () =>
  Object.fromEntries((await db().select({ id: gameweeks.id, season: gameweeks.seasonRules }).from(gameweeks).orderBy(asc(gameweeks.id)).all()).map((g) => [g.id, g.season]));

const contextOf = (token: string) => buildRequestContext(env, new Request(`${ORIGIN}/admindata`, { headers: { Cookie: `terrace_session=${token}` } }));

beforeAll(async () => {
  await seedGame({ currentGameweek: 18, now: t0 });
  admin = await createUserAndLogin({ role: "admin" });
});

describe("the season whose rules scored a gameweek", () => {
  it("is 2025-26 for the played gameweeks the seed loads, and nothing yet for those to come", async () => {
    const bySeason = await seasons();
    for (let id = 1; id <= 16; id++) expect(bySeason[id], `gameweek ${id}`).toBe("2025-26");
    for (let id = 18; id <= 38; id++) expect(bySeason[id], `gameweek ${id}`).toBeNull();
  });

  it("is written by the scoring job with the points it scores, over whatever was there", async () => {
    await db().update(gameweeks).set({ seasonRules: "2024-25" }).where(eq(gameweeks.id, 17));
    const report = await runGameweekJobs(env, { now: t0, onlyGameweek: 17 });
    expect(report.errors).toEqual([]);
    expect(report.scored.map((s) => s.gameweek)).toEqual([17]);
    expect((await db().select({ n: playerFixtureStats.playerId }).from(playerFixtureStats).where(eq(playerFixtureStats.gameweek, 17)).all()).length).toBeGreaterThan(0);
    expect((await seasons())[17]).toBe("2025-26");
  });

  it("is listed for staff who manage the data only", async () => {
    const moderator = await createUserAndLogin({ role: "moderator" });
    await expect(gameweekScoringSeasons(await contextOf(moderator.token))).rejects.toMatchObject({ status: 403 });
    const rows = await gameweekScoringSeasons(await contextOf(admin.token));
    expect(rows).toHaveLength(38);
    expect(rows[0]).toEqual({ id: 1, status: "completed", seasonRules: "2025-26" });
  });
});

describe("/admindata", () => {
  it("groups the gameweeks by the rules that scored them", async () => {
    await db().update(gameweeks).set({ seasonRules: null }).where(eq(gameweeks.id, 17));
    await db().update(gameweeks).set({ seasonRules: "2024-25" }).where(eq(gameweeks.id, 38)); // as a replayed past season would be
    const { scoring } = await loadAdminData(await contextOf(admin.token));
    expect(scoring).toEqual({
      gameSeason: "2025-26",
      runs: [
        { from: 1, to: 16, season: "2025-26" },
        { from: 17, to: 37, season: null },
        { from: 38, to: 38, season: "2024-25" },
      ],
    });
  });

  it("shows them on the page, in the reader's language like the rest of the screen (French here)", async () => {
    const page = await SELF.fetch(`${ORIGIN}/admindata`, { headers: { Cookie: `terrace_session=${admin.token}`, "Accept-Language": "fr-FR" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Règles de score par journée");
    expect(html).toContain("Le jeu note les nouvelles journées avec les règles 2025-26.");
    const table = html.slice(html.indexOf('data-testid="scoring-rules"'));
    expect(table).toMatch(/Journées 1 à 16<\/td><td[^>]*><strong>Règles 2025-26<\/strong>/);
    expect(table).toMatch(/Journées 17 à 37<\/td><td[^>]*><span class="muted">Pas encore notée\(s\)<\/span>/);
    expect(table).toMatch(/Journée 38<\/td><td[^>]*><strong>Règles 2024-25<\/strong>/);
  });
});
