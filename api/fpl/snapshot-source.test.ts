import { describe, expect, it } from "vitest";
import { playerMatchPoints } from "../../domain/scoring.ts";
import { seasonRules } from "../../domain/season-rules.ts";
import { bootstrapStaticSchema, fixturesSchema } from "./schemas.ts";
import {
  SNAPSHOT_LIVE_GAMEWEEKS,
  snapshotEvents,
  snapshotFixtures,
  snapshotPlayers,
  snapshotTeams,
} from "./snapshot-data.ts";
import { createSnapshotSource } from "./snapshot-source.ts";
import { toMatchStats } from "./types.ts";

const source = createSnapshotSource();

describe("snapshot source: bootstrap", () => {
  it("has the 20 clubs, 820 players and 38 gameweeks of 2025-26", async () => {
    const { teams, players, events } = await source.bootstrap();
    expect(teams).toHaveLength(20);
    expect(new Set(teams.map((t) => t.id)).size).toBe(20);
    expect(new Set(teams.map((t) => t.shortName)).size).toBe(20);
    expect(players).toHaveLength(820);
    expect(new Set(players.map((p) => p.id)).size).toBe(820);
    expect(events?.map((e) => e.id)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
  });

  it("maps every player to an existing club, with a matching team code", async () => {
    const { teams, players } = await source.bootstrap();
    const byId = new Map(teams.map((t) => [t.id, t]));
    for (const player of players) {
      expect(byId.has(player.teamId), `player ${player.id}`).toBe(true);
      expect(player.teamCode).toBe(byId.get(player.teamId)!.code);
    }
  });

  it("keeps prices in tenths of a million, as integers", async () => {
    const { players } = await source.bootstrap();
    for (const player of players) {
      expect(Number.isInteger(player.nowCost), `player ${player.id}`).toBe(true);
      expect(player.nowCost).toBeGreaterThanOrEqual(35); // £3.5m
      expect(player.nowCost).toBeLessThanOrEqual(160); // £16.0m
    }
    const raya = players.find((p) => p.id === 1)!;
    expect(raya).toMatchObject({ webName: "Raya", nowCost: 60, position: "GK", elementType: 1, teamId: 1 });
  });

  it("normalises types: numbers as numbers, None as null, booleans as booleans", async () => {
    const { players } = await source.bootstrap();
    const raya = players.find((p) => p.id === 1)!;
    expect(raya).toMatchObject({
      form: 3.2,
      pointsPerGame: 4.1,
      selectedByPercent: 34.5,
      influence: 425.8,
      expectedAssists: 0.06,
      chanceOfPlayingNextRound: null,
      newsAdded: null,
      squadNumber: null,
      inDreamteam: true,
      removed: false,
    });
    for (const player of players) {
      expect(["a", "d", "i", "s", "u", "n"]).toContain(player.status);
      for (const key of ["form", "pointsPerGame", "selectedByPercent", "ictIndex", "expectedGoals"] as const) {
        expect(typeof player[key]).toBe("number");
        expect(Number.isNaN(player[key])).toBe(false);
      }
    }
    expect(players.some((p) => p.chanceOfPlayingNextRound === 75)).toBe(true);
  });

  it("derives gameweek deadlines 90 minutes before the first kickoff", async () => {
    const { events } = await source.bootstrap();
    const fixtures = await source.fixtures();
    for (const event of events!) {
      const first = Math.min(...fixtures.filter((f) => f.event === event.id).map((f) => Date.parse(f.kickoffTime!)));
      expect(Date.parse(event.deadlineTime!), `gameweek ${event.id}`).toBe(first - 90 * 60_000);
    }
    expect(events!.filter((e) => e.isCurrent).map((e) => e.id)).toEqual([29]);
    expect(events!.filter((e) => e.finished)).toHaveLength(29);
  });

  it("bundled rows pass the same zod schemas as the official API, to the same result", async () => {
    const parsed = bootstrapStaticSchema.parse({
      teams: snapshotTeams,
      elements: snapshotPlayers,
      events: snapshotEvents,
    });
    expect(parsed).toEqual(await source.bootstrap());
    expect(fixturesSchema.parse(snapshotFixtures)).toEqual(await source.fixtures());
  });

  it("returns fresh objects on every call", async () => {
    const first = await source.bootstrap();
    first.players[0].nowCost = 1;
    expect((await source.bootstrap()).players[0].nowCost).toBe(60);
  });
});

describe("snapshot source: fixtures", () => {
  it("has the 380 fixtures, each between two existing clubs", async () => {
    const fixtures = await source.fixtures();
    const { teams } = await source.bootstrap();
    const teamIds = new Set(teams.map((t) => t.id));
    expect(fixtures).toHaveLength(380);
    expect(new Set(fixtures.map((f) => f.id)).size).toBe(380);
    for (const f of fixtures) {
      expect(teamIds.has(f.teamH) && teamIds.has(f.teamA) && f.teamH !== f.teamA, `fixture ${f.id}`).toBe(true);
    }
    // Every club meets every other club once at home.
    const pairs = new Set(fixtures.map((f) => `${f.teamH}-${f.teamA}`));
    expect(pairs.size).toBe(380);
  });

  it("keeps results of finished fixtures and nulls for unscheduled ones", async () => {
    const fixtures = await source.fixtures();
    const first = fixtures.find((f) => f.id === 1)!;
    expect(first).toMatchObject({
      event: 1,
      kickoffTime: "2025-08-15T19:00:00Z",
      teamH: 12,
      teamA: 4,
      teamHScore: 4,
      teamAScore: 2,
      finished: true,
      started: true,
    });
    const unscheduled = fixtures.filter((f) => f.event === null);
    expect(unscheduled).toHaveLength(1);
    expect(unscheduled[0]).toMatchObject({
      kickoffTime: null,
      teamHScore: null,
      teamAScore: null,
      finished: false,
      started: false,
    });
    expect(fixtures.filter((f) => f.finished).every((f) => f.teamHScore !== null && f.teamAScore !== null)).toBe(true);
  });
});

describe("snapshot source: live", () => {
  it("has per-fixture stats for gameweeks 1-19 and none after", async () => {
    expect(SNAPSHOT_LIVE_GAMEWEEKS).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const fixtures = await source.fixtures();
    const eventOf = new Map(fixtures.map((f) => [f.id, f.event]));
    for (const gameweek of SNAPSHOT_LIVE_GAMEWEEKS) {
      const rows = await source.live(gameweek);
      expect(rows.length, `gameweek ${gameweek}`).toBeGreaterThan(600);
      expect(rows.every((row) => eventOf.get(row.fixtureId) === gameweek && row.complete)).toBe(true);
      // One row per player per fixture: the source's exact duplicate rows are gone.
      expect(new Set(rows.map((row) => `${row.playerId}/${row.fixtureId}`)).size).toBe(rows.length);
    }
    expect((await source.live(1)).filter((row) => row.playerId === 100)).toHaveLength(1);
    expect((await source.live(1)).filter((row) => row.playerId === 391)).toHaveLength(1);
    expect(await source.live(20)).toEqual([]);
    expect(await source.live(38)).toEqual([]);
  });

  it("rejects a gameweek outside 1-38", async () => {
    await expect(source.live(0)).rejects.toThrow(RangeError);
    await expect(source.live(39)).rejects.toThrow(RangeError);
    await expect(source.live(1.5)).rejects.toThrow(RangeError);
  });

  it("gw1 rows scored with domain/scoring.ts equal their official total_points", async () => {
    const { players } = await source.bootstrap();
    const position = new Map(players.map((p) => [p.id, p.position]));
    const rows = await source.live(1);
    expect(rows).toHaveLength(690);
    for (const row of rows) {
      expect(playerMatchPoints(toMatchStats(row), position.get(row.playerId)!, seasonRules("2025-26")), `element ${row.playerId}`).toBe(
        row.totalPoints
      );
    }
  });

  it("every bundled gameweek scores to the official points", async () => {
    const { players } = await source.bootstrap();
    const position = new Map(players.map((p) => [p.id, p.position]));
    let checked = 0;
    for (const gameweek of SNAPSHOT_LIVE_GAMEWEEKS) {
      for (const row of await source.live(gameweek)) {
        expect(playerMatchPoints(toMatchStats(row), position.get(row.playerId)!, seasonRules("2025-26"))).toBe(row.totalPoints);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(14_000);
  });
});
