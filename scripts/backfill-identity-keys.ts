// Once after migration 0004 (decision 013), on a database that already held users with
// letters outside ASCII in their email, username or team name: the migration could only give
// them SQLite's lower() (ASCII-only) as keys; this writes their real keys (identityKeys() of
// domain/accounts.ts), so that they sign in however they type their email. ASCII rows (all of
// the seed's) already have the right keys and are not read. Safe to run again.
//
//   node scripts/backfill-identity-keys.ts [--remote] [--persist-to DIR]
//
// A row whose real key another account already holds (two legacy accounts the new rule calls
// one person) is left as it was and listed: staff decide which one to rename.
import { identityKeys } from "../domain/accounts.ts";
import { sqlValue } from "./sql.ts";
import { wranglerSync } from "./wrangler.ts";

const args = process.argv.slice(2);
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : undefined;
const target = args.includes("--remote") ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

type Row = { id: string; email: string; username: string; team_name: string; first_name: string; last_name: string; email_key: string; username_key: string; team_name_key: string };

function execute(command: string): Row[] {
  const out = wranglerSync(["d1", "execute", "DB", ...target, "--json", "--command", command], { stdio: ["ignore", "pipe", "pipe"] });
  const results = JSON.parse(String(out)) as { results: Row[] }[];
  return results[0]?.results ?? [];
}

const nonAscii = (column: string) => `${column} GLOB '*[^ -~]*'`;
const rows = execute(
  `SELECT id, email, username, team_name, first_name, last_name, email_key, username_key, team_name_key FROM users WHERE ${nonAscii("email")} OR ${nonAscii("username")} OR ${nonAscii("team_name")}`,
);

let fixed = 0;
const conflicts: string[] = [];
for (const row of rows) {
  const keys = identityKeys({ email: row.email, username: row.username, teamName: row.team_name, firstName: row.first_name, lastName: row.last_name });
  if (keys.emailKey === row.email_key && keys.usernameKey === row.username_key && keys.teamNameKey === row.team_name_key) continue;
  try {
    execute(
      `UPDATE users SET email_key = ${sqlValue(keys.emailKey)}, username_key = ${sqlValue(keys.usernameKey)}, team_name_key = ${sqlValue(keys.teamNameKey)} WHERE id = ${sqlValue(row.id)}`,
    );
    fixed++;
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: unknown; stderr?: unknown }; // with --json, wrangler's error is on stdout
    const message = `${String(stdout ?? "")}${String(stderr ?? "")}${String(err)}`;
    if (!message.includes("UNIQUE constraint failed")) throw err;
    conflicts.push(`${row.id} (${row.email}, ${row.username}, ${row.team_name})`);
  }
}
console.log(`${rows.length} users with letters outside ASCII; ${fixed} keys rewritten.`);
if (conflicts.length > 0) console.log(`Left as they were (their key belongs to another account):\n  ${conflicts.join("\n  ")}`);
