// Staff status moves of a gameweek (community.md §4 "Challenge and gameweek status"): the spec
// lets the admin set any status; here the moves that would corrupt results are refused with
// their reason, and every allowed move says what changes for managers before it is confirmed.
import { GAMEWEEK_STATUSES, type GameweekStatus } from "./gameweek.ts";
import { formatNumber } from "./format.ts";
import { currentLocale } from "./locale.ts";
import { challengeAdminMessages } from "./messages/challenge-admin.ts";

/** What the database knows about a gameweek when a move is asked for. */
export type GameweekFacts = {
  gameweek: number;
  status: GameweekStatus;
  deadline: number;
  /** Saved teams. */
  teams: number;
  /** Every fixture finished and its stats stored (the scoring job ran over the whole gameweek). */
  scored: boolean;
  /** Ranks 1-3 were credited (ledger rows keyed reward:gw{N}:...). */
  rewardsPaid: boolean;
};

/** A status as the admin screens name it, in the reader's language. */
export function statusLabel(status: GameweekStatus): string {
  return challengeAdminMessages.status.label[status];
}

/** Why a move is refused, or null when it is allowed. */
export function statusMoveRefusal(facts: GameweekFacts, to: GameweekStatus, now: number): string | null {
  const m = challengeAdminMessages.status;
  const gw = facts.gameweek;
  if (!GAMEWEEK_STATUSES.includes(to)) return m.unknown(to);
  if (facts.status === to) return m.already(gw, m.word[to]);
  if (facts.status === "completed" && facts.rewardsPaid) return m.rewardsPaid(gw);
  if (to === "completed") {
    if (facts.status !== "active") return m.onlyFromActive(gw);
    if (!facts.scored) return m.notScored(gw);
  }
  if (to === "upcoming" && facts.deadline <= now) return m.deadlinePassed(gw);
  return null;
}

/** What an allowed move changes for managers: the confirmation's text. */
export function statusMoveEffect(facts: GameweekFacts, to: GameweekStatus): string {
  const m = challengeAdminMessages.status;
  const teams = m.teams(formatNumber(facts.teams, currentLocale()), facts.teams);
  switch (to) {
    case "upcoming":
      return facts.status === "locked" ? m.opens : m.reopens(teams);
    case "active":
      return m.activates(teams);
    case "locked":
      return m.locks(teams);
    case "completed":
      return m.completes(teams);
  }
}
