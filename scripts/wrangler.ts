// Runs the project's wrangler with the project's Node 22 (process.execPath),
// whatever `node` is first on PATH.
import { execFileSync, spawn, type ExecFileSyncOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export const WRANGLER_JS = path.resolve("node_modules/wrangler/bin/wrangler.js");
export const OFFLINE_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/**
 * The benches' `wrangler dev`: the Worker bundled as `wrangler deploy` bundles it, with NODE_ENV
 * "production" (wrangler dev's default is "development", which bundles React's development build:
 * the server-drawn pages then cost about twice the CPU they cost in production, issue 48).
 */
export const BENCH_ENV = { ...OFFLINE_ENV, NODE_ENV: "production" };

/**
 * The wrangler configuration the scripts use: wrangler.jsonc, or the one TERRACE_WRANGLER_CONFIG
 * names (the rank bench writes one with another number of shards). Read at each call.
 */
export function wranglerConfig(): string {
  return process.env.TERRACE_WRANGLER_CONFIG ?? "wrangler.jsonc";
}

/** `--config <file>` when the scripts use another configuration than wrangler.jsonc. */
export function configArgs(): string[] {
  return wranglerConfig() === "wrangler.jsonc" ? [] : ["--config", wranglerConfig()];
}

export function wranglerSync(args: string[], options: ExecFileSyncOptions = {}) {
  return execFileSync(process.execPath, [WRANGLER_JS, ...args, ...configArgs()], { env: { ...OFFLINE_ENV, CI: "true" }, ...options });
}

export function wranglerSpawn(args: string[]) {
  return spawn(process.execPath, [WRANGLER_JS, ...args, ...configArgs()], { stdio: "inherit", env: OFFLINE_ENV });
}

export type D1Config = { binding: string; database_name: string; database_id: string; migrations_dir: string };

/** A JSONC file (wrangler's configuration) read: comments dropped, strings kept whole (a URL holds "//"). */
export function readJsonc<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8").replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, string: string | undefined) => string ?? "")) as T;
}

/** The D1 databases wrangler.jsonc binds: the main DB, then the game's shards (decision 035). */
export function d1Databases(configPath = wranglerConfig()): D1Config[] {
  return readJsonc<{ d1_databases: D1Config[] }>(configPath).d1_databases;
}
