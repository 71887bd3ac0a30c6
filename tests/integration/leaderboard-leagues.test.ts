import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import { users } from "../../api/db/schema";
import { challengerTeams } from "../../api/db/shard-schema";
import { writeTeams } from "./bulk-seed";
import { GAMEWEEK_SCORES_SQL, Meter, rebuildStandings, STANDINGS_TOTALS_SQL } from "../../api/jobs/gameweek-jobs";
import { bandRead, PAGE_STANDINGS_SQL } from "../../api/services/leaderboard";
import { gameShards } from "../../api/db/shards";
import { buildTeamRow, buildUserRow } from "../factories";
import { api, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

const MANAGERS = 45;

beforeAll(async () => {
  await seedGame();
  const players = (await api("/players")).body.map((p: { priceTenths: number }) => ({ ...p, price: p.priceTenths }));
  const { selected } = cheapSquad(players);
  const now = Date.now();
  // 45 managers with a team in completed gameweek 16: points 0..44, with one tie at the top.
  const userRows = [];
  const teamRows = [];
  for (let i = 0; i < MANAGERS; i++) {
    const u = await buildUserRow({ username: `rank${i}x`, teamName: `Rank Team ${i}`, email: `rank${i}@example.com`, password: "password123" }, now);
    userRows.push(u);
    teamRows.push({ ...buildTeamRow(u.id, 16, selected, now), totalPoints: i === 43 ? 44 : i });
  }
  const db = createDb(env.DB);
  await atomicBatch(db, [insertRowsFromJson(users, userRows)]);
  await writeTeams(teamRows);
  await rebuildStandings(db, gameShards(env), now, new Meter());
});

describe("leaderboard", () => {
  it("ranks managers by season points with ties sharing a rank, and pages for real", async () => {
    const { token } = await registerUser();
    const first = await api("/leaderboard?limit=20&offset=0", { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: MANAGERS, topScore: 44, currentGameweek: 17, limit: 20, offset: 0 });
    expect(first.body.entries).toHaveLength(20);
    expect(first.body.entries.slice(0, 3).map((e: { rank: number }) => e.rank)).toEqual([1, 1, 3]);
    expect(first.body.entries[0].totalPoints).toBe(44);
    const last = await api("/leaderboard?limit=20&offset=40", { token });
    expect(last.body.entries).toHaveLength(5);
    expect(last.body.entries.at(-1).totalPoints).toBe(0);
    const seen = new Set([...first.body.entries, ...(await api("/leaderboard?limit=20&offset=20", { token })).body.entries, ...last.body.entries].map((e: { userId: string }) => e.userId));
    expect(seen.size).toBe(MANAGERS);
    expect((await api("/leaderboard?limit=500", { token })).status).toBe(400);
  });

  it("names each row's team as the gameweek team 'View team' opens, not the account's team name", async () => {
    const { token } = await registerUser();
    const entries = (await api("/leaderboard?limit=100", { token })).body.entries as { userId: string; teamName: string }[];
    const teams = (await Promise.all(gameShards(env).list.map((shard) => shard.db.select({ userId: challengerTeams.userId, teamName: challengerTeams.teamName }).from(challengerTeams).all()))).flat();
    const byUser = new Map(teams.map((t) => [t.userId, t.teamName]));
    for (const e of entries) expect(e.teamName).toBe(byUser.get(e.userId));
    expect(entries.some((e) => e.teamName.startsWith("Rank Team"))).toBe(false);
  });

  it("shows a manager's latest locked team, never an open one", async () => {
    const { token } = await registerUser();
    const top = (await api("/leaderboard?limit=1", { token })).body.entries[0];
    const team = await api(`/leagues/manager/${top.userId}/team`, { token });
    expect(team.status).toBe(200);
    expect(team.body.selectedPlayers).toHaveLength(15);
    const stranger = await registerUser();
    expect((await api(`/leagues/manager/${stranger.user.id}/team`, { token })).status).toBe(404);
  });
});

describe("query plans (issue 47: read only what the page shows, from indexes that cover it)", () => {
  const planOf = async (d1: D1Database, sql: string, params: unknown[]) =>
    (await d1.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>()).results.map((r) => r.detail);

  it("a leaderboard page: the band from the points index alone, in its order (no sort), then each manager by key and one probe for the team name", async () => {
    const shard = gameShards(env).list[0]!;
    const band = bandRead(shard.db, { low: 10, high: 30 }, 57).toSQL();
    expect(await planOf(shard.d1, band.sql, band.params)).toEqual(["SEARCH season_standings USING COVERING INDEX season_standings_points_idx (total_points>? AND total_points<?)"]);
    const page = await planOf(shard.d1, PAGE_STANDINGS_SQL, [JSON.stringify([16, 15]), JSON.stringify(["a", "b"])]);
    expect(page.join(" | ")).not.toMatch(/SCAN (s|season_standings|challenger_teams)\b|TEMP B-TREE/);
    expect(page).toContain("SEARCH s USING INDEX sqlite_autoindex_season_standings_1 (user_id=?)");
    expect(page.some((d) => /SEARCH challenger_teams USING INDEX challenger_user_gameweek_uq \(user_id=\? AND gameweek=\?\)/.test(d))).toBe(true);
  });

  it("ranking: each histogram with its stored ranks from one covering index, no row read", async () => {
    const shard = gameShards(env).list[0]!;
    expect(await planOf(shard.d1, GAMEWEEK_SCORES_SQL, [16])).toEqual(["SEARCH challenger_teams USING COVERING INDEX challenger_gameweek_points_rank_idx (gameweek=?)"]);
    expect(await planOf(shard.d1, STANDINGS_TOTALS_SQL, [])).toEqual(["SCAN season_standings USING COVERING INDEX season_standings_points_rank_idx"]);
  });
});

describe("mini-leagues", () => {
  it("creates a league, joins it by code, refuses a wrong code, shows the table to members only", async () => {
    const owner = await registerUser();
    const friend = await registerUser();
    const outsider = await registerUser();
    const created = await api("/leagues", { token: owner.token, json: { name: "  Sunday League  " } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Sunday League", members: 1 });
    expect(created.body.code).toMatch(/^[A-Z0-9]{6}$/);

    const wrong = await api("/leagues/join", { token: friend.token, json: { code: "ZZZZZZ" } });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe("No league has this invite code");
    expect((await api("/leagues/join", { token: friend.token, json: { code: "bad" } })).status).toBe(400);

    const joined = await api("/leagues/join", { token: friend.token, json: { code: created.body.code.toLowerCase() } });
    expect(joined.status).toBe(200);
    expect(joined.body.members).toBe(2);
    expect(joined.body.table.map((e: { manager: string }) => e.manager).sort()).toEqual([owner.user.username, friend.user.username].sort());
    // Joining twice changes nothing.
    expect((await api("/leagues/join", { token: friend.token, json: { code: created.body.code } })).body.members).toBe(2);

    const mine = await api("/leagues", { token: friend.token });
    expect(mine.body.map((l: { id: string }) => l.id)).toContain(created.body.id);
    expect((await api(`/leagues/details?id=${created.body.id}`, { token: outsider.token })).status).toBe(403);
    expect((await api(`/leagues/${created.body.id}`, { token: owner.token })).status).toBe(200);
    expect((await api("/leagues", { token: owner.token, json: { name: "" } })).status).toBe(400);
  });

  it("lists every league of the user with the same table its own page shows (read for all leagues at once)", async () => {
    const [ada, bo, cy] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const codes: Record<string, string> = {};
    for (const name of ["Zeta", "Alpha", "Mid"]) codes[name] = (await api("/leagues", { token: ada.token, json: { name } })).body.code;
    for (const name of ["Zeta", "Alpha"]) expect((await api("/leagues/join", { token: bo.token, json: { code: codes[name] } })).status).toBe(200);
    expect((await api("/leagues/join", { token: cy.token, json: { code: codes.Alpha } })).status).toBe(200);

    const mine = await api("/leagues", { token: ada.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((l: { name: string; members: number }) => [l.name, l.members])).toEqual([["Alpha", 3], ["Mid", 1], ["Zeta", 2]]);
    for (const league of mine.body) {
      const own = await api(`/leagues/${league.id}`, { token: ada.token });
      const { myRank, ...listed } = league;
      expect(listed).toEqual(own.body);
      expect(myRank).toBe(own.body.table.find((e: { userId: string }) => e.userId === ada.user.id).rank);
    }
    // Another member sees only their own leagues, each whole.
    const bos = await api("/leagues", { token: bo.token });
    expect(bos.body.map((l: { name: string; table: unknown[] }) => [l.name, l.table.length])).toEqual([["Alpha", 3], ["Zeta", 2]]);
  });
});

describe("fixtures", () => {
  it("lists upcoming fixtures soonest first and results latest first, from the timeline", async () => {
    const upcoming = await api("/fixtures/upcoming?limit=10");
    expect(upcoming.status).toBe(200);
    expect(upcoming.body).toHaveLength(10);
    const kickoffs = upcoming.body.map((f: { kickoff: string }) => Date.parse(f.kickoff));
    expect([...kickoffs].sort((a, b) => a - b)).toEqual(kickoffs);
    expect(upcoming.body.every((f: { finished: boolean }) => !f.finished)).toBe(true);
    expect(upcoming.body[0].homeTeam.name).toMatch(/\w/);
    const results = await api("/fixtures/results?limit=10");
    const resultKickoffs = results.body.map((f: { kickoff: string }) => Date.parse(f.kickoff));
    expect([...resultKickoffs].sort((a, b) => b - a)).toEqual(resultKickoffs);
    expect(results.body.every((f: { finished: boolean; homeScore: number }) => f.finished && Number.isInteger(f.homeScore))).toBe(true);
    expect(Date.parse(results.body[0].kickoff)).toBeLessThan(Date.now());
    expect((await api("/fixtures?gameweek=18")).body).toHaveLength(10);
    expect((await api("/fixtures?gameweek=40")).status).toBe(400);
  });
});

describe("my live teams", () => {
  it("is empty for a manager without a team in a live gameweek", async () => {
    const { token } = await registerUser();
    const res = await api("/challengers/my-live-teams", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
