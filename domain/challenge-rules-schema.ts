// The schema that parses challenge rules from the wire shape into ChallengeRules (see
// challenge-rules.ts for both shapes). Server-side and admin forms only: it needs zod, which stays
// off the browser's first load (decision 028).
import { z } from "zod";
import {
  CHALLENGE_BUDGET_MAX_MILLIONS,
  CHALLENGE_BUDGET_MIN_MILLIONS,
  CHALLENGE_BUDGET_STEP_MILLIONS,
  DEFAULT_BUDGET_TENTHS,
  DEFAULT_MAX_PLAYERS_PER_CLUB,
  MAX_PLAYERS_PER_CLUB_RANGE,
  SQUAD_SIZE,
  TEAM_COUNT_RANGE,
} from "./constants.ts";
import { normalizeName, type ChallengeRules, type PlayerRef } from "./challenge-rules.ts";
import { formatPrice, millionsToTenths, tenthsToMillions } from "./player-display.ts";
import { gameMessages } from "./messages/game.ts";
import { challengeAdminMessages } from "./messages/challenge-admin.ts";

/** The catalogue itself (each text read when a value fails, in the reader's language). */
const m = challengeAdminMessages;

const teamCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: () => m.rules.clubCode });

const teamCountNumberSchema = z
  .number()
  .int({ error: () => gameMessages.wholeNumber })
  .min(TEAM_COUNT_RANGE.min, { error: () => m.rules.atLeast(TEAM_COUNT_RANGE.min) })
  .max(TEAM_COUNT_RANGE.max, { error: () => m.rules.atMost(TEAM_COUNT_RANGE.max) });

const teamCountSchema = z.object({ team: teamCodeSchema, count: teamCountNumberSchema });

/** null, undefined or "" -> [], a single value -> [value], a list stays a list. */
function toList(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

// A numeric string ("381") is an id: names are never numbers, and a form field sends strings.
const playerRefSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .max(60, { error: () => m.rules.playerNameTooLong })
    .transform((text): PlayerRef => (/^\d+$/.test(text) ? Number(text) : text)),
]);

/** A player id, a name, or a list of them: trimmed, blanks dropped, duplicates removed. */
const playerRefListSchema = z.preprocess(
  toList,
  z
    .array(playerRefSchema)
    .max(SQUAD_SIZE * 4)
    // "" is a blank entry and "0" became id 0, which is no player: both dropped.
    .transform((refs) => uniqueRefs(refs.filter((ref) => ref !== 0 && ref !== ""))),
);

function refKey(ref: PlayerRef): string {
  return typeof ref === "number" ? `id:${ref}` : `name:${normalizeName(ref)}`;
}

function uniqueRefs(refs: PlayerRef[]): PlayerRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = refKey(ref);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const inPounds = (millions: number) => formatPrice(millionsToTenths(millions));

const budgetMillionsSchema = z
  .number()
  .min(CHALLENGE_BUDGET_MIN_MILLIONS, { error: () => m.rules.budgetMin(inPounds(CHALLENGE_BUDGET_MIN_MILLIONS)) })
  .max(CHALLENGE_BUDGET_MAX_MILLIONS, { error: () => m.rules.budgetMax(inPounds(CHALLENGE_BUDGET_MAX_MILLIONS)) })
  .refine((budget) => Number.isInteger(budget / CHALLENGE_BUDGET_STEP_MILLIONS), { error: () => m.rules.budgetStep(inPounds(CHALLENGE_BUDGET_STEP_MILLIONS)) });

/**
 * Parses challenge rules from the wire shape (every field optional: defaults budget 100,
 * max 3 per club) into ChallengeRules. Unknown fields are dropped.
 */
export const challengeRulesSchema = z
  .object({
    budget: budgetMillionsSchema.default(tenthsToMillions(DEFAULT_BUDGET_TENTHS)),
    maxPlayersPerTeam: z
      .number()
      .int({ error: () => gameMessages.wholeNumber })
      .min(MAX_PLAYERS_PER_CLUB_RANGE.min, { error: () => m.rules.maxPerTeamRange(MAX_PLAYERS_PER_CLUB_RANGE.min, MAX_PLAYERS_PER_CLUB_RANGE.max) })
      .max(MAX_PLAYERS_PER_CLUB_RANGE.max, { error: () => m.rules.maxPerTeamRange(MAX_PLAYERS_PER_CLUB_RANGE.min, MAX_PLAYERS_PER_CLUB_RANGE.max) })
      .default(DEFAULT_MAX_PLAYERS_PER_CLUB),
    mustHavePlayer: playerRefListSchema,
    mustExcludePlayer: playerRefListSchema,
    mustHavePlayerFromTeam: z.preprocess(toList, z.array(teamCountSchema).max(20)),
    minPlayersFromTeam: z
      .object({
        team: teamCodeSchema,
        count: teamCountNumberSchema,
        position: z.literal("captain").nullish(),
      })
      .nullish(),
  })
  .superRefine((rules, ctx) => {
    const seenTeams = new Set<string>();
    let requiredTotal = 0;
    rules.mustHavePlayerFromTeam.forEach(({ team, count }, index) => {
      if (seenTeams.has(team)) {
        ctx.addIssue({ code: "custom", path: ["mustHavePlayerFromTeam", index, "team"], message: m.rules.clubTwice(team) });
      }
      seenTeams.add(team);
      requiredTotal += count;
      if (count > rules.maxPlayersPerTeam) {
        ctx.addIssue({
          code: "custom",
          path: ["mustHavePlayerFromTeam", index, "count"],
          message: m.rules.cannotRequire(count, team, rules.maxPlayersPerTeam),
        });
      }
    });
    if (requiredTotal > SQUAD_SIZE) {
      ctx.addIssue({ code: "custom", path: ["mustHavePlayerFromTeam"], message: m.rules.requiredOverSquad(requiredTotal, SQUAD_SIZE) });
    }
    const minimum = rules.minPlayersFromTeam;
    if (minimum && minimum.count > rules.maxPlayersPerTeam) {
      ctx.addIssue({
        code: "custom",
        path: ["minPlayersFromTeam", "count"],
        message: m.rules.cannotRequire(minimum.count, minimum.team, rules.maxPlayersPerTeam),
      });
    }
    const excludedKeys = new Set(rules.mustExcludePlayer.map(refKey));
    rules.mustHavePlayer.forEach((ref, index) => {
      if (excludedKeys.has(refKey(ref))) {
        ctx.addIssue({ code: "custom", path: ["mustHavePlayer", index], message: m.rules.requiredAndExcluded(String(ref)) });
      }
    });
  })
  .transform(
    (rules): ChallengeRules => ({
      budgetTenths: millionsToTenths(rules.budget),
      maxPlayersPerTeam: rules.maxPlayersPerTeam,
      mustHavePlayers: rules.mustHavePlayer,
      mustExcludePlayers: rules.mustExcludePlayer,
      mustHavePlayerFromTeam: rules.mustHavePlayerFromTeam,
      minPlayersFromTeam: rules.minPlayersFromTeam
        ? { team: rules.minPlayersFromTeam.team, count: rules.minPlayersFromTeam.count, captainFromTeam: rules.minPlayersFromTeam.position === "captain" }
        : null,
    }),
  );
