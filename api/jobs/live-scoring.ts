// Pure steps of live scoring: official points per player and fixture (with
// provisional bonus while a fixture is live), and each player's gameweek line
// for team points (points, played, all his fixtures finished).
import { provisionalBonus } from "../../domain/bonus";
import { playedInMatch, playerMatchPoints, type Position } from "../../domain/scoring";
import type { PlayerGameweek } from "../../domain/team-points";
import type { playerFixtureStats } from "../db/schema";
import { toStatRow } from "../fpl/rows";
import { toMatchStats } from "../fpl/types";
import type { FixtureState, LiveGameweek } from "./live-feed";

export type StatRow = typeof playerFixtureStats.$inferInsert;

export function scoreLiveRows(data: LiveGameweek, gameweek: number, positions: ReadonlyMap<number, Position>): StatRow[] {
  const fixtureById = new Map(data.fixtures.map((f) => [f.id, f]));
  const provisional = new Map<number, Map<number, number>>();
  for (const f of data.fixtures) {
    if (f.finished || !f.started) continue;
    const entries = data.rows.filter((r) => r.fixtureId === f.id).map((r) => ({ element: r.playerId, bps: r.bps, minutes: r.minutes }));
    provisional.set(f.id, provisionalBonus(entries));
  }
  const out: StatRow[] = [];
  for (const row of data.rows) {
    const position = positions.get(row.playerId);
    const fixture = fixtureById.get(row.fixtureId);
    if (!position || !fixture) continue; // a player or fixture we do not know: skip rather than guess
    const confirmed = fixture.finished;
    const bonus = confirmed ? row.bonus : (provisional.get(row.fixtureId)?.get(row.playerId) ?? 0);
    const scored = { ...row, bonus };
    out.push({ ...toStatRow({ ...scored, totalPoints: playerMatchPoints(toMatchStats(scored), position) }, gameweek), bonusConfirmed: confirmed });
  }
  return out;
}

/**
 * Every player's gameweek line. A player whose club still has a fixture to
 * finish is not "finished", so he is neither auto-substituted nor stripped of
 * the armband before his match (team-points.ts, provisional mode).
 */
export function playerGameweekLines(
  stats: readonly Pick<StatRow, "playerId" | "fixtureId" | "minutes" | "yellowCards" | "redCards" | "totalPoints">[],
  fixtures: readonly (Pick<FixtureState, "id" | "finished"> & { teamH: number; teamA: number })[],
  playerTeams: ReadonlyMap<number, number>,
): Map<number, PlayerGameweek> {
  const unfinishedTeams = new Set<number>();
  for (const f of fixtures) if (!f.finished) unfinishedTeams.add(f.teamH).add(f.teamA);
  const lines = new Map<number, PlayerGameweek>();
  for (const [playerId, teamId] of playerTeams) lines.set(playerId, { points: 0, played: false, fixturesFinished: !unfinishedTeams.has(teamId) });
  for (const s of stats) {
    const line = lines.get(s.playerId);
    if (!line) continue;
    line.points += s.totalPoints;
    line.played ||= playedInMatch({ minutes: s.minutes, yellow_cards: s.yellowCards, red_cards: s.redCards });
  }
  return lines;
}
