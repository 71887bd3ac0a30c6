// Challenge rules and full-team validation, shared by the team builder (green/red indicators)
// and the API (authoritative check before a team is saved).
//
// Wire shape (spec §3, what admins send and the API returns): budget in £m (85, 100, 92.5),
// mustHavePlayer / mustExcludePlayer as a player id, a name or a list of them,
// mustHavePlayerFromTeam as a list (or a single object) of {team, count},
// minPlayersFromTeam as {team, count, position?: 'captain'}.
// Domain shape (ChallengeRules): budget in tenths, every list a list. challengeRulesSchema
// converts once; toChallengeRulesWire converts back.
import { z } from "zod";
import {
  ALL_SLOT_IDS,
  CHALLENGE_BUDGET_MAX_MILLIONS,
  CHALLENGE_BUDGET_MIN_MILLIONS,
  CHALLENGE_BUDGET_STEP_MILLIONS,
  DEFAULT_BUDGET_TENTHS,
  DEFAULT_MAX_PLAYERS_PER_CLUB,
  MANAGER_NAME_MAX_LENGTH,
  MAX_PLAYERS_PER_CLUB_RANGE,
  POSITIONS,
  POSITION_NAMES,
  SQUAD_COMPOSITION,
  SQUAD_SIZE,
  STARTERS_COUNT,
  STARTER_LIMITS,
  SUBS_COUNT,
  TEAM_COUNT_RANGE,
  TEAM_NAME_MAX_LENGTH,
  type Position,
  type SlotId,
} from "./constants.ts";
import { formatPrice, millionsToTenths, tenthsToMillions } from "./player-display.ts";
import {
  EMPTY_SQUAD,
  benchPicks,
  countByClub,
  countByPosition,
  findPick,
  firstFreeBenchSlot,
  firstFreeSlot,
  isBenchSlot,
  isStarter,
  normalizeName,
  playerMatchesRef,
  slotPosition,
  squadCost,
  starterPicks,
  type PlayerLookup,
  type PlayerRef,
  type RulesPlayer,
  type Squad,
  type SquadPick,
} from "./squad.ts";

// ---------------------------------------------------------------------------------------------
// Types

export type TeamCount = { team: string; count: number };

/** At least `count` players from `team`; with captainFromTeam the captain must also play for it. */
export type MinPlayersFromTeam = { team: string; count: number; captainFromTeam: boolean };

/** Challenge rules as the domain uses them (budget in tenths, all lists normalised). */
export type ChallengeRules = {
  budgetTenths: number;
  maxPlayersPerTeam: number;
  /** Every one of these must be in the squad. Ids preferred; names are matched loosely (see playerMatchesRef). */
  mustHavePlayers: PlayerRef[];
  /** None of these may be in the squad. */
  mustExcludePlayers: PlayerRef[];
  mustHavePlayerFromTeam: TeamCount[];
  minPlayersFromTeam: MinPlayersFromTeam | null;
};

/** Challenge rules in the spec's wire shape, as the API returns them (budget in £m). */
export type ChallengeRulesWire = {
  budget: number;
  maxPlayersPerTeam: number;
  mustHavePlayer: PlayerRef[];
  mustExcludePlayer: PlayerRef[];
  mustHavePlayerFromTeam: TeamCount[];
  minPlayersFromTeam: { team: string; count: number; position?: "captain" } | null;
};

export const DEFAULT_CHALLENGE_RULES: ChallengeRules = {
  budgetTenths: DEFAULT_BUDGET_TENTHS,
  maxPlayersPerTeam: DEFAULT_MAX_PLAYERS_PER_CLUB,
  mustHavePlayers: [],
  mustExcludePlayers: [],
  mustHavePlayerFromTeam: [],
  minPlayersFromTeam: null,
};

// ---------------------------------------------------------------------------------------------
// Challenge rules schema

const teamCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Use a 3-letter club code such as LIV");

const teamCountNumberSchema = z
  .number()
  .int("Use a whole number")
  .min(TEAM_COUNT_RANGE.min, `At least ${TEAM_COUNT_RANGE.min}`)
  .max(TEAM_COUNT_RANGE.max, `At most ${TEAM_COUNT_RANGE.max}`);

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
    .max(60, "A player name is at most 60 characters")
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

const budgetMillionsSchema = z
  .number()
  .min(CHALLENGE_BUDGET_MIN_MILLIONS, `The budget is at least £${CHALLENGE_BUDGET_MIN_MILLIONS}m`)
  .max(CHALLENGE_BUDGET_MAX_MILLIONS, `The budget is at most £${CHALLENGE_BUDGET_MAX_MILLIONS}m`)
  .refine((budget) => Number.isInteger(budget / CHALLENGE_BUDGET_STEP_MILLIONS), `The budget goes in steps of £${CHALLENGE_BUDGET_STEP_MILLIONS}m`);

/**
 * Parses challenge rules from the wire shape (every field optional: defaults budget 100,
 * max 3 per club) into ChallengeRules. Unknown fields are dropped.
 */
export const challengeRulesSchema = z
  .object({
    budget: budgetMillionsSchema.default(tenthsToMillions(DEFAULT_BUDGET_TENTHS)),
    maxPlayersPerTeam: z
      .number()
      .int("Use a whole number")
      .min(MAX_PLAYERS_PER_CLUB_RANGE.min, `Max players per team must be from ${MAX_PLAYERS_PER_CLUB_RANGE.min} to ${MAX_PLAYERS_PER_CLUB_RANGE.max}`)
      .max(MAX_PLAYERS_PER_CLUB_RANGE.max, `Max players per team must be from ${MAX_PLAYERS_PER_CLUB_RANGE.min} to ${MAX_PLAYERS_PER_CLUB_RANGE.max}`)
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
        ctx.addIssue({ code: "custom", path: ["mustHavePlayerFromTeam", index, "team"], message: `${team} is listed more than once` });
      }
      seenTeams.add(team);
      requiredTotal += count;
      if (count > rules.maxPlayersPerTeam) {
        ctx.addIssue({
          code: "custom",
          path: ["mustHavePlayerFromTeam", index, "count"],
          message: `Cannot require ${count} players from ${team} with a limit of ${rules.maxPlayersPerTeam} per club`,
        });
      }
    });
    if (requiredTotal > SQUAD_SIZE) {
      ctx.addIssue({ code: "custom", path: ["mustHavePlayerFromTeam"], message: `The required clubs add up to ${requiredTotal} players, more than a squad of ${SQUAD_SIZE}` });
    }
    const minimum = rules.minPlayersFromTeam;
    if (minimum && minimum.count > rules.maxPlayersPerTeam) {
      ctx.addIssue({
        code: "custom",
        path: ["minPlayersFromTeam", "count"],
        message: `Cannot require ${minimum.count} players from ${minimum.team} with a limit of ${rules.maxPlayersPerTeam} per club`,
      });
    }
    const excludedKeys = new Set(rules.mustExcludePlayer.map(refKey));
    rules.mustHavePlayer.forEach((ref, index) => {
      if (excludedKeys.has(refKey(ref))) {
        ctx.addIssue({ code: "custom", path: ["mustHavePlayer", index], message: `${ref} cannot be both required and excluded` });
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

/** ChallengeRules back to the wire shape; challengeRulesSchema.parse(toChallengeRulesWire(r)) equals r. */
export function toChallengeRulesWire(rules: ChallengeRules): ChallengeRulesWire {
  const minimum = rules.minPlayersFromTeam;
  return {
    budget: tenthsToMillions(rules.budgetTenths),
    maxPlayersPerTeam: rules.maxPlayersPerTeam,
    mustHavePlayer: [...rules.mustHavePlayers],
    mustExcludePlayer: [...rules.mustExcludePlayers],
    mustHavePlayerFromTeam: rules.mustHavePlayerFromTeam.map(({ team, count }) => ({ team, count })),
    minPlayersFromTeam: minimum
      ? { team: minimum.team, count: minimum.count, ...(minimum.captainFromTeam ? { position: "captain" as const } : {}) }
      : null,
  };
}

/** Club codes the rules name, so that the API can check them against the clubs it knows. */
export function teamsNamedByRules(rules: ChallengeRules): string[] {
  const teams = rules.mustHavePlayerFromTeam.map(({ team }) => team);
  if (rules.minPlayersFromTeam) teams.push(rules.minPlayersFromTeam.team);
  return [...new Set(teams)];
}

// ---------------------------------------------------------------------------------------------
// Team submission schema

const slotIdSchema = z.enum(ALL_SLOT_IDS as [SlotId, ...SlotId[]], { error: "Unknown slot id" });

/**
 * One submitted player. Only id, slot (or the spec's slotId), starter and the armbands are read;
 * anything else a client sends (price, points, names) is dropped: the server reads those itself.
 */
const submittedPlayerSchema = z
  .object({
    id: z.number().int().positive(),
    // null is accepted: a spec Player object may carry slotId: null.
    slot: slotIdSchema.nullish(),
    slotId: slotIdSchema.nullish(),
    starter: z.boolean().optional(),
    captain: z.boolean().default(false),
    viceCaptain: z.boolean().default(false),
  })
  .superRefine((player, ctx) => {
    if (player.slot != null && player.slotId != null && player.slot !== player.slotId) {
      ctx.addIssue({ code: "custom", path: ["slotId"], message: "slot and slotId disagree" });
    }
    const slot = player.slot ?? player.slotId;
    if (slot == null && player.starter === undefined) {
      ctx.addIssue({ code: "custom", path: ["slot"], message: "Give a slot or a starter flag" });
    }
    if (slot != null && player.starter !== undefined && player.starter === isBenchSlot(slot)) {
      ctx.addIssue({ code: "custom", path: ["starter"], message: `starter does not match slot ${slot}` });
    }
  })
  .transform(
    (player): SubmittedPlayer => {
      const slot = player.slot ?? player.slotId ?? null;
      return {
        id: player.id,
        slot,
        starter: slot === null ? player.starter === true : !isBenchSlot(slot),
        captain: player.captain,
        viceCaptain: player.viceCaptain,
      };
    },
  );

export type SubmittedPlayer = { id: number; slot: SlotId | null; starter: boolean; captain: boolean; viceCaptain: boolean };

/**
 * POST /challengers/create-team body. Unknown fields (remainingBudget, totalPoints, player prices)
 * are dropped; wrong types are rejected. The squad itself is checked by validateTeamSubmission.
 */
export const teamSubmissionSchema = z.object({
  gameweekId: z.string().trim().min(1, "gameweekId is required").max(100),
  teamName: z
    .string()
    .trim()
    .min(1, "Team name is required")
    .max(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`),
  managerName: z
    .string()
    .trim()
    .min(1, "Manager is required")
    .max(MANAGER_NAME_MAX_LENGTH, `Manager name must be at most ${MANAGER_NAME_MAX_LENGTH} characters`),
  // Bounded for safety; "exactly 15" is checked by validateFullTeam with a clearer message.
  selectedPlayers: z.array(submittedPlayerSchema).max(SQUAD_SIZE * 2),
});

export type TeamSubmission = z.output<typeof teamSubmissionSchema>;

/**
 * Builds a Squad from submitted players. Players without a slot get the first free slot of their
 * position (starters) or of the bench (substitutes), after the explicit slots are placed.
 * Returns the problems found while building (several captains, unknown player without a slot, no
 * free slot); validateFullTeam checks the rest.
 */
export function squadFromSubmission(selected: readonly SubmittedPlayer[], players: PlayerLookup): { squad: Squad; errors: string[] } {
  const errors: string[] = [];

  const captains = selected.filter((player) => player.captain);
  const viceCaptains = selected.filter((player) => player.viceCaptain);
  if (captains.length > 1) errors.push(`Only one captain can be named (${captains.length} players are marked as captain).`);
  if (viceCaptains.length > 1) errors.push(`Only one vice-captain can be named (${viceCaptains.length} players are marked as vice-captain).`);

  let squad: Squad = {
    picks: [],
    // With several marked, keep the first so that validateFullTeam does not also say "choose one".
    captainId: captains[0]?.id ?? null,
    viceCaptainId: viceCaptains[0]?.id ?? null,
  };
  const place = (pick: SquadPick) => {
    squad = { ...squad, picks: [...squad.picks, pick] };
  };

  for (const player of selected) {
    if (player.slot !== null) place({ playerId: player.id, slot: player.slot });
  }
  for (const player of selected) {
    if (player.slot !== null) continue;
    const known = players.get(player.id);
    if (!known) {
      errors.push(`Unknown player id ${player.id}.`);
      continue;
    }
    const slot = player.starter ? firstFreeSlot(squad, known.position) : firstFreeBenchSlot(squad);
    if (slot === null) {
      errors.push(
        player.starter
          ? `No free ${POSITION_NAMES[known.position].one} place for ${known.webName}: too many ${POSITION_NAMES[known.position].many} in the starting XI.`
          : `No free bench place for ${known.webName}: at most ${SUBS_COUNT} substitutes.`,
      );
      continue;
    }
    place({ playerId: player.id, slot });
  }
  return { squad, errors };
}

// ---------------------------------------------------------------------------------------------
// Rule statuses for the UI

/** met = green, unmet = red, neutral = plain (an excluded player who is absent, a budget within limits). */
export type RuleTone = "met" | "unmet" | "neutral";

type StatusCommon = { met: boolean; tone: RuleTone; label: string };

export type RuleStatus = StatusCommon &
  (
    | { rule: "budget"; budgetTenths: number; usedTenths: number; remainingTenths: number }
    | { rule: "maxPlayersPerTeam"; max: number; overLimit: TeamCount[] }
    | { rule: "mustHavePlayer"; player: PlayerRef; name: string; present: boolean }
    | { rule: "mustExcludePlayer"; player: PlayerRef; name: string; present: boolean }
    | { rule: "mustHavePlayerFromTeam"; team: string; required: number; have: number }
    | { rule: "minPlayersFromTeam"; team: string; required: number; have: number }
    | { rule: "captainFromTeam"; team: string; captainName: string | null }
  );

function refName(ref: PlayerRef, players: PlayerLookup): string {
  if (typeof ref === "string") return ref;
  return players.get(ref)?.webName ?? `Player #${ref}`;
}

function squadPlayers(squad: Squad, players: PlayerLookup): RulesPlayer[] {
  return squad.picks.flatMap((pick) => {
    const player = players.get(pick.playerId);
    return player ? [player] : [];
  });
}

/**
 * The status of every challenge rule for a squad (complete or not), in the order the challenge
 * card lists them: budget, max per club, required players, excluded players, required clubs,
 * minimum from a club and its captain.
 */
export function evaluateChallengeRules(squad: Squad, players: PlayerLookup, rules: ChallengeRules): RuleStatus[] {
  const statuses: RuleStatus[] = [];
  const members = squadPlayers(squad, players);
  const clubCounts = countByClub(squad.picks, players);

  const usedTenths = squadCost(squad, players);
  const withinBudget = usedTenths <= rules.budgetTenths;
  statuses.push({
    rule: "budget",
    budgetTenths: rules.budgetTenths,
    usedTenths,
    remainingTenths: rules.budgetTenths - usedTenths,
    met: withinBudget,
    tone: withinBudget ? "neutral" : "unmet",
    label: `${formatPrice(usedTenths)} / ${formatPrice(rules.budgetTenths)}`,
  });

  const overLimit = [...clubCounts]
    .filter(([, count]) => count > rules.maxPlayersPerTeam)
    .map(([team, count]) => ({ team, count }))
    .sort((a, b) => a.team.localeCompare(b.team));
  statuses.push({
    rule: "maxPlayersPerTeam",
    max: rules.maxPlayersPerTeam,
    overLimit,
    met: overLimit.length === 0,
    tone: overLimit.length === 0 ? "neutral" : "unmet",
    label: `Max ${rules.maxPlayersPerTeam} per club`,
  });

  for (const ref of rules.mustHavePlayers) {
    const present = members.some((player) => playerMatchesRef(player, ref));
    const name = refName(ref, players);
    statuses.push({ rule: "mustHavePlayer", player: ref, name, present, met: present, tone: present ? "met" : "unmet", label: name });
  }

  for (const ref of rules.mustExcludePlayers) {
    const present = members.some((player) => playerMatchesRef(player, ref));
    const name = refName(ref, players);
    statuses.push({ rule: "mustExcludePlayer", player: ref, name, present, met: !present, tone: present ? "unmet" : "neutral", label: name });
  }

  for (const { team, count } of rules.mustHavePlayerFromTeam) {
    const have = clubCounts.get(team) ?? 0;
    const met = have >= count;
    statuses.push({ rule: "mustHavePlayerFromTeam", team, required: count, have, met, tone: met ? "met" : "unmet", label: `${team}: ${have}/${count}` });
  }

  const minimum = rules.minPlayersFromTeam;
  if (minimum) {
    const have = clubCounts.get(minimum.team) ?? 0;
    const met = have >= minimum.count;
    statuses.push({
      rule: "minPlayersFromTeam",
      team: minimum.team,
      required: minimum.count,
      have,
      met,
      tone: met ? "met" : "unmet",
      label: `${minimum.team}: ${have}/${minimum.count}`,
    });
    if (minimum.captainFromTeam) {
      const captain = squad.captainId !== null && findPick(squad, squad.captainId) ? players.get(squad.captainId) : undefined;
      const captainMet = captain?.teamShort === minimum.team;
      statuses.push({
        rule: "captainFromTeam",
        team: minimum.team,
        captainName: captain?.webName ?? null,
        met: captainMet,
        tone: captainMet ? "met" : "unmet",
        label: `Captain from ${minimum.team}`,
      });
    }
  }

  return statuses;
}

function countOfPlayers(count: number): string {
  return count === 1 ? "1 player" : `${count} players`;
}

/** English sentences for a rule that is not met (empty when it is). */
export function ruleStatusProblems(status: RuleStatus): string[] {
  if (status.met) return [];
  switch (status.rule) {
    case "budget":
      return [`The squad costs ${formatPrice(status.usedTenths)}, over the ${formatPrice(status.budgetTenths)} budget.`];
    case "maxPlayersPerTeam":
      return status.overLimit.map(({ team, count }) => `Too many players from ${team}: ${count} (the limit is ${status.max} per club).`);
    case "mustHavePlayer":
      return [`${status.name} is required by this challenge but is not in your squad.`];
    case "mustExcludePlayer":
      return [`${status.name} is excluded from this challenge.`];
    case "mustHavePlayerFromTeam":
    case "minPlayersFromTeam":
      return [`This challenge needs at least ${countOfPlayers(status.required)} from ${status.team} (you have ${status.have}).`];
    case "captainFromTeam":
      return [
        status.captainName === null
          ? `Your captain must play for ${status.team}.`
          : `Your captain must play for ${status.team} (${status.captainName} does not).`,
      ];
  }
}

// ---------------------------------------------------------------------------------------------
// Full-team validation

function nameOf(playerId: number, players: PlayerLookup): string {
  return players.get(playerId)?.webName ?? `Player #${playerId}`;
}

function checkArmband(squad: Squad, playerId: number | null, title: "captain" | "vice-captain", players: PlayerLookup): string | null {
  const article = title === "captain" ? "a captain" : "a vice-captain";
  if (playerId === null) return `Choose ${article}.`;
  const pick = findPick(squad, playerId);
  if (!pick) return `The ${title} must be one of your players.`;
  if (!isStarter(pick)) return `The ${title} (${nameOf(playerId, players)}) must be in the starting XI.`;
  return null;
}

/**
 * Every problem of a complete team, one English sentence per broken rule (empty = valid):
 * unknown or duplicate players, 15 players in the official 2 GK / 5 DEF / 5 MID / 3 FWD,
 * slots matching positions, 11 starters and 4 substitutes, the formation (1 GK, 3-5 DEF,
 * 2-5 MID, 1-3 FWD), one captain and one different vice-captain among the starters, and every
 * challenge rule (budget, club limit, required and excluded players and clubs).
 */
export function validateFullTeam(squad: Squad, players: PlayerLookup, rules: ChallengeRules): string[] {
  const errors: string[] = [];
  const picks = squad.picks;

  const seenPlayers = new Set<number>();
  const reportedDuplicates = new Set<number>();
  const seenSlots = new Set<SlotId>();
  const reportedSlots = new Set<SlotId>();
  for (const pick of picks) {
    const player = players.get(pick.playerId);
    if (!player) errors.push(`Unknown player id ${pick.playerId}.`);
    if (seenPlayers.has(pick.playerId) && !reportedDuplicates.has(pick.playerId)) {
      errors.push(`${nameOf(pick.playerId, players)} is selected more than once.`);
      reportedDuplicates.add(pick.playerId);
    }
    seenPlayers.add(pick.playerId);
    if (seenSlots.has(pick.slot) && !reportedSlots.has(pick.slot)) {
      errors.push(`Slot ${pick.slot} is used by more than one player.`);
      reportedSlots.add(pick.slot);
    }
    seenSlots.add(pick.slot);
    const position = slotPosition(pick.slot);
    if (player && position !== null && position !== player.position) {
      errors.push(`${player.webName} (${player.position}) cannot play in slot ${pick.slot}.`);
    }
  }

  if (picks.length !== SQUAD_SIZE) errors.push(`A squad must have exactly ${SQUAD_SIZE} players (this one has ${picks.length}).`);

  const starters = starterPicks(squad);
  const bench = benchPicks(squad);
  if (starters.length !== STARTERS_COUNT) errors.push(`The starting XI must have exactly ${STARTERS_COUNT} players (it has ${starters.length}).`);
  if (bench.length !== SUBS_COUNT) errors.push(`The bench must have exactly ${SUBS_COUNT} substitutes (it has ${bench.length}).`);

  const squadCounts = countByPosition(picks, players);
  const starterCounts = countByPosition(starters, players);
  for (const position of POSITIONS) {
    const expected = SQUAD_COMPOSITION[position];
    if (squadCounts[position] !== expected) {
      errors.push(`The squad must have exactly ${expected} ${positionWord(position, expected)} (it has ${squadCounts[position]}).`);
    }
  }
  for (const position of POSITIONS) {
    const { min, max } = STARTER_LIMITS[position];
    const have = starterCounts[position];
    if (have >= min && have <= max) continue;
    errors.push(
      min === max
        ? `The starting XI must have exactly ${min} ${positionWord(position, min)} (it has ${have}).`
        : `The starting XI must have between ${min} and ${max} ${positionWord(position, max)} (it has ${have}).`,
    );
  }

  const captainError = checkArmband(squad, squad.captainId, "captain", players);
  const viceError = checkArmband(squad, squad.viceCaptainId, "vice-captain", players);
  if (captainError) errors.push(captainError);
  if (viceError) errors.push(viceError);
  if (squad.captainId !== null && squad.captainId === squad.viceCaptainId) {
    errors.push("The captain and vice-captain must be different players.");
  }

  for (const status of evaluateChallengeRules(squad, players, rules)) errors.push(...ruleStatusProblems(status));
  return errors;
}

function positionWord(position: Position, count: number): string {
  return count === 1 ? POSITION_NAMES[position].one : POSITION_NAMES[position].many;
}

/**
 * The API's one call: build the squad from a parsed submission and check it fully. Prices and
 * clubs come from `players` (the database), never from the client. Save `squad` only when
 * `errors` is empty.
 */
export function validateTeamSubmission(
  submission: Pick<TeamSubmission, "selectedPlayers">,
  players: PlayerLookup,
  rules: ChallengeRules,
): { squad: Squad; errors: string[] } {
  // The squad's size first: it explains every later problem of a wrong-sized list.
  if (submission.selectedPlayers.length !== SQUAD_SIZE)
    return { squad: EMPTY_SQUAD, errors: [`A squad must have exactly ${SQUAD_SIZE} players (this one has ${submission.selectedPlayers.length}).`] };
  const built = squadFromSubmission(submission.selectedPlayers, players);
  return { squad: built.squad, errors: [...built.errors, ...validateFullTeam(built.squad, players, rules)] };
}
