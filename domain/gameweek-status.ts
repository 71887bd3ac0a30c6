// Staff status moves of a gameweek (community.md §4 "Challenge and gameweek status"): the spec
// lets the admin set any status; here the moves that would corrupt results are refused with
// their reason, and every allowed move says what changes for managers before it is confirmed.
import { GAMEWEEK_STATUSES, type GameweekStatus } from "./gameweek.ts";

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

export const STATUS_LABELS: Record<GameweekStatus, string> = {
  locked: "Locked",
  upcoming: "Upcoming (open for saves)",
  active: "Active (live)",
  completed: "Completed",
};

/** Why a move is refused, or null when it is allowed. */
export function statusMoveRefusal(facts: GameweekFacts, to: GameweekStatus, now: number): string | null {
  const gw = `Gameweek ${facts.gameweek}`;
  if (!GAMEWEEK_STATUSES.includes(to)) return `Unknown status: ${to}`;
  if (facts.status === to) return `${gw} is already ${to}.`;
  if (facts.status === "completed" && facts.rewardsPaid)
    return `${gw} has paid its rewards to its top three; reopening it would change results that were already paid.`;
  if (to === "completed") {
    if (facts.status !== "active") return `${gw} can only be completed from active (live): it has never been scored.`;
    if (!facts.scored) return `${gw} cannot be completed yet: its matches are not all finished and scored.`;
  }
  if (to === "upcoming" && facts.deadline <= now)
    return `${gw}'s deadline has passed, so it would lock again at the next job run: set a later deadline first.`;
  return null;
}

/** What an allowed move changes for managers: the confirmation's text. */
export function statusMoveEffect(facts: GameweekFacts, to: GameweekStatus): string {
  const teams = `${facts.teams.toLocaleString("en-GB")} saved team${facts.teams === 1 ? "" : "s"}`;
  switch (to) {
    case "upcoming":
      return facts.status === "locked"
        ? "Managers can open this challenge and save teams until its deadline."
        : `Saves reopen: managers can change their teams again until the deadline. Live points shown so far stay until the next scoring run (${teams}).`;
    case "active":
      return `Saves close now; the ${teams} are revealed to everyone and scored live from the next job run.`;
    case "locked":
      return `The challenge leaves the Arena's open list and nobody can save a team; the ${teams} are kept as they are.`;
    case "completed":
      return `Live scoring stops, the final ranks stand and ranks 1-3 are paid their rewards now (${teams}).`;
  }
}
