// The Arena's three tabs (spec game.md §2), chosen by ?tab= so they work without JavaScript.
export const ARENA_TABS = ["upcoming", "live", "completed"] as const;
export type ArenaTab = (typeof ARENA_TABS)[number];

export function parseArenaTab(value: string | null): ArenaTab {
  return (ARENA_TABS as readonly string[]).includes(value ?? "") ? (value as ArenaTab) : "upcoming";
}
