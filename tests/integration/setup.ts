import { applyD1Migrations, env } from "cloudflare:test";

// Setup files may run more than once; applyD1Migrations skips what is applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
