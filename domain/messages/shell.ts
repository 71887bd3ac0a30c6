// The shell: header, menus, footer, error pages, dialogs and toasts, the theme and language
// switches, page titles. Ours; the menus' English names are the spec's (game.md §2 Navigation).
import { formatDate, type DateInput } from "../format.ts";
import { currentLocale, currentTimeZone, LEAGUE_TIME_ZONE } from "../locale.ts";
import { localized, type Catalogue } from "./index.ts";

const en = {
  nav: {
    arena: "Arena",
    liveTeam: "Live Team",
    chat: "Chat",
    terrace: "Terrace",
    leaks: "Leaks",
    fixtures: "Fixtures",
    leaderboard: "Leaderboard",
    profile: "Profile",
    pickTeam: "Pick Team",
    myTeam: "My Team",
    store: "Store",
    votes: "Votes",
    notices: "Notices",
    staffHome: "Staff Home",
    addChallenge: "Add Challenge",
    challenges: "Challenges",
    addLeak: "Add Leak",
    manageLeaks: "Leaks",
    orders: "Orders",
    users: "Users",
    chatReports: "Chat Reports",
    posts: "Posts",
    comments: "Comments",
    reportedVotes: "Reported Votes",
    stadiums: "Stadiums",
    playerData: "Player Data",
    auditLog: "Audit Log",
    /** The phone Menu's name for an admin item whose label the Menu already uses ('Manage Leaks'). */
    manage: (label: string) => `Manage ${label}`,
  },
  header: {
    skipToContent: "Skip to content",
    home: "Terrace home",
    mainNav: "Main",
    mainNavMobile: "Main (mobile)",
    fantasyTools: "Fantasy Tools",
    admin: "Admin",
    yourProfile: "Your profile",
    points: (points: string) => `${points} pts`,
    online: "Online",
    offline: "Offline",
    logout: "Logout",
    menu: "Menu",
  },
  theme: { toDark: "Switch to dark theme", toLight: "Switch to light theme" },
  language: {
    label: "Language",
    /** Each language named in itself: the switch offers the other one. */
    names: { "en-GB": "English", "fr-FR": "Français" },
    switchTo: (name: string) => `Switch the language to ${name}`,
  },
  errors: {
    pageNotFound: "Page not found",
    notFound: "Not found",
    notFoundText: "Not found.",
    notAllowed: "Not allowed",
    failed: "Something went wrong",
    failedText: "Something went wrong. Please try again.",
    backHome: "Back to Terrace",
    backToPickTeam: "Back to Pick Team",
  },
  dialog: { close: "Close", dismiss: "Dismiss" },
  /** Which clock a deadline is told in: the league's (UK) or the reader's own. */
  zone: { league: "UK time", reader: "your time" },
  copyright: (year: number) => `© ${year} Terrace`,
  meta: {
    title: (page: string) => `${page} — Terrace`,
    defaultTitle: "Terrace — fantasy football challenges",
    description: "Build your squad for each gameweek challenge, follow it live and join the fan community.",
  },
} as const satisfies Catalogue;

const fr = {
  nav: {
    arena: "Arène",
    liveTeam: "Équipe en direct",
    chat: "Chat",
    terrace: "Terrace",
    leaks: "Fuites",
    fixtures: "Calendrier",
    leaderboard: "Classement",
    profile: "Profil",
    pickTeam: "Composer",
    myTeam: "Mon équipe",
    store: "Boutique",
    votes: "Votes",
    notices: "Avis",
    staffHome: "Accueil équipe",
    addChallenge: "Ajouter un défi",
    challenges: "Défis",
    addLeak: "Ajouter une fuite",
    manageLeaks: "Fuites",
    orders: "Commandes",
    users: "Utilisateurs",
    chatReports: "Signalements du chat",
    posts: "Posts",
    comments: "Commentaires",
    reportedVotes: "Votes signalés",
    stadiums: "Stades",
    playerData: "Données joueurs",
    auditLog: "Journal d'audit",
    manage: (label: string) => `Gérer : ${label}`,
  },
  header: {
    skipToContent: "Aller au contenu",
    home: "Accueil Terrace",
    mainNav: "Principal",
    mainNavMobile: "Principal (mobile)",
    fantasyTools: "Outils fantasy",
    admin: "Admin",
    yourProfile: "Votre profil",
    points: (points: string) => `${points} pts`,
    online: "En ligne",
    offline: "Hors ligne",
    logout: "Déconnexion",
    menu: "Menu",
  },
  theme: { toDark: "Passer au thème sombre", toLight: "Passer au thème clair" },
  language: {
    label: "Langue",
    names: { "en-GB": "English", "fr-FR": "Français" },
    switchTo: (name: string) => `Passer la langue en ${name}`,
  },
  errors: {
    pageNotFound: "Page introuvable",
    notFound: "Introuvable",
    notFoundText: "Introuvable.",
    notAllowed: "Accès refusé",
    failed: "Un problème est survenu",
    failedText: "Un problème est survenu. Veuillez réessayer.",
    backHome: "Retour à Terrace",
    backToPickTeam: "Retour à la composition",
  },
  dialog: { close: "Fermer", dismiss: "Fermer" },
  zone: { league: "heure de Londres", reader: "votre heure" },
  copyright: (year: number) => `© ${year} Terrace`,
  meta: {
    title: (page: string) => `${page} — Terrace`,
    defaultTitle: "Terrace — défis de fantasy football",
    description: "Composez votre effectif pour chaque défi de la journée, suivez-le en direct et rejoignez la communauté des fans.",
  },
};

export const shellMessages = localized(en, fr);

/**
 * A deadline or an end, unambiguous: the date and time in the reader's zone and which clock that
 * is ('Sat 12 Dec 11:00 your time', 'sam. 12 déc. 11:00 heure de Londres').
 */
export function deadlineText(value: DateInput): string {
  const zone = currentTimeZone() === LEAGUE_TIME_ZONE ? shellMessages.zone.league : shellMessages.zone.reader;
  return `${formatDate(value, currentLocale(), "dateTime")} ${zone}`;
}
