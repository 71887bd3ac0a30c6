// Prepares the embedded local environment: .dev.vars, migrations, seed.
// Usage: node scripts/setup-local.ts [--persist-to DIR]
import { execFileSync } from "node:child_process";
import { ensureDevVars } from "./dev-vars.ts";
import { applyLocalMigrations } from "./local-d1.ts";

const args = process.argv.slice(2);
const persist = args.includes("--persist-to") ? ["--persist-to", args[args.indexOf("--persist-to") + 1]!] : [];

// Local only: a random signing secret and the flag that shows the demo credentials.
if (ensureDevVars()) console.log("Created .dev.vars (local secrets).");
// The main database and every shard (decision 035), each with its migrations folder.
applyLocalMigrations(persist[1]);
execFileSync(process.execPath, ["scripts/seed.ts", ...persist], { stdio: "inherit" });
