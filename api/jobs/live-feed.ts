// Where live gameweek data comes from: the official API in production, or, on
// the embedded local data, a replay that reveals the real stats of the shifted
// gameweek as its kickoffs pass.
import { MATCH_DURATION_MS } from "../../domain/local-timeline";
import { createHttpSource } from "../fpl/http-source";
import { snapshotFixtures, snapshotPlayers } from "../fpl/snapshot-data";
import { createSnapshotSource } from "../fpl/snapshot-source";
import { fplApiBase, type FplSource } from "../fpl/source";
import type { FplLiveRow } from "../fpl/types";
import type { Env } from "../env";

export type FixtureState = { id: number; started: boolean; finished: boolean; minutes: number; teamHScore: number | null; teamAScore: number | null };
export type LiveGameweek = { fixtures: FixtureState[]; rows: FplLiveRow[] };
/** A fixture of the gameweek as stored (its kickoff on this deployment's timeline). */
export type StoredFixture = { id: number; kickoffTime: number | null; teamH: number; teamA: number };

export interface LiveFeed {
  read(gameweek: number, fixtures: StoredFixture[], now: number): Promise<LiveGameweek>;
}

/** The official API: fixture states from fixtures/, stats from event/{gw}/live/. */
export function officialFeed(source: FplSource): LiveFeed {
  return {
    async read(gameweek) {
      const [fixtures, rows] = await Promise.all([source.fixtures(), source.live(gameweek)]);
      return {
        fixtures: fixtures
          .filter((f) => f.event === gameweek)
          .map((f) => ({ id: f.id, started: f.started, finished: f.finished, minutes: f.minutes, teamHScore: f.teamHScore, teamAScore: f.teamAScore })),
        rows,
      };
    },
  };
}

const COUNTED: (keyof FplLiveRow)[] = [
  "goalsScored", "assists", "goalsConceded", "ownGoals", "penaltiesSaved", "penaltiesMissed", "yellowCards", "redCards",
  "saves", "bps", "clearancesBlocksInterceptions", "tackles", "recoveries", "defensiveContribution",
];

/**
 * A player's line after `matchMinute` of 90: minutes so far, events spread
 * evenly over the match, the clean sheet from the hour mark, no bonus yet
 * (the live scoring adds provisional bonus from BPS).
 */
export function revealRow(row: FplLiveRow, matchMinute: number): FplLiveRow {
  if (matchMinute >= 90) return row;
  const fraction = Math.max(0, matchMinute) / 90;
  const partial: FplLiveRow = { ...row, minutes: Math.min(row.minutes, Math.floor(matchMinute)), bonus: 0, totalPoints: 0, complete: false };
  for (const key of COUNTED) (partial[key] as number) = Math.floor((row[key] as number) * fraction);
  partial.cleanSheets = row.cleanSheets && partial.minutes >= 60 ? row.cleanSheets : 0;
  return partial;
}

/** The match minute (0-90) of a fixture `now`, mapping the whole slot (with half-time) onto 90. */
export function matchMinute(kickoff: number, now: number) {
  return Math.min(90, Math.max(0, ((now - kickoff) / MATCH_DURATION_MS) * 90));
}

export function replayFeed(source: FplSource = createSnapshotSource()): LiveFeed {
  const realScores = new Map(snapshotFixtures.map((f) => [f.id, { h: f.team_h_score, a: f.team_a_score }]));
  const teamOf = new Map(snapshotPlayers.map((p) => [p.id, p.team]));
  return {
    async read(gameweek, fixtures, now) {
      const all = await source.live(gameweek);
      const rows: FplLiveRow[] = [];
      const states: FixtureState[] = [];
      for (const f of fixtures) {
        const started = f.kickoffTime !== null && now >= f.kickoffTime;
        const finished = f.kickoffTime !== null && now >= f.kickoffTime + MATCH_DURATION_MS;
        const minute = started ? matchMinute(f.kickoffTime!, now) : 0;
        const revealed = started ? all.filter((r) => r.fixtureId === f.id).map((r) => (finished ? r : revealRow(r, minute))) : [];
        rows.push(...revealed);
        let teamHScore: number | null = null;
        let teamAScore: number | null = null;
        if (finished) ({ h: teamHScore, a: teamAScore } = realScores.get(f.id) ?? { h: null, a: null });
        else if (started) {
          // Goals so far: a side's own goals plus the other side's own goals.
          const goalsFor = (team: number, other: number) =>
            revealed.reduce((sum, r) => sum + (teamOf.get(r.playerId) === team ? r.goalsScored : 0) + (teamOf.get(r.playerId) === other ? r.ownGoals : 0), 0);
          teamHScore = goalsFor(f.teamH, f.teamA);
          teamAScore = goalsFor(f.teamA, f.teamH);
        }
        states.push({ id: f.id, started, finished, minutes: Math.floor(minute), teamHScore, teamAScore });
      }
      return { fixtures: states, rows };
    },
  };
}

/** The replay on the embedded local data; the official API otherwise. */
export function liveFeedFor(env: Env): LiveFeed {
  if (env.LOCAL_DATA === "true") return replayFeed();
  return officialFeed(createHttpSource(fplApiBase(env)));
}
