// Seeds the local D1 with the embedded data set: demo accounts, the real
// 2025-26 clubs, players, fixtures and per-fixture stats, gameweeks on the
// local timeline, and one challenge per gameweek.
//
//   node scripts/seed.ts [--current-gameweek N] [--persist-to DIR]
//
// Without --current-gameweek it only adds what is missing (a restart never
// wipes anything). With it, the timeline (gameweeks, fixtures, stats, player
// totals) is rebuilt so that gameweek N is upcoming; users and teams stay.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildLocalTimeline, fixtureState } from "../domain/local-timeline.ts";
import { challengeRulesSchema, toChallengeRulesWire } from "../domain/challenge-rules.ts";
import { REWARD_POINTS } from "../domain/constants.ts";
import { DEMO_ACCOUNTS } from "../api/db/demo-accounts.ts";
import { SEED_CHALLENGES } from "../api/db/seed-challenges.ts";
import { challenges, clubs, fixtures, gameSettings, gameweeks, playerFixtureStats, players, users } from "../api/db/schema.ts";
import { toClubRow, toFixtureRow, toPlayerRow, toStatRow } from "../api/fpl/rows.ts";
import { createSnapshotSource } from "../api/fpl/snapshot-source.ts";
import { buildUserRow } from "../tests/factories.ts";
import { insertRows } from "./sql.ts";
import { wranglerSync } from "./wrangler.ts";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const persistTo = option("--persist-to");
const explicitGameweek = option("--current-gameweek");
const currentGameweek = explicitGameweek === undefined ? 18 : Number(explicitGameweek);
if (!Number.isInteger(currentGameweek) || currentGameweek < 1 || currentGameweek > 38) {
  console.error("--current-gameweek must be a whole number from 1 to 38");
  process.exit(1);
}
const retime = explicitGameweek !== undefined;
const timelineMode = retime ? "replace" : "ignore";
const now = Date.now();

const source = createSnapshotSource();
const [bootstrap, allFixtures] = await Promise.all([source.bootstrap(), source.fixtures()]);
const timeline = buildLocalTimeline(
  allFixtures.map((f) => ({ id: f.id, gameweek: f.event, kickoffTime: f.kickoffTime ? Date.parse(f.kickoffTime) : null })),
  { currentGameweek, now },
);

// Fixtures on the timeline: played ones keep their real scores, the rest are to come.
const fixtureRows = allFixtures.map((f) => {
  const kickoffTime = timeline.kickoffs.get(f.id) ?? null;
  const state = fixtureState(kickoffTime, now);
  const row = { ...toFixtureRow(f), kickoffTime };
  if (state === "finished" && f.finished) return row;
  return { ...row, teamHScore: null, teamAScore: null, finished: false, started: state !== "scheduled", minutes: 0 };
});
const finishedFixtures = new Set(fixtureRows.filter((f) => f.finished).map((f) => f.id));

// Per-fixture stats of the fixtures already played on this timeline.
const statRows: ReturnType<typeof toStatRow>[] = [];
for (let gw = 1; gw < currentGameweek; gw++) {
  for (const row of await source.live(gw)) if (finishedFixtures.has(row.fixtureId)) statRows.push(toStatRow(row, gw));
}

// Season figures as of this timeline, from those stats (prices and ownership stay as in the snapshot).
const SUMMED = ["totalPoints", "minutes", "goalsScored", "assists", "cleanSheets", "goalsConceded", "ownGoals", "penaltiesSaved",
  "penaltiesMissed", "yellowCards", "redCards", "saves", "bonus", "bps"] as const;
const playedGameweeks = [...new Set(statRows.map((s) => s.gameweek))].sort((a, b) => a - b);
const lastGameweek = playedGameweeks.at(-1);
const formWindow = new Set(playedGameweeks.slice(-4));
const playerRows = bootstrap.players.map((p) => {
  const mine = statRows.filter((s) => s.playerId === p.id);
  const totals = Object.fromEntries(SUMMED.map((k) => [k, mine.reduce((sum, s) => sum + (s[k] as number), 0)]));
  const appearances = mine.filter((s) => s.minutes > 0).length;
  const formPoints = mine.filter((s) => formWindow.has(s.gameweek)).reduce((sum, s) => sum + s.totalPoints, 0);
  return {
    ...toPlayerRow(p),
    ...totals,
    eventPoints: mine.filter((s) => s.gameweek === lastGameweek).reduce((sum, s) => sum + s.totalPoints, 0),
    form: formWindow.size ? Math.round((formPoints / formWindow.size) * 10) / 10 : 0,
    pointsPerGame: appearances ? Math.round((totals.totalPoints! / appearances) * 10) / 10 : 0,
  };
});

const gameweekRows = timeline.gameweeks.map((g) => ({ ...g, name: `Gameweek ${g.id}`, updatedAt: now }));
const challengeRows = gameweekRows.map((g) => {
  const template = SEED_CHALLENGES[(g.id - 1) % SEED_CHALLENGES.length]!;
  return {
    id: crypto.randomUUID(),
    gameweek: g.id,
    challengeName: template.challengeName,
    description: template.description,
    rules: toChallengeRulesWire(challengeRulesSchema.parse(template.rules)),
    rewards: { ...REWARD_POINTS },
    createdAt: now,
  };
});

const userRows = await Promise.all(DEMO_ACCOUNTS.map((a) => buildUserRow(a)));
const statements = [
  ...insertRows(users, userRows, "ignore"),
  ...insertRows(gameSettings, [{ id: 1, autoOpenNextGameweek: true, maxOpenGameweeks: 3, deadlineWarningHours: 24 }], "ignore"),
  ...insertRows(clubs, bootstrap.teams.map(toClubRow), "ignore"),
  ...insertRows(players, playerRows, timelineMode),
  ...insertRows(fixtures, fixtureRows, timelineMode),
  ...insertRows(gameweeks, gameweekRows, timelineMode),
  ...(retime ? ["DELETE FROM player_fixture_stats;"] : []),
  ...insertRows(playerFixtureStats, statRows, "ignore"),
  ...insertRows(challenges, challengeRows, "ignore"),
];

const file = path.resolve(".wrangler/tmp/seed.sql");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, statements.join("\n") + "\n");
wranglerSync(["d1", "execute", "DB", "--local", "--file", file, ...(persistTo ? ["--persist-to", persistTo] : [])], {
  stdio: ["ignore", "ignore", "inherit"],
});
console.log(
  retime
    ? `Seeded local D1 on a new timeline: gameweek ${currentGameweek} upcoming, ${currentGameweek - 1} live (users and teams kept).`
    : "Seeded local D1 with what was missing (existing rows kept).",
);
