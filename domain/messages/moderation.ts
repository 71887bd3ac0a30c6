// Moderation (French): reported chat messages and chat bans (/adminreports), post moderation
// (/adminposts), comment moderation (/admincomments). community.md §2 "Admin screens", §5 Bans,
// §8 "Moderation".
import type { Catalogue } from "./index.ts";
import { formatDate, formatNumber } from "../format.ts";

const n = (value: number) => formatNumber(value, "fr-FR");

const BANNED_FROM = { posts: "des posts", comments: "des commentaires", chat: "du chat" } as const;

export const moderationMessages = {
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
  authorItemsSettled: (n: number) => (n === 0 ? "Aucun autre signalement en attente." : n === 1 ? "1 signalement traité." : `${n} signalements traités.`),
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
  reportCount: (n: number) => `${n} signalement(s)`, // (ours)

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
    ratings: (n: number) => (n <= 1 ? `${n} vote` : `${n} votes`),
    gameweek: (n: number) => `J${n}`,
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
  loadPostsError: "Error loading posts",

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
    `Vous êtes banni ${BANNED_FROM[scope]}${endsAt === null ? "" : ` jusqu'au ${formatDate(endsAt, "fr-FR", "dateTime")}`}. Raison : ${reason}`,

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
    previous: "← Précédents",
    next: "Suivants →",
    page: (page: number, last: number) => `Page ${n(page)} sur ${n(last)}`,
    filtersLabel: "Filtrer la file",
    filtersSummary: (active: number) => (active ? `Filtres (${n(active)} actif(s))` : "Filtres"),
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
    selected: (count: number) => `${n(count)} sélectionné(s)`,
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
    progress: (done: number, total: number, failed: number) => `${n(done)} sur ${n(total)} traités, ${n(failed)} échec(s)`,
    summary: (done: number, failed: number) => `Terminé : ${n(done)} traité(s), ${n(failed)} échec(s)`,
    stopped: "Arrêté",
    failuresTitle: "Échecs",
    failure: (itemId: string, message: string) => `${itemId} : ${message}`,
    networkError: "Réseau indisponible",
  },
} as const satisfies Catalogue;
