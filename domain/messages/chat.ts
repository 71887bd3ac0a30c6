// Chat (French): community.md §2 "Chat", §5 "Chat message", §8 "Chat", §9 "Chat". Times:
// formatter("fr-FR").time (24-hour HH:MM), .dayHeading (Today, Yesterday, weekday, date) and
// .relative(…, { upTo: "hour" }) for last seen. File refusals: domain/uploads.ts (chatImage, chatAudio).
import type { ChatEmoji } from "../chat-ids.ts";
import { DELETED_USER_NAME, type Catalogue } from "./index.ts";

export const chatMessages = {
  // Quoted in English by the spec on this French screen.
  connecting: "Connecting to the arena communication system...",
  online: "ONLINE",
  offline: "OFFLINE",
  /** The end of the history (§4). */
  noMoreMessages: "No more messages to load",
  /** Last seen under a minute (§9); later ones come from the formatter. */
  justNow: "Just now",

  // Sending (§8).
  errorTitle: "Erreur",
  sendError: "Erreur lors de l'envoi du message. Veuillez réessayer.",
  fileUploadError: "Erreur lors de l'upload du fichier. Veuillez réessayer.",
  tooLong: (max: number) => `Le message doit faire au plus ${max} caractères`, // (ours)

  // Reporting (§8).
  messageAlreadyHandled: "Le message a déjà été traité et supprimé par les modérateurs",
  alreadyReported: "Vous avez déjà signalé ce message",
  reportError: "Erreur lors du signalement du message",
  reported: "Message signalé avec succès",
  copied: "Message copié dans le presse-papiers",

  // Rate limit and bans (ours).
  rateLimited: "Vous envoyez trop de messages. Patientez un instant.",
  banned: "Vous avez été banni du chat.",
  privateRoom: "Salon privé",

  // The /chat screen (ours unless marked; community.md §2 "Chat").
  ui: {
    title: "Chat",
    rooms: "Salons",
    participants: "Participants",
    messages: "Messages",
    earlierMessages: "Messages précédents",
    liveMessages: "Nouveaux messages",
    chatView: "Chat",
    views: "Vues du chat",
    online: "En ligne",
    lastSeen: (when: string) => `Vu ${when}`,
    onlineCount: (n: number) => `${n} en ligne`,
    noRooms: "Aucun salon disponible",
    noMessages: "Aucun message pour l'instant. Lancez la conversation !",
    noParticipants: "Personne pour l'instant",
    moreParticipants: "Afficher plus de participants",
    loadingParticipants: "Chargement des participants…",
    loadingOlder: "Chargement des messages…",
    loadOlder: "Messages précédents",
    unread: "Nouveaux messages",
    jumpToLatest: "Aller aux derniers messages",
    jumpToLatestCount: (n: number) => `${n} nouveau${n > 1 ? "x" : ""} message${n > 1 ? "s" : ""}`,
    typingOne: (name: string) => `${name} est en train d'écrire…`,
    typingMany: (names: string) => `${names} sont en train d'écrire…`,
    edited: "modifié",
    composerLabel: "Votre message",
    composerPlaceholder: "Écrivez un message…",
    composerHint: "Entrée pour envoyer, Maj+Entrée pour une nouvelle ligne",
    send: "Envoyer",
    attach: "Joindre une image ou un son",
    record: "Enregistrer un message vocal",
    stopRecording: "Arrêter et envoyer l'enregistrement",
    recording: "Enregistrement en cours…",
    micRefused: "Micro indisponible ou refusé",
    uploading: "Envoi du fichier…",
    replyingTo: (name: string) => `Réponse à ${name}`,
    cancelReply: "Annuler la réponse",
    actions: "Actions du message",
    reply: "Répondre",
    react: "Réagir",
    moreReactions: "Autres réactions",
    copy: "Copier",
    share: "Partager",
    report: "Signaler",
    showTime: "Heure",
    deleteMessage: "Supprimer",
    confirmDelete: "Supprimer ce message ? Cette action est définitive.",
    /** The eight reactions' names (issue 41): each is drawn as an icon (app/features/chat/reaction-icons.ts). */
    reactionNames: { "👍": "J'aime", "❤️": "Cœur", "😂": "Rire", "😮": "Waouh", "😢": "Triste", "😡": "En colère", "🔥": "Feu", "👏": "Bravo" } satisfies Record<ChatEmoji, string>,
    /** A reaction in the message's actions. */
    reactAs: (name: string) => `Réagir : ${name}`,
    imageOf: (name: string) => `Image envoyée par ${name}`,
    voiceOf: (name: string) => `Message vocal de ${name}`,
    you: "Vous",
    sending: "Envoi…",
    notSentLabel: "Non envoyé",
    retry: "Réessayer",
    discard: "Abandonner",
    score: "Score",
    live: "En direct",
    fullTime: "Terminé",
    notStarted: "À venir",
    dismiss: "Fermer",
    /** A message written offline (issue 26): its visible mark, and why it waits. */
    queued: "En file d'attente",
    queuedWhy: "partira au retour de la connexion",
    /** The link's state under the header when it is down (issue 26). */
    linkOffline: "Hors connexion : les messages écrits partiront au retour de la connexion.",
    linkReconnecting: "Connexion perdue, reconnexion…",
  },
  /** The per-user limit on realtime tickets answered 429 (issue 26): until when. */
  tooManyConnections: (time: string) => `Trop de connexions au chat : réessayez à ${time}.`,
  reactionError: "Erreur lors de la réaction", // (§8, the wall's text)
  copyError: "Erreur lors de la copie", // (§8, the wall's text)
  notSent: "Message non envoyé : la connexion n'est pas revenue. Réessayez.", // (ours)
  rateLimitedUntil: (seconds: number) => `Vous envoyez trop de messages (10 par minute). Réessayez dans ${seconds} s.`,

  // The room's refusals (ours: the spec gives no text for them).
  invalidMessage: "Message invalide",
  wrongRoom: "Ce message concerne un autre salon",
  messageNotFound: "Message introuvable",
  roomNotFound: "Salon introuvable",
  cannotReplyOwn: "Vous ne pouvez pas répondre à votre propre message",
  emptyMessage: "Le message est vide",
  notYourFile: "Fichier introuvable",
  roomFull: "Ce salon est complet",
  tooManySockets: (max: number) => `Vous êtes déjà connecté à ce salon depuis ${max} onglets ou appareils : fermez-en un pour ouvrir celui-ci`,
  roomForbidden: "Ce salon privé est réservé aux membres VIP",
  noMessagesHere: "Ce salon n'accepte pas de messages",
  /** A reply's quote of a message hidden by reports or removed by moderators. */
  quoteUnavailable: "Message indisponible",
  /** A deleted account's name on messages, quotes and participants (decision 016). */
  deletedUser: DELETED_USER_NAME["fr-FR"],
  rateLimitedReactions: (seconds: number) => `Trop de réactions en une minute. Réessayez dans ${seconds} s.`,
} as const satisfies Catalogue;
