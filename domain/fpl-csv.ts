// Parsing of the per-gameweek CSVs (`gws/gwN.csv`, vaastav/Fantasy-Premier-League
// format) into typed rows for the scoring engine. Pure: takes text, no I/O.

import { isPosition, type Position } from "./constants.ts";
import { MATCH_STAT_KEYS } from "./scoring.ts";
import type { PlayerMatchStats } from "./scoring.ts";

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

/** One CSV row of a gameweek file: a player in a fixture. */
export interface GameweekRow {
  element: number;
  fixture: number;
  position: Position;
  stats: PlayerMatchStats;
  /** Bonus Points System score, when the file has the column (scoring does not need it). */
  bps: number | null;
  /** The official score, when the file has the column. */
  total_points: number | null;
}

const STAT_COLUMNS = MATCH_STAT_KEYS;

/** Columns a gameweek file must have to be scored. */
export const REQUIRED_COLUMNS: readonly string[] = ["element", "fixture", "position", ...STAT_COLUMNS];

/** Thrown for input that cannot be read as a gameweek file; the message says where. */
export class GameweekCsvError extends Error {
  name = "GameweekCsvError";
}

/** Parses a gameweek CSV; throws GameweekCsvError on missing columns or bad values. */
export function parseGameweekCsv(text: string): GameweekRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new GameweekCsvError("file is empty (no header line)");
  const columnIndex = new Map(header.map((name, index) => [name.trim(), index]));
  const missing = REQUIRED_COLUMNS.filter((name) => !columnIndex.has(name));
  if (missing.length > 0) throw new GameweekCsvError(`missing required column(s): ${missing.join(", ")}`);

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

    const position = field("position").trim();
    if (!isPosition(position)) {
      throw new GameweekCsvError(`line ${line}: unknown position "${position}" (expected GK, DEF, MID or FWD)`);
    }
    const stats = {} as PlayerMatchStats;
    for (const column of STAT_COLUMNS) stats[column] = integer(column);
    rows.push({
      element: integer("element"),
      fixture: integer("fixture"),
      position,
      stats,
      bps: optionalInteger("bps"),
      total_points: optionalInteger("total_points"),
    });
  });
  return rows;
}
