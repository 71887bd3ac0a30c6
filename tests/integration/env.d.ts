import type { Env as AppEnv } from "../../api/env";

// `env` from cloudflare:test is Cloudflare.Env: give it our bindings.
declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      /** The migrations folder, read by vitest.config.ts and applied by setup.ts. */
      TEST_MIGRATIONS: { name: string; queries: string[] }[];
      TEST_SHARD_MIGRATIONS: { name: string; queries: string[] }[];
    }
  }
}
export {};
