// Once after migrations 0034 and 0039 (issue 45), on a database whose players or users were stored
// before them: the migrations could only give those rows SQLite's lower() (ASCII-only) as search
// keys; this writes their real keys (searchKey() of domain/search-key.ts, memberSearchKey() of
// domain/accounts.ts). Rows whose names are ASCII already have them and are not read. Safe to run
// again; the next player import, and every write of a user's names, writes the keys anyway.
//
//   node scripts/backfill-search-keys.ts [--remote] [--persist-to DIR]
import { memberSearchKey } from "../domain/accounts.ts";
import { searchKey } from "../domain/search-key.ts";
import { sqlValue } from "./sql.ts";
import { wranglerSync } from "./wrangler.ts";

const args = process.argv.slice(2);
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : undefined;
const target = args.includes("--remote") ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

function execute<Row>(command: string): Row[] {
  const out = wranglerSync(["d1", "execute", "DB", ...target, "--json", "--command", command], { stdio: ["ignore", "pipe", "pipe"] });
  return (JSON.parse(String(out)) as { results: Row[] }[])[0]?.results ?? [];
}

const nonAscii = (...columns: string[]) => columns.map((column) => `${column} GLOB '*[^ -~]*'`).join(" OR ");

type PlayerRow = { id: number; first_name: string; second_name: string; web_name: string; web_name_key: string; full_name_key: string };
const players = execute<PlayerRow>(`SELECT id, first_name, second_name, web_name, web_name_key, full_name_key FROM players WHERE ${nonAscii("web_name", "first_name", "second_name")}`);
let fixed = 0;
for (const row of players) {
  const webNameKey = searchKey(row.web_name);
  const fullNameKey = searchKey(`${row.first_name} ${row.second_name}`);
  if (webNameKey === row.web_name_key && fullNameKey === row.full_name_key) continue;
  execute(`UPDATE players SET web_name_key = ${sqlValue(webNameKey)}, full_name_key = ${sqlValue(fullNameKey)} WHERE id = ${sqlValue(row.id)}`);
  fixed++;
}
console.log(`${players.length} players with letters outside ASCII; ${fixed} keys written.`);

type UserRow = { id: string; username: string; team_name: string; first_name: string; last_name: string; search_key: string };
const users = execute<UserRow>(
  `SELECT id, username, team_name, first_name, last_name, search_key FROM users WHERE ${nonAscii("username", "team_name", "first_name", "last_name")}`,
);
let members = 0;
for (const row of users) {
  const key = memberSearchKey({ username: row.username, teamName: row.team_name, firstName: row.first_name, lastName: row.last_name });
  if (key === row.search_key) continue;
  execute(`UPDATE users SET search_key = ${sqlValue(key)} WHERE id = ${sqlValue(row.id)}`);
  members++;
}
console.log(`${users.length} users with letters outside ASCII; ${members} search keys written.`);
