// The shape of a season's scoring rules (domain/season-rules.ts holds one object per season),
// as a zod schema: the type the engine reads is inferred from it, and season-rules.test.ts parses
// every shipped season with it. Server, scripts and tests only: zod stays off the browser's first
// load (decision 028), so season-rules.ts (which the browser reaches through scoring.ts) imports
// only the type.
import { z } from "zod";
import { DEFENSIVE_STAT_KEYS, MANAGER_STAT_KEYS, type ManagerStatKey } from "./season-stats.ts";

const points = z.int().min(-10).max(20);
const positive = z.int().min(1);

/** Points for one position each. */
const byPosition = z.strictObject({ GK: points, DEF: points, MID: points, FWD: points });

const defensiveContributionSchema = z.strictObject({
  /** Points once the count reaches the position's threshold (once per fixture, however far past it). */
  points,
  /** The count needed per position; null: the position cannot earn it. */
  threshold: z.strictObject({ GK: positive.nullable(), DEF: positive.nullable(), MID: positive.nullable(), FWD: positive.nullable() }),
  /** Which counters make up the count, per position. */
  counts: z.strictObject({
    GK: z.array(z.enum(DEFENSIVE_STAT_KEYS)),
    DEF: z.array(z.enum(DEFENSIVE_STAT_KEYS)),
    MID: z.array(z.enum(DEFENSIVE_STAT_KEYS)),
    FWD: z.array(z.enum(DEFENSIVE_STAT_KEYS)),
  }),
});

export const seasonRulesSchema = z
  .strictObject({
    /** "2024-25": the years the season spans. */
    season: z.string().regex(/^\d{4}-\d{2}$/, "a season is written like 2024-25"),
    /** Appearance: `some` points for 1 to fullFrom-1 minutes, `full` from fullFrom minutes. */
    minutes: z.strictObject({ some: points, full: points, fullFrom: z.int().min(1).max(90) }),
    goals_scored: byPosition,
    /** Clean sheet points, only for a player on the pitch at least `minutes` minutes. */
    clean_sheets: z.strictObject({ points: byPosition, minutes: z.int().min(0).max(90) }),
    /** `points` per `every` goals conceded (whole groups only), whatever the minutes. */
    goals_conceded: z.strictObject({ every: positive, points: byPosition }),
    /** `points` per `every` saves (whole groups only). */
    saves: z.strictObject({ every: positive, points }),
    /** Points per event, whatever the position. */
    per_event: z.strictObject({
      assists: points,
      penalties_saved: points,
      penalties_missed: points,
      yellow_cards: points,
      red_cards: points,
      own_goals: points,
    }),
    /** Provisional bonus by BPS rank (rank 1 first), shared ranks for ties. */
    bonus_by_rank: z.array(z.int().min(0).max(10)).min(1).max(5),
    /** null: the season has no defensive-contribution points. */
    defensive_contribution: defensiveContributionSchema.nullable(),
    /** Points per unit of each manager stat; null: the season has no managers (position AM). */
    manager: z.strictObject(Object.fromEntries(MANAGER_STAT_KEYS.map((key) => [key, points])) as Record<ManagerStatKey, typeof points>).nullable(),
  })
  .superRefine((rules, ctx) => {
    const [start, end] = rules.season.split("-").map(Number);
    if ((start + 1) % 100 !== end) ctx.addIssue({ code: "custom", path: ["season"], message: `${rules.season} does not span two consecutive years` });
    const dc = rules.defensive_contribution;
    if (dc) {
      for (const position of ["GK", "DEF", "MID", "FWD"] as const) {
        if ((dc.threshold[position] === null) !== (dc.counts[position].length === 0)) {
          ctx.addIssue({ code: "custom", path: ["defensive_contribution", position], message: "a threshold needs counters to count, and counters need a threshold" });
        }
      }
    }
  });

export type SeasonRules = z.infer<typeof seasonRulesSchema>;

/** Parses rules from outside the code (a new season drafted as JSON, say); throws a ZodError naming the fields. */
export function parseSeasonRules(value: unknown): SeasonRules {
  return seasonRulesSchema.parse(value);
}
