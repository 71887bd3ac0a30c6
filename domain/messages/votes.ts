// Community votes (English): community.md §2 "Community Votes", §5 team and player votes,
// rating. Image refusals: domain/uploads.ts (voteImage).
import type { Catalogue } from "./index.ts";

export const votesMessages = {
  filters: { teams: "Teams", pvp: "PvP", mine: "My votes", all: "ALL" },
  evaluateTeam: "Evaluate your Team",
  evaluatePvp: "Evaluate PvP",
  noTeamVotes: "No team votes yet",
  noPlayerVotes: "No player votes yet",
  noSubmittedTeams: "No submitted teams yet",
  nothingToShow: "Nothing to show",
  titleRequired: "Title is required", // (ours)
  playersRequired: "Both players are required", // (ours)
  /** §5: "a French alert asks to rate all categories before submitting" (the wording is ours). */
  rateAllCategories: "Veuillez noter toutes les catégories avant de soumettre",
} as const satisfies Catalogue;
