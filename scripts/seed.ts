// Seeds the local D1 with the embedded data set: demo accounts, the real
// 2025-26 clubs, players, fixtures and per-fixture stats, gameweeks on the
// local timeline, and one challenge per gameweek.
//
//   node scripts/seed.ts [--current-gameweek N] [--persist-to DIR]
//
// Without --current-gameweek it only adds what is missing (a restart never
// wipes anything). With it, the timeline (gameweeks, fixtures, stats, player
// totals) is rebuilt so that gameweek N is upcoming; users and teams stay.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../api/db/demo-accounts.ts";
import { challenges, clubs, fixtures, gameSettings, gameweeks, playerFixtureStats, players, users } from "../api/db/schema/index.ts";
import { buildLocalGame } from "../api/fpl/local-game.ts";
import { GAMEWEEK_COUNT } from "../domain/constants.ts";
import { parseGameweekNumber } from "../domain/gameweek.ts";
import { createSnapshotSource } from "../api/fpl/snapshot-source.ts";
import { buildUserRow } from "../tests/factories.ts";
import { insertRows } from "./sql.ts";
import { wranglerSync } from "./wrangler.ts";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const persistTo = option("--persist-to");
const explicitGameweek = option("--current-gameweek");
const currentGameweek = explicitGameweek === undefined ? 18 : (parseGameweekNumber(explicitGameweek) ?? usage(`--current-gameweek must be a whole number from 1 to ${GAMEWEEK_COUNT}`));
function usage(message: string): never {
  console.error(message);
  return process.exit(1) as never;
}
const retime = explicitGameweek !== undefined;
const timelineMode = retime ? "replace" : "ignore";
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
];

const file = path.resolve(".wrangler/tmp/seed.sql");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, statements.join("\n") + "\n");
wranglerSync(["d1", "execute", "DB", "--local", "--file", file, ...(persistTo ? ["--persist-to", persistTo] : [])], {
  stdio: ["ignore", "ignore", "inherit"],
});
console.log(
  retime
    ? `Seeded local D1 on a new timeline: gameweek ${currentGameweek} upcoming, ${currentGameweek - 1} live (users and teams kept).`
    : "Seeded local D1 with what was missing (existing rows kept).",
);
