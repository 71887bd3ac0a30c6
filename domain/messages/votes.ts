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
  imageOrTeamRequired: "Add an image or attach one of your saved teams", // (ours: §5 requires an image)
  samePlayerTwice: "Choose two different players", // (ours)
  voteNotFound: "This vote no longer exists", // (ours)
  alreadyRated: "You have already rated this team", // (ours)
  alreadyVoted: "You have already voted in this poll", // (ours)
  ownTeamVote: "You cannot rate your own team", // (ours)
  ownPlayerVote: "You cannot vote in your own poll", // (ours)
  pollClosed: "This poll is closed: votes are open for 30 days", // (ours: §9 retention)
  teamNotYours: "Attach one of your own saved teams", // (ours)
  unknownPlayer: (name: string) => `Unknown player: ${name}`, // (ours)
  ambiguousPlayer: (name: string, candidates: string) => `Several players match “${name}”: ${candidates}. Pick one from the suggestions.`, // (ours)
  notRatedYet: "Not rated yet", // (ours)
  rated: "Thanks! Your rating is in.", // (ours)
  voted: "Thanks for voting!", // (ours)
  teamVoteCreated: "Your team is up for rating", // (ours)
  playerVoteCreated: "Your poll is live", // (ours)
  // Reporting and removing a vote (ours: issue 42, decision 040).
  report: "Report",
  reportTeamVote: (title: string) => `Report the team vote “${title}”`,
  reportPlayerVote: (title: string) => `Report the poll “${title}”`,
  reportQuestion: "Report this to the moderators? Say why (optional).",
  reportReason: "Reason",
  confirmReport: "Yes, report",
  reported: "Thanks, the moderators will look at it.",
  alreadyReported: "You have already reported this",
  alreadyHandled: "The moderators have already handled this",
  cannotReportOwn: "You cannot report your own vote",
  remove: "Delete",
  removeTeamVote: (title: string) => `Delete the team vote “${title}”`,
  removePlayerVote: (title: string) => `Delete the poll “${title}”`,
  removeQuestion: "Delete this vote with its ratings? This cannot be undone.",
  confirmRemove: "Yes, delete",
  removed: "Your vote was deleted.",
  removeNotAllowed: "Only its author or a moderator can delete this vote",
  cancel: "Cancel",
  /** §5: "a French alert asks to rate all categories before submitting" (the wording is ours). */
  rateAllCategories: "Veuillez noter toutes les catégories avant de soumettre",
} as const satisfies Catalogue;
