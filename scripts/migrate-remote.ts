// `npm run db:migrate:remote`: applies the migrations of every D1 database wrangler.jsonc binds
// (the main DB from migrations/, each SHARD_n from migrations-shard/) on Cloudflare, one after the
// other, stopping at the first failure.
import { d1Databases, wranglerSync } from "./wrangler.ts";

for (const { binding } of d1Databases()) {
  console.log(`== ${binding}`);
  wranglerSync(["d1", "migrations", "apply", binding, "--remote"], { stdio: "inherit" });
}
