// The game (English): arena, team builder, live team, fixtures, leaderboard.
// Spec game.md §5 and §8. The player picker's badges and alerts are French in the spec
// (game.md §5 "Squad rules in the picker", §8 "Picker alerts (partly French)") and stay so.
import type { Catalogue } from "./index.ts";

export const gameMessages = {
  gameweekNotFound: "Gameweek not found",
  teamNotFound: "Team not found",
  chooseManager: "Please select a manager from the list",
  wholeNumber: "Use a whole number",
  /** A save based on an older version of the saved team (issue: a saved team never silently reverts). */
  teamChangedElsewhere: "This team was changed on another device; reload to see it",

  /** Greyed rows of the player picker (game.md §5; the last four are ours). */
  pickerBadge: {
    alreadySelected: "Déjà sélectionné",
    clubFull: "Équipe pleine",
    overBudget: "Budget insuffisant",
    excluded: "Exclu du défi",
    squadFull: "Effectif complet",
    positionFull: "Poste complet",
    unavailable: "Indisponible",
  },

  /** The picker's alert when a player cannot be added (game.md §8; prices come formatted, '£6.5m'). */
  pickerAlert: {
    alreadySelected: (name: string) => `${name} est déjà dans votre équipe !`,
    clubFull: (max: number, team: string, have: number) => `Vous ne pouvez avoir que ${max} joueurs maximum de ${team}. Vous en avez déjà ${have}.`,
    overBudget: (name: string, price: string, total: string, budget: string) => `Solde insuffisant ! ${name} coûte ${price}. Total: ${total} > ${budget}`,
    // (ours)
    excluded: (name: string) => `${name} est exclu par les règles de ce défi.`,
    squadFull: (max: number) => `Votre équipe est complète (${max} joueurs).`,
    positionFull: (max: number, positionPlural: string) => `Vous ne pouvez avoir que ${max} ${positionPlural}.`,
    switchPositionMismatch: (position: string) => `Un joueur ne peut être remplacé que par un joueur du même poste (${position}).`,
    slotOccupied: (slot: string) => `Cette place (${slot}) est déjà occupée.`,
    slotPositionMismatch: (name: string, slot: string) => `${name} ne peut pas jouer à cette place (${slot}).`,
    replacedNotInSquad: "Le joueur à remplacer n'est pas dans votre équipe.",
  },

  /** Positions in the plural, for the picker's alerts (ours). */
  positionPlural: { GK: "gardiens", DEF: "défenseurs", MID: "milieux", FWD: "attaquants" },
} as const satisfies Catalogue;
