// Test support (pure, no I/O): official-shaped API responses built from the bundled
// snapshot, for a local fixture server that stands in for the official FPL API
// (serve buildBootstrapStatic() at {base}/bootstrap-static/, buildFixturesJson() at
// {base}/fixtures/, buildLiveJson(n) at {base}/event/{n}/live/, and point
// createHttpSource at {base}). Every argument defaults to the bundled data; pass
// edited copies to serve something else. Parsing the output with the HTTP source
// gives exactly what the snapshot source returns (checked by a unit test).

import { scorePlayerMatch } from "../../domain/scoring.ts";
import { seasonRules } from "../../domain/season-rules.ts";
import type { PointsBreakdown } from "../../domain/scoring.ts";
import { LIVE_FILE_COLUMNS, LIVE_STAT_KEYS } from "../../api/fpl/normalise.ts";
import type { LiveStatKey, OfficialElement, OfficialEvent, OfficialFixture, OfficialTeam } from "../../api/fpl/normalise.ts";
import { snapshotEvents, snapshotFixtures, snapshotLiveFile, snapshotPlayers, snapshotTeams } from "../../api/fpl/snapshot-data.ts";
import type { SnapshotLiveFile } from "../../api/fpl/snapshot-data.ts";
import { POSITION_BY_ELEMENT_TYPE } from "../../api/fpl/types.ts";

const ELEMENT_TYPES = [
  {
    id: 1,
    plural_name: "Goalkeepers",
    plural_name_short: "GKP",
    singular_name: "Goalkeeper",
    singular_name_short: "GKP",
    squad_select: 2,
    squad_min_play: 1,
    squad_max_play: 1,
  },
  {
    id: 2,
    plural_name: "Defenders",
    plural_name_short: "DEF",
    singular_name: "Defender",
    singular_name_short: "DEF",
    squad_select: 5,
    squad_min_play: 3,
    squad_max_play: 5,
  },
  {
    id: 3,
    plural_name: "Midfielders",
    plural_name_short: "MID",
    singular_name: "Midfielder",
    singular_name_short: "MID",
    squad_select: 5,
    squad_min_play: 2,
    squad_max_play: 5,
  },
  {
    id: 4,
    plural_name: "Forwards",
    plural_name_short: "FWD",
    singular_name: "Forward",
    singular_name_short: "FWD",
    squad_select: 3,
    squad_min_play: 1,
    squad_max_play: 3,
  },
] as const;

/**
 * The official `bootstrap-static/` response: `events`, `teams`, `elements`, `element_types`
 * (snake_case; decimals such as `form` as strings, as the official API sends them). Team
 * table fields the snapshot does not keep (played, win, points, ...) are 0/null.
 */
export function buildBootstrapStatic(
  teams: readonly OfficialTeam[] = snapshotTeams,
  players: readonly OfficialElement[] = snapshotPlayers,
  events: readonly OfficialEvent[] = snapshotEvents
) {
  return {
    events: events.map((event) => ({
      ...event,
      average_entry_score: 0,
      highest_score: null,
      is_updated: event.data_checked,
    })),
    teams: teams.map((team, index) => ({
      ...team,
      draw: 0,
      form: null,
      loss: 0,
      played: 0,
      points: 0,
      position: index + 1,
      team_division: null,
      unavailable: false,
      win: 0,
    })),
    total_players: 0,
    element_types: ELEMENT_TYPES.map((type) => ({
      ...type,
      element_count: players.filter((player) => player.element_type === type.id).length,
    })),
    elements: players.map((player) => ({ ...player })),
  };
}

/** The official `fixtures/` response (with an empty `stats` list per fixture). */
export function buildFixturesJson(fixtures: readonly OfficialFixture[] = snapshotFixtures) {
  return fixtures.map((fixture) => ({ ...fixture, provisional_start_time: false, stats: [] as unknown[] }));
}

/** Which explain identifier each scoring rule reports under, and the stat it shows as `value`. */
const EXPLAIN_IDENTIFIERS: readonly [keyof Omit<PointsBreakdown, "total">, LiveStatKey][] = [
  ["minutes", "minutes"],
  ["goals", "goals_scored"],
  ["assists", "assists"],
  ["clean_sheet", "clean_sheets"],
  ["goals_conceded", "goals_conceded"],
  ["saves", "saves"],
  ["penalties_saved", "penalties_saved"],
  ["penalties_missed", "penalties_missed"],
  ["yellow_cards", "yellow_cards"],
  ["red_cards", "red_cards"],
  ["own_goals", "own_goals"],
  ["bonus", "bonus"],
  ["defensive_contribution", "defensive_contribution"],
];

interface LiveExplainStat {
  identifier: string;
  points: number;
  value: number;
  points_modification: number;
}

/**
 * The official `event/{gameweek}/live/` response: per player `stats` (totals over the
 * gameweek's fixtures, incl. total_points) and `explain` per fixture, which lists `minutes`
 * and every other scoring stat with a non-zero value or points (points from
 * domain/scoring.ts; a difference to the official total_points would go in
 * points_modification). `{ elements: [] }` for a gameweek without bundled stats.
 */
export function buildLiveJson(
  gameweek: number,
  file: SnapshotLiveFile | undefined = snapshotLiveFile(gameweek),
  players: readonly OfficialElement[] = snapshotPlayers
) {
  if (!file) return { elements: [] as unknown[] };
  const column = new Map(file.columns.map((name, i) => [name, i]));
  for (const name of LIVE_FILE_COLUMNS) {
    if (!column.has(name)) throw new Error(`live file of gameweek ${gameweek} lacks column ${name}`);
  }
  const value = (row: readonly number[], name: (typeof LIVE_FILE_COLUMNS)[number]) => row[column.get(name)!];
  const elementTypes = new Map(players.map((player) => [player.id, player.element_type]));

  const rowsByElement = new Map<number, (readonly number[])[]>();
  for (const row of file.rows) {
    const element = value(row, "element");
    rowsByElement.set(element, [...(rowsByElement.get(element) ?? []), row]);
  }

  const elements = [...rowsByElement].map(([element, rows]) => {
    const elementType = elementTypes.get(element);
    if (elementType === undefined) throw new Error(`live file of gameweek ${gameweek}: unknown element ${element}`);
    const position = POSITION_BY_ELEMENT_TYPE[elementType as 1 | 2 | 3 | 4];

    const totals: Record<string, number> = {};
    for (const key of [...LIVE_STAT_KEYS, "total_points"] as const) {
      totals[key] = rows.reduce((sum, row) => sum + value(row, key), 0);
    }

    const explain = rows.map((row) => {
      const stats = Object.fromEntries(LIVE_STAT_KEYS.map((key) => [key, value(row, key)])) as Record<
        LiveStatKey,
        number
      >;
      const breakdown = scorePlayerMatch(stats, position, seasonRules("2025-26")); // the bundled data's season
      const entries: LiveExplainStat[] = EXPLAIN_IDENTIFIERS.filter(
        ([rule, identifier]) => identifier === "minutes" || stats[identifier] !== 0 || breakdown[rule] !== 0
      ).map(([rule, identifier]) => ({
        identifier,
        points: breakdown[rule],
        value: stats[identifier],
        points_modification: 0,
      }));
      entries[0].points_modification = value(row, "total_points") - breakdown.total;
      return { fixture: value(row, "fixture"), stats: entries };
    });

    return { id: element, stats: { ...totals, in_dreamteam: false }, explain, modified: false };
  });
  return { elements };
}
