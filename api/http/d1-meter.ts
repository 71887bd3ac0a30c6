// D1 round trips of one request, counted on the local data only (issue 48): the tests and
// scripts/bench/deadline-hour.ts read them from the X-D1-Round-Trips header. A statement run
// (all, first, run, raw) or a batch is one round trip, on the main database or a shard.
import type { Env } from "../env";

export const ROUND_TRIPS_HEADER = "X-D1-Round-Trips";

export type D1Meter = { roundTrips: number };

const RUNS = ["all", "first", "run", "raw"] as const;

function meterStatement(statement: D1PreparedStatement, meter: D1Meter): D1PreparedStatement {
  const target = statement as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of RUNS) {
    const run = target[name]!;
    target[name] = (...args: unknown[]) => {
      meter.roundTrips++;
      return run.apply(statement, args);
    };
  }
  const bind = target.bind!;
  target.bind = (...args: unknown[]) => meterStatement(bind.apply(statement, args) as D1PreparedStatement, meter);
  return statement;
}

function meterDatabase<D extends D1Database | D1DatabaseSession>(d1: D, meter: D1Meter): D {
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => meterStatement(target.prepare(sql), meter);
      // A session (read replication, api/http/d1-sessions.ts) counts as its database does.
      if (prop === "withSession") return (...args: unknown[]) => meterDatabase((target as D1Database).withSession(...(args as [string])), meter);
      if (prop === "batch" || prop === "exec")
        return (...args: unknown[]) => {
          meter.roundTrips++;
          return ((target as unknown as Record<string, (...a: unknown[]) => unknown>)[prop] as (...a: unknown[]) => unknown).apply(target, args);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The bindings with the main database and every shard counting their round trips into `meter`. */
export function meteredEnv(env: Env, meter: D1Meter): Env {
  const metered: Env = { ...env, DB: meterDatabase(env.DB, meter) };
  for (let n = 1; env[`SHARD_${n}`]; n++) metered[`SHARD_${n}`] = meterDatabase(env[`SHARD_${n}`]!, meter);
  return metered;
}
