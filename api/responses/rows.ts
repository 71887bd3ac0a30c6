// The tables' rows as the answers of /api restate them, derived from the drizzle tables
// (api/db/schema/) by drizzle-zod (decision 044): a column added to a table reaches every answer
// that picks or extends its row here, and nowhere else. The answer schemas (shapes.ts, game.ts,
// community.ts, staff.ts) pick the columns an answer gives, omit the hidden ones and write by hand
// only what an answer adds or changes (ISO times, renamed or derived fields, JSON columns).
// Server-only: no route of app/ imports api/responses/ (the browser bundle stays as it was).
import type { Table } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import {
  auditLog,
  bans,
  challenges,
  clubs,
  comments,
  leagues,
  leaks,
  orderLines,
  orders,
  fixtures,
  playerBackups,
  players,
  pointsLedger,
  posts,
  productSizes,
  products,
  stadiums,
  teamVotes,
  users,
} from "../db/schema";

/**
 * A number column as JSON carries it: drizzle-zod bounds an INTEGER to the safe integers and a REAL
 * to 48 bits (storage limits, not part of an answer's contract); the document says `number`, as it
 * did when the shapes were written by hand.
 */
function plainNumber(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodNullable) return plainNumber(schema.unwrap() as z.ZodType).nullable();
  return schema instanceof z.ZodNumber ? z.number() : schema;
}

/** A table's row: its select schema (names, nullability, enums, booleans from the table), numbers plain. */
function rowOf<T extends Table>(table: T) {
  const row = createSelectSchema(table);
  const shape = Object.fromEntries(Object.entries(row.shape as Record<string, z.ZodType>).map(([key, column]) => [key, plainNumber(column)]));
  return z.object(shape) as unknown as typeof row;
}

export const userRow = rowOf(users);
export const stadiumRow = rowOf(stadiums);
export const leagueRow = rowOf(leagues);
export const leakRow = rowOf(leaks);
export const playerRow = rowOf(players);
export const clubRow = rowOf(clubs);
export const challengeRow = rowOf(challenges);
export const orderRow = rowOf(orders);
export const orderLineRow = rowOf(orderLines);
export const fixtureRow = rowOf(fixtures);
export const productRow = rowOf(products);
export const productSizeRow = rowOf(productSizes);
export const postRow = rowOf(posts);
export const commentRow = rowOf(comments);
export const teamVoteRow = rowOf(teamVotes);
export const banRow = rowOf(bans);
export const auditRow = rowOf(auditLog);
export const playerBackupRow = rowOf(playerBackups);
export const ledgerRow = rowOf(pointsLedger);
