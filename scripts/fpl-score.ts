// Scores a gameweek CSV (gws/gwN.csv format) with the official FPL rules.
// Usage: node scripts/fpl-score.ts <gw.csv>   (Node 22 strips the types)
// Prints "element,fixture,points" for every row, header line first.

import { readFileSync } from "node:fs";
import { GameweekCsvError, parseGameweekCsv } from "../domain/fpl-csv.ts";
import type { GameweekRow } from "../domain/fpl-csv.ts";
import { playerMatchPoints } from "../domain/scoring.ts";

/** Returns the exit code (the Workers types make `process.exit` untyped, so no `never` helper). */
function main(args: string[]): number {
  if (args.length !== 1) {
    console.error("fpl-score: usage: node scripts/fpl-score.ts <gw.csv>");
    return 1;
  }
  const [file] = args;

  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`fpl-score: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  let rows: GameweekRow[];
  try {
    rows = parseGameweekCsv(text);
  } catch (error) {
    if (!(error instanceof GameweekCsvError)) throw error;
    console.error(`fpl-score: ${file}: ${error.message}`);
    return 1;
  }

  const lines = ["element,fixture,points"];
  for (const row of rows) lines.push(`${row.element},${row.fixture},${playerMatchPoints(row.stats, row.position)}`);
  process.stdout.write(lines.join("\n") + "\n");
  return 0;
}

process.exitCode = main(process.argv.slice(2));
