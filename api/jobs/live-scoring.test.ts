import { describe, expect, it } from "vitest";
import { snapshotLiveFile } from "../fpl/snapshot-data";
import { liveRowsFromSnapshot } from "../fpl/snapshot-source";
import { POSITION_BY_ELEMENT_TYPE, type FplLiveRow } from "../fpl/types";
import { matchMinute, replayFeed, revealRow } from "./live-feed";
import { playerGameweekLines } from "../../domain/team-points";
import { scoreLiveRows } from "./live-scoring";
import { seasonRules } from "../../domain/season-rules";
import { MATCH_DURATION_MS } from "../../domain/local-timeline";
import { snapshotPlayers } from "../fpl/snapshot-data";

const gw1 = liveRowsFromSnapshot(snapshotLiveFile(1)!);
// The bundled data is 2025-26.
const RULES = seasonRules("2025-26");
const positions = new Map(snapshotPlayers.map((p) => [p.id, POSITION_BY_ELEMENT_TYPE[p.element_type as 1 | 2 | 3 | 4]]));

describe("replay", () => {
  it("reveals a player's line progressively and in full at the final whistle", () => {
    const scorer = gw1.find((r) => r.goalsScored >= 1 && r.minutes === 90)!;
    const early = revealRow(scorer, 10);
    const late = revealRow(scorer, 89);
    expect(early.minutes).toBe(10);
    expect(early.bonus).toBe(0);
    expect(early.goalsScored).toBeLessThanOrEqual(late.goalsScored);
    expect(late.goalsScored).toBeLessThanOrEqual(scorer.goalsScored);
    expect(revealRow(scorer, 90)).toEqual(scorer);
  });

  it("maps a match slot onto 90 minutes", () => {
    expect(matchMinute(0, 0)).toBe(0);
    expect(matchMinute(0, MATCH_DURATION_MS / 2)).toBe(45);
    expect(matchMinute(0, MATCH_DURATION_MS * 2)).toBe(90);
    expect(matchMinute(1000, 0)).toBe(0);
  });

  it("reads a gameweek: nothing before kickoff, more minutes played as time passes, the real data at the end", async () => {
    const fixtureIds = [...new Set(gw1.map((r) => r.fixtureId))].slice(0, 3);
    const kickoff = 1_000_000;
    const stored = fixtureIds.map((id, i) => ({ id, kickoffTime: kickoff + i * MATCH_DURATION_MS, teamH: 0, teamA: 0 }));
    const feed = replayFeed();
    const minutesPlayed: number[] = [];
    for (const now of [kickoff - 1, kickoff + 20 * 60_000, kickoff + 60 * 60_000, kickoff + MATCH_DURATION_MS, kickoff + 3 * MATCH_DURATION_MS]) {
      const data = await feed.read(1, stored, now);
      minutesPlayed.push(data.rows.reduce((s, r) => s + r.minutes, 0));
      if (now < kickoff) expect(data.rows).toEqual([]);
    }
    for (let i = 1; i < minutesPlayed.length; i++) expect(minutesPlayed[i]).toBeGreaterThan(minutesPlayed[i - 1]!);
    const end = await feed.read(1, stored, kickoff + 3 * MATCH_DURATION_MS);
    expect(end.fixtures.every((f) => f.finished)).toBe(true);
    // At full time the replay is the real data: official points and confirmed bonus.
    for (const row of scoreLiveRows(end, 1, positions, RULES)) {
      const real = gw1.find((r) => r.playerId === row.playerId && r.fixtureId === row.fixtureId)!;
      expect(row.totalPoints).toBe(real.totalPoints);
      expect(row.bonusConfirmed).toBe(true);
    }
  });
});

describe("live scoring", () => {
  it("gives provisional bonus from BPS while a fixture is live, and the official bonus once finished", () => {
    const fixture = gw1[0]!.fixtureId;
    const rows = gw1.filter((r) => r.fixtureId === fixture);
    const live = scoreLiveRows({ fixtures: [{ id: fixture, started: true, finished: false, minutes: 80, teamHScore: 0, teamAScore: 0 }], rows: rows.map((r) => ({ ...r, bonus: 0 })) }, 1, positions, RULES);
    const bonusTotal = live.reduce((s, r) => s + (r.bonus ?? 0), 0);
    expect(bonusTotal).toBeGreaterThanOrEqual(6);
    expect(live.every((r) => r.bonusConfirmed === false)).toBe(true);
    const final = scoreLiveRows({ fixtures: [{ id: fixture, started: true, finished: true, minutes: 90, teamHScore: 0, teamAScore: 0 }], rows }, 1, positions, RULES);
    for (const r of final) expect(r.totalPoints).toBe(rows.find((o) => o.playerId === r.playerId)!.totalPoints);
  });

  it("skips rows of unknown players or fixtures rather than guessing", () => {
    const row: FplLiveRow = { ...gw1[0]!, playerId: 99999 };
    expect(scoreLiveRows({ fixtures: [], rows: [gw1[0]!, row] }, 1, positions, RULES)).toEqual([]);
  });

  it("marks a player unfinished while his club still has a fixture to finish", () => {
    const lines = playerGameweekLines(
      [{ playerId: 1, fixtureId: 10, minutes: 90, yellowCards: 0, redCards: 0, totalPoints: 6 }],
      [
        { id: 10, teamH: 1, teamA: 2, finished: true },
        { id: 11, teamH: 3, teamA: 4, finished: false },
      ],
      new Map([
        [1, 1],
        [2, 3],
        [3, 5],
      ]),
    );
    expect(lines.get(1)).toEqual({ points: 6, played: true, fixturesFinished: true });
    expect(lines.get(2)).toEqual({ points: 0, played: false, fixturesFinished: false });
    expect(lines.get(3)).toEqual({ points: 0, played: false, fixturesFinished: true });
  });
});
