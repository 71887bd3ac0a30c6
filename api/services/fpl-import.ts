// Admin imports of players and clubs from an FplSource, with a backup of the
// players table first and restore. A source that fails or sends malformed data
// changes nothing; the caller is told why.
import { desc, eq, ne, sql } from "drizzle-orm";
import { atomicBatch, insertRowsFromJson } from "../db/bulk";
import { clubs, gameweeks, playerBackups, players } from "../db/schema";
import { gameShards, readEveryShard } from "../db/shards";
import type { Env } from "../env";
import { createHttpSource } from "../fpl/http-source";
import { toClubRow, toPlayerRow } from "../fpl/rows";
import { createSnapshotSource } from "../fpl/snapshot-source";
import { FplSourceError, fplApiBase, type FplSource } from "../fpl/source";
import { AppError, notFound, unprocessable } from "../errors";
import { requireAbility, type ServiceContext } from "./context";
import { auditStatement } from "./audit";
import { diffPlayers, judgeImport, KEPT_PLAYER_BACKUPS, type PlayerImportChanges } from "../../domain/player-import";
import { isAlreadyExists, isUniqueViolation } from "../db/constraint-errors";
import type { RawStatement } from "../db/bulk";
import { sha256Hex } from "./crypto";

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

const sameSecond = () => new AppError(429, "rate_limited", "A backup was taken this very second; try again in a moment.");

/**
 * The statements that back the players table up under this second's name (first in the batch
 * that replaces it), and drop the oldest backups past KEPT_PLAYER_BACKUPS (never `keep`, the
 * one a restore reads). Two backups sent at once meet on the name: a 429 (sameSecond).
 */
async function backupStatements(ctx: ServiceContext, playerCount: number, keep?: number): Promise<{ tableName: string; createdAt: string; statements: RawStatement[]; pruned: string[] }> {
  const older = await ctx.db.select({ id: playerBackups.id, tableName: playerBackups.tableName }).from(playerBackups).orderBy(desc(playerBackups.id)).all();
  // Named for this second, or the next second no backup holds yet (a restore right after an extraction).
  const taken = new Set(older.map((b) => b.tableName));
  let at = ctx.now();
  while (taken.has(`players_backup_${compactTimestamp(at)}`)) at += 1000;
  const createdAt = compactTimestamp(at);
  const tableName = `players_backup_${createdAt}`;
  const pruned = older.filter((b) => b.id !== keep).slice(KEPT_PLAYER_BACKUPS - 1);
  return {
    tableName,
    createdAt,
    pruned: pruned.map((b) => b.tableName),
    statements: [
      { sql: `CREATE TABLE "${tableName}" AS SELECT * FROM players`, params: [] },
      { sql: `INSERT INTO player_backups (table_name, created_at, player_count) VALUES (?, ?, ?)`, params: [tableName, createdAt, playerCount] },
      // The names come from our own rows (players_backup_<14 digits>), never from a request.
      ...pruned.flatMap((b) => [
        { sql: `DROP TABLE IF EXISTS "${b.tableName}"`, params: [] },
        { sql: `DELETE FROM player_backups WHERE id = ?`, params: [b.id] },
      ]),
    ],
  };
}

const onBackupRace = (err: unknown) => {
  if (isAlreadyExists(err) || isUniqueViolation(err)) throw sameSecond();
  throw err;
};

/** What the screen confirms: the feed's players and prices, so that a confirmation applies only the feed it saw. */
async function feedFingerprint(rows: { id?: number | null; price: number }[]) {
  return (await sha256Hex(JSON.stringify(rows.map((r) => [r.id, r.price]).sort((a, b) => Number(a[0]) - Number(b[0]))))).slice(0, 16);
}

export type PlayerExtraction =
  | { success: true; message: string; extracted: number; backup: { tableName: string; createdAt: string; playerCount: number }; changes: PlayerImportChanges; pruned: string[] }
  /** Nothing written: the changes are larger than a normal week's; resend with `confirm` to apply this very feed. */
  | { success: false; needsConfirmation: true; message: string; extracted: number; changes: PlayerImportChanges; reasons: string[]; confirmation: string; teamsHoldingRemoved: number };

/**
 * How many saved teams of the gameweeks still to be completed pick one of these players (what a
 * held import that removes them would leave short, issue 41). Read on every shard; an admin's
 * held import only, never a manager's request.
 */
async function teamsHoldingPlayers(ctx: ServiceContext, playerIds: number[]): Promise<number> {
  if (playerIds.length === 0) return 0;
  const open = (await ctx.db.select({ id: gameweeks.id }).from(gameweeks).where(ne(gameweeks.status, "completed")).all()).map((g) => g.id);
  if (open.length === 0) return 0;
  const counts = await readEveryShard(gameShards(ctx.env), (shard) =>
    shard.d1
      .prepare(
        `SELECT count(*) AS n FROM challenger_teams t
         WHERE t.gameweek IN (SELECT value FROM json_each(?1))
           AND EXISTS (SELECT 1 FROM json_each(t.picks) p WHERE json_extract(p.value, '$.playerId') IN (SELECT value FROM json_each(?2)))`,
      )
      .bind(JSON.stringify(open), JSON.stringify(playerIds))
      .first<{ n: number }>(),
  );
  return counts.reduce((sum, row) => sum + (row?.n ?? 0), 0);
}

/**
 * Replaces the players with the source's, after a backup, in one batch. A truncated feed (fewer
 * than half the players we hold) is refused; one that would remove more than a handful of
 * players or move more prices than a normal week writes nothing and answers the diff, until it
 * is sent again with the `confirm` code of that same feed.
 */
export async function extractPlayers(ctx: ServiceContext, source = fplSourceFor(ctx.env), options: { confirm?: string } = {}): Promise<PlayerExtraction> {
  requireAbility(ctx, "data:import");
  const bootstrap = await fromSource(() => source.bootstrap());
  const known = new Set((await ctx.db.select({ id: clubs.id }).from(clubs).all()).map((c) => c.id));
  const unknownClub = bootstrap.players.find((p) => !known.has(p.teamId));
  if (unknownClub)
    throw new AppError(409, "conflict", `Player ${unknownClub.webName} plays for club ${unknownClub.teamId}, which is not imported yet: extract the teams first.`);
  const current = await ctx.db.select({ id: players.id, webName: players.webName, price: players.price }).from(players).all();
  const count = current.length;
  const rows = bootstrap.players.map(toPlayerRow);
  // What changed, for the screen and the audit row (players added, removed, price moves).
  const changes = diffPlayers(current, rows.map((r) => ({ id: r.id!, webName: r.webName, price: r.price })));
  const verdict = judgeImport(count, rows.length, changes);
  if (verdict.kind === "refuse") throw unprocessable(verdict.reason);
  const confirmation = await feedFingerprint(rows);
  if (verdict.kind === "confirm" && options.confirm !== confirmation) {
    const incoming = new Set(rows.map((r) => r.id));
    return {
      success: false,
      needsConfirmation: true,
      message: `Not applied: ${verdict.reasons.join(" and ")}. Check the changes, then confirm to apply them.`,
      extracted: rows.length,
      changes,
      reasons: verdict.reasons,
      confirmation,
      teamsHoldingRemoved: await teamsHoldingPlayers(ctx, current.filter((p) => !incoming.has(p.id)).map((p) => p.id)),
    };
  }
  const backup = await backupStatements(ctx, count);
  // One batch = one transaction: the backup, the replacement, all or nothing. Two extractions
  // sent at once in one second meet on the backup's name (its table and its unique row).
  await atomicBatch(ctx.db, [
    ...backup.statements,
    ctx.db.delete(players),
    insertRowsFromJson(players, rows),
    auditStatement(ctx, {
      action: "data.import",
      targetKind: "players",
      targetId: backup.tableName,
      targetLabel: `${bootstrap.players.length} players`,
      after: {
        backup: backup.tableName,
        previous: count,
        added: changes.added,
        removed: changes.removed,
        priceChanges: changes.priceChanges,
        ...(verdict.kind === "confirm" ? { confirmed: verdict.reasons } : {}),
        ...(backup.pruned.length ? { prunedBackups: backup.pruned } : {}),
      },
    }),
  ]).catch(onBackupRace);
  return {
    success: true,
    message: `Imported ${bootstrap.players.length} players (backup ${backup.tableName} holds the previous ${count}).`,
    extracted: bootstrap.players.length,
    backup: { tableName: backup.tableName, createdAt: backup.createdAt, playerCount: count },
    changes,
    pruned: backup.pruned,
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
  // The table it replaces is backed up first, so a restore can be undone too.
  const [{ n: count } = { n: 0 }] = await ctx.db.select({ n: sql<number>`count(*)` }).from(players).all();
  const before = await backupStatements(ctx, count, backup.id);
  await atomicBatch(ctx.db, [
    ...before.statements,
    ctx.db.delete(players),
    { sql: `INSERT INTO players (${columns}) SELECT ${columns} FROM "${backup.tableName}"`, params: [] },
    auditStatement(ctx, {
      action: "data.restore",
      targetKind: "players",
      targetId: backup.tableName,
      targetLabel: `${backup.playerCount} players`,
      after: { backupOfReplaced: before.tableName, ...(before.pruned.length ? { prunedBackups: before.pruned } : {}) },
    }),
  ]).catch(onBackupRace);
  return {
    success: true,
    restored: backup.playerCount,
    backup: { tableName: before.tableName, createdAt: before.createdAt, playerCount: count },
    message: `Restored ${backup.playerCount} players from ${backup.tableName} (backup ${before.tableName} holds the previous ${count}).`,
  };
}
