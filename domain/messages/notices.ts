// The shell's notices: the bell in the header and /notices, where a user reads what happened to
// their account and what they wrote (issue 25). A notice is stored as its kind and values and
// its text composed here when it is read, in the reader's language (issue 45), whatever screen it
// concerns (api/services/users.ts); only what people wrote (a label, a reason) is theirs.
import { plural } from "../format.ts";
import { deadlineText } from "../deadline.ts";
import { localized, type Catalogue } from "./index.ts";

const ITEM_NAMES = {
  post: ["post", "posts"],
  comment: ["comment", "comments"],
  chat_message: ["chat message", "chat messages"],
  leak: ["leak", "leaks"],
  team_vote: ["team vote", "team votes"],
  player_vote: ["player poll", "player polls"],
} as const;
const BAN_SCOPES = { posts: "posting on the fan wall and in the votes", comments: "commenting", chat: "the chat" } as const;
const because = (reason: string | null) => (reason ? `. Reason: ${reason}` : ".");

const en = {
  title: "Notices",
  blurb: "What happened to your account and to what you wrote: removals and bans by the moderators with their reason, your orders, sign-in email changes, password recovery attempts.",
  empty: "No notices. If the moderators remove something you wrote or ban you, or your sign-in email changes, you will be told here.",
  unreadBadge: "New",
  markRead: "Mark as read",
  markAllRead: "Mark all as read",
  allMarked: "All notices marked as read.",
  marked: "Notice marked as read.",
  unreadCount: (n: number) => (n === 0 ? "Everything is read." : `${n} unread`),
  kinds: {
    content_removed: "Removed by the moderators",
    user_banned: "Banned by the moderators",
    email_changed: "Sign-in email changed",
    recovery_attempts: "Password recovery attempts",
    order_status: "Your order",
  },
  /** One moderation action's removals: 'Your comment "…" was removed', '30 of your comments were removed'. */
  removed: (item: keyof typeof ITEM_NAMES, label: string, count: number, reason: string | null) =>
    count > 1
      ? `${count} of your ${ITEM_NAMES[item][1]} were removed by the moderators${because(reason)}`
      : `Your ${ITEM_NAMES[item][0]}${label ? ` "${label}"` : ""} was removed by the moderators${because(reason)}`,
  /** A ban: what it bars, until when (UK time, like the page) or for good, and why. */
  banned: (scope: keyof typeof BAN_SCOPES, endsAt: number | null, reason: string) =>
    `You are banned from ${BAN_SCOPES[scope]} ${endsAt === null ? "permanently" : `until ${deadlineText(endsAt)}`}. Reason: ${reason}`,
  emailChanged: (oldEmail: string, newEmail: string) => `Your account's sign-in email changed from ${oldEmail} to ${newEmail}. If it was not you, contact the team.`,
  latestShown: (n: number) => `The latest ${n} notices are shown.`,
  listLabel: "Your notices",
} as const satisfies Catalogue;

/** What each item is called in French, and whether the word is feminine (for 'supprimé(e)'). */
const ITEM_NAMES_FR = {
  post: ["post", "posts", false],
  comment: ["commentaire", "commentaires", false],
  chat_message: ["message du chat", "messages du chat", false],
  leak: ["fuite", "fuites", true],
  team_vote: ["vote d'équipe", "votes d'équipe", false],
  player_vote: ["sondage joueurs", "sondages joueurs", false],
} as const;
const BAN_SCOPES_FR = { posts: "publier sur le mur des fans et dans les votes", comments: "commenter", chat: "écrire dans le chat" } as const;
const parce = (reason: string | null) => (reason ? `. Raison : ${reason}` : ".");

const fr = {
  title: "Avis",
  blurb: "Ce qui est arrivé à votre compte et à ce que vous avez écrit : suppressions et bannissements par les modérateurs avec leur raison, vos commandes, les changements de l'e-mail de connexion, les tentatives de récupération du mot de passe.",
  empty: "Aucun avis. Si les modérateurs suppriment quelque chose que vous avez écrit ou vous bannissent, ou si votre e-mail de connexion change, vous le lirez ici.",
  unreadBadge: "Nouveau",
  markRead: "Marquer comme lu",
  markAllRead: "Tout marquer comme lu",
  allMarked: "Tous les avis sont marqués comme lus.",
  marked: "Avis marqué comme lu.",
  unreadCount: (n: number) => (n === 0 ? "Tout est lu." : plural("fr-FR", n, { one: `${n} non lu`, other: `${n} non lus` })),
  kinds: {
    content_removed: "Supprimé par les modérateurs",
    user_banned: "Banni par les modérateurs",
    email_changed: "E-mail de connexion modifié",
    recovery_attempts: "Tentatives de récupération du mot de passe",
    order_status: "Votre commande",
  },
  removed: (item: keyof typeof ITEM_NAMES, label: string, count: number, reason: string | null) => {
    const [one, many, feminine] = ITEM_NAMES_FR[item];
    return count > 1
      ? `${count} de vos ${many} ont été supprimé${feminine ? "e" : ""}s par les modérateurs${parce(reason)}`
      : `Votre ${one}${label ? ` « ${label} »` : ""} a été supprimé${feminine ? "e" : ""} par les modérateurs${parce(reason)}`;
  },
  banned: (scope: keyof typeof BAN_SCOPES, endsAt: number | null, reason: string) =>
    `Il vous est interdit de ${BAN_SCOPES_FR[scope]} ${endsAt === null ? "définitivement" : `jusqu'au ${deadlineText(endsAt)}`}. Raison : ${reason}`,
  emailChanged: (oldEmail: string, newEmail: string) => `L'e-mail de connexion de votre compte est passé de ${oldEmail} à ${newEmail}. Si ce n'était pas vous, contactez l'équipe.`,
  latestShown: (n: number) => `Les ${n} derniers avis sont affichés.`,
  listLabel: "Vos avis",
};

export const noticeMessages = /*#__PURE__*/ localized(en, fr);
