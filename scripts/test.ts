// `npm test` and `npm run test:slow`: build, then each vitest project of vitest.config.ts in a
// vitest process of its own, a few at a time, with the typecheck beside them.
//
// Why processes: Vitest 5 runs the projects of one process as one group whose worker count is
// the first project's (one here: a Workers project runs its files one at a time on shared
// storage), so the projects of one process ran one after the other, never side by side
// (measured: two files in two projects took 75 s in one process, 47 s in two). tsc is one thread
// for about a minute; it runs beside the build and the tests instead of before them.
//
// Each process's output prints whole when it ends (never interleaved), then one summary line of
// all of them in vitest's own format (` Tests  N passed | M failed (T)`), which .ci/run reads.
// Either a test or the typecheck failing fails the run; the typecheck's errors print at the end.
//
//   node scripts/test.ts [--no-typecheck] [--no-build] [--at-once N] --projects 'unit,integration-*' [file filters] [-- <vitest args>]
import { spawn } from "node:child_process";
import path from "node:path";
import config from "../vitest.config.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
// The tools' `#!/usr/bin/env node` must find this Node (22), not an older one on the PATH.
const env = { ...process.env, PATH: [path.dirname(process.execPath), path.join(root, "node_modules/.bin"), process.env.PATH].join(path.delimiter) };

const dashes = process.argv.indexOf("--");
const own = process.argv.slice(2, dashes >= 0 ? dashes : undefined);
const option = (name: string) => (own.includes(name) ? own[own.indexOf(name) + 1] : undefined);
// `npm test -- tests/integration/store.test.ts` reaches this script without its `--` (npm eats it):
// a word that is neither an option nor an option's value is a file filter for vitest too.
const VALUED = ["--at-once", "--projects"];
const positional = own.filter((word: string, i: number) => !word.startsWith("--") && !VALUED.includes(own[i - 1] ?? ""));
const vitestArgs = [...positional, ...(dashes >= 0 ? process.argv.slice(dashes + 1) : [])];
const typecheck = !own.includes("--no-typecheck");
const build = !own.includes("--no-build");
const atOnce = Math.max(1, Number(option("--at-once") ?? 3));
const patterns: string[] = (option("--projects") ?? "*").split(",").filter(Boolean);

type ProjectEntry = { test?: { name?: string } };
const allProjects = (((config as { test?: { projects?: ProjectEntry[] } }).test?.projects ?? []) as ProjectEntry[]).map((entry) => entry.test?.name ?? "");
const matches = (name: string, pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`).test(name);
const projects = allProjects.filter((name) => patterns.some((pattern: string) => matches(name, pattern)));
if (projects.length === 0) {
  console.error(`No vitest project matches ${patterns.join(", ")} (projects: ${allProjects.join(", ")}).`);
  process.exit(2);
}

/** Runs a command; resolves with its exit code and, when `quiet`, its output (else it prints as it goes). */
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

const totals = { files: { passed: 0, failed: 0 }, tests: { passed: 0, failed: 0, skipped: 0 } };
const lanes: { project: string; code: number; took: string; tests: string }[] = [];
const plain = (text: string) => text.replace(/\x1B\[[0-9;]*[A-Za-z]/g, "");
const count = (line: string | undefined, word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line ?? "")?.[1] ?? 0);

async function runProject(project: string) {
  const began = Date.now();
  // A file named after `--` may belong to another project: that is no failure here.
  const { code, output } = await run(bin("vitest"), ["run", "--project", project, ...(vitestArgs.length ? ["--passWithNoTests"] : []), ...vitestArgs], true);
  process.stdout.write(`\n===== vitest --project ${project} =====\n${output}`);
  const text = plain(output);
  const files = text.match(/^\s*Test Files\s.*$/m)?.[0];
  const tests = text.match(/^\s*Tests\s.*$/m)?.[0];
  totals.files.passed += count(files, "passed");
  totals.files.failed += count(files, "failed");
  totals.tests.passed += count(tests, "passed");
  totals.tests.failed += count(tests, "failed");
  totals.tests.skipped += count(tests, "skipped");
  lanes.push({ project, code, took: `${((Date.now() - began) / 1000).toFixed(0)} s`, tests: tests?.trim().replace(/\s+/g, " ") ?? "no summary" });
}

let code = build ? (await run(bin("remix"), ["vite:build"])).code : 0;
if (code !== 0) console.error("\nThe build failed: no test ran.");
else {
  const queue = [...projects];
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let project = queue.shift(); project; project = queue.shift()) await runProject(project);
    }),
  );
  console.log(`\n===== ${projects.length} vitest projects, ${atOnce} at a time (by ${seconds()}) =====`);
  for (const lane of lanes) console.log(`  ${lane.project}: ${lane.tests}, ${lane.took}${lane.code ? ` (exit ${lane.code})` : ""}`);
  const failedPart = (n: number) => (n ? ` | ${n} failed` : "");
  console.log(` Test Files  ${totals.files.passed} passed${failedPart(totals.files.failed)} (${totals.files.passed + totals.files.failed})`);
  console.log(`      Tests  ${totals.tests.passed} passed${failedPart(totals.tests.failed)}${totals.tests.skipped ? ` | ${totals.tests.skipped} skipped` : ""} (${totals.tests.passed + totals.tests.failed + totals.tests.skipped})`);
  code = lanes.find((lane) => lane.code !== 0)?.code ?? 0;
}

const tsc = await typechecked;
if (typecheck) {
  if (tsc.code === 0) console.log(`\nTypecheck (tsc --noEmit): no error (done by ${seconds()}).`);
  else console.error(`\nTypecheck (tsc --noEmit) failed:\n${tsc.output.trim()}`);
}
// exitCode, not exit(): a process piped into `tee` may still be writing a project's output (a
// write to a full pipe finishes later), and exit() would cut it and the summary after it.
process.exitCode = code !== 0 ? code : tsc.code;
