// Admin screens: community.md §2 "Admin screens", §5 "Challenge (admin)", "Stadium", §8 "User
// admin alerts", "Stadium management", "Data management". Challenges, leaks, orders and users
// are English; stadium and data management French (issue 45: both languages in each). Moderation:
// ./moderation.ts. Stadium image refusals: domain/uploads.ts (stadiumImage).
import type { Catalogue } from "./index.ts";

/** English. */
export const adminChallengeMessages = {
  addTitle: "Add New Challenge",
  gameweekExists: (gameweek: number) => `Gameweek ${gameweek} already exists!`,
  created: "Challenge created", // (ours: the spec's 2-second success banner)
  // A player named in the rules that is no player (ours: issue 25), with the closest names.
  unknownPlayer: (name: string, closest: readonly string[]) =>
    closest.length
      ? `No player is named “${name}”. Did you mean ${closest.length > 1 ? `${closest.slice(0, -1).join(", ")} or ${closest.at(-1)}` : closest[0]}?`
      : `No player is named “${name}”: check the spelling.`,
  ambiguousPlayer: (name: string) => `“${name}” names several players: pick one from the list`,
} as const satisfies Catalogue;

/** English. */
export const adminUserMessages = {
  deleteError: "Error deleting user. Please try again.",
  updateError: "Error updating user. Please try again.",
  statusError: "Error updating user status. Please try again.",
  // (ours)
  title: "User Management",
  // What the signed-in role can do here (issue 41): an admin everything, a moderator bans.
  blurb: "As an administrator you can sort, search and view every account, edit, ban or delete it, change roles and show contact details (each view audited). Bans end the user's sessions at once.",
  moderatorBlurb:
    "As a moderator you can view accounts and ban or unban ordinary users, from the whole site or from posts, comments or chat. Editing, deleting, roles and contact details are for administrators.",
  searchLabel: "Search users",
  searchPlaceholder: "Username, team or name (admins: email too)",
  apply: "Show",
  clear: "Clear search",
  sortBy: "Sort by",
  sorts: { createdAt: "Creation date", lastLogin: "Last login", points: "Points", username: "Username" },
  order: "Order",
  orders: { desc: "Descending", asc: "Ascending" },
  empty: "No users yet.",
  noMatch: (q: string) => `No user matches “${q}”.`,
  columns: { user: "User", team: "Team", status: "Status", points: "Points", createdAt: "Created", lastLogin: "Last login" },
  active: "Active",
  banned: "Banned",
  never: "Never",
  close: "Close",
  details: "User details",
  notFound: "This user does not exist or was deleted.",
  profile: "Profile",
  standing: "Season standing",
  noStanding: "Not ranked yet",
  pointsHistory: "Points history",
  noPoints: "No points movements yet.",
  pointsShown: (shown: number, total: number) => `Latest ${shown} of ${total} movements`,
  teams: "Teams",
  noTeams: "No team saved yet.",
  moderationHistory: "Moderation history",
  noModeration: "No moderation action concerns this user.",
  ban: "Ban user",
  banReason: "Reason for the ban",
  banHint: "The user is signed out everywhere at once and cannot sign in until unbanned.",
  confirmBan: "Ban",
  unban: "Unban user",
  unbanReason: "Note (optional)",
  banned_: (username: string) => `${username} is banned and signed out.`,
  unbanned: (username: string) => `${username} can sign in again.`,
  edit: "Edit user",
  save: "Save changes",
  saved: (username: string) => `${username} updated.`,
  roleHint: "Only administrators change roles.",
  deleteUser: "Delete user",
  deleteQuestion: (username: string) =>
    `Delete ${username}? Their personal data is erased and they are signed out; their points history and past rankings stay, shown as 'deleted user'. This cannot be undone.`,
  confirmDelete: "Yes, delete",
  deleted: (username: string) => `${username} deleted.`,
  cannotManage: "Only administrators can act on a moderator or an administrator.",
  self: "This is your account: use your profile to change it.",
  usersPages: "User list pages",
  // Issue 25: ban lengths, scoped bans, filters, contact details.
  banDuration: "How long",
  durations: { "24h": "1 day", "72h": "3 days", "7d": "7 days", "30d": "30 days", permanent: "Permanent" },
  bannedUntil: "Banned until",
  bannedForGood: "Banned, no end date",
  deactivatedReason: "Reason",
  noReason: "No reason given",
  scopes: { posts: "Posts", comments: "Comments", chat: "Chat" },
  scopeBan: (scope: string) => `${scope} ban`,
  until: "until",
  scopedBans: "Bans from posts, comments or chat",
  scopedBansHint: "The user can still read; writing in that place is refused with your reason until the end date.",
  noScopedBans: "No ban from posts, comments or chat in force.",
  banScope: "Ban from",
  scopeBanReason: "Reason for this ban",
  scopeBanDuration: "Length of this ban",
  confirmScopeBan: "Ban from this",
  liftScopeBan: "Lift",
  scopeBanned: (username: string, scope: string) => `${username} is banned from ${scope.toLowerCase()}.`,
  scopeUnbanned: (username: string, scope: string) => `${username} may write in ${scope.toLowerCase()} again.`,
  roleFilter: "Role",
  statusFilter: "Status",
  anyRole: "Any role",
  anyStatus: "Any status",
  roles: { user: "Users", moderator: "Moderators", admin: "Admins", staff: "Staff (moderators and admins)" },
  statuses: { active: "Active", deactivated: "Deactivated (account ban)", banned: "Banned from posts, comments or chat" },
  clearFilters: "Clear filters",
  noMatchFilters: "No user matches these filters.",
  contact: "Contact details",
  showContact: "Show contact details",
  contactHint: "Administrators only. Each view is written to the audit log.",
  emailBehindContact: "The email is a contact detail: show the contact details to change it.",
  email: "Email",
  phone: "Phone",
  address: "Address",
  city: "City",
  postalCode: "Postal code",
  country: "Country",
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
  // Archiving (ours: issue 25, a stadium with posts is archived, never deleted).
  hasPosts: (posts: number) => `Ce stade a ${posts} post(s) : archivez-le plutôt (il quitte la liste des stades et son mur passe en lecture seule).`,
  archived: "Stade archivé : il n'est plus proposé et son mur est en lecture seule.",
  unarchived: "Stade réactivé.",
  archive: "Archiver",
  unarchive: "Réactiver",
  archivedBadge: "Archivé",
  deleteQuestionEmpty: (name: string) => `Supprimer ${name} ? Il n'a aucun post. Cette action est définitive.`,
  archiveQuestion: (name: string, posts: number, fans: number) =>
    `Archiver ${name} ? Ses ${posts} post(s) restent lisibles, plus rien ne peut y être publié, et ${fans} supporter(s) qui l'avaient choisi devront en choisir un autre.`,
  readOnlyWall: "Ce stade est archivé : son mur est en lecture seule.",
  usage: (posts: number, comments: number, fans: number) => `${posts} post(s) · ${comments} commentaire(s) · ${fans} supporter(s)`,
  confirmArchive: "Oui, archiver",
  showArchived: "Archivés inclus",
  imageUploaded: "Image uploadée avec succès !",
  // The /adminstadiums screen (ours).
  title: "Gestion des stades",
  searchLabel: "Rechercher un stade",
  search: "Rechercher",
  league: "Ligue",
  allLeagues: "Toutes",
  country: "Pays",
  city: "Ville",
  capacity: "Capacité",
  add: "Ajouter un stade",
  nameField: "Nom du stade *",
  clubField: "Club *",
  primaryColor: "Couleur principale",
  secondaryColor: "Couleur secondaire",
  imageField: "Image (5 Mo max)",
  save: "Enregistrer",
  create: "Ajouter",
  edit: "Modifier",
  delete: "Supprimer",
  deleteQuestion: (name: string) => `Supprimer ${name} et tout son mur ? Cette action est définitive.`,
  confirmDelete: "Oui, supprimer",
} as const satisfies Catalogue;

/** French. */
export const adminDataMessages = {
  connectionError: "Erreur de connexion",
  restoreConnectionError: "Erreur de connexion lors de la restauration",
  restoreError: (detail: string) => `Erreur : ${detail}`,
  restored: (players: number | string) => `Restauration réussie : ${players} joueurs restaurés`,
  // (ours)
  title: "Gestion des données",
  blurb: "Joueurs et équipes de Premier League depuis la source FPL, et les sauvegardes des joueurs.",
  playersTitle: "Extraction des joueurs",
  playersText: "Remplace tous les joueurs par ceux de la source FPL. Une sauvegarde horodatée est créée automatiquement avant.",
  extractPlayers: "Extraire les joueurs",
  teamsTitle: "Extraction des équipes",
  teamsText: "Met à jour les 20 équipes de Premier League depuis la source FPL.",
  extractTeams: "Extraire les équipes",
  running: "Extraction en cours…",
  restoring: "Restauration en cours…",
  playersExtracted: (n: number) => `Extraction réussie : ${n} joueurs importés`,
  teamsExtracted: (n: number) => `Extraction réussie : ${n} équipes importées`,
  backupTaken: (table: string, players: number) => `Sauvegarde ${table} : les ${players} joueurs précédents`,
  // Held: a warning, not a success (issue 41), with the saved teams that pick a player it would remove.
  extractionHeld: (removed: number, priceChanges: number, teams: number) =>
    `Rien n'a été modifié : cette extraction retirerait ${removed} joueur(s) et changerait ${priceChanges} prix, plus qu'une semaine normale. ${
      teams === 0 ? "Aucune équipe enregistrée ne contient les joueurs retirés." : teams === 1 ? "1 équipe enregistrée contient des joueurs retirés." : `${teams} équipes enregistrées contiennent des joueurs retirés.`
    } Vérifiez les changements, puis confirmez pour les appliquer.`,
  confirmExtraction: "Confirmer et appliquer",
  extractionTruncated: "Erreur : la source ne contient pas assez de joueurs (extraction tronquée). Rien n'a été modifié.",
  restoredFrom: (table: string) => `Depuis ${table}`,
  changesTitle: "Changements",
  added: (n: number) => `${n} joueur(s) ajouté(s)`,
  removed: (n: number) => `${n} joueur(s) retiré(s)`,
  priceChanges: (n: number) => `${n} changement(s) de prix`,
  noChanges: "Aucun changement par rapport aux joueurs précédents.",
  backupsTitle: "Sauvegardes des joueurs",
  noBackups: "Aucune sauvegarde pour l'instant : la première extraction des joueurs en crée une.",
  columns: { table: "Sauvegarde", createdAt: "Date", players: "Joueurs", actions: "Actions" },
  restore: "Restaurer",
  restoreQuestion: (table: string, players: number) => `Restaurer ${table} (${players} joueurs) ? Les joueurs actuels seront remplacés.`,
  confirmRestore: "Oui, restaurer",
  instructionsTitle: "Instructions",
  instructions: {
    order: "Extrayez d'abord les équipes, puis les joueurs (un joueur doit appartenir à une équipe connue).",
    backups: "Chaque extraction des joueurs sauvegarde la table actuelle ; la liste ci-dessous les montre de la plus récente à la plus ancienne.",
    restore: "Restaurer une sauvegarde remplace tous les joueurs actuels par ceux de la sauvegarde.",
    audit: "Chaque action est inscrite au journal d'audit.",
  },
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

/** The admin data screen's progress of the scoring queue's runs (decision 035). */
export const adminDataFanOutMessages = {
  title: "Calcul des points réparti",
  text: (fromTeams: string, perChunk: string) =>
    `Une journée d'au moins ${fromTeams} équipes est notée par lots d'au plus ${perChunk} équipes (une ou plusieurs par base de données de managers) dans la file de calcul ; le dernier lot calcule les classements.`,
  gameweek: (gw: number, final: boolean) => `Journée ${gw}${final ? " (finale)" : ""}`,
  chunks: (done: string, total: string) => `${done} lot(s) sur ${total}`,
  teams: (n: string) => `${n} équipe(s)`,
  slowest: (seconds: string | null) => (seconds === null ? "—" : `${seconds} s`),
  finished: "Classée",
  running: "En cours",
  columns: { gameweek: "Journée", startedAt: "Lancé", progress: "Avancement", teams: "Équipes notées", slowest: "Lot le plus lent" },
  empty: "Aucun calcul réparti pour l'instant : les journées ont moins d'équipes que le seuil, le job les note lui-même.",
} as const satisfies Catalogue;

/** /admindata (French, like the rest of the screen): which season's scoring rules scored each gameweek (ours). */
export const adminDataScoringMessages = {
  title: "Règles de score par journée",
  text: (season: string) =>
    `Chaque journée garde la saison dont les règles officielles FPL ont calculé ses points. Le jeu note les nouvelles journées avec les règles ${season}.`,
  gameweeks: (from: number, to: number) => (from === to ? `Journée ${from}` : `Journées ${from} à ${to}`),
  rules: (season: string) => `Règles ${season}`,
  notScored: "Pas encore notée(s)",
  columns: { gameweeks: "Journées", rules: "Règles de score" },
  empty: "Aucune journée dans le calendrier.",
} as const satisfies Catalogue;
