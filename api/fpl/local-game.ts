// Every game row of the embedded local data set on the local timeline
// (DESIGN.md §4). The seed writes them as SQL; the tests insert them directly.
import { toChallengeRulesWire } from "../../domain/challenge-rules.ts";
import { challengeRulesSchema } from "../../domain/challenge-rules-schema.ts";
import { REWARD_POINTS } from "../../domain/constants.ts";
import { buildLocalTimeline, fixtureState } from "../../domain/local-timeline.ts";
import { GAME_SEASON } from "../../domain/season-rules.ts";
import { SEED_CHALLENGES } from "../db/seed-challenges.ts";
import { toClubRow, toFixtureRow, toPlayerRow, toStatRow } from "./rows.ts";
import type { FplSource } from "./source.ts";

const SUMMED = [
  "totalPoints", "minutes", "goalsScored", "assists", "cleanSheets", "goalsConceded", "ownGoals",
  "penaltiesSaved", "penaltiesMissed", "yellowCards", "redCards", "saves", "bonus", "bps",
] as const;

export async function buildLocalGame(source: FplSource, options: { currentGameweek: number; now: number }) {
  const { currentGameweek, now } = options;
  const [bootstrap, allFixtures] = await Promise.all([source.bootstrap(), source.fixtures()]);
  const timeline = buildLocalTimeline(
    allFixtures.map((f) => ({ id: f.id, gameweek: f.event, kickoffTime: f.kickoffTime ? Date.parse(f.kickoffTime) : null })),
    { currentGameweek, now },
  );

  // Played fixtures keep their real scores; the rest are still to come (or under way).
  const fixtures = allFixtures.map((f) => {
    const kickoffTime = timeline.kickoffs.get(f.id) ?? null;
    const state = fixtureState(kickoffTime, now);
    const row = { ...toFixtureRow(f), kickoffTime };
    if (state === "finished" && f.finished) return row;
    return { ...row, teamHScore: null, teamAScore: null, finished: false, started: state !== "scheduled", minutes: 0 };
  });
  const finished = new Set(fixtures.filter((f) => f.finished).map((f) => f.id));

  const stats: ReturnType<typeof toStatRow>[] = [];
  for (let gw = 1; gw < currentGameweek; gw++) {
    for (const row of await source.live(gw)) if (finished.has(row.fixtureId)) stats.push(toStatRow(row, gw));
  }

  // Season figures as of this timeline, from those stats (prices and ownership stay as in the snapshot).
  const byPlayer = new Map<number, typeof stats>();
  for (const s of stats) byPlayer.set(s.playerId, [...(byPlayer.get(s.playerId) ?? []), s]);
  const playedGameweeks = [...new Set(stats.map((s) => s.gameweek))].sort((a, b) => a - b);
  const formWindow = new Set(playedGameweeks.slice(-4));
  const players = bootstrap.players.map((p) => {
    const mine = byPlayer.get(p.id) ?? [];
    const totals = Object.fromEntries(SUMMED.map((k) => [k, mine.reduce((sum, s) => sum + (s[k] as number), 0)])) as Record<(typeof SUMMED)[number], number>;
    const appearances = mine.filter((s) => s.minutes > 0).length;
    const formPoints = mine.filter((s) => formWindow.has(s.gameweek)).reduce((sum, s) => sum + s.totalPoints, 0);
    return {
      ...toPlayerRow(p),
      ...totals,
      eventPoints: mine.filter((s) => s.gameweek === playedGameweeks.at(-1)).reduce((sum, s) => sum + s.totalPoints, 0),
      form: formWindow.size ? Math.round((formPoints / formWindow.size) * 10) / 10 : 0,
      pointsPerGame: appearances ? Math.round((totals.totalPoints / appearances) * 10) / 10 : 0,
    };
  });

  // Played gameweeks come with the snapshot's official points, which are the game season's rules'
  // (snapshot-source.test.ts scores every bundled row to them); the job records it for the rest.
  const scored = new Set(playedGameweeks);
  const gameweeks = timeline.gameweeks.map((g) => ({ ...g, name: `Gameweek ${g.id}`, updatedAt: now, seasonRules: scored.has(g.id) ? GAME_SEASON : null }));
  const challenges = gameweeks.map((g) => {
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

  return { clubs: bootstrap.teams.map(toClubRow), players, fixtures, stats, gameweeks, challenges };
}
