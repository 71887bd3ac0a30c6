// `npm start`'s preparation: the Remix build and the local environment (.dev.vars,
// migrations, seed with the sample season) side by side, since neither needs the other;
// then `npm run serve` starts the Worker. The seed's output shows as it comes; the build's
// is printed when it is done. Stops with the first failure's exit code.
import { spawn } from "node:child_process";

type Done = { name: string; code: number; output: string };

function run(name: string, args: string[], show: boolean): Promise<Done> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", show ? "inherit" : "pipe", show ? "inherit" : "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (err) => resolve({ name, code: 1, output: `${output}${String(err)}\n` }));
    child.on("exit", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const [build, setup] = await Promise.all([
  run("build (remix vite:build)", ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], false).then((done) => {
    process.stdout.write(done.output);
    return done;
  }),
  run("setup:local (migrations and seed)", ["scripts/setup-local.ts"], true),
]);
for (const done of [build, setup]) {
  if (done.code !== 0) {
    console.error(`npm start: ${done.name} failed (exit ${done.code}).`);
    process.exit(done.code);
  }
}
console.log(`Build and local data ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
