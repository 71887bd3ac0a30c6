// Prepares the embedded local environment: .dev.vars, migrations, seed.
// Usage: node scripts/setup-local.ts [--persist-to DIR]
import { execFileSync } from "node:child_process";
import { wranglerSync } from "./wrangler.ts";
import { existsSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const args = process.argv.slice(2);
const persist = args.includes("--persist-to") ? ["--persist-to", args[args.indexOf("--persist-to") + 1]!] : [];

if (!existsSync(".dev.vars")) {
  // Local only: a random signing secret and the flag that shows the demo credentials.
  writeFileSync(".dev.vars", `JWT_SECRET=${randomBytes(32).toString("hex")}\nLOCAL_DATA=true\n`);
  console.log("Created .dev.vars (local secrets).");
}
wranglerSync(["d1", "migrations", "apply", "DB", "--local", ...persist], { stdio: ["ignore", "inherit", "inherit"] });
execFileSync(process.execPath, ["scripts/seed.ts", ...persist], { stdio: "inherit" });
