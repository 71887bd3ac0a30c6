// Live match rooms (issue 12): what the live feed's changes say in a fixture's room. Each run
// of live scoring hands the room every player line of the fixture; the room compares them
// with the lines it saw last and posts one system message per new event, with the fantasy
// points it earned (official 2025-26 scoring, domain/scoring.ts). Pure.
import type { MatchEvent, MatchScore } from "./chat";
import type { Position } from "./constants";
import { EVENT_POINTS, GOAL_POINTS, SAVES_PER_POINT } from "./scoring";

/** A player's line in one fixture as the room compares it. */
export type LiveLine = {
  playerId: number;
  playerName: string;
  teamShortName: string;
  position: Position;
  goalsScored: number;
  assists: number;
  ownGoals: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  saves: number;
  /** Provisional while the fixture is live, confirmed after. */
  bonus: number;
  totalPoints: number;
};


const repeat = (n: number, event: MatchEvent): MatchEvent[] => Array.from({ length: Math.max(0, n) }, () => event);

/** The events between a player's previous line (none: a line of zeros) and the current one. */
export function lineEvents(previous: LiveLine | null, current: LiveLine): MatchEvent[] {
  const before = previous ?? { ...current, goalsScored: 0, assists: 0, ownGoals: 0, penaltiesSaved: 0, penaltiesMissed: 0, yellowCards: 0, redCards: 0, saves: 0, bonus: 0 };
  const who = { playerId: current.playerId, playerName: current.playerName, teamShortName: current.teamShortName };
  const events: MatchEvent[] = [
    ...repeat(current.goalsScored - before.goalsScored, { kind: "goal", ...who, points: GOAL_POINTS[current.position], value: current.goalsScored }),
    ...repeat(current.assists - before.assists, { kind: "assist", ...who, points: EVENT_POINTS.assist, value: current.assists }),
    ...repeat(current.ownGoals - before.ownGoals, { kind: "own_goal", ...who, points: EVENT_POINTS.ownGoal, value: current.ownGoals }),
    ...repeat(current.penaltiesSaved - before.penaltiesSaved, { kind: "penalty_saved", ...who, points: EVENT_POINTS.penaltySaved, value: current.penaltiesSaved }),
    ...repeat(current.penaltiesMissed - before.penaltiesMissed, { kind: "penalty_missed", ...who, points: EVENT_POINTS.penaltyMissed, value: current.penaltiesMissed }),
    ...repeat(current.yellowCards - before.yellowCards, { kind: "yellow_card", ...who, points: EVENT_POINTS.yellowCard, value: current.yellowCards }),
    ...repeat(current.redCards - before.redCards, { kind: "red_card", ...who, points: EVENT_POINTS.redCard, value: current.redCards }),
  ];
  // Saves milestones: each new multiple of 3 is a point.
  const milestones = Math.floor(current.saves / SAVES_PER_POINT) - Math.floor(before.saves / SAVES_PER_POINT);
  if (milestones > 0) events.push({ kind: "saves", ...who, points: milestones, value: current.saves });
  if (current.bonus !== before.bonus) events.push({ kind: "bonus", ...who, points: current.bonus, value: before.bonus });
  return events;
}

/** The events of a whole fixture between two sets of lines (by player id). */
export function fixtureEvents(previous: ReadonlyMap<number, LiveLine>, current: readonly LiveLine[]): MatchEvent[] {
  return current.flatMap((line) => lineEvents(previous.get(line.playerId) ?? null, line));
}

/** Kick-off and full time, from the previous and current score. */
export function stateEvents(previous: MatchScore | null, current: MatchScore): MatchEvent[] {
  const none = { playerId: null, playerName: null, teamShortName: null, points: null, value: null };
  const events: MatchEvent[] = [];
  if (current.started && !previous?.started) events.push({ kind: "kickoff", ...none });
  if (current.finished && !previous?.finished) events.push({ kind: "full_time", ...none });
  return events;
}

// What a system message says: domain/chat-system.ts (a key and values, rendered in the reader's language).
