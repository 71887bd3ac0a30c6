// Admin screens: community.md §2 "Admin screens", §5 "Challenge (admin)", "Stadium", §8 "User
// admin alerts", "Stadium management", "Data management". Challenges, leaks, orders and users
// are English; stadium and data management French (AREA_LOCALE in ./index.ts). Moderation:
// ./moderation.ts. Stadium image refusals: domain/uploads.ts (stadiumImage).
import type { Catalogue } from "./index.ts";

/** English. */
export const adminChallengeMessages = {
  addTitle: "Add New Challenge",
  gameweekExists: (gameweek: number) => `Gameweek ${gameweek} already exists!`,
  created: "Challenge created", // (ours: the spec's 2-second success banner)
} as const satisfies Catalogue;

/** English. */
export const adminUserMessages = {
  deleteError: "Error deleting user. Please try again.",
  updateError: "Error updating user. Please try again.",
  statusError: "Error updating user status. Please try again.",
} as const satisfies Catalogue;

/** French. */
export const adminStadiumMessages = {
  noneFound: "Aucun stade trouvé",
  nameAndClubRequired: "Le nom du stade et le club sont obligatoires",
  loadError: "Erreur lors du chargement des stades",
  searchError: "Erreur lors de la recherche",
  filterError: "Erreur lors du filtrage",
  /** The error's own message is shown instead when there is one. */
  saveError: "Erreur lors de la sauvegarde",
  deleteError: "Erreur lors de la suppression",
  created: "Stade créé avec succès !",
  updated: "Stade modifié avec succès !",
  deleted: "Stade supprimé avec succès !",
  imageUploaded: "Image uploadée avec succès !",
} as const satisfies Catalogue;

/** French. */
export const adminDataMessages = {
  connectionError: "Erreur de connexion",
  restoreConnectionError: "Erreur de connexion lors de la restauration",
  restoreError: (detail: string) => `Erreur : ${detail}`,
  restored: (players: number | string) => `Restauration réussie : ${players} joueurs restaurés`,
} as const satisfies Catalogue;

/** English (ours): the audit log of every staff action (/adminaudit). */
export const adminAuditMessages = {
  title: "Audit log",
  blurb: "Every staff action, newest first. Nothing here can be edited or deleted.",
  empty: "No staff action matches these filters.",
  filterActor: "Done by (username or id)",
  filterAction: "Action",
  filterTarget: "Target (id, name or user id)",
  allActions: "All actions",
  apply: "Filter",
  reset: "Clear filters",
  columns: { when: "When", actor: "By", action: "Action", target: "Target", reason: "Reason", change: "Change" },
  loadError: "Error loading the audit log. Please try again.",
} as const satisfies Catalogue;
