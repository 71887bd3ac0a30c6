// Runs the project's wrangler with the project's Node 22 (process.execPath),
// whatever `node` is first on PATH.
import { execFileSync, spawn, type ExecFileSyncOptions } from "node:child_process";
import path from "node:path";

export const WRANGLER_JS = path.resolve("node_modules/wrangler/bin/wrangler.js");
export const OFFLINE_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

export function wranglerSync(args: string[], options: ExecFileSyncOptions = {}) {
  return execFileSync(process.execPath, [WRANGLER_JS, ...args], { env: { ...OFFLINE_ENV, CI: "true" }, ...options });
}

export function wranglerSpawn(args: string[]) {
  return spawn(process.execPath, [WRANGLER_JS, ...args], { stdio: "inherit", env: OFFLINE_ENV });
}
