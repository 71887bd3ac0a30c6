// Challenge rules: their types, the defaults and the wire conversion. The schema that parses
// them is in challenge-rules-schema.ts: it needs zod, and this module reaches the browser's first
// load through the builder (decision 028).
// The squad rules that use them live in squad.ts (the picker), rule-status.ts (the builder's
// green/red indicators) and team-submission.ts (the API's check before a team is saved).
//
// Wire shape (spec §3, what admins send and the API returns): budget in £m (85, 100, 92.5),
// mustHavePlayer / mustExcludePlayer as a player id, a name or a list of them,
// mustHavePlayerFromTeam as a list (or a single object) of {team, count},
// minPlayersFromTeam as {team, count, position?: 'captain'}.
// Domain shape (ChallengeRules): budget in tenths, every list a list. challengeRulesSchema
// converts once; toChallengeRulesWire converts back.
import { DEFAULT_BUDGET_TENTHS, DEFAULT_MAX_PLAYERS_PER_CLUB } from "./constants.ts";
import { tenthsToMillions } from "./player-display.ts";

// ---------------------------------------------------------------------------------------------
// Types

/** A player named by a challenge rule: a player id (number, preferred) or a name (string). */
export type PlayerRef = number | string;

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

/** Lower case, accents and extra spaces removed: " Mbappé " -> "mbappe". (Letters such as Ø stay as they are.) */
export function normalizeName(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

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
