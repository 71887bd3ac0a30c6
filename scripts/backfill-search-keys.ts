// Once after migration 0034 (issue 45), on a database whose players were stored before it: the
// migration could only give them SQLite's lower() (ASCII-only) as search keys; this writes their
// real keys (searchKey() of domain/search-key.ts). Rows whose names are ASCII already have them
// and are not read. Safe to run again; the next player import writes every key anyway.
//
//   node scripts/backfill-search-keys.ts [--remote] [--persist-to DIR]
import { searchKey } from "../domain/search-key.ts";
import { sqlValue } from "./sql.ts";
import { wranglerSync } from "./wrangler.ts";

const args = process.argv.slice(2);
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : undefined;
const target = args.includes("--remote") ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

type Row = { id: number; first_name: string; second_name: string; web_name: string; web_name_key: string; full_name_key: string };

function execute(command: string): Row[] {
  const out = wranglerSync(["d1", "execute", "DB", ...target, "--json", "--command", command], { stdio: ["ignore", "pipe", "pipe"] });
  return (JSON.parse(String(out)) as { results: Row[] }[])[0]?.results ?? [];
}

const nonAscii = (column: string) => `${column} GLOB '*[^ -~]*'`;
const rows = execute(`SELECT id, first_name, second_name, web_name, web_name_key, full_name_key FROM players WHERE ${nonAscii("web_name")} OR ${nonAscii("first_name")} OR ${nonAscii("second_name")}`);
let fixed = 0;
for (const row of rows) {
  const webNameKey = searchKey(row.web_name);
  const fullNameKey = searchKey(`${row.first_name} ${row.second_name}`);
  if (webNameKey === row.web_name_key && fullNameKey === row.full_name_key) continue;
  execute(`UPDATE players SET web_name_key = ${sqlValue(webNameKey)}, full_name_key = ${sqlValue(fullNameKey)} WHERE id = ${sqlValue(row.id)}`);
  fixed++;
}
console.log(`${rows.length} players with letters outside ASCII; ${fixed} keys written.`);
