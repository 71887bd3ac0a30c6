// The status of each challenge rule for a squad, complete or not: the team builder's
// green/red indicators, and the sentences validateFullTeam (team-submission.ts) reports.
import type { ChallengeRules, PlayerRef, TeamCount } from "./challenge-rules.ts";
import { formatPrice } from "./player-display.ts";
import { gameMessages } from "./messages/game.ts";
import { countByClub, findPick, playerMatchesRef, squadCost, type PlayerLookup, type RulesPlayer, type Squad } from "./squad.ts";

/** met = green, unmet = red, neutral = plain (an excluded player who is absent, a budget within limits, any rule of an empty squad). */
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
  return players.get(ref)?.webName ?? gameMessages.submission.playerNumber(ref);
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
    label: gameMessages.rules.maxPerClub(rules.maxPlayersPerTeam),
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
    statuses.push({ rule: "mustHavePlayerFromTeam", team, required: count, have, met, tone: met ? "met" : "unmet", label: gameMessages.rules.clubCount(team, have, count) });
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
      label: gameMessages.rules.clubCount(minimum.team, have, minimum.count),
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
        label: gameMessages.rules.captainFrom(minimum.team),
      });
    }
  }

  // An empty squad has broken nothing yet (the first-visit rules window, issue 41): its rules are
  // things to do, drawn neutral rather than red; `met` stays false, so validation is unchanged.
  if (squad.picks.length === 0) return statuses.map((status) => (status.tone === "unmet" ? { ...status, tone: "neutral" } : status));
  return statuses;
}

/** Sentences for a rule that is not met (empty when it is), in the reader's language. */
export function ruleStatusProblems(status: RuleStatus): string[] {
  if (status.met) return [];
  const m = gameMessages.rules;
  switch (status.rule) {
    case "budget":
      return [m.overBudget(formatPrice(status.usedTenths), formatPrice(status.budgetTenths))];
    case "maxPlayersPerTeam":
      return status.overLimit.map(({ team, count }) => m.tooManyFromClub(team, count, status.max));
    case "mustHavePlayer":
      return [m.requiredMissing(status.name)];
    case "mustExcludePlayer":
      return [m.excludedPresent(status.name)];
    case "mustHavePlayerFromTeam":
    case "minPlayersFromTeam":
      return [m.clubMinimum(status.required, status.team, status.have)];
    case "captainFromTeam":
      return [status.captainName === null ? m.captainMustPlayFor(status.team) : m.captainDoesNotPlayFor(status.team, status.captainName)];
  }
}
