/** Bindings and configuration of the Worker (wrangler.jsonc, .dev.vars, secrets). */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  CHAT: DurableObjectNamespace;
  ASSETS?: Fetcher;
  /** HS256 signing secret; JWT_SECRET_PREVIOUS (comma separated) still verifies during rotation. */
  JWT_SECRET: string;
  JWT_SECRET_PREVIOUS?: string;
  /** "true" when the server runs on the embedded local seed data. */
  LOCAL_DATA?: string;
  FPL_API_BASE?: string;
  /** Forces the HTTP source even on local data (tests point it at a fixture server). */
  FPL_API_BASE_OVERRIDE?: string;
  TEST_MIGRATIONS?: { name: string; queries: string[] }[];
}
