// What a player extraction changed (/admindata): players added, removed, and price moves,
// computed by the service from the table before and the data imported.
import { z } from "zod";

export type PlayerPriceRow = { id: number; webName: string; price: number };
export type PriceChange = { id: number; webName: string; from: number; to: number };
export type PlayerImportChanges = {
  added: number;
  removed: number;
  priceChanges: number;
  /** The first few of each, for the screen (the counts above are complete). */
  addedPlayers: { id: number; webName: string }[];
  removedPlayers: { id: number; webName: string }[];
  prices: PriceChange[];
};

/** How many of each kind of change the screen lists by name. */
export const CHANGES_LISTED = 20;

export function diffPlayers(before: readonly PlayerPriceRow[], after: readonly PlayerPriceRow[], listed = CHANGES_LISTED): PlayerImportChanges {
  const old = new Map(before.map((p) => [p.id, p]));
  const next = new Map(after.map((p) => [p.id, p]));
  const added = after.filter((p) => !old.has(p.id));
  const removed = before.filter((p) => !next.has(p.id));
  const prices: PriceChange[] = [];
  for (const p of after) {
    const was = old.get(p.id);
    if (was && was.price !== p.price) prices.push({ id: p.id, webName: p.webName, from: was.price, to: p.price });
  }
  // The largest moves first.
  prices.sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from) || a.id - b.id);
  const name = (p: PlayerPriceRow) => ({ id: p.id, webName: p.webName });
  return {
    added: added.length,
    removed: removed.length,
    priceChanges: prices.length,
    addedPlayers: added.slice(0, listed).map(name),
    removedPlayers: removed.slice(0, listed).map(name),
    prices: prices.slice(0, listed),
  };
}

// ---- when an extraction may be applied (issue 25: imports never wipe the game) ---------------

/** A feed holding fewer than this share of the players we hold is truncated: refused outright. */
export const TRUNCATED_BELOW_SHARE = 0.5;
/** Player removals applied without a confirmation: FPL removes a handful a season. */
export const removalsWithoutConfirmation = (current: number) => Math.max(10, Math.ceil(current * 0.02));
/** Price moves applied without a confirmation: FPL moves a few dozen prices a day at most. */
export const priceMovesWithoutConfirmation = (current: number) => Math.max(50, Math.ceil(current * 0.1));
/** Backups of the players table kept; older ones are dropped, oldest first. */
export const KEPT_PLAYER_BACKUPS = 10;

/** POST /admin/players-fpl/extract's optional body: the code a held extraction answered, to apply that very feed. */
export const playerExtractionSchema = z.object({ confirm: z.string().trim().regex(/^[0-9a-f]{16}$/, "Unknown confirmation code").optional() });

export type ImportVerdict = { kind: "apply" } | { kind: "confirm"; reasons: string[] } | { kind: "refuse"; reason: string };

/** What to do with an extraction of `incoming` players over the `current` table, given its diff. */
export function judgeImport(current: number, incoming: number, changes: Pick<PlayerImportChanges, "removed" | "priceChanges">): ImportVerdict {
  if (incoming === 0 || (current > 0 && incoming < current * TRUNCATED_BELOW_SHARE))
    return { kind: "refuse", reason: `The feed holds ${incoming} players, fewer than half of the ${current} in the game: it looks truncated. Nothing was changed.` };
  const reasons: string[] = [];
  if (changes.removed > removalsWithoutConfirmation(current)) reasons.push(`${changes.removed} players would be removed`);
  if (changes.priceChanges > priceMovesWithoutConfirmation(current)) reasons.push(`${changes.priceChanges} prices would move`);
  return reasons.length ? { kind: "confirm", reasons } : { kind: "apply" };
}
