// Chat (community.md §3 Chat room / Participant / Chat message / Reaction / Chat settings, §9 Chat):
// the shapes the rooms, the REST API and the /chat page share, and the pure rules (settings, emoji,
// replies and their quotes, reactions, typing, retention). No zod here: the /chat page imports
// these, and a module with top-level schemas would put zod in its first load (decision 028). The
// input schemas and the REST and socket overview: chat.ts, which re-exports all of this.
import { DEFAULT_AVATAR, presetAvatarUrl } from "./account-fields";
import { CHAT_LIMITS } from "./limits";
import { DELETED_USER_NAME } from "./messages/index.ts";
import { MB } from "./uploads";
import { DAY_MS } from "./constants.ts";
import { pressOnOff } from "./toggle";
import { CHAT_EMOJI, type ChatEmoji } from "./chat-ids.ts";

// ---------------------------------------------------------------------------
// Settings and limits (§9)

export const CHAT_PAGE_SIZE = 10;
/** Largest page a client may ask for (history and REST). */
export const CHAT_MAX_PAGE_SIZE = 50;
/** Scrolling to within this many pixels of the top loads the next page. */
export const CHAT_SCROLL_TRIGGER_PX = 100;
export const DEFAULT_MAX_MESSAGE_LENGTH = 500;
export const CHAT_MAX_FILE_BYTES = 5 * MB;
/** Messages older than this are deleted by each room's daily alarm, with their media. */
export const CHAT_RETENTION_DAYS = 30;
export const CHAT_RETENTION_MS = CHAT_RETENTION_DAYS * DAY_MS;
/** Typing: stop after this long without input; at most one typing event per user per this long. */
export const TYPING_TIMEOUT_MS = CHAT_LIMITS.typing.windowMs;
/** Rooms with more sockets connected than this broadcast no typing events. */
export const TYPING_MAX_ROOM = CHAT_LIMITS.typing.maxRoom;
/** Reply quotes are cut to this many characters (§5). */
export const REPLY_QUOTE_LENGTH = 50;
/** Seeded rooms hold 20 to 100 participants (§9); live match rooms are larger (decision 019). */
export const MIN_ROOM_CAPACITY = 20;
export const MAX_ROOM_CAPACITY = 100;
export const MATCH_ROOM_CAPACITY = 5_000;
/**
 * Presence in big rooms (issue 30): with more than PRESENCE_BATCH_ABOVE people connected, joins and
 * leaves are gathered and sent as one `presence_batch`: the online count and at most
 * PRESENCE_SAMPLE of the people who came or went. A batch goes when the count has moved by a
 * PRESENCE_STEP fraction since the last one, or when it is older than PRESENCE_BATCH_MS per
 * PRESENCE_BATCH_ABOVE connected (presenceBatchAge): filling a room of n sends a geometric series
 * of batches of bounded size, so the presence bytes grow linearly in n, not as n².
 */
export const PRESENCE_BATCH_ABOVE = 100;
export const PRESENCE_BATCH_MS = 1_000;
export const PRESENCE_SAMPLE = 5;
export const PRESENCE_STEP = 0.2;

/** Has the online count moved enough since the last batch for a new one to go now? */
export function presenceMovedEnough(lastSentCount: number, onlineNow: number): boolean {
  return Math.abs(onlineNow - lastSentCount) >= Math.max(1, Math.ceil(lastSentCount * PRESENCE_STEP));
}

/** The longest a batch waits in a room of `onlineNow` connected: longer as the room grows. */
export const presenceBatchAge = (onlineNow: number) => PRESENCE_BATCH_MS * Math.max(1, Math.ceil(onlineNow / PRESENCE_BATCH_ABOVE));

/**
 * How many of the people who came (and of those who went) a presence_batch lists: all of them (up
 * to PRESENCE_BATCH_ABOVE) while the room holds no more than PRESENCE_BATCH_ABOVE, where the
 * clients keep the exact list of who is online (a burst of joins arriving together goes as one
 * batch, not one delta each); a sample of PRESENCE_SAMPLE above.
 */
export const presenceListed = (onlineNow: number) => (onlineNow <= PRESENCE_BATCH_ABOVE ? PRESENCE_BATCH_ABOVE : PRESENCE_SAMPLE);

/**
 * How many participants the snapshot on join lists (online first, newest first, then the most
 * recently seen): a first page, so that a join costs the same in a room of 10 or 5,000 (issue 30);
 * the rest comes page by page on request (get_participants, participantsQuerySchema).
 */
export const SNAPSHOT_PARTICIPANTS = 20;
/** A page of participants asked for over the socket: default and largest size. */
export const PARTICIPANT_PAGE_SIZE = 50;
export const PARTICIPANT_MAX_PAGE_SIZE = 100;
/** Reconnection backoff (§4): 1 s base, 5 s max, random factor 0.5, unlimited, 20 s connect time-out. */
export const RECONNECT = { minDelayMs: 1_000, maxDelayMs: 5_000, randomFactor: 0.5, connectTimeoutMs: 20_000 } as const;

/** Formats the chat accepts (by content): the spec's list plus the formats browsers record voice in. */
export const CHAT_FILE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "audio/mpeg",
  "audio/wav",
  "audio/webm",
  "audio/mp4",
] as const;
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];

/** Chat settings (§3), as GET /chat/rooms returns them. */
export type ChatSettings = { maxMessageLength: number; maxFileSize: number; allowedFileTypes: string[] };
export const CHAT_SETTINGS: ChatSettings = {
  maxMessageLength: DEFAULT_MAX_MESSAGE_LENGTH,
  maxFileSize: CHAT_MAX_FILE_BYTES,
  allowedFileTypes: [...CHAT_FILE_TYPES],
};

/** The limit a client applies: the server's setting, else 500 (§5). */
export const maxMessageLength = (settings?: Partial<ChatSettings> | null) => settings?.maxMessageLength || DEFAULT_MAX_MESSAGE_LENGTH;

// ---------------------------------------------------------------------------
// Emoji (§9)

// The 8 reactions (CHAT_EMOJI, ChatEmoji) and message ids live in chat-ids.ts, which imports
// nothing: the chat catalogue and the moderation rules read them without importing these rules.
export { CHAT_EMOJI, messageIdOf, parseMessageId, type ChatEmoji } from "./chat-ids.ts";
/** The quick bar: heart, thumbs up, laughing. */
export const QUICK_EMOJI = ["❤️", "👍", "😂"] as const satisfies readonly ChatEmoji[];

// ---------------------------------------------------------------------------
// Shapes (§3)

export const ROOM_KINDS = ["general", "club", "theme", "vip", "match"] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** A live match room's scoreboard (the room header). */
export type MatchScore = {
  fixtureId: number;
  gameweek: number | null;
  kickoffTime: string | null;
  home: { teamId: number; name: string; shortName: string; score: number | null };
  away: { teamId: number; name: string; shortName: string; score: number | null };
  started: boolean;
  finished: boolean;
  minutes: number;
};

export type Participant = {
  userId: string;
  username: string;
  avatar: string;
  isOnline: boolean;
  /** ISO; for an online participant, when they connected last. */
  lastSeen: string;
  joinedAt: string;
  /** A deleted account (decision 016; see Erased). */
  erased?: true;
};

/**
 * A deleted account's mark (decision 016, issue 45): its name is "" and `erased` is set, on
 * messages, quotes, participants and leaves alike; each reader's screen names it in its own
 * language (authorName, domain/chat-system.ts). REST answers fill the name for their reader.
 */
export type Erased = { erased?: true };

export type ChatRoom = {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  isPublic: boolean;
  maxParticipants: number;
  createdAt: string;
  kind: RoomKind;
  /** Club rooms: the club's team id. */
  teamId: number | null;
  /** Match rooms: the fixture and its score. */
  match: MatchScore | null;
  /** Whether the signed-in user may enter (private rooms: decision 019). False shows the lock closed. */
  canEnter: boolean;
  /** People connected now. */
  onlineCount: number;
  /**
   * In GET /chat/rooms: those online now (from the registry of sockets); in the room snapshot: the
   * first SNAPSHOT_PARTICIPANTS, online first, then recently seen (more by get_participants).
   */
  participants: Participant[];
};

export type Reaction = { emoji: ChatEmoji; count: number; users: string[] };

export const MESSAGE_TYPES = ["text", "image", "audio", "system"] as const;
export type ChatMessageType = (typeof MESSAGE_TYPES)[number];

/**
 * A reply's quote (§3: messageId, username, content; its text cut to 50 characters). What is not
 * the quoted person's own text travels as a key, never as a sentence (issue 45), and each reader
 * sees it in their language (quoteText, domain/chat-system.ts):
 * - `type`: the original's type when not text ("image", "audio": content is its caption or "";
 *   "system": `system` is its line);
 * - `unavailable`: the original is hidden from this reader or removed (content "", nothing of it sent);
 * - `erased`: its author's account was deleted (username "").
 */
export type ReplyQuote = Erased & {
  messageId: string;
  username: string;
  content: string;
  type?: Exclude<ChatMessageType, "text">;
  system?: SystemLine;
  unavailable?: true;
};

/** A live match event posted into a match room (type "system"). */
export type MatchEvent = {
  kind: "goal" | "assist" | "yellow_card" | "red_card" | "own_goal" | "penalty_saved" | "penalty_missed" | "saves" | "bonus" | "kickoff" | "full_time";
  playerId: number | null;
  playerName: string | null;
  teamShortName: string | null;
  /** Fantasy points this event earned (negative for cards); bonus: the provisional bonus now. */
  points: number | null;
  /** Saves milestones: the saves so far; bonus: previous provisional bonus. */
  value: number | null;
};

// The room's system lines (issue 45): a key and its values, rendered by each reader
// (domain/chat-system.ts; the texts: domain/messages/chat.ts `system`). Their shapes live here,
// with the message they belong to, so that the catalogue and the renderers both read them
// without importing each other.
export type SystemKey = MatchEvent["kind"];

/** The values a line's text is made of: names as they are, numbers as numbers; the same in every language. */
export type SystemValues = {
  /** "Saka (ARS)", or "" for the match's own lines. */
  who: string;
  points: number;
  value: number;
  /** "ARS 1 - 0 CHE" when the event happened. */
  score: string;
  homeName: string;
  awayName: string;
};

export type SystemLine = { key: SystemKey; values: SystemValues };

export type ChatMessage = Erased & {
  /** `${roomId}.${seq}`: the room is part of the id, so /chat/messages/{id} finds its room. */
  id: string;
  roomId: string;
  /** "system" for live match messages. */
  userId: string;
  /** "" with `erased` for a deleted account. */
  username: string;
  avatar: string;
  type: ChatMessageType;
  content: string;
  imageUrl: string | null;
  audioUrl: string | null;
  /** ISO. */
  timestamp: string;
  edited: boolean;
  reactions: Reaction[];
  replyTo: ReplyQuote | null;
  /** Live match rooms: the event behind a system message. */
  event: MatchEvent | null;
  /**
   * A system message's line: a key and its values, rendered in each reader's language
   * (domain/chat-system.ts; issue 45). Its content is then "" over the sockets; a REST answer gives
   * the line's text too, in its request's language. Absent on other messages and on system
   * messages stored before, whose content is their text.
   */
  system?: SystemLine | null;
};

export type ChatHistoryPage = { messages: ChatMessage[]; hasMore: boolean };

export type ReportedChatMessage = {
  id: string;
  userId: string;
  user: { username: string; avatar: string; isChatBanned: boolean };
  roomId: string;
  roomName: string;
  type: ChatMessageType;
  content: string;
  imageUrl: string | null;
  audioUrl: string | null;
  timestamp: string;
  hidden: boolean;
  reportsCount: number;
  reportedBy: { username: string; reason: string; timestamp: number }[];
};

export type ChatBannedUser = {
  id: string;
  username: string;
  avatar: string;
  chatBannedAt: number;
  chatBanReason: string;
  chatBanEndsAt: number | null;
  bannedByUsername: string | null;
};

export const SYSTEM_USER_ID = "system";

// ---------------------------------------------------------------------------
// Message ids

// messageIdOf and parseMessageId: chat-ids.ts.

// ---------------------------------------------------------------------------
// Media

/** A chat upload's URL (/media/chat-images|chat-audio/{user}/{uuid}.{ext}): the send schema (chat.ts) checks it. */
export const CHAT_MEDIA_URL = /^\/media\/chat-(images|audio)\/[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}\.(png|jpg|gif|mp3|wav|webm|m4a)$/;

// ---------------------------------------------------------------------------
// Rules

/** The media a message may point at: an upload of the chat kinds by its own sender. */
export function isOwnChatMedia(url: string, userId: string, type: "image" | "audio"): boolean {
  const m = CHAT_MEDIA_URL.exec(url);
  if (!m) return false;
  const kind = m[1] === "images" ? "image" : "audio";
  return kind === type && url.split("/")[3] === userId;
}

/** The R2 key of a chat media URL (retention and deletion remove it). */
export const mediaKeyOf = (url: string | null): string | null => (url && CHAT_MEDIA_URL.test(url) ? url.slice("/media/".length) : null);

/** The text of a message as a client sends it: over the limit is refused, never cut. */
export function checkMessageText(content: string, settings: Pick<ChatSettings, "maxMessageLength"> = CHAT_SETTINGS): "ok" | "empty" | "tooLong" {
  if (content.length > settings.maxMessageLength) return "tooLong";
  return content.trim() ? "ok" : "empty";
}

/** Cuts a quote's text to 50 characters (by code point, with an ellipsis when cut). */
export function cutQuote(text: string): string {
  const chars = [...text];
  return chars.length > REPLY_QUOTE_LENGTH ? `${chars.slice(0, REPLY_QUOTE_LENGTH).join("")}…` : text;
}

/**
 * A reply quote (§5): the quoted text cut to 50 characters; an image or a voice message by its
 * type (and its caption), a system line by its key, a deleted author by its mark: no text of the
 * writer's language is frozen into it (issue 45).
 */
export function replyQuote(message: Pick<ChatMessage, "id" | "username" | "content" | "type" | "system" | "erased">): ReplyQuote {
  const who = { messageId: message.id, username: message.erased ? "" : message.username, ...(message.erased ? { erased: true as const } : {}) };
  if (message.type === "text") return { ...who, content: cutQuote(message.content) };
  if (message.type === "system" && message.system) return { ...who, content: "", type: "system", system: message.system };
  return { ...who, content: cutQuote(message.content), type: message.type };
}

/**
 * What a reply's quote shows a reader: the quoted text while they may read the original (not
 * hidden by reports, or they are its author or staff); once it is hidden from them or removed,
 * only that it is unavailable (their screen says so in their language), so that the quote never
 * carries what moderation took away.
 */
export function quoteFor(quote: ReplyQuote, original: { hidden: boolean; userId: string } | null, viewer: { userId: string; staff: boolean }): ReplyQuote {
  const readable = original !== null && (!original.hidden || viewer.staff || viewer.userId === original.userId);
  return readable ? quote : unavailableQuote(quote);
}

/** A quote whose original the reader may not read: who was quoted, nothing of what. */
export const unavailableQuote = (quote: ReplyQuote): ReplyQuote => ({
  messageId: quote.messageId,
  username: quote.username,
  ...(quote.erased ? { erased: true as const } : {}),
  content: "",
  unavailable: true,
});

/**
 * How a deleted account (decision 016) shows in the chat: no name (its mark, `erased`, which each
 * reader's screen names in its own language) and the default avatar. What a room stores for it.
 */
export const ERASED_AUTHOR = { username: "", avatar: presetAvatarUrl(DEFAULT_AVATAR), erased: true } as const;

/**
 * Whether a name a room stored is a deleted account's: "" (ERASED_AUTHOR), or the label rooms
 * stored before issue 45 (in the language of whoever loaded the module first), which no username can be (a space).
 */
export const isErasedName = (name: string) => name === "" || (Object.values(DELETED_USER_NAME) as string[]).includes(name);

/** One may reply to others' messages, not one's own (§6), and not to a deleted one. */
export function canReplyTo(replier: string, original: Pick<ChatMessage, "userId">): boolean {
  return original.userId !== replier;
}

/**
 * The reactions after `userId` presses `emoji` (§4): the same again removes theirs, another
 * adds it (a user may hold several emoji on one message). Counts come from the user lists;
 * order: the 8 emoji's order.
 */
export function toggleReaction(reactions: readonly Reaction[], userId: string, emoji: ChatEmoji): Reaction[] {
  const users = new Map<ChatEmoji, string[]>(reactions.map((r) => [r.emoji, [...r.users]]));
  const list = users.get(emoji) ?? [];
  users.set(emoji, pressOnOff(list.includes(userId)) ? [...list, userId] : list.filter((u) => u !== userId));
  return CHAT_EMOJI.flatMap((e) => {
    const u = users.get(e);
    return u && u.length > 0 ? [{ emoji: e, count: u.length, users: u }] : [];
  });
}

/** Reactions from (emoji, user) rows, in the 8 emoji's order. */
export function reactionsFromRows(rows: readonly { emoji: string; userId: string }[]): Reaction[] {
  const users = new Map<string, string[]>();
  for (const r of rows) users.set(r.emoji, [...(users.get(r.emoji) ?? []), r.userId]);
  return CHAT_EMOJI.flatMap((e) => {
    const u = users.get(e);
    return u && u.length > 0 ? [{ emoji: e, count: u.length, users: u }] : [];
  });
}

/**
 * Typing events: one start per user per 3 s, none in rooms with more than 100 connected.
 * `lastSentAt` is the last start broadcast: a stop ends the typing, not the 3 s.
 */
export function shouldBroadcastTyping(lastSentAt: number | undefined, now: number, connected: number): boolean {
  if (connected > TYPING_MAX_ROOM) return false;
  return lastSentAt === undefined || now - lastSentAt >= TYPING_TIMEOUT_MS;
}

/** Messages at or before this time are past retention at `now`. */
export const retentionCutoff = (now: number) => now - CHAT_RETENTION_MS;

/** The next daily retention run after `now` (04:00 UTC). */
export function nextRetentionRun(now: number): number {
  const at = Math.floor(now / DAY_MS) * DAY_MS + 4 * 3_600_000;
  return at > now ? at : at + DAY_MS;
}

/** Sockets one person may hold in one room (tabs and devices: domain/limits.ts CHAT_LIMITS.sockets). */
export const SOCKETS_PER_PERSON = CHAT_LIMITS.sockets.perPersonPerRoom;

/**
 * Is a room of this capacity full for a user not yet in it? Capacity is in people (the distinct
 * users online), and the sockets they hold count too: never more than SOCKETS_PER_PERSON per place.
 */
export const roomIsFull = (onlineUsers: number, maxParticipants: number, sockets = 0) =>
  onlineUsers >= maxParticipants || sockets >= maxParticipants * SOCKETS_PER_PERSON;

/** May this person open one more socket in the room, holding `held` there already? */
export const mayOpenAnotherSocket = (held: number) => held < SOCKETS_PER_PERSON;

/** A fixture's live room id. */
export const matchRoomId = (fixtureId: number) => `match-${fixtureId}`;
