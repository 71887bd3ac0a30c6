// Seeds the local D1 with the embedded data set: demo accounts, the real 2025-26 clubs,
// players, fixtures and per-fixture stats, gameweeks on the local timeline, one challenge per
// gameweek, and the sample season (issue 9): sample managers with a team in every gameweek,
// the demo manager's teams and mini-leagues, then scored, ranked and rewarded by the real
// gameweek job (api/jobs/gameweek-jobs.ts) run here against the same database.
//
//   node scripts/seed.ts [--current-gameweek N] [--sample-managers N] [--persist-to DIR]
//
// Without --current-gameweek it only adds what is missing (a restart never wipes anything).
// With it, the timeline (gameweeks, fixtures, stats, player totals) is rebuilt so that
// gameweek N is upcoming, and the sample season is rebuilt around it; real users and their
// teams stay. --sample-managers (or SAMPLE_MANAGERS) sets how many sample managers there are;
// 0 removes them for a clean local database. Local only: this writes .wrangler's local D1.
import { spawnSync } from "node:child_process";
import { register } from "node:module";
import { fileURLToPath } from "node:url";

// The job and the services are the Worker's own TypeScript (extensionless imports, constructor
// parameter properties): this process loads them with type transforms and a .ts resolver.
if (!process.execArgv.includes("--experimental-transform-types")) {
  const child = spawnSync(process.execPath, ["--experimental-transform-types", "--no-warnings", ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(child.status ?? 1);
}
register("./ts-resolve.mjs", import.meta.url);

const { DEMO_ACCOUNTS } = await import("../api/db/demo-accounts.ts");
const schema = await import("../api/db/schema/index.ts");
const { challenges, clubs, fixtures, gameSettings, gameweeks, playerFixtureStats, players, users } = schema;
const { buildLocalGame } = await import("../api/fpl/local-game.ts");
const { GAMEWEEK_COUNT } = await import("../domain/constants.ts");
const { parseGameweekNumber } = await import("../domain/gameweek.ts");
const { DEFAULT_SAMPLE_MANAGERS } = await import("../domain/sample-season.ts");
const { createSnapshotSource } = await import("../api/fpl/snapshot-source.ts");
const { buildUserRow } = await import("../tests/factories.ts");
const { insertRows } = await import("./sql.ts");
const { openLocalD1 } = await import("./local-d1.ts");
const { seedSampleSeason } = await import("./sample-season.ts");
const { seedSampleVotes } = await import("./sample-votes.ts");
const { catalogueRows } = await import("../domain/store-catalogue.ts");
const { seedSampleLeaks } = await import("./sample-leaks.ts");
const { seedSampleWall } = await import("./sample-wall.ts");
const { seedSampleOrders } = await import("./sample-orders.ts");
const { seedSampleChat } = await import("./sample-chat.ts");

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
function usage(message: string): never {
  console.error(message);
  return process.exit(1) as never;
}
const persistTo = option("--persist-to");
const explicitGameweek = option("--current-gameweek");
const currentGameweek = explicitGameweek === undefined ? 18 : (parseGameweekNumber(explicitGameweek) ?? usage(`--current-gameweek must be a whole number from 1 to ${GAMEWEEK_COUNT}`));
const managersText = option("--sample-managers") ?? process.env.SAMPLE_MANAGERS ?? String(DEFAULT_SAMPLE_MANAGERS);
const sampleManagers = /^\d+$/.test(managersText) && Number(managersText) <= 20_000 ? Number(managersText) : usage("--sample-managers (or SAMPLE_MANAGERS) must be a whole number from 0 to 20000");
const retime = explicitGameweek !== undefined;
const timelineMode = retime ? "replace" : "ignore";
const started = performance.now();
const now = Date.now();

const game = await buildLocalGame(createSnapshotSource(), { currentGameweek, now });
const userRows = await Promise.all(DEMO_ACCOUNTS.map((a) => buildUserRow(a)));
const statements = [
  ...insertRows(users, userRows, "ignore"),
  // Demo balances enter the points ledger once (users.points is the sum of the ledger).
  `INSERT OR IGNORE INTO points_ledger (key, user_id, amount, reason, created_at)
     SELECT 'opening:' || lower(email), id, points, 'Opening balance', ${now} FROM users
     WHERE lower(email) IN (${DEMO_ACCOUNTS.map((a) => `'${a.email.toLowerCase()}'`).join(", ")});`,
  ...insertRows(gameSettings, [{ id: 1, autoOpenNextGameweek: true, maxOpenGameweeks: 3, deadlineWarningHours: 24 }], "ignore"),
  ...insertRows(clubs, game.clubs, "ignore"),
  ...insertRows(players, game.players, timelineMode),
  ...insertRows(fixtures, game.fixtures, timelineMode),
  ...insertRows(gameweeks, game.gameweeks, timelineMode),
  ...(retime ? ["DELETE FROM player_fixture_stats;"] : []),
  ...insertRows(playerFixtureStats, game.stats, "ignore"),
  ...insertRows(challenges, game.challenges, "ignore"),
  // The store's catalogue (kept if already there: stock moves with orders).
  ...insertRows(schema.products, catalogueRows(now).products, "ignore"),
  ...insertRows(schema.productSizes, catalogueRows(now).sizes, "ignore"),
];

const db = openLocalD1(persistTo);
const { d1Databases } = await import("./wrangler.ts");
const shards = d1Databases()
  .filter((d) => d.binding.startsWith("SHARD_"))
  .map((d) => ({ binding: d.binding, db: openLocalD1(persistTo, d.binding) }));
try {
  db.execAll(statements);
  console.log(
    retime
      ? `Seeded local D1 on a new timeline: gameweek ${currentGameweek} upcoming, ${currentGameweek - 1} live (users and teams kept).`
      : "Seeded local D1 with what was missing (existing rows kept).",
  );
  // The local D1 files behind the binding API: the same calls as on D1; the shards for the game's jobs.
  const env = { DB: db as unknown as D1Database, LOCAL_DATA: "true", ...Object.fromEntries(shards.map((s) => [s.binding, s.db as unknown as D1Database])) };
  const sample = await seedSampleSeason(env, game, { currentGameweek, managers: sampleManagers, rebuild: retime });
  if (sample) console.log(sample);
  const votes = await seedSampleVotes(env, { now, rebuild: retime });
  if (votes) console.log(votes);
  const sampleLeaks = await seedSampleLeaks(env, { now, rebuild: retime || !!sample });
  if (sampleLeaks) console.log(sampleLeaks);
  const wall = await seedSampleWall(env.DB, now);
  if (wall) console.log(wall);
  const sampleOrders = await seedSampleOrders(env, { now, rebuild: retime || !!sample });
  if (sampleOrders) console.log(sampleOrders);
  const chat = await seedSampleChat(env.DB, now);
  if (chat) console.log(chat);
} finally {
  db.close();
  for (const shard of shards) shard.db.close();
}
console.log(`Seed done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
