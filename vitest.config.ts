import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two projects: pure unit tests next to the code (Node), and integration tests
// inside workerd against real D1, R2 and Durable Objects (the Workers pool).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "api/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            main: "./server.ts",
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
                JWT_SECRET: "test-secret-0123456789abcdef0123456789abcdef",
                LOCAL_DATA: "true",
                // Imports read the HTTP source, pointed at the local fixture server (tests/integration/fpl-fixture-server.ts);
                // the live feed stays the local replay (LOCAL_DATA).
                FPL_SOURCE: "api",
                FPL_API_BASE: `http://127.0.0.1:${inject("fplFixturePort")}/ok/api`,
              },
            },
          })),
        ],
        ssr: {
          optimizeDeps: { include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] },
        },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/setup.ts"],
          globalSetup: ["./tests/integration/fpl-fixture-server.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
