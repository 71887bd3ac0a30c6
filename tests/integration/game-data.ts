import { env } from "cloudflare:test";
import type { SlotId } from "../../domain/constants";
import { createDb } from "../../api/db/client";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { challenges, clubs, fixtures, gameSettings, gameweeks, playerFixtureStats, players } from "../../api/db/schema";
import { buildLocalGame } from "../../api/fpl/local-game";
import { createSnapshotSource } from "../../api/fpl/snapshot-source";
import { publishDataVersions } from "../../api/http/edge-cache";

/** Loads the embedded data set on the local timeline, as `npm start` does. */
export async function seedGame(options: { currentGameweek?: number; now?: number } = {}) {
  const game = await buildLocalGame(createSnapshotSource(), { currentGameweek: options.currentGameweek ?? 18, now: options.now ?? Date.now() });
  const db = createDb(env.DB);
  await atomicBatch(db, [
    db.delete(playerFixtureStats),
    db.delete(challenges),
    insertRowsFromJson(clubs, game.clubs, "replace"),
    insertRowsFromJson(players, game.players, "replace"),
    insertRowsFromJson(fixtures, game.fixtures, "replace"),
    insertRowsFromJson(gameweeks, game.gameweeks, "replace"),
    insertRowsFromJson(playerFixtureStats, game.stats, "replace"),
    insertRowsFromJson(challenges, game.challenges, "replace"),
    insertRowsFromJson(gameSettings, [{ id: 1, autoOpenNextGameweek: true, maxOpenGameweeks: 3, deadlineWarningHours: 24 }], "replace"),
  ]);
  // A seed is a writer like the import: the public reads see its data at once (api/http/edge-cache.ts).
  await publishDataVersions(env);
  return game;
}

type P = { id: number; teamId: number; position: string; price: number; webName: string };

/**
 * A valid 15-player squad (2 GK, 5 DEF, 5 MID, 3 FWD; cheapest first, at most
 * `maxPerClub` per club) as a submission's selectedPlayers: the XI is 1-4-4-2.
 */
export function cheapSquad(all: P[], options: { maxPerClub?: number; exclude?: (p: P) => boolean; first?: P[] } = {}) {
  const maxPerClub = options.maxPerClub ?? 3;
  const need: Record<string, number> = { GK: 2, DEF: 5, MID: 5, FWD: 3 };
  const perClub = new Map<number, number>();
  const chosen: P[] = [];
  const take = (p: P) => {
    chosen.push(p);
    need[p.position]!--;
    perClub.set(p.teamId, (perClub.get(p.teamId) ?? 0) + 1);
  };
  for (const p of options.first ?? []) take(p);
  for (const p of [...all].sort((a, b) => a.price - b.price || a.id - b.id)) {
    if (need[p.position]! <= 0 || (perClub.get(p.teamId) ?? 0) >= maxPerClub || chosen.some((c) => c.id === p.id)) continue;
    if (options.exclude?.(p)) continue;
    take(p);
  }
  const starters = { GK: 1, DEF: 4, MID: 4, FWD: 2 } as Record<string, number>;
  const used: Record<string, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  // The substitute goalkeeper takes the first bench place (the server checks it), outfield subs the others.
  let sub = 1;
  const selected = chosen.map((p) => {
    const starter = used[p.position]! < starters[p.position]!;
    const slot = (starter ? `${p.position}-${used[p.position]!}` : p.position === "GK" ? "SUB-0" : `SUB-${sub++}`) as SlotId;
    used[p.position]!++;
    return { id: p.id, slot, starter, captain: false, viceCaptain: false };
  });
  const outfieldStarters = selected.filter((s) => s.starter && !s.slot.startsWith("GK"));
  outfieldStarters[0]!.captain = true;
  outfieldStarters[1]!.viceCaptain = true;
  return { chosen, selected };
}
