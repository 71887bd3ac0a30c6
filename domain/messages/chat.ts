// Chat (French): community.md §2 "Chat", §5 "Chat message", §8 "Chat", §9 "Chat". Times:
// formatter("fr-FR").time (24-hour HH:MM), .dayHeading (Today, Yesterday, weekday, date) and
// .relative(…, { upTo: "hour" }) for last seen. File refusals: domain/uploads.ts (chatImage, chatAudio).
import type { Catalogue } from "./index.ts";

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
  roomForbidden: "Ce salon privé est réservé aux membres VIP",
  noMessagesHere: "Ce salon n'accepte pas de messages",
} as const satisfies Catalogue;
