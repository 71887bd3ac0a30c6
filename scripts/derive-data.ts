// Derives the bundled data set in `data/` from the real 2025-26 FPL data in
// ../shared/fpl-2025-26 (public MIT dataset vaastav/Fantasy-Premier-League).
// Usage: node scripts/derive-data.ts [SOURCE_DIR] [OUT_DIR]
//        (defaults: ../shared/fpl-2025-26 and data/, relative to the repository)
// Deterministic: rows sorted by id, fixed field order, so a re-run writes the same bytes.
// It also writes data/SHA256SUMS (`sha256sum -c` format), which api/fpl/data-files.test.ts
// checks on every run, with or without the source folder.
// See data/README.md for what each file holds and how it is encoded.
// This script and its sibling scripts/derive-test-fixtures.ts are the only code that reads
// ../shared; nothing else (tests included) may need it.

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LIVE_FILE_COLUMNS } from "../api/fpl/normalise.ts";
import { parseCsv } from "../domain/fpl-csv.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_SOURCE_DIR = path.resolve(REPO_ROOT, "../shared/fpl-2025-26");
export const DEFAULT_OUT_DIR = path.resolve(REPO_ROOT, "data");

/** Name of the checksum manifest each derive script writes next to its output. */
export const CHECKSUM_FILE = "SHA256SUMS";

/**
 * `sha256sum` output for the given files (relative path -> content), sorted by path:
 * `cd DIR && sha256sum -c SHA256SUMS` verifies a folder by hand.
 */
export function checksumManifest(files: ReadonlyMap<string, string | Uint8Array>): string {
  return [...files]
    .filter(([name]) => name !== CHECKSUM_FILE)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, content]) => `${createHash("sha256").update(content).digest("hex")}  ${name}\n`)
    .join("");
}

/** Files under dir, as "/"-separated paths relative to it, sorted. */
export function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
    })
    .sort();
}

/**
 * What is wrong with a derived folder against its SHA256SUMS: missing manifest, files
 * listed but absent, files present but unlisted (README.md aside), checksums that differ.
 * Empty when the folder is exactly what was derived. Needs no source folder.
 */
export function checksumProblems(dir: string): string[] {
  const manifestFile = path.join(dir, CHECKSUM_FILE);
  if (!existsSync(manifestFile)) return [`${CHECKSUM_FILE} is missing`];
  const listed = new Map<string, string>();
  for (const line of readFileSync(manifestFile, "utf8").split("\n")) {
    if (line === "") continue;
    const match = /^([0-9a-f]{64})  (.+)$/.exec(line);
    if (!match) return [`${CHECKSUM_FILE}: unreadable line "${line}"`];
    listed.set(match[2]!, match[1]!);
  }
  const present = filesUnder(dir).filter((name) => name !== CHECKSUM_FILE && name !== "README.md");
  const problems: string[] = [];
  for (const name of present) {
    const expected = listed.get(name);
    if (expected === undefined) problems.push(`${name} is not in ${CHECKSUM_FILE}`);
    else if (createHash("sha256").update(readFileSync(path.join(dir, name))).digest("hex") !== expected)
      problems.push(`${name} differs from its checksum`);
  }
  for (const name of listed.keys()) if (!present.includes(name)) problems.push(`${name} is listed but missing`);
  return problems;
}

/** Official deadline rule: 90 minutes before the first kickoff of the gameweek. */
const DEADLINE_MINUTES_BEFORE_FIRST_KICKOFF = 90;
const SEASON_GAMEWEEKS = 38;

/** Columns of data/live/gwN.json, in order (the stats of `event/{id}/live` per player per fixture). */
export const LIVE_COLUMNS = LIVE_FILE_COLUMNS;

// ---------------------------------------------------------------------------
// Typed cell readers: every conversion is strict and says where it failed.

type Record_ = Record<string, string>;

class DeriveError extends Error {
  name = "DeriveError";
}

function readTable(file: string): Record_[] {
  const [header, ...records] = parseCsv(readFileSync(file, "utf8"));
  if (!header) throw new DeriveError(`${file}: empty file`);
  return records
    .filter((record) => !(record.length === 1 && record[0].trim() === ""))
    .map((record, index) => {
      if (record.length !== header.length) {
        throw new DeriveError(`${file}: record ${index + 2} has ${record.length} fields, header has ${header.length}`);
      }
      return Object.fromEntries(header.map((name, i) => [name, record[i]]));
    });
}

function cell(row: Record_, column: string, where: string): string {
  const value = row[column];
  if (value === undefined) throw new DeriveError(`${where}: missing column ${column}`);
  return value;
}

/** An integer; accepts pandas' float spelling of integers ("4.0"). */
function int(row: Record_, column: string, where: string): number {
  const raw = cell(row, column, where).trim();
  const value = Number(raw);
  if (raw === "" || !Number.isInteger(value)) throw new DeriveError(`${where}: ${column} is not an integer: "${raw}"`);
  return value;
}

/** An integer, or null for an empty cell or Python's None. */
function intOrNull(row: Record_, column: string, where: string): number | null {
  const raw = cell(row, column, where).trim();
  return raw === "" || raw === "None" ? null : int(row, column, where);
}

function bool(row: Record_, column: string, where: string): boolean {
  const raw = cell(row, column, where).trim();
  if (raw === "True") return true;
  if (raw === "False") return false;
  throw new DeriveError(`${where}: ${column} is not True/False: "${raw}"`);
}

function boolOrNull(row: Record_, column: string, where: string): boolean | null {
  const raw = cell(row, column, where).trim();
  return raw === "" || raw === "None" ? null : bool(row, column, where);
}

/** A decimal kept as the official API's string ("3.2", "0.00"), checked to be a number. */
function decimalString(row: Record_, column: string, where: string): string {
  const raw = cell(row, column, where).trim();
  if (!/^-?\d+(\.\d+)?$/.test(raw)) throw new DeriveError(`${where}: ${column} is not a decimal: "${raw}"`);
  return raw;
}

function text(row: Record_, column: string, where: string): string {
  return cell(row, column, where);
}

function textOrNull(row: Record_, column: string, where: string): string | null {
  const raw = cell(row, column, where);
  return raw === "" || raw === "None" ? null : raw;
}

function nonEmpty(row: Record_, column: string, where: string): string {
  const raw = cell(row, column, where).trim();
  if (raw === "") throw new DeriveError(`${where}: ${column} is empty`);
  return raw;
}

// ---------------------------------------------------------------------------
// The files.

function deriveTeams(rows: Record_[]) {
  return rows
    .map((row, index) => {
      const where = `teams.csv record ${index + 2}`;
      return {
        id: int(row, "id", where),
        name: nonEmpty(row, "name", where),
        short_name: nonEmpty(row, "short_name", where),
        code: int(row, "code", where),
        strength: int(row, "strength", where),
        strength_overall_home: int(row, "strength_overall_home", where),
        strength_overall_away: int(row, "strength_overall_away", where),
        strength_attack_home: int(row, "strength_attack_home", where),
        strength_attack_away: int(row, "strength_attack_away", where),
        strength_defence_home: int(row, "strength_defence_home", where),
        strength_defence_away: int(row, "strength_defence_away", where),
        pulse_id: int(row, "pulse_id", where),
      };
    })
    .sort((a, b) => a.id - b.id);
}

function derivePlayers(rows: Record_[]) {
  return rows
    .map((row, index) => {
      const where = `players_raw.csv record ${index + 2}`;
      const i = (column: string) => int(row, column, where);
      const d = (column: string) => decimalString(row, column, where);
      const b = (column: string) => bool(row, column, where);
      const status = nonEmpty(row, "status", where);
      if (!["a", "d", "i", "s", "u", "n"].includes(status))
        throw new DeriveError(`${where}: unknown status "${status}"`);
      const elementType = i("element_type");
      if (elementType < 1 || elementType > 4) throw new DeriveError(`${where}: element_type ${elementType} not in 1-4`);
      return {
        id: i("id"),
        code: i("code"),
        first_name: text(row, "first_name", where),
        second_name: text(row, "second_name", where),
        web_name: nonEmpty(row, "web_name", where),
        team: i("team"),
        team_code: i("team_code"),
        element_type: elementType,
        now_cost: i("now_cost"),
        cost_change_start: i("cost_change_start"),
        total_points: i("total_points"),
        form: d("form"),
        points_per_game: d("points_per_game"),
        event_points: i("event_points"),
        selected_by_percent: d("selected_by_percent"),
        transfers_in: i("transfers_in"),
        transfers_out: i("transfers_out"),
        transfers_in_event: i("transfers_in_event"),
        transfers_out_event: i("transfers_out_event"),
        minutes: i("minutes"),
        goals_scored: i("goals_scored"),
        assists: i("assists"),
        clean_sheets: i("clean_sheets"),
        goals_conceded: i("goals_conceded"),
        own_goals: i("own_goals"),
        penalties_saved: i("penalties_saved"),
        penalties_missed: i("penalties_missed"),
        yellow_cards: i("yellow_cards"),
        red_cards: i("red_cards"),
        saves: i("saves"),
        bonus: i("bonus"),
        bps: i("bps"),
        influence: d("influence"),
        creativity: d("creativity"),
        threat: d("threat"),
        ict_index: d("ict_index"),
        expected_goals: d("expected_goals"),
        expected_assists: d("expected_assists"),
        expected_goal_involvements: d("expected_goal_involvements"),
        status,
        chance_of_playing_next_round: intOrNull(row, "chance_of_playing_next_round", where),
        chance_of_playing_this_round: intOrNull(row, "chance_of_playing_this_round", where),
        news: text(row, "news", where),
        news_added: textOrNull(row, "news_added", where),
        photo: nonEmpty(row, "photo", where),
        removed: b("removed"),
        special: b("special"),
        squad_number: intOrNull(row, "squad_number", where),
        dreamteam_count: i("dreamteam_count"),
        in_dreamteam: b("in_dreamteam"),
        can_transact: b("can_transact"),
        can_select: b("can_select"),
      };
    })
    .sort((a, b) => a.id - b.id);
}

function deriveFixtures(rows: Record_[]) {
  return rows
    .map((row, index) => {
      const where = `fixtures.csv record ${index + 2}`;
      const kickoff = textOrNull(row, "kickoff_time", where);
      if (kickoff !== null && Number.isNaN(Date.parse(kickoff))) {
        throw new DeriveError(`${where}: kickoff_time is not a date: "${kickoff}"`);
      }
      return {
        id: int(row, "id", where),
        code: int(row, "code", where),
        event: intOrNull(row, "event", where),
        kickoff_time: kickoff,
        team_h: int(row, "team_h", where),
        team_a: int(row, "team_a", where),
        team_h_score: intOrNull(row, "team_h_score", where),
        team_a_score: intOrNull(row, "team_a_score", where),
        finished: bool(row, "finished", where),
        finished_provisional: bool(row, "finished_provisional", where),
        started: boolOrNull(row, "started", where),
        minutes: int(row, "minutes", where),
        team_h_difficulty: int(row, "team_h_difficulty", where),
        team_a_difficulty: int(row, "team_a_difficulty", where),
      };
    })
    .sort((a, b) => a.id - b.id);
}

type DerivedFixture = ReturnType<typeof deriveFixtures>[number];

/**
 * The 38 gameweeks in bootstrap-static `events` shape. Not in the source files: derived from
 * the fixtures. deadline_time = first kickoff - 90 minutes; finished/data_checked = every
 * fixture of the gameweek finished; is_current = the last gameweek with a started fixture
 * (the snapshot's state), is_previous/is_next its neighbours.
 */
function deriveEvents(fixtures: DerivedFixture[]) {
  const current = Math.max(0, ...fixtures.filter((f) => f.started && f.event !== null).map((f) => f.event!));
  const events = [];
  for (let id = 1; id <= SEASON_GAMEWEEKS; id++) {
    const own = fixtures.filter((f) => f.event === id);
    if (own.length === 0) throw new DeriveError(`gameweek ${id} has no fixtures`);
    const kickoffs = own
      .map((f) => f.kickoff_time)
      .filter((k): k is string => k !== null)
      .map((k) => Date.parse(k));
    const deadline =
      kickoffs.length === 0
        ? null
        : new Date(Math.min(...kickoffs) - DEADLINE_MINUTES_BEFORE_FIRST_KICKOFF * 60_000)
            .toISOString()
            .replace(".000Z", "Z");
    const finished = own.every((f) => f.finished);
    events.push({
      id,
      name: `Gameweek ${id}`,
      deadline_time: deadline,
      finished,
      data_checked: finished,
      is_previous: id === current - 1,
      is_current: id === current,
      is_next: id === current + 1,
    });
  }
  return events;
}

interface LiveFile {
  gameweek: number;
  columns: readonly string[];
  rows: number[][];
}

/** Rows of gws/gwN.csv, exact duplicate records dropped, sorted by (element, fixture). */
function deriveLive(
  file: string,
  gameweek: number,
  fixtureEvent: Map<number, number | null>,
  playerIds: Set<number>
): { live: LiveFile; duplicates: string[] } {
  const [header, ...records] = parseCsv(readFileSync(file, "utf8"));
  if (!header) throw new DeriveError(`${file}: empty file`);
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const byKey = new Map<string, number[]>();
  records.forEach((record, index) => {
    if (record.length === 1 && record[0].trim() === "") return;
    const where = `${path.basename(file)} record ${index + 2}`;
    if (record.length !== header.length)
      throw new DeriveError(`${where}: ${record.length} fields, header has ${header.length}`);
    const fullRecord = JSON.stringify(record);
    const row = Object.fromEntries(header.map((name, i) => [name, record[i]]));
    const values = LIVE_COLUMNS.map((column) => int(row, column, where));
    const [element, fixture] = values;
    if (seen.has(fullRecord)) {
      duplicates.push(`element ${element} fixture ${fixture}`);
      return;
    }
    seen.add(fullRecord);
    const key = `${element}/${fixture}`;
    if (byKey.has(key))
      throw new DeriveError(`${where}: element ${element} fixture ${fixture} appears twice with different values`);
    if (!playerIds.has(element)) throw new DeriveError(`${where}: unknown element ${element}`);
    if (fixtureEvent.get(fixture) !== gameweek)
      throw new DeriveError(`${where}: fixture ${fixture} is not in gameweek ${gameweek}`);
    byKey.set(key, values);
  });
  const rows = [...byKey.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { live: { gameweek, columns: LIVE_COLUMNS, rows }, duplicates };
}

// ---------------------------------------------------------------------------
// Serialisation: one array element per line, so that diffs stay readable.

function jsonLines(items: readonly unknown[]): string {
  return "[\n" + items.map((item) => JSON.stringify(item)).join(",\n") + "\n]\n";
}

function liveJson(live: LiveFile): string {
  return (
    `{"gameweek":${live.gameweek},\n"columns":${JSON.stringify(live.columns)},\n"rows":[\n` +
    live.rows.map((row) => JSON.stringify(row)).join(",\n") +
    "\n]}\n"
  );
}

/**
 * Everything the data/ folder holds except README.md: relative path -> file content,
 * SHA256SUMS (the checksums of the others) included.
 */
export function deriveData(sourceDir: string = DEFAULT_SOURCE_DIR): { files: Map<string, string>; notes: string[] } {
  const teams = deriveTeams(readTable(path.join(sourceDir, "teams.csv")));
  const players = derivePlayers(readTable(path.join(sourceDir, "players_raw.csv")));
  const fixtures = deriveFixtures(readTable(path.join(sourceDir, "fixtures.csv")));
  const events = deriveEvents(fixtures);

  // Consistency checks: the app relies on these.
  const teamIds = new Set(teams.map((t) => t.id));
  const teamCodes = new Map(teams.map((t) => [t.id, t.code]));
  if (teams.length !== 20 || teamIds.size !== 20)
    throw new DeriveError(`expected 20 distinct teams, got ${teams.length}`);
  if (new Set(players.map((p) => p.id)).size !== players.length) throw new DeriveError("duplicate player ids");
  for (const p of players) {
    if (!teamIds.has(p.team)) throw new DeriveError(`player ${p.id} references unknown team ${p.team}`);
    if (teamCodes.get(p.team) !== p.team_code)
      throw new DeriveError(`player ${p.id}: team_code does not match team ${p.team}`);
  }
  if (fixtures.length !== 380 || new Set(fixtures.map((f) => f.id)).size !== 380) {
    throw new DeriveError(`expected 380 distinct fixtures, got ${fixtures.length}`);
  }
  for (const f of fixtures) {
    if (!teamIds.has(f.team_h) || !teamIds.has(f.team_a))
      throw new DeriveError(`fixture ${f.id} references an unknown team`);
  }

  const files = new Map<string, string>();
  files.set("teams.json", jsonLines(teams));
  files.set("players.json", jsonLines(players));
  files.set("fixtures.json", jsonLines(fixtures));
  files.set("events.json", jsonLines(events));

  const fixtureEvent = new Map(fixtures.map((f) => [f.id, f.event]));
  const playerIds = new Set(players.map((p) => p.id));
  const notes: string[] = [];
  const gwFiles = readdirSync(path.join(sourceDir, "gws"))
    .map((name) => /^gw(\d+)\.csv$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
  for (const gameweek of gwFiles) {
    const { live, duplicates } = deriveLive(
      path.join(sourceDir, "gws", `gw${gameweek}.csv`),
      gameweek,
      fixtureEvent,
      playerIds
    );
    files.set(`live/gw${gameweek}.json`, liveJson(live));
    if (duplicates.length > 0) notes.push(`gw${gameweek}: dropped exact duplicate row(s): ${duplicates.join(", ")}`);
  }
  files.set(CHECKSUM_FILE, checksumManifest(files));
  return { files, notes };
}

function main(args: string[]): number {
  const sourceDir = path.resolve(args[0] ?? DEFAULT_SOURCE_DIR);
  const outDir = path.resolve(args[1] ?? DEFAULT_OUT_DIR);
  if (!existsSync(sourceDir)) {
    console.error(`derive-data: source folder not found: ${sourceDir}`);
    return 1;
  }
  let derived: ReturnType<typeof deriveData>;
  try {
    derived = deriveData(sourceDir);
  } catch (error) {
    if (!(error instanceof DeriveError)) throw error;
    console.error(`derive-data: ${error.message}`);
    return 1;
  }
  // Stale live files (a gameweek no longer in the source) must not survive a re-run.
  const liveDir = path.join(outDir, "live");
  if (existsSync(liveDir)) {
    for (const name of readdirSync(liveDir)) if (/^gw\d+\.json$/.test(name)) rmSync(path.join(liveDir, name));
  }
  let total = 0;
  for (const [relative, content] of derived.files) {
    const file = path.join(outDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    total += Buffer.byteLength(content);
    console.log(`${path.relative(REPO_ROOT, file)}  ${Buffer.byteLength(content)} bytes`);
  }
  for (const note of derived.notes) console.log(`note: ${note}`);
  console.log(
    `derive-data: wrote ${derived.files.size} files, ${total} bytes, to ${path.relative(REPO_ROOT, outDir) || "."}`
  );
  return 0;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) process.exitCode = main(process.argv.slice(2));
