// `npm test` and `npm run test:slow`: the typecheck runs beside the build and the tests instead of
// before them. tsc is one thread for about a minute; the build and the Workers projects leave
// room for it on two cores, so the whole takes about the tests' time rather than tests + tsc.
// Either failing fails the run; the typecheck's errors print after the tests' summary.
//
//   node scripts/test.ts [--no-typecheck] -- <vitest arguments>
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
// The tools' `#!/usr/bin/env node` must find this Node (22), not an older one on the PATH.
const env = { ...process.env, PATH: [path.dirname(process.execPath), path.join(root, "node_modules/.bin"), process.env.PATH].join(path.delimiter) };
const dashes = process.argv.indexOf("--");
const vitestArgs = dashes >= 0 ? process.argv.slice(dashes + 1) : [];
const typecheck = !process.argv.slice(2, dashes >= 0 ? dashes : undefined).includes("--no-typecheck");

/** Runs a command; resolves with its exit code. Output is kept when `quiet` (printed by the caller). */
function run(cmd: string, args: string[], quiet = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (err) => resolve({ code: 1, output: String(err) }));
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const typechecked = typecheck ? run(bin("tsc"), ["--noEmit", "--incremental", "--tsBuildInfoFile", ".cache/tsc.tsbuildinfo"], true) : Promise.resolve({ code: 0, output: "" });

let code = (await run(bin("remix"), ["vite:build"])).code;
if (code === 0) code = (await run(bin("vitest"), ["run", ...vitestArgs])).code;
else console.error("\nThe build failed: no test ran.");

const tsc = await typechecked;
if (typecheck) {
  if (tsc.code === 0) console.log(`\nTypecheck (tsc --noEmit): no error (done by ${seconds()}).`);
  else console.error(`\nTypecheck (tsc --noEmit) failed:\n${tsc.output.trim()}`);
}
process.exit(code !== 0 ? code : tsc.code);
