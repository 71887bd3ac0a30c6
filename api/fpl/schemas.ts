// zod schemas of the official FPL API responses (bootstrap-static, fixtures,
// event/{id}/live), each parsing to the normalised shapes of types.ts. Unknown
// extra fields are ignored (zod strips them); a missing or mistyped field, or a
// response that is not a whole season (fewer than 20 clubs, a player of an
// unknown club, ...), is an error. The mapping itself is normalise.ts, which the
// snapshot source runs directly on the bundled data (validated when derived, and
// checked against these schemas by snapshot-source.test.ts).

import { z } from "zod";
import { FplSourceError, SEASON_GAMEWEEKS } from "./source.ts";
import { LIVE_STAT_KEYS, toFplEvent, toFplFixture, toFplPlayer, toFplTeam } from "./normalise.ts";
import type { LiveStatKey } from "./normalise.ts";
import { FPL_PLAYER_STATUSES } from "./types.ts";

export const TEAMS_PER_SEASON = 20;
export const FIXTURES_PER_SEASON = 380;

const id = z.int().positive();
const count = z.int().nonnegative();
/** The official API sends decimals as strings ("3.2", "0.00"); a plain number is accepted too. */
const decimal = z.union([
  z.number(),
  z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a number or a decimal string such as "3.2"'),
]);
const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "expected an ISO timestamp");

// ---------------------------------------------------------------------------
// bootstrap-static/

export const officialTeamSchema = z
  .object({
    id,
    name: z.string().min(1),
    short_name: z.string().min(1),
    code: z.int(),
    strength: z.int(),
    strength_overall_home: z.int(),
    strength_overall_away: z.int(),
    strength_attack_home: z.int(),
    strength_attack_away: z.int(),
    strength_defence_home: z.int(),
    strength_defence_away: z.int(),
    pulse_id: z.int(),
  })
  .transform(toFplTeam);

export const officialElementSchema = z
  .object({
    id,
    code: z.int(),
    first_name: z.string(),
    second_name: z.string(),
    web_name: z.string().min(1),
    team: id,
    team_code: z.int(),
    element_type: z.literal([1, 2, 3, 4]),
    now_cost: z.int().positive(),
    // Price move since the season's start, in tenths (older snapshots lack it: 0).
    cost_change_start: z.int().default(0),
    total_points: z.int(),
    form: decimal,
    points_per_game: decimal,
    event_points: z.int(),
    selected_by_percent: decimal,
    transfers_in: count,
    transfers_out: count,
    transfers_in_event: count,
    transfers_out_event: count,
    minutes: count,
    goals_scored: count,
    assists: count,
    clean_sheets: count,
    goals_conceded: count,
    own_goals: count,
    penalties_saved: count,
    penalties_missed: count,
    yellow_cards: count,
    red_cards: count,
    saves: count,
    bonus: count,
    bps: z.int(),
    influence: decimal,
    creativity: decimal,
    threat: decimal,
    ict_index: decimal,
    expected_goals: decimal,
    expected_assists: decimal,
    expected_goal_involvements: decimal,
    status: z.enum(FPL_PLAYER_STATUSES),
    chance_of_playing_next_round: z.int().min(0).max(100).nullable(),
    chance_of_playing_this_round: z.int().min(0).max(100).nullable(),
    news: z.string(),
    news_added: z.string().nullable(),
    photo: z.string(),
    removed: z.boolean(),
    special: z.boolean(),
    squad_number: z.int().nullable(),
    dreamteam_count: count,
    in_dreamteam: z.boolean(),
    can_transact: z.boolean(),
    can_select: z.boolean(),
  })
  .transform(toFplPlayer);

export const officialEventSchema = z
  .object({
    id: z.int().min(1).max(SEASON_GAMEWEEKS),
    name: z.string(),
    deadline_time: isoTime.nullable(),
    finished: z.boolean(),
    data_checked: z.boolean(),
    is_previous: z.boolean(),
    is_current: z.boolean(),
    is_next: z.boolean(),
  })
  .transform(toFplEvent);

/** Reports each repeated id once, at its second occurrence. */
function checkUnique(ctx: z.RefinementCtx, items: readonly { id: number }[], key: string, what: string): void {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: "custom", path: [key, index, "id"], message: `duplicate ${what} id ${item.id}` });
    seen.add(item.id);
  });
}

export const bootstrapStaticSchema = z
  .object({
    teams: z.array(officialTeamSchema),
    elements: z.array(officialElementSchema),
    events: z.array(officialEventSchema),
  })
  .superRefine((value, ctx) => {
    if (value.teams.length !== TEAMS_PER_SEASON) {
      ctx.addIssue({
        code: "custom",
        path: ["teams"],
        message: `expected ${TEAMS_PER_SEASON} teams, got ${value.teams.length}`,
      });
    }
    if (value.elements.length === 0) ctx.addIssue({ code: "custom", path: ["elements"], message: "no players" });
    if (value.events.length !== SEASON_GAMEWEEKS) {
      ctx.addIssue({
        code: "custom",
        path: ["events"],
        message: `expected ${SEASON_GAMEWEEKS} events, got ${value.events.length}`,
      });
    }
    checkUnique(ctx, value.teams, "teams", "team");
    checkUnique(ctx, value.elements, "elements", "player");
    checkUnique(ctx, value.events, "events", "event");
    const teamIds = new Set(value.teams.map((team) => team.id));
    value.elements.forEach((player, index) => {
      if (!teamIds.has(player.teamId)) {
        ctx.addIssue({
          code: "custom",
          path: ["elements", index, "team"],
          message: `player ${player.id} references unknown team ${player.teamId}`,
        });
      }
    });
  })
  .transform((value) => ({ teams: value.teams, players: value.elements, events: value.events }));

// ---------------------------------------------------------------------------
// fixtures/

export const officialFixtureSchema = z
  .object({
    id,
    code: z.int(),
    event: z.int().min(1).max(SEASON_GAMEWEEKS).nullable(),
    kickoff_time: isoTime.nullable(),
    team_h: id,
    team_a: id,
    team_h_score: count.nullable(),
    team_a_score: count.nullable(),
    finished: z.boolean(),
    finished_provisional: z.boolean(),
    started: z.boolean().nullable(),
    minutes: count,
    team_h_difficulty: z.int(),
    team_a_difficulty: z.int(),
  })
  .transform(toFplFixture);

export const fixturesSchema = z.array(officialFixtureSchema).superRefine((fixtures, ctx) => {
  if (fixtures.length !== FIXTURES_PER_SEASON) {
    ctx.addIssue({
      code: "custom",
      path: [],
      message: `expected ${FIXTURES_PER_SEASON} fixtures, got ${fixtures.length}`,
    });
  }
  const seen = new Set<number>();
  fixtures.forEach((fixture, index) => {
    if (seen.has(fixture.id))
      ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate fixture id ${fixture.id}` });
    seen.add(fixture.id);
    if (fixture.teamH === fixture.teamA) {
      ctx.addIssue({
        code: "custom",
        path: [index, "team_a"],
        message: `fixture ${fixture.id} has the same team at home and away`,
      });
    }
  });
});

// ---------------------------------------------------------------------------
// event/{id}/live/

const liveStatsShape = Object.fromEntries(
  LIVE_STAT_KEYS.map((key) => [key, key === "bps" ? z.int() : count])
) as Record<LiveStatKey, z.ZodInt>;

export const officialLiveElementSchema = z.object({
  id,
  /** The gameweek totals of the player (summed over a double gameweek's fixtures). */
  stats: z.object({ ...liveStatsShape, total_points: z.int() }),
  /** Per fixture, the point-scoring stats: identifier, value, points (and points_modification). */
  explain: z.array(
    z.object({
      fixture: id,
      stats: z.array(
        z.object({
          identifier: z.string(),
          points: z.number(),
          value: z.number(),
          points_modification: z.number().optional(),
        })
      ),
    })
  ),
});
export type OfficialLiveElement = z.infer<typeof officialLiveElementSchema>;

export const eventLiveSchema = z
  .object({ elements: z.array(officialLiveElementSchema) })
  .superRefine((value, ctx) => checkUnique(ctx, value.elements, "elements", "element"));

// ---------------------------------------------------------------------------

/** Parses `data` with `schema` or throws FplSourceError naming the first problems. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown, endpoint: string): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new FplSourceError(endpoint, `malformed response: ${describeIssues(result.error.issues)}`, {
    cause: result.error,
  });
}

const MAX_ISSUES_SHOWN = 5;

/** "elements[3].now_cost: expected number, received string; elements[4].web_name: missing (expected string)" */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => {
    const where = issue.path.reduce<string>(
      (text, key) =>
        typeof key === "number" ? `${text}[${key}]` : text === "" ? String(key) : `${text}.${String(key)}`,
      ""
    );
    const message = issue.message
      .replace(/^Invalid input: expected (.+), received undefined$/, "missing (expected $1)")
      .replace(/^Invalid (input|option): /, "");
    return where === "" ? message : `${where}: ${message}`;
  });
  const more = issues.length - shown.length;
  return shown.join("; ") + (more > 0 ? ` (and ${more} more problem${more === 1 ? "" : "s"})` : "");
}
