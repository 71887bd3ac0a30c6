// `npm run dev`: a rebuild-on-change loop. wrangler dev reloads the Worker when
// server.ts or anything it imports changes (build/server included); this
// script rebuilds the Remix bundles when app/, domain/ or api/ change.
import { spawn, spawnSync } from "node:child_process";
import { watch } from "node:fs";
import { wranglerSpawn } from "./wrangler.ts";

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: "inherit", env }).status === 0;

if (!run("remix", ["vite:build"]) || !run(process.execPath, ["scripts/setup-local.ts"])) process.exit(1);
const server = wranglerSpawn(["dev", "--ip", "127.0.0.1", "--port", "8787", "--test-scheduled"]);

let timer: NodeJS.Timeout | undefined;
let building = false;
let again = false;
function rebuild() {
  if (building) return void (again = true);
  building = true;
  const child = spawn("remix", ["vite:build"], { stdio: ["ignore", "ignore", "inherit"], env });
  child.on("exit", (code) => {
    building = false;
    console.log(code === 0 ? "[dev] rebuilt" : "[dev] build failed (see above)");
    if (again) {
      again = false;
      rebuild();
    }
  });
}
for (const dir of ["app", "domain", "api", "public"]) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 200);
  });
}
const stop = () => {
  server.kill("SIGINT");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
