// The bundled 2025-26 snapshot (data/, written by scripts/derive-data.ts), as static JSON
// imports so that it bundles into the Worker (no file system at run time). The rows are in
// the official API's shape (snake_case, decimals as strings); see data/README.md.

import events from "../../data/events.json" with { type: "json" };
import fixtures from "../../data/fixtures.json" with { type: "json" };
import gw1 from "../../data/live/gw1.json" with { type: "json" };
import gw2 from "../../data/live/gw2.json" with { type: "json" };
import gw3 from "../../data/live/gw3.json" with { type: "json" };
import gw4 from "../../data/live/gw4.json" with { type: "json" };
import gw5 from "../../data/live/gw5.json" with { type: "json" };
import gw6 from "../../data/live/gw6.json" with { type: "json" };
import gw7 from "../../data/live/gw7.json" with { type: "json" };
import gw8 from "../../data/live/gw8.json" with { type: "json" };
import gw9 from "../../data/live/gw9.json" with { type: "json" };
import gw10 from "../../data/live/gw10.json" with { type: "json" };
import gw11 from "../../data/live/gw11.json" with { type: "json" };
import gw12 from "../../data/live/gw12.json" with { type: "json" };
import gw13 from "../../data/live/gw13.json" with { type: "json" };
import gw14 from "../../data/live/gw14.json" with { type: "json" };
import gw15 from "../../data/live/gw15.json" with { type: "json" };
import gw16 from "../../data/live/gw16.json" with { type: "json" };
import gw17 from "../../data/live/gw17.json" with { type: "json" };
import gw18 from "../../data/live/gw18.json" with { type: "json" };
import gw19 from "../../data/live/gw19.json" with { type: "json" };
import players from "../../data/players.json" with { type: "json" };
import teams from "../../data/teams.json" with { type: "json" };

export type SnapshotTeam = (typeof teams)[number];
export type SnapshotPlayer = (typeof players)[number];
export type SnapshotFixture = (typeof fixtures)[number];
export type SnapshotEvent = (typeof events)[number];

/**
 * data/live/gwN.json: `columns` names the values of each row (official live stat names:
 * element, fixture, minutes, ..., total_points); one row per player per fixture.
 */
export interface SnapshotLiveFile {
  gameweek: number;
  columns: readonly string[];
  rows: readonly (readonly number[])[];
}

export const snapshotTeams: readonly SnapshotTeam[] = teams;
export const snapshotPlayers: readonly SnapshotPlayer[] = players;
export const snapshotFixtures: readonly SnapshotFixture[] = fixtures;
export const snapshotEvents: readonly SnapshotEvent[] = events;

const LIVE_FILES: readonly SnapshotLiveFile[] = [
  gw1, gw2, gw3, gw4, gw5, gw6, gw7, gw8, gw9, gw10,
  gw11, gw12, gw13, gw14, gw15, gw16, gw17, gw18, gw19,
];
const LIVE_BY_GAMEWEEK = new Map(LIVE_FILES.map((file) => [file.gameweek, file]));

/** The gameweeks with bundled per-fixture stats (1-19). */
export const SNAPSHOT_LIVE_GAMEWEEKS: readonly number[] = [...LIVE_BY_GAMEWEEK.keys()].sort((a, b) => a - b);

/** The bundled live stats of a gameweek, or undefined when the snapshot has none. */
export function snapshotLiveFile(gameweek: number): SnapshotLiveFile | undefined {
  return LIVE_BY_GAMEWEEK.get(gameweek);
}
