import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Three projects:
// - unit: pure tests next to the code, in plain Node;
// - integration: tests/integration/ inside workerd against real D1, R2 and Durable Objects;
// - slow: the Workers-pool files that are slow by nature (every route fuzzed, 100+ item lists),
//   run by `npm run test:slow` and by CI, not by `npm test`.
// The Workers projects share one worker per project between their files (isolate: false): a
// worker costs a workerd start and an evaluation of server.ts and the Remix build, over a
// second a file; tests/integration/setup.ts gives each file fresh storage instead.
/** The tests' VAPID key pair (made as scripts/dev-vars.ts vapidDevVars does): never a deployment's. */
const TEST_VAPID = {
  privateJwk: { kty: "EC", crv: "P-256", x: "pG-WsaaiWtoibsoLeudmrFYA_CGDR71j9UgF43lVsoY", y: "PmWUDPEl-xlwwip0tg8ojlM_AYXJz5eOu-sotjM9EoI", d: "lihlbNtFNhuEp6pRFVQfpTaStR2HbkjANXfUUK6sO_w" },
  publicKey: "BKRvlrGmolraIm7KC3rnZqxWAPwhg0e9Y_VIBeN5VbKGPmWUDPEl-xlwwip0tg8ojlM_AYXJz5eOu-sotjM9EoI",
};
const SLOW = ["tests/integration/page-fuzz-1.test.ts", "tests/integration/page-fuzz-2.test.ts", "tests/integration/api-fuzz.test.ts", "tests/integration/edge-lists.test.ts"];

// Each Workers project has one Miniflare (one workerd, its own D1, R2 and Durable Objects) and
// runs its files one at a time. To use both cores, the integration files are dealt into
// INTEGRATION_SHARDS projects (integration-1, integration-2...), each with storage of its own, and
// each slow file is a project of its own; the projects run side by side.
// `--project integration*` / `--project slow*` select them all.
const INTEGRATION_SHARDS = 2;
const integrationFiles = readdirSync(path.join(import.meta.dirname, "tests/integration"))
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => `tests/integration/${f}`)
  .filter((f) => !SLOW.includes(f))
  .sort();
const integrationShards = dealByWeight(integrationFiles, INTEGRATION_SHARDS);

/**
 * Largest file first into the lightest shard, weighed by size: a file's bytes follow its run time
 * closely enough (dealt alphabetically, one shard ran 190 s of files and the other 137 s; by size,
 * 171 s and 155 s), and the weights need no timing file to keep up to date.
 */
function dealByWeight(files: string[], shards: number): string[][] {
  const bins = Array.from({ length: shards }, () => ({ bytes: 0, files: [] as string[] }));
  const bytes = new Map(files.map((f) => [f, statSync(path.join(import.meta.dirname, f)).size]));
  for (const file of [...files].sort((a, b) => bytes.get(b)! - bytes.get(a)! || a.localeCompare(b))) {
    const lightest = bins.reduce((min, bin) => (bin.bytes < min.bytes ? bin : min));
    lightest.bytes += bytes.get(file)!;
    lightest.files.push(file);
  }
  return bins.map((bin) => bin.files.sort());
}

function workersProject(name: string, include: string[]) {
  return {
    plugins: [
      cloudflareTest(async ({ inject }) => ({
        main: "./server.ts",
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
            // The game's shards (SHARD_1..3 in wrangler.jsonc, decision 035): every cross-shard path runs in the tests.
            TEST_SHARD_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations-shard")),
            JWT_SECRET: "test-secret-0123456789abcdef0123456789abcdef",
            LOCAL_DATA: "true",
            // Imports read the HTTP source, pointed at the local fixture server (tests/integration/fpl-fixture-server.ts);
            // the live feed stays the local replay (LOCAL_DATA).
            FPL_SOURCE: "api",
            FPL_API_BASE: `http://127.0.0.1:${inject("fplFixturePort")}/ok/api`,
            // Web Push (issue 46): a VAPID pair of the tests only, and the test push service on
            // 127.0.0.1 (tests/support/push-receiver.ts) that decrypts what the Worker sends.
            VAPID_PRIVATE_JWK: JSON.stringify(TEST_VAPID.privateJwk),
            VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
            VAPID_SUBJECT: "mailto:tests@terrace.local",
            PUSH_TEST_RECEIVER: `http://127.0.0.1:${inject("pushReceiverPort")}`,
          },
        },
      })),
    ],
    ssr: {
      optimizeDeps: { include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] },
    },
    test: {
      name,
      include,
      setupFiles: ["./tests/integration/setup.ts"],
      globalSetup: ["./tests/integration/fpl-fixture-server.ts", "./tests/integration/push-receiver-setup.ts"],
      // Headroom, not a subject: at load 30-40 on two cores a Workers file ran 3-4 times slower and
      // seven tests that take 5-10 s on a quiet machine passed 30 s (issue 47).
      testTimeout: 90_000,
      // A file's beforeAll seeds its game (players, fixtures, dozens of managers): a few seconds on
      // a quiet machine, over vitest's 10 s at load 20-30 (issue 47).
      hookTimeout: 60_000,
      isolate: false,
      // One file at a time: the files of a project share the worker's storage, which setup.ts
      // resets per file (two at once saw each other's rows, and one's reset wiped the other's).
      maxWorkers: 1,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "api/**/*.test.ts", "party/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts", "app/lib/**/*.test.ts"],
          environment: "node",
          // Plain functions without mocks or globals: one worker thread for all files.
          pool: "threads",
          isolate: false,
          // No unit test has a clock as its subject (those that wait use fake timers): the
          // timeout only stops a hung test, with the headroom a machine at load 10-20 needs
          // (vitest's 5 s cut CPU-bound tests there; issue 47).
          testTimeout: 30_000,
        },
      },
      ...integrationShards.map((files, i) => workersProject(`integration-${i + 1}`, files)),
      ...SLOW.map((file) => workersProject(`slow-${path.basename(file, ".test.ts")}`, [file])),
    ],
  },
});
