// The challenges the local seed creates, one per gameweek, cycling through
// these rule sets (spec game.md §9 samples: budget 85 with max 2 per club, a
// no-premium challenge, max 4 per club, required clubs, captain from a club).
import type { ChallengeRulesWire } from "../../domain/challenge-rules.ts";

type SeedChallenge = { challengeName: string; description: string; rules: Partial<ChallengeRulesWire> };

export const SEED_CHALLENGES: SeedChallenge[] = [
  { challengeName: "Classic Kick-off", description: "The standard game: £100m and at most 3 players per club.", rules: { budget: 100, maxPlayersPerTeam: 3 } },
  { challengeName: "Tight Purse", description: "Only £85m, and never more than 2 players from one club.", rules: { budget: 85, maxPlayersPerTeam: 2 } },
  {
    challengeName: "No Premiums",
    description: "Win without the big three: Haaland, Salah and Palmer are excluded.",
    rules: { budget: 100, maxPlayersPerTeam: 3, mustExcludePlayer: ["Haaland", "M.Salah", "Palmer"] },
  },
  { challengeName: "Club Stack", description: "Load up on your favourites: up to 4 players per club.", rules: { budget: 100, maxPlayersPerTeam: 4 } },
  {
    challengeName: "Gunners Core",
    description: "At least two Arsenal players in your squad.",
    rules: { budget: 100, maxPlayersPerTeam: 3, mustHavePlayerFromTeam: [{ team: "ARS", count: 2 }] },
  },
  {
    challengeName: "Captain Red",
    description: "Your captain must play for Liverpool.",
    rules: { budget: 100, maxPlayersPerTeam: 3, minPlayersFromTeam: { team: "LIV", count: 1, position: "captain" } },
  },
  {
    challengeName: "North West Derby",
    description: "Pick at least one Manchester United and one Liverpool player, on £95m.",
    rules: { budget: 95, maxPlayersPerTeam: 3, mustHavePlayerFromTeam: [{ team: "MUN", count: 1 }, { team: "LIV", count: 1 }] },
  },
  { challengeName: "Budget Blitz", description: "£90m for the whole squad.", rules: { budget: 90, maxPlayersPerTeam: 3 } },
  {
    challengeName: "Haaland Mandatory",
    description: "Erling Haaland must be in your squad.",
    rules: { budget: 100, maxPlayersPerTeam: 3, mustHavePlayer: ["Haaland"] },
  },
  {
    challengeName: "Seaside Specials",
    description: "Two Brighton players at least, on £95m.",
    rules: { budget: 95, maxPlayersPerTeam: 3, mustHavePlayerFromTeam: [{ team: "BHA", count: 2 }] },
  },
  {
    challengeName: "London Calling",
    description: "One player each from Arsenal, Chelsea and Tottenham.",
    rules: {
      budget: 100,
      maxPlayersPerTeam: 3,
      mustHavePlayerFromTeam: [
        { team: "ARS", count: 1 },
        { team: "CHE", count: 1 },
        { team: "TOT", count: 1 },
      ],
    },
  },
  {
    challengeName: "Villa Armband",
    description: "Two Aston Villa players at least, one of them your captain.",
    rules: { budget: 100, maxPlayersPerTeam: 3, minPlayersFromTeam: { team: "AVL", count: 2, position: "captain" } },
  },
];
