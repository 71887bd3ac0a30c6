// The local Worker's secrets and flags: .dev.vars (git-ignored), which `wrangler dev` reads
// next to wrangler.jsonc. Written once by whatever first needs a local Worker (npm start via
// scripts/setup-local.ts, npm run dev, the benchmarks), never overwritten.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

export const DEV_VARS_FILE = ".dev.vars";

/**
 * Creates .dev.vars in the working directory (the repository) unless it exists: a random
 * JWT_SECRET and LOCAL_DATA=true (the flag that shows the demo credentials and enables the
 * local replay and clock). Returns true when it wrote the file.
 */
export function ensureDevVars(file: string = DEV_VARS_FILE): boolean {
  if (existsSync(file)) return false;
  writeFileSync(file, `JWT_SECRET=${randomBytes(32).toString("hex")}\nLOCAL_DATA=true\n`);
  return true;
}
