// Scores a gameweek CSV (gws/gwN.csv format) with the official FPL rules of its season.
// Usage: node scripts/fpl-score.ts [--season 2024-25] <gw.csv>   (Node 22 strips the types)
// Without --season, the season is the one the file's columns fit (domain/fpl-csv.ts
// recogniseSeason). Prints "element,fixture,points" for every row, header line first; the
// season used goes to stderr.

import { readFileSync } from "node:fs";
import { GameweekCsvError, readGameweekCsv, rowPoints } from "../domain/fpl-csv.ts";
import { isSeasonId, KNOWN_SEASONS, type SeasonId } from "../domain/season-rules.ts";

const USAGE = "usage: node scripts/fpl-score.ts [--season SEASON] <gw.csv>";

/** Returns the exit code (the Workers types make `process.exit` untyped, so no `never` helper). */
function main(args: string[]): number {
  let season: SeasonId | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== "--season") {
      files.push(args[i]);
      continue;
    }
    const given = args[++i];
    if (!isSeasonId(given)) {
      console.error(`fpl-score: unknown season ${given ?? "(none)"}; known seasons: ${KNOWN_SEASONS.join(", ")}`);
      return 1;
    }
    season = given;
  }
  if (files.length !== 1) {
    console.error(`fpl-score: ${USAGE}`);
    return 1;
  }
  const [file] = files;

  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`fpl-score: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  let read: ReturnType<typeof readGameweekCsv>;
  try {
    read = readGameweekCsv(text, season);
  } catch (error) {
    if (!(error instanceof GameweekCsvError)) throw error;
    const hint = season ? "" : ` (${USAGE})`;
    console.error(`fpl-score: ${file}: ${error.message}${hint}`);
    return 1;
  }

  const { rules, rows } = read;
  const lines = ["element,fixture,points"];
  for (const row of rows) lines.push(`${row.element},${row.fixture},${rowPoints(row, rules)}`);
  process.stdout.write(lines.join("\n") + "\n");
  console.error(`fpl-score: ${file}: ${rows.length} rows scored with the ${rules.season} rules${season ? "" : " (recognised from the columns)"}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
