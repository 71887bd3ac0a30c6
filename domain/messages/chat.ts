// Chat, in English and French (issue 45; the spec's French texts are the French catalogue's): community.md §2 "Chat", §5 "Chat message", §8 "Chat", §9 "Chat". Times:
// formatter(currentLocale()).time (24-hour HH:MM), .dayHeading (Today, Yesterday, weekday, date) and
// .relative(…, { upTo: "hour" }) for last seen. File refusals: domain/uploads.ts (chatImage, chatAudio).
import type { ChatEmoji } from "../chat-ids.ts";
import { plural, type Locale } from "../format.ts";
import type { SystemKey, SystemValues } from "../chat-rules.ts";
import { DELETED_USER_NAME, localized, type Catalogue } from "./index.ts";

/**
 * What the room's system lines say (issue 45: the room sends a key and values, the reader's language
 * renders them). Words only: the screen draws each key's icon (app/features/chat/system-icon.tsx).
 */
const pts = (locale: Locale, n: number) => `${n > 0 ? "+" : ""}${n} ${plural(locale, Math.abs(n), { one: "pt", other: "pts" })}`;
const SYSTEM_EN = {
  kickoff: (v: SystemValues) => `Kick-off: ${v.homeName} - ${v.awayName}`,
  full_time: (v: SystemValues) => `Full time: ${v.score}`,
  goal: (v: SystemValues) => `Goal by ${v.who}! ${pts("en-GB", v.points)} · ${v.score}`,
  own_goal: (v: SystemValues) => `Own goal by ${v.who} · ${pts("en-GB", v.points)} · ${v.score}`,
  assist: (v: SystemValues) => `Assist by ${v.who} · ${pts("en-GB", v.points)}`,
  yellow_card: (v: SystemValues) => `Yellow card for ${v.who} · ${pts("en-GB", v.points)}`,
  red_card: (v: SystemValues) => `Red card for ${v.who} · ${pts("en-GB", v.points)}`,
  penalty_saved: (v: SystemValues) => `Penalty saved by ${v.who} · ${pts("en-GB", v.points)}`,
  penalty_missed: (v: SystemValues) => `Penalty missed by ${v.who} · ${pts("en-GB", v.points)}`,
  saves: (v: SystemValues) => `${v.who} has made ${v.value} saves · ${pts("en-GB", v.points)}`,
  bonus: (v: SystemValues) => `Provisional bonus for ${v.who}: ${v.points} (before: ${v.value})`,
} satisfies Record<SystemKey, (v: SystemValues) => string>;
const SYSTEM_FR: typeof SYSTEM_EN = {
  kickoff: (v) => `Coup d'envoi : ${v.homeName} - ${v.awayName}`,
  full_time: (v) => `Fin du match : ${v.score}`,
  goal: (v) => `But de ${v.who} ! ${pts("fr-FR", v.points)} · ${v.score}`,
  own_goal: (v) => `But contre son camp de ${v.who} · ${pts("fr-FR", v.points)} · ${v.score}`,
  assist: (v) => `Passe décisive de ${v.who} · ${pts("fr-FR", v.points)}`,
  yellow_card: (v) => `Carton jaune pour ${v.who} · ${pts("fr-FR", v.points)}`,
  red_card: (v) => `Carton rouge pour ${v.who} · ${pts("fr-FR", v.points)}`,
  penalty_saved: (v) => `Penalty arrêté par ${v.who} · ${pts("fr-FR", v.points)}`,
  penalty_missed: (v) => `Penalty manqué par ${v.who} · ${pts("fr-FR", v.points)}`,
  saves: (v) => `${v.who} en est à ${v.value} arrêts · ${pts("fr-FR", v.points)}`,
  bonus: (v) => `Bonus provisoire de ${v.who} : ${v.points} (avant : ${v.value})`,
};

const en = {
  // Quoted in English by the spec (community.md §2, §4, §9).
  connecting: "Connecting to the arena communication system...",
  online: "ONLINE",
  offline: "OFFLINE",
  noMoreMessages: "No more messages to load",
  justNow: "Just now",

  // Sending.
  errorTitle: "Error",
  errorLine: (message: string) => `Error: ${message}`,
  sendError: "Error sending the message. Please try again.",
  fileUploadError: "Error uploading the file. Please try again.",
  tooLong: (max: number) => `The message must be at most ${max} characters`,

  // Reporting.
  messageAlreadyHandled: "The message has already been handled and removed by the moderators",
  alreadyReported: "You have already reported this message",
  reportError: "Error reporting the message",
  reported: "Message reported",
  copied: "Message copied to the clipboard",

  // Rate limit and bans.
  rateLimited: "You are sending too many messages. Wait a moment.",
  banned: "You have been banned from the chat.",
  privateRoom: "Private room",

  // The /chat screen (community.md §2 "Chat").
  ui: {
    title: "Chat",
    rooms: "Rooms",
    participants: "Participants",
    messages: "Messages",
    earlierMessages: "Earlier messages",
    liveMessages: "New messages",
    chatView: "Chat",
    views: "Chat views",
    online: "Online",
    lastSeen: (when: string) => `Seen ${when}`,
    onlineCount: (n: number) => `${n} online`,
    noRooms: "No room available",
    noMessages: "No messages yet. Start the conversation!",
    noParticipants: "Nobody yet",
    moreParticipants: "Show more participants",
    loadingParticipants: "Loading participants…",
    loadingOlder: "Loading messages…",
    loadOlder: "Earlier messages",
    unread: "New messages",
    jumpToLatest: "Go to the latest messages",
    jumpToLatestCount: (n: number) => plural("en-GB", n, { one: `${n} new message`, other: `${n} new messages` }),
    typingOne: (name: string) => `${name} is typing…`,
    typingMany: (names: string) => `${names} are typing…`,
    edited: "edited",
    composerLabel: "Your message",
    composerPlaceholder: "Write a message…",
    composerHint: "Enter to send, Shift+Enter for a new line",
    send: "Send",
    attach: "Attach an image or a sound",
    record: "Record a voice message",
    stopRecording: "Stop and send the recording",
    recording: "Recording…",
    micRefused: "Microphone unavailable or refused",
    uploading: "Sending the file…",
    replyingTo: (name: string) => `Replying to ${name}`,
    cancelReply: "Cancel the reply",
    actions: "Message actions",
    reply: "Reply",
    react: "React",
    moreReactions: "More reactions",
    copy: "Copy",
    share: "Share",
    report: "Report",
    showTime: "Time",
    deleteMessage: "Delete",
    confirmDelete: "Delete this message? This cannot be undone.",
    /** The eight reactions' names (issue 41): each is drawn as an icon (app/features/chat/reaction-icons.ts). */
    reactionNames: { "👍": "Like", "❤️": "Heart", "😂": "Laugh", "😮": "Wow", "😢": "Sad", "😡": "Angry", "🔥": "Fire", "👏": "Clap" } satisfies Record<ChatEmoji, string>,
    reactAs: (name: string) => `React: ${name}`,
    /** A message shared (the share sheet, or the clipboard): who wrote what. */
    shareText: (name: string, text: string) => (text ? `${name}: ${text}` : name),
    imageOf: (name: string) => `Image sent by ${name}`,
    /** A reply's quote of an image or a voice message without a caption. */
    quotedImage: "Image",
    quotedVoice: "Voice message",
    voiceOf: (name: string) => `Voice message from ${name}`,
    you: "You",
    sending: "Sending…",
    notSentLabel: "Not sent",
    retry: "Retry",
    discard: "Discard",
    score: "Score",
    live: "Live",
    fullTime: "Full time",
    notStarted: "Upcoming",
    dismiss: "Close",
    queued: "Queued",
    queuedWhy: "will be sent when the connection is back",
    linkOffline: "Offline: what you write will be sent when the connection is back.",
    linkReconnecting: "Connection lost, reconnecting…",
  },
  tooManyConnections: (time: string) => `Too many chat connections: try again at ${time}.`,
  reactionError: "Error adding the reaction",
  copyError: "Error copying",
  notSent: "Message not sent: the connection did not come back. Try again.",
  rateLimitedUntil: (seconds: number) => `You are sending too many messages (10 per minute). Try again in ${seconds} s.`,

  // The room's refusals.
  invalidMessage: "Invalid message",
  wrongRoom: "This message is about another room",
  messageNotFound: "Message not found",
  roomNotFound: "Room not found",
  cannotReplyOwn: "You cannot reply to your own message",
  emptyMessage: "The message is empty",
  notYourFile: "File not found",
  missingFile: "The file is missing",
  roomFull: "This room is full",
  tooManySockets: (max: number) => `You are already connected to this room from ${max} tabs or devices: close one to open this one`,
  roomForbidden: "This private room is for VIP members",
  noMessagesHere: "This room does not take messages",
  quoteUnavailable: "Message unavailable",
  deletedUser: DELETED_USER_NAME["en-GB"],
  /** The match rooms' system lines, by key (domain/chat-protocol.ts SystemLine). */
  system: SYSTEM_EN,
  rateLimitedReactions: (seconds: number) => `Too many reactions in a minute. Try again in ${seconds} s.`,
  unknownReaction: "Unknown reaction",
  /** A club's room and a live match's room (domain/chat-system.ts roomLabel). */
  clubRoomDescription: (club: string) => `The room of ${club} supporters`,
  matchRoomDescription: (home: string, away: string) => `${home} - ${away} live`,
  /** The fixed rooms' names and descriptions, by id (domain/chat-rooms.ts FIXED_ROOMS): the only place they are written. */
  fixedRooms: {
    general: { name: "General", description: "The room of every Premier League fan" },
    "fantasy-tips": { name: "Fantasy tips", description: "The week's captains, transfers and differentials" },
    transfers: { name: "Transfers", description: "Rumours and official transfers" },
    tactics: { name: "Tactics", description: "Systems, line-ups and post-match analysis" },
    "vip-lounge": { name: "VIP lounge", description: "For managers who have earned at least 500 points" },
    "vip-elite": { name: "Elite circle", description: "For managers who have earned at least 5,000 points" },
  },
} as const satisfies Catalogue;

const fr = {
  // Quoted in English by the spec (its English texts are the English catalogue's).
  connecting: "Connexion au système de communication de l'arène...",
  online: "EN LIGNE",
  offline: "HORS LIGNE",
  /** The end of the history (§4). */
  noMoreMessages: "Plus aucun message à charger",
  /** Last seen under a minute (§9); later ones come from the formatter. */
  justNow: "À l'instant",

  // Sending (§8).
  errorTitle: "Erreur",
  errorLine: (message: string) => `Erreur : ${message}`,
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
    jumpToLatestCount: (n: number) => plural("fr-FR", n, { one: `${n} nouveau message`, other: `${n} nouveaux messages` }),
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
    reactionNames: { "👍": "J'aime", "❤️": "Cœur", "😂": "Rire", "😮": "Waouh", "😢": "Triste", "😡": "En colère", "🔥": "Feu", "👏": "Bravo" },
    /** A reaction in the message's actions. */
    reactAs: (name: string) => `Réagir : ${name}`,
    shareText: (name: string, text: string) => (text ? `${name} : ${text}` : name),
    imageOf: (name: string) => `Image envoyée par ${name}`,
    quotedImage: "Image",
    quotedVoice: "Message vocal",
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
  missingFile: "Fichier manquant",
  roomFull: "Ce salon est complet",
  tooManySockets: (max: number) => `Vous êtes déjà connecté à ce salon depuis ${max} onglets ou appareils : fermez-en un pour ouvrir celui-ci`,
  roomForbidden: "Ce salon privé est réservé aux membres VIP",
  noMessagesHere: "Ce salon n'accepte pas de messages",
  /** A reply's quote of a message hidden by reports or removed by moderators. */
  quoteUnavailable: "Message indisponible",
  /** A deleted account's name on messages, quotes and participants (decision 016). */
  deletedUser: DELETED_USER_NAME["fr-FR"],
  system: SYSTEM_FR,
  rateLimitedReactions: (seconds: number) => `Trop de réactions en une minute. Réessayez dans ${seconds} s.`,
  unknownReaction: "Réaction inconnue",
  clubRoomDescription: (club: string) => `Le salon des supporters de ${club}`,
  matchRoomDescription: (home: string, away: string) => `${home} - ${away} en direct`,
  fixedRooms: {
    general: { name: "Général", description: "Le salon de tous les fans de Premier League" },
    "fantasy-tips": { name: "Conseils Fantasy", description: "Capitaines, transferts et différentiels de la semaine" },
    transfers: { name: "Mercato", description: "Rumeurs et transferts officiels" },
    tactics: { name: "Tactique", description: "Systèmes, compositions et analyses d'après-match" },
    "vip-lounge": { name: "Salon VIP", description: "Réservé aux managers ayant gagné au moins 500 points" },
    "vip-elite": { name: "Cercle Élite", description: "Réservé aux managers ayant gagné au moins 5 000 points" },
  },
};

export const chatMessages = localized(en, fr);
