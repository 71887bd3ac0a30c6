// Pure step of live scoring: official points per player and fixture under a season's rules
// (with provisional bonus while a fixture is live).
import { provisionalBonus } from "../../domain/bonus";
import type { Position } from "../../domain/constants";
import { playerMatchPoints } from "../../domain/scoring";
import type { SeasonRules } from "../../domain/season-rules";
import type { playerFixtureStats } from "../db/schema";
import { toStatRow } from "../fpl/rows";
import { toMatchStats } from "../fpl/types";
import type { LiveGameweek } from "./live-feed";

export type StatRow = typeof playerFixtureStats.$inferInsert;

export function scoreLiveRows(data: LiveGameweek, gameweek: number, positions: ReadonlyMap<number, Position>, rules: SeasonRules): StatRow[] {
  const fixtureById = new Map(data.fixtures.map((f) => [f.id, f]));
  const provisional = new Map<number, Map<number, number>>();
  for (const f of data.fixtures) {
    if (f.finished || !f.started) continue;
    const entries = data.rows.filter((r) => r.fixtureId === f.id).map((r) => ({ element: r.playerId, bps: r.bps, minutes: r.minutes }));
    provisional.set(f.id, provisionalBonus(entries, rules));
  }
  const out: StatRow[] = [];
  for (const row of data.rows) {
    const position = positions.get(row.playerId);
    const fixture = fixtureById.get(row.fixtureId);
    if (!position || !fixture) continue; // a player or fixture we do not know: skip rather than guess
    const confirmed = fixture.finished;
    const bonus = confirmed ? row.bonus : (provisional.get(row.fixtureId)?.get(row.playerId) ?? 0);
    const scored = { ...row, bonus };
    out.push({ ...toStatRow({ ...scored, totalPoints: playerMatchPoints(toMatchStats(scored), position, rules) }, gameweek), bonusConfirmed: confirmed });
  }
  return out;
}
