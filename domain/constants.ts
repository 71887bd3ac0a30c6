// Game constants shared by the browser UI and the API.
// Money is always an integer in tenths of a million (60 = £6.0m), like the official FPL API.

export const POSITIONS = ["GK", "DEF", "MID", "FWD"] as const;
export type Position = (typeof POSITIONS)[number];

export function isPosition(value: unknown): value is Position {
  return (POSITIONS as readonly unknown[]).includes(value);
}

/** The pitch's rows from top to bottom: forwards first, the goalkeeper last. */
export const PITCH_ROWS: readonly Position[] = [...POSITIONS].reverse();

export const POSITION_NAMES: Record<Position, { one: string; many: string }> = {
  GK: { one: "goalkeeper", many: "goalkeepers" },
  DEF: { one: "defender", many: "defenders" },
  MID: { one: "midfielder", many: "midfielders" },
  FWD: { one: "forward", many: "forwards" },
};

/** Gameweeks in a season, numbered 1-38. */
/** One day in milliseconds (time arithmetic on epoch-ms clocks). */
export const DAY_MS = 86_400_000;

export const GAMEWEEK_COUNT = 38;

// Squad shape (official FPL).
export const SQUAD_SIZE = 15;
export const STARTERS_COUNT = 11;
export const SUBS_COUNT = 4;

/** Players per position in a full squad. Also the number of pitch slots per row in phase 1. */
export const SQUAD_COMPOSITION: Record<Position, number> = { GK: 2, DEF: 5, MID: 5, FWD: 3 };

/**
 * Starting XI limits of the official game. The spec says 3-5 MID; the official game
 * (and the bench rule, which allows 3 midfielders on the bench) means 2-5.
 */
export const STARTER_LIMITS: Record<Position, { min: number; max: number }> = {
  GK: { min: 1, max: 1 },
  DEF: { min: 3, max: 5 },
  MID: { min: 2, max: 5 },
  FWD: { min: 1, max: 3 },
};

/**
 * Most players of a position that may sit on the bench: what the squad holds minus what the
 * XI needs. Gives the spec's bench rule: at most 1 GK, never 3 DEF, never 3 FWD.
 */
export const BENCH_MAX_BY_POSITION: Record<Position, number> = {
  GK: SQUAD_COMPOSITION.GK - STARTER_LIMITS.GK.min,
  DEF: SQUAD_COMPOSITION.DEF - STARTER_LIMITS.DEF.min,
  MID: SQUAD_COMPOSITION.MID - STARTER_LIMITS.MID.min,
  FWD: SQUAD_COMPOSITION.FWD - STARTER_LIMITS.FWD.min,
};

// Slot ids: pitch slots per position, bench slots SUB-0..3 (bench order = index).
export const PITCH_SLOT_IDS = {
  GK: ["GK-0", "GK-1"],
  DEF: ["DEF-0", "DEF-1", "DEF-2", "DEF-3", "DEF-4"],
  MID: ["MID-0", "MID-1", "MID-2", "MID-3", "MID-4"],
  FWD: ["FWD-0", "FWD-1", "FWD-2"],
} as const;
export const BENCH_SLOT_IDS = ["SUB-0", "SUB-1", "SUB-2", "SUB-3"] as const;

export type PitchSlotId = (typeof PITCH_SLOT_IDS)[Position][number];
export type BenchSlotId = (typeof BENCH_SLOT_IDS)[number];
export type SlotId = PitchSlotId | BenchSlotId;
export const ALL_SLOT_IDS: readonly SlotId[] = [
  ...PITCH_SLOT_IDS.GK,
  ...PITCH_SLOT_IDS.DEF,
  ...PITCH_SLOT_IDS.MID,
  ...PITCH_SLOT_IDS.FWD,
  ...BENCH_SLOT_IDS,
];

// Challenge rule defaults and bounds. Budgets are in £m on the wire, tenths in the domain.
export const DEFAULT_BUDGET_TENTHS = 1000;
export const DEFAULT_MAX_PLAYERS_PER_CLUB = 3;
export const CHALLENGE_BUDGET_MIN_MILLIONS = 50;
export const CHALLENGE_BUDGET_MAX_MILLIONS = 150;
export const CHALLENGE_BUDGET_STEP_MILLIONS = 0.5;
export const MAX_PLAYERS_PER_CLUB_RANGE = { min: 1, max: 5 } as const;
export const TEAM_COUNT_RANGE = { min: 1, max: 5 } as const;

// Team submission.
export const TEAM_NAME_MAX_LENGTH = 40;
export const MANAGER_NAME_MAX_LENGTH = 60;

/** Points paid to a gameweek's top three; a challenge may set its own. */
export type Rewards = { rank1: number; rank2: number; rank3: number };
export const REWARD_POINTS: Readonly<Rewards> = { rank1: 200, rank2: 150, rank3: 100 };

/** The points paid for a gameweek rank: rank1-3 of `rewards`, 0 below the podium. */
export function rewardForRank(rewards: Rewards, rank: number): number {
  return rank === 1 ? rewards.rank1 : rank === 2 ? rewards.rank2 : rank === 3 ? rewards.rank3 : 0;
}

/** The captain's points count this many times (the vice-captain's, when he stands in). */
export const CAPTAIN_MULTIPLIER = 2;

// Player display thresholds (spec §9).
export const HOT_PICK_NET_TRANSFERS = 10_000;
export const FALLING_NET_TRANSFERS = -10_000;
export const FORM_GREEN_MIN = 6;
export const FORM_YELLOW_MIN = 4;
