// Seeds the local D1 with what is missing (idempotent: never wipes user data).
// Usage: node scripts/seed.ts [--persist-to DIR]
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../api/db/demo-accounts.ts";
import { buildUserRow } from "../tests/factories.ts";
import { insertOrIgnore, toColumns } from "./sql.ts";

const args = process.argv.slice(2);
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : undefined;

const statements: string[] = [];
for (const account of DEMO_ACCOUNTS) {
  const row = await buildUserRow(account);
  statements.push(insertOrIgnore("users", toColumns(row)));
}

const file = path.resolve(".wrangler/tmp/seed.sql");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, statements.join("\n") + "\n");
execFileSync(
  "wrangler",
  ["d1", "execute", "DB", "--local", "--file", file, ...(persistTo ? ["--persist-to", persistTo] : [])],
  { stdio: ["ignore", "ignore", "inherit"] },
);
console.log(`Seeded local D1: ${DEMO_ACCOUNTS.length} demo accounts (existing rows kept).`);
