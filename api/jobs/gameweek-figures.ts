// What grows with the game, stored by the scoring run so that no request counts it (issue 48,
// decision 048): each gameweek's saved teams and its champion. Called once at the END of a run
// (api/jobs/gameweek-jobs.ts, and the scoring queue's finish), after its other phases: it counts
// only the gameweeks whose figures can still move (teams are saved until the deadline; a champion
// is known once the gameweek is completed), writes only what changed, then publishes the new data
// versions to this data centre's edge cache (api/http/edge-cache.ts) so the next read sees them.
import { createDb } from "../db/client";
import { gameweekFigures, gameweeks } from "../db/schema";
import type { Env } from "../env";
import { publishDataVersions } from "../http/edge-cache";
import { gameweekChampions, teamCountsByGameweek, type Champion } from "../services/team-counts";

export type FigureRow = typeof gameweekFigures.$inferSelect;

/** Stores the gameweeks' figures that changed and publishes the data versions; never throws (the run's work is done). */
export async function recordGameweekFigures(env: Env, now = Date.now()): Promise<{ written: number[] }> {
  try {
    const db = createDb(env.DB);
    const [gws, stored] = await Promise.all([
      db.select({ id: gameweeks.id, status: gameweeks.status }).from(gameweeks).all(),
      db.select().from(gameweekFigures).all(),
    ]);
    const storedBy = new Map(stored.map((f) => [f.gameweek, f]));
    // Teams move until a gameweek is completed; a completed one is counted once more if it has no row or no champion yet.
    const open = (g: { id: number; status: string }) => g.status !== "completed" || !storedBy.has(g.id) || storedBy.get(g.id)!.champion === null;
    const toCount = gws.filter(open).map((g) => g.id);
    const toCrown = gws.filter((g) => g.status === "completed" && open(g)).map((g) => g.id);
    const ctx = { env, db };
    const [counts, champions] = await Promise.all([
      toCount.length ? teamCountsByGameweek(ctx, toCount) : new Map<number, number>(),
      toCrown.length ? gameweekChampions(ctx, toCrown) : new Map<number, Champion>(),
    ]);
    const changed = toCount.flatMap((gameweek) => {
      const row = { gameweek, teams: counts.get(gameweek) ?? 0, champion: champions.get(gameweek) ?? null, updatedAt: now };
      const before = storedBy.get(gameweek);
      return before && before.teams === row.teams && JSON.stringify(before.champion) === JSON.stringify(row.champion) ? [] : [row];
    });
    if (changed.length)
      await db.batch(
        changed.map((row) =>
          db.insert(gameweekFigures).values(row).onConflictDoUpdate({ target: gameweekFigures.gameweek, set: { teams: row.teams, champion: row.champion, updatedAt: now } }),
        ) as [never, ...never[]],
      );
    await publishDataVersions(env);
    return { written: changed.map((r) => r.gameweek) };
  } catch (err) {
    console.error("Storing the gameweeks' figures:", err);
    return { written: [] };
  }
}
