import { sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import { rateLimited } from "../errors";
import type { ServiceContext } from "./context";

/**
 * Counts one attempt against `key` in a fixed window and throws 429 past `limit`.
 * A single upsert, so concurrent attempts cannot both slip under the limit.
 */
export async function consumeRateLimit(
  ctx: ServiceContext,
  key: string,
  limit: number,
  windowMs: number,
  message: string,
): Promise<void> {
  const now = ctx.now();
  const expired = now - windowMs;
  const row = await ctx.db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  if (row && row.count > limit) throw rateLimited(message);
}
