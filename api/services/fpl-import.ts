// Admin imports of players and clubs from an FplSource, with a backup of the
// players table first and restore. A source that fails or sends malformed data
// changes nothing; the caller is told why.
import { desc, eq, sql } from "drizzle-orm";
import { atomicBatch, insertRowsFromJson } from "../db/bulk";
import { clubs, playerBackups, players } from "../db/schema";
import type { Env } from "../env";
import { createHttpSource } from "../fpl/http-source";
import { toClubRow, toPlayerRow } from "../fpl/rows";
import { createSnapshotSource } from "../fpl/snapshot-source";
import { FplSourceError, fplApiBase, type FplSource } from "../fpl/source";
import { AppError, notFound } from "../errors";
import { requireAbility, type ServiceContext } from "./context";
import { auditStatement } from "./audit";
import { diffPlayers } from "../../domain/player-import";

/** The official API in production; the bundled snapshot on the embedded local data (FPL_SOURCE says otherwise). */
export function fplSourceFor(env: Env): FplSource {
  const source = env.FPL_SOURCE ?? (env.LOCAL_DATA === "true" ? "bundled" : "api");
  return source === "bundled" ? createSnapshotSource() : createHttpSource(fplApiBase(env));
}

async function fromSource<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof FplSourceError) throw new AppError(502, "upstream_invalid", `The FPL data source failed, nothing was changed: ${err.message}`);
    throw err;
  }
}

/** 20261121093000 */
function compactTimestamp(ms: number) {
  return new Date(ms).toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

export async function extractPlayers(ctx: ServiceContext, source = fplSourceFor(ctx.env)) {
  requireAbility(ctx, "data:import");
  const bootstrap = await fromSource(() => source.bootstrap());
  const known = new Set((await ctx.db.select({ id: clubs.id }).from(clubs).all()).map((c) => c.id));
  const unknownClub = bootstrap.players.find((p) => !known.has(p.teamId));
  if (unknownClub)
    throw new AppError(409, "conflict", `Player ${unknownClub.webName} plays for club ${unknownClub.teamId}, which is not imported yet: extract the teams first.`);
  const createdAt = compactTimestamp(ctx.now());
  const tableName = `players_backup_${createdAt}`;
  const current = await ctx.db.select({ id: players.id, webName: players.webName, price: players.price }).from(players).all();
  const count = current.length;
  const rows = bootstrap.players.map(toPlayerRow);
  // What changed, for the screen and the audit row (players added, removed, price moves).
  const changes = diffPlayers(current, rows.map((r) => ({ id: r.id!, webName: r.webName, price: r.price })));
  const sameSecond = () => new AppError(429, "rate_limited", "A backup was taken this very second; try again in a moment.");
  if (await ctx.db.select().from(playerBackups).where(eq(playerBackups.tableName, tableName)).get()) throw sameSecond();
  // One batch = one transaction: the backup, the replacement, all or nothing. Two extractions
  // sent at once in one second meet on the backup's name (its table and its unique row).
  await atomicBatch(ctx.db, [
    { sql: `CREATE TABLE "${tableName}" AS SELECT * FROM players`, params: [] },
    ctx.db.insert(playerBackups).values({ tableName, createdAt, playerCount: count }),
    ctx.db.delete(players),
    insertRowsFromJson(players, rows),
    auditStatement(ctx, {
      action: "data.import",
      targetKind: "players",
      targetId: tableName,
      targetLabel: `${bootstrap.players.length} players`,
      after: { backup: tableName, previous: count, added: changes.added, removed: changes.removed, priceChanges: changes.priceChanges },
    }),
  ]).catch((err) => {
    if (/already exists|UNIQUE/i.test(String(err))) throw sameSecond();
    throw err;
  });
  return {
    success: true,
    message: `Imported ${bootstrap.players.length} players (backup ${tableName} holds the previous ${count}).`,
    extracted: bootstrap.players.length,
    backup: { tableName, createdAt, playerCount: count },
    changes,
  };
}

export async function extractTeams(ctx: ServiceContext, source = fplSourceFor(ctx.env)) {
  requireAbility(ctx, "data:import");
  const bootstrap = await fromSource(() => source.bootstrap());
  const rows = bootstrap.teams.map(toClubRow);
  await atomicBatch(ctx.db, [
    ctx.db.delete(clubs),
    insertRowsFromJson(clubs, rows),
    auditStatement(ctx, { action: "data.import", targetKind: "clubs", targetId: "clubs", targetLabel: `${rows.length} clubs` }),
  ]);
  return { success: true, message: `Imported ${rows.length} clubs.`, extracted: rows.length, filePath: "clubs (D1 table)" };
}

export async function listPlayerBackups(ctx: ServiceContext) {
  requireAbility(ctx, "data:import");
  const rows = await ctx.db.select().from(playerBackups).orderBy(desc(playerBackups.id)).all();
  return rows.map((b) => ({ id: b.id, tableName: b.tableName, createdAt: b.createdAt, playerCount: b.playerCount }));
}

export async function restorePlayerBackup(ctx: ServiceContext, id: string) {
  requireAbility(ctx, "data:import");
  // The spec names a backup by its tableName; the screens use its row id. Both are read as data.
  const byName = /^players_backup_\d{14}$/.test(id);
  const backupId = Number(id);
  const where = byName ? eq(playerBackups.tableName, id) : /^\d{1,15}$/.test(id) ? eq(playerBackups.id, backupId) : undefined;
  const backup = where ? await ctx.db.select().from(playerBackups).where(where).get() : undefined;
  if (!backup) throw notFound("Backup not found");
  // The table name comes from our own record, never from the request. Columns by name: a backup
  // taken before a migration added a column restores with that column's default.
  const columns = (await ctx.db.all<{ name: string }>(sql.raw(`PRAGMA table_info("${backup.tableName}")`))).map((c) => `"${c.name.replaceAll('"', '""')}"`).join(", ");
  await atomicBatch(ctx.db, [
    ctx.db.delete(players),
    { sql: `INSERT INTO players (${columns}) SELECT ${columns} FROM "${backup.tableName}"`, params: [] },
    auditStatement(ctx, { action: "data.restore", targetKind: "players", targetId: backup.tableName, targetLabel: `${backup.playerCount} players` }),
  ]);
  return { success: true, restored: backup.playerCount, message: `Restored ${backup.playerCount} players from ${backup.tableName}.` };
}
