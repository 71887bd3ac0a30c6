// What a player extraction changed (/admindata): players added, removed, and price moves,
// computed by the service from the table before and the data imported.

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
