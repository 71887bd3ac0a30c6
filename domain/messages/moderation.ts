// Moderation, in English and French (issue 45; the spec's French texts are the French catalogue's): reported chat messages and chat bans (/adminreports), post moderation
// (/adminposts), comment moderation (/admincomments). community.md §2 "Admin screens", §5 Bans,
// §8 "Moderation".
import { localized, type Catalogue } from "./index.ts";
import { formatDate, formatNumber, plural } from "../format.ts";

/** Numbers in each language's own digits grouping. */
const e = (value: number) => formatNumber(value, "en-GB");
const n = (value: number) => formatNumber(value, "fr-FR");

const BANNED_FROM_EN = { posts: "posts", comments: "comments", chat: "the chat" } as const;
const BANNED_FROM_FR = { posts: "des posts", comments: "des commentaires", chat: "du chat" } as const;

const en = {
  // Actions (§2).
  ban: "Ban",
  clear: "Clear",
  delete: "Delete",
  alreadyBanned: "Already banned",
  unban: "Unban",
  viewReason: "See the reason",
  refresh: "Refresh",
  reply: "Reply",
  banReasonRequired: "The reason for the ban is required",
  reasonTooLong: (max: number) => `At most ${max} characters`,

  // The ban dialog (§5 Bans).
  banTitle: (name: string) => `Ban ${name}`,
  banReason: "Reason",
  banDuration: "Duration",
  durations: { "24h": "24 hours", "72h": "72 hours", "7d": "7 days", "30d": "30 days", permanent: "Permanent" },
  historyTitle: "Moderation history (last 6 months)",
  authorItemsLegend: "Their reported items",
  deleteMotive: "Reason given to the author (optional)",
  authorItems: { clear: "Clear their reports (they stay visible)", remove: "Remove them (the author is told once)" },
  authorItemsSettled: (count: number) => (count === 0 ? "No other report pending." : plural("en-GB", count, { one: `${count} report handled.`, other: `${count} reports handled.` })),
  noHistory: "No moderation action",
  confirmBan: "Confirm the ban",
  until: "Until",
  bannedBy: "Banned by",
  bannedBadge: "Banned",
  reportedBy: "Reported by",
  room: "Room",
  hiddenBadge: "Hidden (3 reports)",
  reportedImage: "Reported image",
  reportedAudio: "Reported voice message",

  titles: { reports: "Reported messages", posts: "Post moderation", comments: "Comment moderation", votes: "Vote moderation" },
  reportCount: (count: number) => plural("en-GB", count, { one: `${count} report`, other: `${count} reports` }),

  tabsLabel: "Tabs",
  tabs: {
    messages: "Messages",
    reportedPosts: "Reported posts",
    reportedComments: "Reported comments",
    bannedUsers: "Banned users",
    teamVotes: "Reported team votes",
    playerVotes: "Reported polls",
  },

  // Empty states (§2).
  noReportedPosts: "No reported posts",
  noBannedUsers: "No banned users",
  noReportedComments: "No reported comments",
  noReportedVotes: "No reported votes",
  votes: {
    ratings: (count: number) => plural("en-GB", count, { one: `${count} vote`, other: `${count} votes` }),
    gameweek: (gw: number) => `GW${gw}`,
    confirmDelete: "Delete this vote and its ratings? This cannot be undone.",
    deleted: "Vote deleted",
    deleteError: "Error deleting the vote",
    bannedHint: "Its banned authors are banned from posts and votes: see the banned tab of post moderation.",
  },
  noReportedMessages: "No reported messages",

  // Chat reports and bans (§8).
  deleteMessageError: "Error deleting the message",
  clearReportsError: "Error clearing the reports",
  banError: "Error banning",
  unbanError: "Error unbanning",
  messageDeleted: "Message deleted",
  reportsCleared: "Reports cleared...",
  bannedFromChat: (name: string) => `${name} has been banned from the chat`,
  unbannedFromChat: (name: string) => `${name} has been unbanned from the chat`,

  // Posts (§8).
  deletePostError: "Error deleting the post",
  postDeleted: "Post deleted",
  bannedFromPosts: (name: string) => `${name} has been banned from posts`,
  unbannedFromPosts: (name: string) => `${name} has been unbanned from posts`,
  /** Quoted in English by §8 for the moderation lists' load failure. */
  loadPostsError: "Error loading posts",

  // Comments (§8).
  loadDataError: "Error loading the data",
  deleteCommentError: "Error deleting the comment",
  clearCommentReportsError: "Error clearing the reports",
  banUserError: "Error banning the user",
  unbanUserError: "Error unbanning the user",
  commentDeleted: "Comment deleted",
  commentReportsCleared: "Reports cleared",
  bannedFromComments: (name: string) => `${name} has been banned from comments`,
  unbannedFromComments: (name: string) => `${name} has been unbanned from comments`,

  // The moderation core's refusals.
  cannotReportOwn: "You cannot report your own content",
  noOpenReports: "No pending report on this item",
  userNotFound: "User not found",
  cannotBanThisUser: "You cannot ban this user",
  notBanned: "This user is not banned",
  /** A banned user's refused write: the scope, the reason and the end. */
  youAreBanned: (scope: "posts" | "comments" | "chat", reason: string, endsAt: number | null) =>
    `You are banned from ${BANNED_FROM_EN[scope]}${endsAt === null ? "" : ` until ${formatDate(endsAt, "en-GB", "dateTime")}`}. Reason: ${reason}`,

  confirmDeletePost: "Delete this post? This cannot be undone.",
  confirmDeleteComment: "Delete this comment? This cannot be undone.",
  confirmDeleteMessage: "Delete this message? This cannot be undone.",
  confirmClearReports: "Clear every report on this item?",
  confirmUnban: (name: string) => `Unban ${name}?`,

  // The queues at community scale (issue 25).
  queue: {
    pagerLabel: "Queue pages",
    showing: (from: number, to: number, total: number) => (total === 0 ? "0 cases" : `${e(from)}–${e(to)} of ${plural("en-GB", total, { one: `${e(total)} case`, other: `${e(total)} cases` })}`),
    previous: "Previous",
    next: "Next",
    page: (page: number, last: number) => `Page ${e(page)} of ${e(last)}`,
    filtersLabel: "Filter the queue",
    filtersSummary: (active: number) => (active ? `Filters (${e(active)} active)` : "Filters"),
    filterReason: "Reason for the report",
    filterAuthor: "Author",
    filterStadium: "Stadium",
    filterRoom: "Room",
    filterGameweek: "Gameweek",
    filterAge: "Reported for (hours)",
    anyContext: "All",
    applyFilters: "Filter",
    clearFilters: "Clear the filters",
    noMatch: "No case matches these filters.",
    selectRow: (label: string) => `Select ${label}`,
    selectPage: "Select everything on this page",
    selected: (count: number) => `${e(count)} selected`,
    selectAllMatching: (total: number) => `Select the ${plural("en-GB", total, { one: `${e(total)} case`, other: `${e(total)} cases` })} matching the filter`,
    allMatchingSelected: (count: number) => `The ${plural("en-GB", count, { one: `${e(count)} case`, other: `${e(count)} cases` })} matching the filter are selected.`,
    selectAllCapped: (max: number) => `(the first ${e(max)})`,
    selectingAll: "Selecting…",
    selectAllError: "Could not read the cases matching the filter",
    emptySelection: "Empty the selection",
    noSelection: "Select at least one case",
    unknownAction: "Unknown action",
    tooMany: (max: number) => `At most ${e(max)} cases at a time`,
    bulkLabel: "Actions on the selection",
    bulkClear: "Clear the selection",
    bulkDelete: "Delete the selection",
    bulkBan: "Ban the authors",
    bulkShort: { clear: "Clear", delete: "Delete", ban: "Ban" },
    confirm: {
      clear: (count: number) => `Clear ${plural("en-GB", count, { one: `${e(count)} case`, other: `${e(count)} cases` })}?`,
      delete: (count: number) => `Delete ${plural("en-GB", count, { one: `${e(count)} case`, other: `${e(count)} cases` })}?`,
      ban: (count: number) => `Ban the authors of ${plural("en-GB", count, { one: `${e(count)} case`, other: `${e(count)} cases` })}?`,
    },
    confirmDetail: {
      clear: "Their reports are cleared and the content shows again.",
      delete: "The content is deleted for good; each author is told.",
      ban: "Each author is banned once, even with several cases.",
    },
    confirmButton: {
      clear: (count: number) => `Yes, clear ${plural("en-GB", count, { one: `${e(count)} case`, other: `${e(count)} cases` })}`,
      delete: (count: number) => `Yes, delete ${plural("en-GB", count, { one: `${e(count)} case`, other: `${e(count)} cases` })}`,
      ban: (count: number) => `Yes, ban the authors of ${plural("en-GB", count, { one: `${e(count)} case`, other: `${e(count)} cases` })}`,
    },
    cancel: "Cancel",
    close: "Close",
    deleteReason: "Reason (told to the authors, optional)",
    banScope: { posts: "Banned from posts", comments: "Banned from comments", chat: "Banned from the chat" },
    progressLabel: "Progress",
    progress: (done: number, total: number, failed: number) => `${e(done)} of ${e(total)} done, ${e(failed)} failed`,
    summary: (done: number, failed: number) => `Finished: ${e(done)} done, ${e(failed)} failed`,
    stopped: "Stopped",
    failuresTitle: "Failures",
    failure: (itemId: string, message: string) => `${itemId}: ${message}`,
    networkError: "Network unavailable",
  },
} as const satisfies Catalogue;

const fr = {
  // Actions (§2).
  ban: "Bannir",
  clear: "Nettoyer",
  delete: "Supprimer",
  alreadyBanned: "Déjà banni", // (ours: the spec says 'labelled as already banned')
  unban: "Débannir", // (ours)
  viewReason: "Voir la raison", // (ours)
  refresh: "Actualiser", // (ours)
  reply: "Réponse", // (ours: the reply marker of a reported comment)
  banReasonRequired: "La raison du bannissement est obligatoire", // (ours: §5, a blank reason disables confirm)
  reasonTooLong: (max: number) => `${max} caractères au maximum`,

  // The ban dialog (ours: §5 Bans).
  banTitle: (name: string) => `Bannir ${name}`,
  banReason: "Raison",
  banDuration: "Durée",
  durations: { "24h": "24 heures", "72h": "72 heures", "7d": "7 jours", "30d": "30 jours", permanent: "Définitif" },
  historyTitle: "Historique de modération (6 derniers mois)",
  // What a ban does with the author's reported items (ours: issue 42; they leave the queue either way).
  authorItemsLegend: "Ses éléments signalés",
  /** A row's delete asks for the reason its author is told (ours: issue 42). */
  deleteMotive: "Motif donné à l'auteur (facultatif)",
  authorItems: { clear: "Effacer leurs signalements (ils restent visibles)", remove: "Les supprimer (l'auteur est prévenu une fois)" },
  authorItemsSettled: (count: number) => (count === 0 ? "Aucun autre signalement en attente." : plural("fr-FR", count, { one: `${count} signalement traité.`, other: `${count} signalements traités.` })),
  noHistory: "Aucune action de modération",
  confirmBan: "Confirmer le bannissement",
  until: "Jusqu'au",
  bannedBy: "Banni par",
  bannedBadge: "Banni",
  reportedBy: "Signalé par",
  room: "Salon", // (ours)
  hiddenBadge: "Masqué (3 signalements)", // (ours: auto-hidden until a moderator decides)
  reportedImage: "Image signalée", // (ours)
  reportedAudio: "Message vocal signalé", // (ours)

  // The screens' titles (ours).
  titles: { reports: "Messages signalés", posts: "Modération des posts", comments: "Modération des commentaires", votes: "Modération des votes" },
  reportCount: (count: number) => plural("fr-FR", count, { one: `${count} signalement`, other: `${count} signalements` }),

  // Tabs (ours: the spec names them).
  tabsLabel: "Onglets",
  tabs: {
    messages: "Messages",
    reportedPosts: "Posts signalés",
    reportedComments: "Commentaires signalés",
    bannedUsers: "Utilisateurs bannis",
    // The votes' queue (ours: issue 42): team votes and player polls, each its own queue.
    teamVotes: "Votes d'équipe signalés",
    playerVotes: "Sondages signalés",
  },

  // Empty states (§2).
  noReportedPosts: "Aucun post signalé",
  noBannedUsers: "Aucun utilisateur banni",
  noReportedComments: "Aucun commentaire signalé", // (ours)
  noReportedVotes: "Aucun vote signalé", // (ours)
  // The votes' queue (ours: issue 42).
  votes: {
    ratings: (count: number) => plural("fr-FR", count, { one: `${count} vote`, other: `${count} votes` }),
    gameweek: (gw: number) => `J${gw}`,
    confirmDelete: "Supprimer ce vote et ses notes ? Cette action est définitive.",
    deleted: "Vote supprimé avec succès",
    deleteError: "Erreur lors de la suppression du vote",
    bannedHint: "Ses auteurs bannis le sont des posts et des votes : voir l'onglet des bannis de la modération des posts.",
  },
  noReportedMessages: "Aucun message signalé", // (ours)

  // Chat reports and bans (§8).
  deleteMessageError: "Erreur lors de la suppression du message",
  clearReportsError: "Erreur lors du nettoyage des reports",
  banError: "Erreur lors du bannissement",
  unbanError: "Erreur lors du débannissement",
  messageDeleted: "Message supprimé avec succès",
  /** The spec's text, ellipsis included. */
  reportsCleared: "Reports nettoyés avec succès...",
  bannedFromChat: (name: string) => `${name} a été banni du chat`,
  unbannedFromChat: (name: string) => `${name} a été débanni du chat`, // (ours: §8 describes it)

  // Posts (§8).
  deletePostError: "Erreur lors de la suppression du post",
  postDeleted: "Post supprimé avec succès",
  bannedFromPosts: (name: string) => `${name} a été banni des posts`, // (ours: §8 describes it)
  unbannedFromPosts: (name: string) => `${name} a été débanni des posts`, // (ours)
  /** Quoted in English by §8 for the moderation lists' load failure. */
  loadPostsError: "Erreur lors du chargement des posts",

  // Comments (§8).
  loadDataError: "Erreur lors du chargement des données",
  deleteCommentError: "Erreur lors de la suppression du commentaire",
  clearCommentReportsError: "Erreur lors de l'effacement des signalements",
  banUserError: "Erreur lors du bannissement de l'utilisateur",
  unbanUserError: "Erreur lors du débannissement de l'utilisateur",
  commentDeleted: "Commentaire supprimé avec succès",
  commentReportsCleared: "Signalements effacés avec succès",
  bannedFromComments: (name: string) => `${name} a été banni des commentaires`, // (ours)
  unbannedFromComments: (name: string) => `${name} a été débanni des commentaires`, // (ours)

  // The moderation core's refusals (ours: the spec gives no text for them).
  cannotReportOwn: "Vous ne pouvez pas signaler votre propre contenu",
  noOpenReports: "Aucun signalement en attente pour cet élément",
  userNotFound: "Utilisateur introuvable",
  cannotBanThisUser: "Vous ne pouvez pas bannir cet utilisateur",
  notBanned: "Cet utilisateur n'est pas banni",
  /** A banned user's refused write: the scope, the reason and the end (fr-FR). */
  youAreBanned: (scope: "posts" | "comments" | "chat", reason: string, endsAt: number | null) =>
    `Vous êtes banni ${BANNED_FROM_FR[scope]}${endsAt === null ? "" : ` jusqu'au ${formatDate(endsAt, "fr-FR", "dateTime")}`}. Raison : ${reason}`,

  // Confirmations before anything destructive (ours: the spec's modals).
  confirmDeletePost: "Supprimer ce post ? Cette action est définitive.",
  confirmDeleteComment: "Supprimer ce commentaire ? Cette action est définitive.",
  confirmDeleteMessage: "Supprimer ce message ? Cette action est définitive.",
  confirmClearReports: "Effacer tous les signalements de cet élément ?",
  confirmUnban: (name: string) => `Débannir ${name} ?`,

  // The queues at community scale (ours: issue 25): pager, filters, selection and bulk actions.
  queue: {
    pagerLabel: "Pages de la file",
    showing: (from: number, to: number, total: number) => (total === 0 ? "0 cas" : `${n(from)}–${n(to)} sur ${n(total)} cas`),
    previous: "Précédents",
    next: "Suivants",
    page: (page: number, last: number) => `Page ${n(page)} sur ${n(last)}`,
    filtersLabel: "Filtrer la file",
    filtersSummary: (active: number) => (active ? `Filtres (${plural("fr-FR", active, { one: `${n(active)} actif`, other: `${n(active)} actifs` })})` : "Filtres"),
    filterReason: "Raison du signalement",
    filterAuthor: "Auteur",
    filterStadium: "Stade",
    filterRoom: "Salon",
    filterGameweek: "Journée",
    filterAge: "Signalé depuis (heures)",
    anyContext: "Tous",
    applyFilters: "Filtrer",
    clearFilters: "Effacer les filtres",
    noMatch: "Aucun cas ne correspond à ces filtres.",
    selectRow: (label: string) => `Sélectionner ${label}`,
    selectPage: "Tout sélectionner sur cette page",
    selected: (count: number) => plural("fr-FR", count, { one: `${n(count)} sélectionné`, other: `${n(count)} sélectionnés` }),
    selectAllMatching: (total: number) => `Sélectionner les ${n(total)} cas correspondant au filtre`,
    allMatchingSelected: (count: number) => `Les ${n(count)} cas correspondant au filtre sont sélectionnés.`,
    selectAllCapped: (max: number) => `(les ${n(max)} premiers)`,
    selectingAll: "Sélection en cours…",
    selectAllError: "Impossible de lire les cas correspondant au filtre",
    emptySelection: "Vider la sélection",
    noSelection: "Sélectionnez au moins un cas",
    unknownAction: "Action inconnue",
    tooMany: (max: number) => `${n(max)} cas au plus à la fois`,
    bulkLabel: "Actions sur la sélection",
    bulkClear: "Nettoyer la sélection",
    bulkDelete: "Supprimer la sélection",
    bulkBan: "Bannir les auteurs",
    /** The same actions' words on a phone's action bar (the buttons keep the full names above). */
    bulkShort: { clear: "Nettoyer", delete: "Supprimer", ban: "Bannir" },
    /** The one confirmation, with how many (issue 25: "Clear 300 cases?"). */
    confirm: {
      clear: (count: number) => `Nettoyer ${n(count)} cas ?`,
      delete: (count: number) => `Supprimer ${n(count)} cas ?`,
      ban: (count: number) => `Bannir les auteurs de ${n(count)} cas ?`,
    },
    confirmDetail: {
      clear: "Leurs signalements sont effacés et le contenu redevient visible.",
      delete: "Le contenu est supprimé définitivement ; chaque auteur en est averti.",
      ban: "Chaque auteur est banni une seule fois, même s'il a plusieurs cas.",
    },
    confirmButton: {
      clear: (count: number) => `Oui, nettoyer ${n(count)} cas`,
      delete: (count: number) => `Oui, supprimer ${n(count)} cas`,
      ban: (count: number) => `Oui, bannir les auteurs de ${n(count)} cas`,
    },
    cancel: "Annuler",
    close: "Fermer",
    deleteReason: "Raison (communiquée aux auteurs, facultative)",
    banScope: { posts: "Bannis des posts", comments: "Bannis des commentaires", chat: "Bannis du chat" },
    progressLabel: "Progression",
    progress: (done: number, total: number, failed: number) => `${n(done)} sur ${n(total)} traités, ${plural("fr-FR", failed, { one: `${n(failed)} échec`, other: `${n(failed)} échecs` })}`,
    summary: (done: number, failed: number) => `Terminé : ${plural("fr-FR", done, { one: `${n(done)} traité`, other: `${n(done)} traités` })}, ${plural("fr-FR", failed, { one: `${n(failed)} échec`, other: `${n(failed)} échecs` })}`,
    stopped: "Arrêté",
    failuresTitle: "Échecs",
    failure: (itemId: string, message: string) => `${itemId} : ${message}`,
    networkError: "Réseau indisponible",
  },
};

export const moderationMessages = localized(en, fr);
