// Rate limits: every limit of the app, its number, window, what it is keyed by and what
// the client is told (a 429). One table, so that the docs (docs/security.md), the services and the tests
// read the same numbers. Production values are the defaults; the local profile (the
// embedded local data, or LIMITS_PROFILE=local) raises only the limits keyed by the client
// IP, because every local client shares one loopback bucket (test suites, scripts, e2e).
// Refusals stay with their limits here, in both languages, as upload refusals stay with their kinds.
import { currentLocale, type Locale } from "./locale.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RateLimitKey = "ip" | "email" | "email+ip" | "user";

export type RateLimitRule = {
  /** Attempts allowed per window; the next one is refused with `message` (429). */
  limit: number;
  windowMs: number;
  /** What the counter is keyed by (the table of docs/security.md). */
  key: RateLimitKey;
  /** What counts: every attempt, or only those that fail (a success gives its attempt back). */
  counts: "attempts" | "failures";
  /** The refusal, in each language (read with limitMessage, in the reader's). */
  message: Readonly<Record<Locale, string>>;
  /** The local profile's number, for limits keyed by IP (one shared loopback bucket locally). */
  local?: number;
};

/** Password recovery's refusal (accountMessages.tooManyAttempts in both languages). */
const TOO_MANY_ATTEMPTS = { "en-GB": "Too many attempts. Please wait 15 minutes and try again.", "fr-FR": "Trop de tentatives. Veuillez patienter 15 minutes et réessayer." } as const;
const TOO_MANY_SIGN_INS = { "en-GB": "Too many sign-in attempts. Please wait 15 minutes and try again.", "fr-FR": "Trop de tentatives de connexion. Patientez 15 minutes et réessayez." } as const;

export const RATE_LIMITS = {
  /** Registrations from one network (also slows down probing which emails are registered). */
  register: {
    limit: 10,
    windowMs: HOUR,
    key: "ip",
    counts: "attempts",
    local: 500,
    message: { "en-GB": "Too many accounts have been created from this network. Please try again in an hour.", "fr-FR": "Trop de comptes ont été créés depuis ce réseau. Réessayez dans une heure." },
  },
  /** Failed sign-ins from one IP, whatever the email (credential stuffing). */
  signInIp: { limit: 30, windowMs: 15 * MINUTE, key: "ip", counts: "failures", local: 1000, message: TOO_MANY_SIGN_INS },
  /** Failed sign-ins on one email from one IP: a stranger elsewhere cannot lock the owner out. */
  signInEmailIp: { limit: 10, windowMs: 15 * MINUTE, key: "email+ip", counts: "failures", message: TOO_MANY_SIGN_INS },
  /** Failed sign-ins on one email from anywhere: the slower global cap (many IPs). */
  signInEmail: {
    limit: 100,
    windowMs: DAY,
    key: "email",
    counts: "failures",
    message: { "en-GB": "Too many failed sign-ins on this account today. Please try again later, or reset your password.", "fr-FR": "Trop de connexions échouées sur ce compte aujourd'hui. Réessayez plus tard, ou réinitialisez votre mot de passe." },
  },
  /** Team saves (create, replace, edit), valid or not. */
  teamSave: { limit: 60, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many team saves. Please wait a few minutes and try again.", "fr-FR": "Trop d'enregistrements d'équipe. Patientez quelques minutes et réessayez." } },
  /** Uploads of every kind, accepted or refused. */
  upload: { limit: 30, windowMs: 10 * MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many uploads. Please wait a few minutes and try again.", "fr-FR": "Trop d'envois de fichiers. Patientez quelques minutes et réessayez." } },
  /** Mini-league joins with a code that matches no league (invite-code guessing). */
  leagueCodeGuess: {
    limit: 20,
    windowMs: HOUR,
    key: "user",
    counts: "failures",
    message: { "en-GB": "Too many wrong invite codes. Please wait an hour and try again.", "fr-FR": "Trop de codes d'invitation erronés. Patientez une heure et réessayez." },
  },
  /** Team votes and player polls created (community votes). */
  pollCreate: { limit: 10, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many polls created this hour. Please try again later.", "fr-FR": "Trop de sondages créés cette heure-ci. Réessayez plus tard." } },
  /** Ratings and poll votes (community votes). */
  vote: { limit: 30, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many votes in a minute. Please try again in a moment.", "fr-FR": "Trop de votes en une minute. Réessayez dans un instant." } },
  /** Posts and comments on the stadium wall. */
  wallPost: { limit: 20, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many posts in an hour. Please try again later.", "fr-FR": "Trop de posts en une heure. Réessayez plus tard." } },
  wallComment: { limit: 30, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many comments in a minute. Please try again in a moment.", "fr-FR": "Trop de commentaires en une minute. Réessayez dans un instant." } },
  /** Realtime tickets (one per connection attempt). The chat is French (decision 009); text ours. */
  realtimeTicket: {
    limit: 60,
    windowMs: 10 * MINUTE,
    key: "user",
    counts: "attempts",
    message: { "en-GB": "Too many chat connections. Please try again in a few minutes.", "fr-FR": "Trop de connexions au chat. Réessayez dans quelques minutes." },
  },
  /** Leaks posted by one user (valid or not). */
  leakCreate: { limit: 10, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many leaks posted. Please wait an hour and try again.", "fr-FR": "Trop de fuites publiées. Patientez une heure et réessayez." } },
  /** Votes on leaks by one user (each press: up, down or removal). */
  leakVote: { limit: 60, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many votes. Please wait a minute and try again.", "fr-FR": "Trop de votes. Patientez une minute et réessayez." } },
  /** Wrong current passwords (change password, change email) with a signed-in session. */
  passwordCheck: {
    limit: 5,
    windowMs: 15 * MINUTE,
    key: "user",
    counts: "failures",
    message: { "en-GB": "Too many wrong passwords. Please wait 15 minutes and try again.", "fr-FR": "Trop de mots de passe erronés. Patientez 15 minutes et réessayez." },
  },
  /** Password recovery, step 1 (the question) from one IP. */
  recoveryRequestIp: { limit: 30, windowMs: 15 * MINUTE, key: "ip", counts: "attempts", local: 1000, message: TOO_MANY_ATTEMPTS },
  /** Password recovery, step 2 (answers) per email, right or wrong (the account's own caps: decision 013). */
  recoveryVerifyEmail: { limit: 5, windowMs: 15 * MINUTE, key: "email", counts: "attempts", message: TOO_MANY_ATTEMPTS },
  /** Password recovery, step 2 (answers) from one IP, whatever the email. */
  recoveryVerifyIp: { limit: 30, windowMs: 15 * MINUTE, key: "ip", counts: "attempts", local: 1000, message: TOO_MANY_ATTEMPTS },
  /** Password recovery, step 3 (reset) per email. */
  recoveryReset: { limit: 10, windowMs: 15 * MINUTE, key: "email", counts: "attempts", message: TOO_MANY_ATTEMPTS },
  // community: reports, toggles and choices that a client could repeat (issue 23)
  /** Reports of every kind (posts, comments, chat messages), accepted or refused. */
  report: { limit: 20, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many reports in an hour. Please try again later.", "fr-FR": "Trop de signalements en une heure. Réessayez plus tard." } },
  /** Likes and bookmarks on the wall (each press: on or off). */
  wallToggle: { limit: 60, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many likes and bookmarks in a minute. Please try again in a moment.", "fr-FR": "Trop de likes et de favoris en une minute. Réessayez dans un instant." } },
  /** Comments hidden by one user on the wall (each press, hidden already or not; issue 42). */
  commentHide: { limit: 30, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many comments hidden in a minute. Please try again in a moment.", "fr-FR": "Trop de commentaires masqués en une minute. Réessayez dans un instant." } },
  /** Reactions to posts and comments on the wall (each press). */
  wallReaction: { limit: 60, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many reactions in a minute. Please try again in a moment.", "fr-FR": "Trop de réactions en une minute. Réessayez dans un instant." } },
  /** Profile updates (names, avatar, preferences), valid or not. */
  profileUpdate: { limit: 20, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many profile changes. Please try again in an hour.", "fr-FR": "Trop de modifications du profil. Réessayez dans une heure." } },
  /** Stadium choices (each change of the followed stadium). */
  stadiumChoice: { limit: 20, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many stadium changes. Please try again later.", "fr-FR": "Trop de changements de stade. Réessayez plus tard." } },
  // chat
  /**
   * Chat messages per user across every room, socket and REST together (community.md §9: 10 a
   * minute; staff exempt). The room's refusal says the seconds left (chatMessages.rateLimitedUntil).
   */
  chatMessage: { limit: 10, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many messages (10 a minute). Please try again in a moment.", "fr-FR": "Trop de messages (10 par minute). Réessayez dans un instant." } },
  /** Chat reactions per user across every room, socket and REST together (each press, add or remove; staff exempt). */
  chatReaction: { limit: 30, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many reactions in a minute. Please try again in a moment.", "fr-FR": "Trop de réactions en une minute. Réessayez dans un instant." } },
  // store
  /**
   * Cart changes (each add, set or removal of a line): a shopper's clicks, not a script's. 30 a
   * minute (issue 42: 60 let a script's minute through whole); an order holds at most 10 items.
   */
  cartChange: { limit: 30, windowMs: MINUTE, key: "user", counts: "attempts", message: { "en-GB": "Too many cart changes. Please wait a minute and try again.", "fr-FR": "Trop de modifications du panier. Patientez une minute et réessayez." } },
  /** Orders placed (accepted or refused; a replay of an order already made is not counted). */
  checkout: { limit: 10, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many orders this hour. Please try again later.", "fr-FR": "Trop de commandes cette heure-ci. Réessayez plus tard." } },
  /** A buyer's own cancellations (staff moves are not limited): buying and cancelling is no loop. */
  orderCancel: { limit: 10, windowMs: HOUR, key: "user", counts: "attempts", message: { "en-GB": "Too many order cancellations this hour. Please try again later.", "fr-FR": "Trop d'annulations de commande cette heure-ci. Réessayez plus tard." } },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A limit's refusal in the reader's language. */
export const limitMessage = (rule: Pick<RateLimitRule, "message">) => rule.message[currentLocale()];

/**
 * The chat's typing throttle, kept in each room's memory (a lost count on eviction only lets one
 * more typing event through): not a D1 counter like the table above, but listed here with it.
 * The chat's message and reaction limits are D1 counters in the table (chatMessage, chatReaction).
 * Rules: domain/chat.ts; refusals: domain/messages/chat.ts.
 */
export const CHAT_LIMITS = {
  /** Typing events broadcast per user and room (a typing_stop does not reset it); none in rooms with more sockets connected than `maxRoom`. */
  typing: { limit: 1, windowMs: 3_000, maxRoom: 100 },
  /**
   * Sockets one person holds in one room at once (tabs and devices; issue 42: a ticket opens 30
   * sockets, and five tickets had put 150 of one account in one room). The next one is refused
   * (closed with TOO_MANY_SOCKETS, domain/chat-close-codes.ts; decision 041): those open stay.
   */
  sockets: { perPersonPerRoom: 5 },
} as const;

export type LimitsProfile = "production" | "local";

/** The configuration that picks the profile (a subset of the Worker's env). */
export type LimitsEnv = { LOCAL_DATA?: string; LIMITS_PROFILE?: string };

/** LIMITS_PROFILE if set to a profile; else local on the embedded local data; else production. */
export function limitsProfile(env: LimitsEnv): LimitsProfile {
  if (env.LIMITS_PROFILE === "production" || env.LIMITS_PROFILE === "local") return env.LIMITS_PROFILE;
  return env.LOCAL_DATA === "true" ? "local" : "production";
}

/** The number, window and message (in the reader's language) of a limit under this configuration. */
export function rateLimitFor(name: RateLimitName, env: LimitsEnv): { limit: number; windowMs: number; message: string } {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const limit = limitsProfile(env) === "local" && rule.local !== undefined ? rule.local : rule.limit;
  return { limit, windowMs: rule.windowMs, message: limitMessage(rule) };
}
