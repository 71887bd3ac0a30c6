import { defineConfig } from "drizzle-kit";

// The tables sharded by manager (decision 035), migrated on every SHARD_n database.
export default defineConfig({
  dialect: "sqlite",
  schema: "./api/db/shard-schema/index.ts",
  out: "./migrations-shard",
});
