// Benchmark: what a browser's first load of a page fetches (decision 028), and optionally
// Lighthouse's mobile performance score.
// - per page: the HTML (raw and gzip) and the module scripts it preloads (count and gzip bytes,
//   and whether zod is among them: decision 028 keeps it out of every first load it can),
//   signed out on / and signed in as the demo manager elsewhere; the builder also with a full
//   15-player draft in its URL (the largest builder document). Lighthouse's simulation sends the
//   first 14,600 bytes of a response in one round trip: with our headers (about 0.8 KB) a gzip
//   body over about 13.8 KB costs the document a second one (150 ms);
// - with --lighthouse N: N runs of Lighthouse 12 (default mobile settings, simulated throttling)
//   on each signed-in page (or those named by --pages /leaks,/votes): each run's performance and
//   accessibility scores, FCP, LCP and total blocking time, the failed accessibility audits, then
//   the lowest and the median of each score (and of the blocking time). Each run also gives
//   Lighthouse's CPU benchmark index (higher is faster): on a busy machine it drops, and the
//   simulated blocking time grows with it (it is the observed main-thread time, times four).
//   Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and `npx` to reach the npm registry
//   once (lighthouse@12). Run nothing else meanwhile: the scores depend on the machine.
//
//   node scripts/bench/first-load.ts [--lighthouse 0] [--pages /leaks,/votes] [--port 8793]
//
// Builds its own local database under .wrangler/bench-first-load-state (wiped first) and starts
// `wrangler dev` on it. Rebuild the app (`npx remix vite:build`) after changing app/ first.
// Nothing here runs in the test suites.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts.ts";
import { ensureWorkerReady, freshBenchDatabase, median, numberOption, signIn, withLocalWorker } from "./kit.ts";

const LIGHTHOUSE_RUNS = numberOption("--lighthouse", 0);
const PORT = numberOption("--port", 8793);
const ONLY_PAGES = process.argv.includes("--pages") ? (process.argv[process.argv.indexOf("--pages") + 1] ?? "").split(",").filter(Boolean) : null;
/** --save DIR: each Lighthouse report's JSON into DIR (to see where a page's time went). */
const SAVE_DIR = process.argv.includes("--save") ? path.resolve(process.argv[process.argv.indexOf("--save") + 1] ?? "lighthouse") : null;
const state = path.resolve(".wrangler/bench-first-load-state");

/** Sets a cookie in the jar of the Chromium listening on `port` (DevTools protocol, browser target). */
async function setBrowserCookie(port: number, cookie: { name: string; value: string; url: string }) {
  let endpoint: string | undefined;
  for (let i = 0; i < 100 && !endpoint; i++) {
    endpoint = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then(async (r) => ((await r.json()) as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl)
      .catch(() => new Promise<undefined>((done) => setTimeout(done, 100)));
  }
  if (!endpoint) throw new Error(`Chromium did not open its debugging port ${port}`);
  const socket = new WebSocket(endpoint);
  await new Promise((open) => socket.addEventListener("open", open, { once: true }));
  const answer = new Promise<string>((done) => socket.addEventListener("message", (e) => done(String(e.data)), { once: true }));
  socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies: [{ ...cookie, expires: Date.now() / 1000 + 86_400 }] } }));
  const reply = JSON.parse(await answer) as { error?: { message: string } };
  socket.close();
  if (reply.error) throw new Error(`Storage.setCookies: ${reply.error.message}`);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (body: Uint8Array | string) => gzipSync(body).length;

ensureWorkerReady();
console.log("Preparing a local database with the catalogue and the demo accounts...");
await freshBenchDatabase(state, "ignore");

await withLocalWorker(state, PORT, async (base) => {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === "user") ?? DEMO_ACCOUNTS[0]!;
  const { access_token } = await signIn(base, demo);
  const cookie = `terrace_session=${access_token}`;

  // The builder's gameweek, and a full draft of it in the URL (as the no-JavaScript path has it).
  const text = async (path: string) => (await (await fetch(`${base}${path}`, { headers: { Cookie: cookie } })).text()).replace(/<!-- -->/g, "");
  const gameweek = /GW (\d+) - Challenge/.exec(await text("/pick-team"))?.[1];
  if (!gameweek) throw new Error("/pick-team shows no open gameweek");
  const players = (await (await fetch(`${base}/api/players`)).json()) as { id: number; position: string }[];
  const need: Record<string, number> = { GK: 2, DEF: 5, MID: 5, FWD: 3 };
  const draft = Object.entries(need).flatMap(([position, count]) =>
    players
      .filter((p) => p.position === position)
      .slice(0, count)
      .map((p, i) => `${position}-${i}.${p.id}`),
  );

  const fullDraft = `/pick-team?gw=${gameweek}&s=${draft.join(",")}`;
  if (!(await text(fullDraft)).includes("Confirm Transfer (15/15)")) throw new Error(`${fullDraft} does not show a full squad`);

  // The 13 main pages (the shell's tabs and fantasy tools, and the home page), signed in; and two
  // documents of interest for their bytes only: / signed out and the builder with a full draft.
  const pages: { label: string; path: string; signedIn: boolean; main: boolean }[] = [
    { label: "/ (signed out)", path: "/", signedIn: false, main: false },
    { label: "/", path: "/", signedIn: true, main: true },
    { label: "/pick-team", path: "/pick-team", signedIn: true, main: true },
    { label: "/pick-team, 15 players", path: fullDraft, signedIn: true, main: false },
    { label: "/challenges", path: "/challenges", signedIn: true, main: true },
    { label: "/my-team", path: "/my-team", signedIn: true, main: true },
    { label: "/live-team", path: "/live-team", signedIn: true, main: true },
    { label: "/leaderboard", path: "/leaderboard", signedIn: true, main: true },
    { label: "/fixtures", path: "/fixtures", signedIn: true, main: true },
    { label: "/leaks", path: "/leaks", signedIn: true, main: true },
    { label: "/votes", path: "/votes", signedIn: true, main: true },
    { label: "/terrace", path: "/terrace", signedIn: true, main: true },
    { label: "/chat", path: "/chat", signedIn: true, main: true },
    { label: "/store", path: "/store", signedIn: true, main: true },
    { label: "/profile", path: "/profile", signedIn: true, main: true },
  ];
  // The scores depend on how busy the machine is: the load average goes with every figure.
  const load = () => loadavg().map((n) => n.toFixed(2)).join(", ");
  const assets = new Map<string, { gzip: number; zod: boolean }>();
  console.log(`\nload average ${load()}`);
  console.log("page | HTML raw | HTML gzip | scripts | scripts gzip | stylesheets (render-blocking) gzip | zod");
  for (const page of pages) {
    const res = await fetch(`${base}${page.path}`, { headers: page.signedIn ? { Cookie: cookie } : {} });
    if (!res.ok) throw new Error(`${page.path}: ${res.status}`);
    const html = await res.text();
    // One request per file: Remix names the entry chunk twice (as the entry and as the root's
    // import) now that the shell is the entry's chunk; the browser fetches it once.
    const scripts = [...new Set([...html.matchAll(/<link data-after-paint="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!))];
    const sheets = [...new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!))];
    let scriptBytes = 0;
    let sheetBytes = 0;
    let zod = false;
    for (const src of [...scripts, ...sheets]) {
      if (!assets.has(src)) {
        const code = new Uint8Array(await (await fetch(`${base}${src}`)).arrayBuffer());
        assets.set(src, { gzip: gzipSize(code), zod: new TextDecoder().decode(code).includes("ZodError") });
      }
    }
    for (const src of scripts) {
      scriptBytes += assets.get(src)!.gzip;
      zod ||= assets.get(src)!.zod;
    }
    for (const src of sheets) sheetBytes += assets.get(src)!.gzip;
    console.log(
      `${page.label} | ${kb(html.length)} | ${kb(gzipSize(html))} | ${scripts.length} | ${kb(scriptBytes)} | ${sheets.length ? `${sheets.length}, ${kb(sheetBytes)}` : "none"} | ${zod ? "yes" : "no"}`,
    );
  }

  if (LIGHTHOUSE_RUNS > 0) {
    const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
    console.log(`\nLighthouse 12, mobile, simulated throttling, ${LIGHTHOUSE_RUNS} runs per page (Chromium: ${chrome}); load average ${load()}`);
    const chosen = pages.filter((p) => p.main && (!ONLY_PAGES || ONLY_PAGES.includes(p.path)));
    // Signed in through the browser's own cookie jar (not Lighthouse's --extra-headers: a page
    // that sets a cookie, e.g. the time zone or a D1 bookmark, then sent the jar's Cookie header
    // without the session, and the page went on to the sign-in screen in the middle of the run,
    // which Lighthouse counted as the largest paint). Lighthouse drives this Chromium through its
    // debugging port; its own storage reset leaves cookies alone.
    const debuggingPort = PORT + 100;
    const profile = mkdtempSync(path.join(tmpdir(), "terrace-lighthouse-"));
    const browser = spawn(chrome, ["--headless", "--no-sandbox", "--disable-gpu", `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" });
    await setBrowserCookie(debuggingPort, { name: "terrace_session", value: access_token, url: base });
    const summary: string[] = [];
    for (const { label, path: page } of chosen) {
      const perf: number[] = [];
      const a11y: number[] = [];
      const blocking: number[] = [];
      const lcps: number[] = [];
      const loads: number[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const loadBefore = loadavg()[0]!;
        const out = execFileSync(
          "npx",
          [
            "-y",
            "lighthouse@12",
            `${base}${page}`,
            "--quiet",
            "--only-categories=performance,accessibility",
            "--output=json",
            "--output-path=stdout",
            `--port=${debuggingPort}`,
          ],
          { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] },
        );
        loads.push(loadBefore);
        const landed = new URL((JSON.parse(out) as { finalDisplayedUrl: string }).finalDisplayedUrl);
        if (landed.pathname !== new URL(`${base}${page}`).pathname) throw new Error(`Lighthouse measured ${landed.pathname}, not ${page} (signed out?)`);
        type Audit = { score: number | null; displayValue?: string; numericValue?: number; details?: { items?: { url?: string; node?: { snippet?: string } }[] } };
        const report = JSON.parse(out) as {
          environment?: { benchmarkIndex?: number };
          categories: { performance: { score: number }; accessibility: { score: number; auditRefs: { id: string; weight: number }[] } };
          audits: Record<string, Audit>;
        };
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          writeFileSync(path.join(SAVE_DIR, `${page.replace(/\W+/g, "_") || "home"}-${i + 1}.json`), out);
        }
        const score = Math.round(report.categories.performance.score * 100);
        const access = Math.round(report.categories.accessibility.score * 100);
        perf.push(score);
        a11y.push(access);
        const failed = report.categories.accessibility.auditRefs.filter((r) => r.weight > 0 && report.audits[r.id]?.score === 0).map((r) => r.id);
        const a = report.audits;
        blocking.push(Math.round(a["total-blocking-time"]?.numericValue ?? 0));
        lcps.push(Math.round(a["largest-contentful-paint"]?.numericValue ?? 0));
        // What held the first paint back: the render-blocking files, and the largest element.
        const blockers = (a["render-blocking-resources"]?.details?.items ?? []).map((item) => item.url?.replace(base, "")).filter(Boolean);
        const lcpElement = a["largest-contentful-paint-element"]?.details?.items?.[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
        const snippet = lcpElement?.items?.[0]?.node?.snippet?.slice(0, 80);
        console.log(
          `${label} run ${i + 1} (load ${loadBefore.toFixed(2)}): performance ${score}, accessibility ${access} (FCP ${a["first-contentful-paint"]?.displayValue}, LCP ${a["largest-contentful-paint"]?.displayValue}, TBT ${a["total-blocking-time"]?.displayValue}; CPU benchmark index ${Math.round(report.environment?.benchmarkIndex ?? 0)})` +
            `${blockers.length ? `; render-blocking: ${blockers.join(", ")}` : ""}${snippet ? `; LCP element ${snippet}` : ""}${failed.length ? `; failed: ${failed.join(", ")}` : ""}`,
        );
      }
      const line = `${label} (load average ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}): performance lowest ${Math.min(...perf)}, median ${median(perf)}; LCP median ${(median(lcps) / 1000).toFixed(2)} s, highest ${(Math.max(...lcps) / 1000).toFixed(2)} s; total blocking time median ${median(blocking)} ms, highest ${Math.max(...blocking)} ms; accessibility lowest ${Math.min(...a11y)}`;
      console.log(line);
      summary.push(line);
    }
    await new Promise((closed) => {
      browser.once("exit", closed);
      browser.kill();
    });
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    console.log(`\nSummary (load average now ${load()}):\n${summary.join("\n")}`);
  }
});
