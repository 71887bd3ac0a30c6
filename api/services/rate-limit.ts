// Fixed-window counters for the limits of domain/limits.ts, in D1 (one row per key).
// Every count is a single upsert, so concurrent attempts cannot both slip under a limit.
import { and, gt, sql, type SQL } from "drizzle-orm";
import { emailKey } from "../../domain/accounts";
import { rateLimitFor, type RateLimitName } from "../../domain/limits";
import { rateLimits } from "../db/schema";
import { rateLimited } from "../errors";
import type { ServiceContext } from "./context";

/** The counter's key: the limit's name and what it is keyed by (an IP, an email, a user id...). */
export const rateLimitKey = (name: RateLimitName, subject: string) => `${name}:${subject}`;

/**
 * The upsert that counts one attempt against a limit and returns the window's count
 * (batchable). `counted` (SQL, 1 or 0) lets the statement decide, atomically with a
 * lookup, whether this attempt counts (e.g. only a wrong invite code).
 */
export function countAttempt(ctx: ServiceContext, name: RateLimitName, subject: string, counted: SQL | number = 1) {
  const { windowMs } = rateLimitFor(name, ctx.env);
  const now = ctx.now();
  const expired = now - windowMs;
  const add = typeof counted === "number" ? sql`${counted}` : sql`(case when ${counted} then 1 else 0 end)`;
  return ctx.db
    .insert(rateLimits)
    .values({ key: rateLimitKey(name, subject), windowStart: now, count: sql`${add}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expired} then ${add} else ${rateLimits.count} + ${add} end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
}

/**
 * Throws the limit's 429 when this attempt goes past it. `count` is what countAttempt
 * returned; an attempt the statement did not count is judged as if it had been (a right
 * invite code is refused once the wrong ones have used the window up).
 */
export function assertUnderLimit(ctx: ServiceContext, name: RateLimitName, count: number | undefined, attemptCounted = true, windowStart?: number) {
  const { limit, message, windowMs } = rateLimitFor(name, ctx.env);
  if ((count ?? 0) + (attemptCounted ? 0 : 1) > limit)
    throw rateLimited(message, windowStart === undefined ? windowMs / 1000 : (windowStart + windowMs - ctx.now()) / 1000);
}

/** Counts one attempt against `name` for `subject`; 429 past the limit. */
export async function consumeRateLimit(ctx: ServiceContext, name: RateLimitName, subject: string): Promise<void> {
  const row = await countAttempt(ctx, name, subject).get();
  assertUnderLimit(ctx, name, row?.count, true, row?.windowStart);
}

/** Counts one attempt against several limits in one round trip; the first one past its limit answers. */
export async function consumeRateLimits(ctx: ServiceContext, entries: ReadonlyArray<readonly [RateLimitName, string]>): Promise<void> {
  if (entries.length === 0) return;
  const [first, ...rest] = entries.map(([name, subject]) => countAttempt(ctx, name, subject));
  const results = await ctx.db.batch([first!, ...rest]);
  entries.forEach(([name], i) => assertUnderLimit(ctx, name, results[i]?.[0]?.count, true, results[i]?.[0]?.windowStart));
}

/**
 * Gives an attempt back (limits that count failures only: called once the attempt succeeded).
 * Counting first and giving back after keeps the limit exact under concurrency.
 */
export async function refundRateLimits(ctx: ServiceContext, entries: ReadonlyArray<readonly [RateLimitName, string]>): Promise<void> {
  if (entries.length === 0) return;
  const [first, ...rest] = entries.map(([name, subject]) =>
    ctx.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        and(
          sql`${rateLimits.key} = ${rateLimitKey(name, subject)}`,
          gt(rateLimits.count, 0),
          gt(rateLimits.windowStart, ctx.now() - rateLimitFor(name, ctx.env).windowMs),
        ),
      ),
  );
  await ctx.db.batch([first!, ...rest]);
}

/**
 * Counts one sign-in attempt: per IP and per email and IP first, then the global per-email
 * cap only for attempts those let through, so that one address cannot spend an account's
 * daily cap. Returns the counters to give back if the sign-in succeeds (failures only count).
 */
export async function consumeSignInAttempt(ctx: ServiceContext, email: string) {
  const key = emailKey(email);
  const local = [
    ["signInIp", ctx.ip],
    ["signInEmailIp", `${key}|${ctx.ip}`],
  ] as const;
  await consumeRateLimits(ctx, local);
  await consumeRateLimit(ctx, "signInEmail", key);
  return [...local, ["signInEmail", key]] as const;
}
