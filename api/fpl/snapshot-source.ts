// The bundled real 2025-26 data (data/, see data/README.md) as an FplSource.
// Static JSON imports: it bundles into the Worker, no file system at run time.
// Season totals are as of the snapshot (after gameweek 29); per-fixture live
// stats exist for gameweeks 1-19, live() of any other gameweek returns [].
// Every call maps the bundled rows afresh (about a millisecond), so callers may
// mutate what they get.

import { LIVE_FILE_COLUMNS, toFplEvent, toFplFixture, toFplLiveRow, toFplPlayer, toFplTeam } from "./normalise.ts";
import type { OfficialLiveStats } from "./normalise.ts";
import { snapshotEvents, snapshotFixtures, snapshotLiveFile, snapshotPlayers, snapshotTeams } from "./snapshot-data.ts";
import type { SnapshotLiveFile } from "./snapshot-data.ts";
import { assertGameweek } from "./source.ts";
import type { FplSource } from "./source.ts";
import type { FplLiveRow } from "./types.ts";

export function createSnapshotSource(): FplSource {
  return {
    async bootstrap() {
      return {
        teams: snapshotTeams.map(toFplTeam),
        players: snapshotPlayers.map(toFplPlayer),
        events: snapshotEvents.map(toFplEvent),
      };
    },
    async fixtures() {
      return snapshotFixtures.map(toFplFixture);
    },
    async live(gameweek) {
      assertGameweek(gameweek);
      const file = snapshotLiveFile(gameweek);
      return file ? liveRowsFromSnapshot(file) : [];
    },
  };
}

/** Decodes a data/live/gwN.json file (`columns` + number rows) into live rows. */
export function liveRowsFromSnapshot(file: SnapshotLiveFile): FplLiveRow[] {
  const index = new Map(file.columns.map((name, i) => [name, i]));
  const missing = LIVE_FILE_COLUMNS.filter((name) => !index.has(name));
  if (missing.length > 0) throw new Error(`data/live/gw${file.gameweek}.json lacks column(s) ${missing.join(", ")}`);
  return file.rows.map((row) => {
    const stats = {} as OfficialLiveStats & { element: number; fixture: number };
    for (const name of LIVE_FILE_COLUMNS) stats[name] = row[index.get(name)!];
    return toFplLiveRow(stats.element, stats.fixture, stats, true);
  });
}
