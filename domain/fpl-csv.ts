// Parsing of the per-gameweek CSVs (`gws/gwN.csv`, vaastav/Fantasy-Premier-League
// format) into typed rows for the scoring engine, by the columns a season's rules read; the
// season is given or recognised from the columns. Pure: takes text, no I/O.

import { isPosition, type Position } from "./constants.ts";
import { MATCH_STAT_KEYS, playerMatchPoints, scoreManagerMatch } from "./scoring.ts";
import type { ManagerMatchStats, PlayerMatchStats } from "./scoring.ts";
import { KNOWN_SEASONS, managerStatKeys, playerStatKeys, seasonRules, type SeasonId, type SeasonRules } from "./season-rules.ts";

/**
 * RFC 4180 CSV: fields separated by commas, optionally quoted with `"`; inside
 * quotes, commas and line breaks are literal and `""` is one quote. Accepts
 * LF or CRLF line ends; a trailing line break does not make an empty record.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // skip a byte-order mark

  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  for (; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else inQuotes = false;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ",") endField();
    else if (ch === "\n") endRecord();
    else if (ch === "\r") {
      if (text[i + 1] === "\n") i++;
      endRecord();
    } else field += ch;
  }
  if (inQuotes) throw new Error("CSV ends inside a quoted field");
  // The last record has no line break after it (unless the text is empty or ends with one).
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

/** The position of a manager row (the 2024-25 Assistant Manager chip). */
export const MANAGER_POSITION = "AM";

interface GameweekRowBase {
  element: number;
  fixture: number;
  /** Bonus Points System score, when the file has the column (scoring does not need it). */
  bps: number | null;
  /** The official score, when the file has the column. */
  total_points: number | null;
}

/** One CSV row of a gameweek file: a player in a fixture. */
export interface PlayerGameweekRow extends GameweekRowBase {
  position: Position;
  /** The stats the season scores; those of events it does not have (2024-25: tackles, say) are 0. */
  stats: PlayerMatchStats;
}

/** A manager (position AM) in a fixture: scored from the `mng_*` columns only. */
export interface ManagerGameweekRow extends GameweekRowBase {
  position: typeof MANAGER_POSITION;
  manager: ManagerMatchStats;
}

export type GameweekRow = PlayerGameweekRow | ManagerGameweekRow;

export function isManagerRow(row: GameweekRow): row is ManagerGameweekRow {
  return row.position === MANAGER_POSITION;
}

/** Columns a gameweek file must have to be scored by a season's rules (manager columns come on top when it has managers). */
export function requiredColumns(rules: SeasonRules): string[] {
  return ["element", "fixture", "position", ...playerStatKeys(rules)];
}

/** Every column a season's rules read: the required ones and, if it has managers, the `mng_*` ones (needed by files with managers). */
export function seasonColumns(rules: SeasonRules): string[] {
  return [...requiredColumns(rules), ...managerStatKeys(rules)];
}

/** Thrown for input that cannot be read as a gameweek file; the message says where. */
export class GameweekCsvError extends Error {
  name = "GameweekCsvError";
}

function headerIndex(header: readonly string[]): Map<string, number> {
  return new Map(header.map((name, index) => [name.trim(), index]));
}

/**
 * The season whose rules a file's columns fit: it has every column that season needs and no
 * scoring column the season does not know (a 2025-26 file has `tackles`, which 2024-25 did not
 * score; a 2024-25 file from gameweek 23 has `mng_win`). Throws GameweekCsvError naming, for
 * each known season, the missing and foreign columns when none fits, and the seasons when
 * several do (then the season must be given). `known`: every season of season-rules.ts.
 */
export function recogniseSeason(header: readonly string[], known: readonly SeasonRules[] = KNOWN_SEASONS.map(seasonRules)): SeasonRules {
  const columns = headerIndex(header);
  const scoringColumns = new Set(known.flatMap(seasonColumns));
  const fitting: SeasonRules[] = [];
  const reasons: string[] = [];
  for (const rules of known) {
    const read = new Set(seasonColumns(rules));
    const missing = requiredColumns(rules).filter((name) => !columns.has(name));
    const foreign = [...scoringColumns].filter((name) => columns.has(name) && !read.has(name));
    if (missing.length === 0 && foreign.length === 0) fitting.push(rules);
    const why = [missing.length ? `missing ${missing.join(", ")}` : "", foreign.length ? `has ${foreign.join(", ")}, which it does not score` : ""];
    reasons.push(`${rules.season} ${why.filter(Boolean).join(" and ")}`);
  }
  const names = (list: readonly SeasonRules[]) => list.map((rules) => rules.season).join(", ");
  if (fitting.length === 1) return fitting[0];
  if (fitting.length === 0) throw new GameweekCsvError(`the columns fit no known season (${names(known)}): ${reasons.join("; ")}`);
  throw new GameweekCsvError(`the columns fit several seasons (${names(fitting)}): give the season`);
}

/** Parses a gameweek CSV for a season's rules; throws GameweekCsvError on missing columns or bad values. */
export function parseGameweekCsv(text: string, rules: SeasonRules): GameweekRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new GameweekCsvError("file is empty (no header line)");
  return parseRecords(header, records, rules);
}

/**
 * Reads a gameweek CSV of any known season: the one given, or the one its columns fit
 * (recogniseSeason). Throws GameweekCsvError.
 */
export function readGameweekCsv(text: string, season?: SeasonId): { rules: SeasonRules; rows: GameweekRow[] } {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new GameweekCsvError("file is empty (no header line)");
  const rules = season ? seasonRules(season) : recogniseSeason(header);
  return { rules, rows: parseRecords(header, records, rules) };
}

function parseRecords(header: readonly string[], records: readonly string[][], rules: SeasonRules): GameweekRow[] {
  const columnIndex = headerIndex(header);
  const missing = requiredColumns(rules).filter((name) => !columnIndex.has(name));
  if (missing.length > 0) throw new GameweekCsvError(`missing required column(s): ${missing.join(", ")} (the ${rules.season} rules)`);
  const statColumns = playerStatKeys(rules);
  const managerColumns = managerStatKeys(rules);
  const positions = rules.manager ? "GK, DEF, MID, FWD or AM" : "GK, DEF, MID or FWD";

  const rows: GameweekRow[] = [];
  records.forEach((record, recordIndex) => {
    if (record.length === 1 && record[0].trim() === "") return; // blank line
    const line = recordIndex + 2; // file line, counting the header as 1 (exact unless a field spans lines)
    const field = (column: string) => record[columnIndex.get(column)!] ?? "";
    const integer = (column: string): number => {
      const raw = field(column).trim();
      const value = Number(raw);
      if (raw === "" || !Number.isInteger(value)) {
        throw new GameweekCsvError(`line ${line}: column ${column} is not an integer: "${raw}"`);
      }
      return value;
    };
    const optionalInteger = (column: string) => (columnIndex.has(column) ? integer(column) : null);
    const common = { element: integer("element"), fixture: integer("fixture"), bps: optionalInteger("bps"), total_points: optionalInteger("total_points") };

    const position = field("position").trim();
    if (position === MANAGER_POSITION && rules.manager) {
      const absent = managerColumns.filter((name) => !columnIndex.has(name));
      if (absent.length > 0) throw new GameweekCsvError(`line ${line}: a manager (position AM) needs the column(s) ${absent.join(", ")}`);
      const manager = {} as ManagerMatchStats;
      for (const column of managerColumns) manager[column] = integer(column);
      rows.push({ ...common, position: MANAGER_POSITION, manager });
      return;
    }
    if (!isPosition(position)) {
      throw new GameweekCsvError(`line ${line}: unknown position "${position}" (expected ${positions})`);
    }
    // Events the season does not have stay 0: its rules never read them.
    const stats = Object.fromEntries(MATCH_STAT_KEYS.map((key) => [key, 0])) as unknown as PlayerMatchStats;
    for (const column of statColumns) stats[column] = integer(column);
    rows.push({ ...common, position, stats });
  });
  return rows;
}

/** Official points of a row under the rules it was read with: a player's or a manager's. */
export function rowPoints(row: GameweekRow, rules: SeasonRules): number {
  return isManagerRow(row) ? scoreManagerMatch(row.manager, rules).total : playerMatchPoints(row.stats, row.position, rules);
}
