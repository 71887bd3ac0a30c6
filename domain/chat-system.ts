// What a room writes for its readers, rendered in each reader's language (issue 45): the room
// stores and sends keys, flags and values, never a sentence, and the reader's screen (or the REST
// answer, for its request's reader) renders them from the chat catalogue: the match rooms' system
// lines (domain/messages/chat.ts `system`), the refusals, a deleted author's name, a reply's quote
// of what the reader may not read, of an image or a voice message, and the fixed rooms' names.
// Lines stored before (a French sentence in the message's content, no line) still show their content.
import { cutQuote, type ChatMessage, type ChatRoom, type Erased, type MatchEvent, type MatchScore, type ReplyQuote, type SystemKey, type SystemLine } from "./chat-rules.ts";
import { chatMessages } from "./messages/chat.ts";
import { moderationMessages } from "./messages/moderation.ts";

export type { SystemKey, SystemLine, SystemValues } from "./chat-rules.ts";
export const SYSTEM_KEYS = ["kickoff", "full_time", "goal", "own_goal", "assist", "yellow_card", "red_card", "penalty_saved", "penalty_missed", "saves", "bonus"] as const satisfies readonly SystemKey[];

/** The line a match event makes, with the score at that moment. */
export function systemLine(event: MatchEvent, match: MatchScore): SystemLine {
  return {
    key: event.kind,
    values: {
      who: event.playerName ? `${event.playerName}${event.teamShortName ? ` (${event.teamShortName})` : ""}` : "",
      points: event.points ?? 0,
      value: event.value ?? 0,
      score: `${match.home.shortName} ${match.home.score ?? 0} - ${match.away.score ?? 0} ${match.away.shortName}`,
      homeName: match.home.name,
      awayName: match.away.name,
    },
  };
}

/** Whether a stored or received value is a line (a key this build knows, values of the right kinds). */
export function isSystemLine(value: unknown): value is SystemLine {
  if (!value || typeof value !== "object") return false;
  const { key, values } = value as { key?: unknown; values?: Record<string, unknown> };
  if (typeof key !== "string" || !(SYSTEM_KEYS as readonly string[]).includes(key) || !values || typeof values !== "object") return false;
  return ["who", "score", "homeName", "awayName"].every((k) => typeof values[k] === "string") && ["points", "value"].every((k) => typeof values[k] === "number");
}

/** A line in the reader's language (currentLocale()). */
export const systemText = (line: SystemLine): string => chatMessages.system[line.key](line.values);

/** What a system message shows: its line in the reader's language, else (rows stored before issue 45) its content. */
export const systemMessageText = (message: { content: string; system?: SystemLine | null }): string => (message.system ? systemText(message.system) : message.content);

/**
 * A room's refusal as it travels (issue 45): a key and its values, never a sentence. The socket's
 * `error` frame carries it and the chat screen renders it in its reader's language; the REST
 * path renders it in the request's language (api/services/chat.ts).
 */
export type RoomText =
  | { key: "invalidMessage" | "wrongRoom" | "messageNotFound" | "cannotReplyOwn" | "emptyMessage" | "notYourFile" | "roomFull" | "noMessagesHere" | "roomForbidden" | "roomNotFound"; values?: undefined }
  | { key: "tooLong" | "tooManySockets"; values: { max: number } }
  | { key: "rateLimitedUntil" | "rateLimitedReactions"; values: { seconds: number } }
  | { key: "banned"; values: { reason: string; endsAt: number | null } };

/** A room's refusal in the reader's language (currentLocale()). */
export function roomText(text: RoomText): string {
  switch (text.key) {
    case "tooLong":
    case "tooManySockets":
      return chatMessages[text.key](text.values.max);
    case "rateLimitedUntil":
    case "rateLimitedReactions":
      return chatMessages[text.key](text.values.seconds);
    case "banned":
      return moderationMessages.youAreBanned("chat", text.values.reason, text.values.endsAt);
    default:
      return chatMessages[text.key];
  }
}

/** A name as the reader sees it: a deleted account's (decision 016) is their language's label. */
export const authorName = (who: Erased & { username: string }): string => (who.erased ? chatMessages.deletedUser : who.username);

/**
 * A reply quote's text as the reader sees it (§5: cut to 50 characters): the quoted text, or what
 * stands for it in the reader's language (the original unavailable, an image or a voice message
 * without a caption, a system line).
 */
export function quoteText(quote: ReplyQuote): string {
  if (quote.unavailable) return chatMessages.quoteUnavailable;
  if (quote.system) return cutQuote(systemText(quote.system));
  if (quote.content) return quote.content;
  if (quote.type === "image") return chatMessages.ui.quotedImage;
  if (quote.type === "audio") return chatMessages.ui.quotedVoice;
  // Quotes stored before issue 45 kept an emoji for a media message.
  return quote.content;
}

/**
 * A message as a REST answer gives it to its request's reader (issue 45): what the room sent as
 * marks (a deleted author, a quote's stand-ins, a system line) also in the reader's words, the
 * marks kept. Sockets carry the marks only; the screen renders them (authorName, quoteText,
 * systemMessageText).
 */
export function forReader(message: ChatMessage): ChatMessage {
  return {
    ...message,
    username: authorName(message),
    content: message.type === "system" ? systemMessageText(message) : message.content,
    replyTo: message.replyTo && { ...message.replyTo, username: authorName(message.replyTo), content: quoteText(message.replyTo) },
  };
}

/**
 * A room's name and description in the reader's language (issue 45): a fixed room's from the
 * catalogue by its id; a club's room is named after the club, a match's after its teams, each
 * described by the catalogue. Rooms hold no sentence (domain/chat-rooms.ts).
 */
export function roomLabel(room: Pick<ChatRoom, "id" | "name"> & { kind: string; match?: MatchScore | null }): { name: string; description: string } {
  const fixed = (chatMessages.fixedRooms as Record<string, { name: string; description: string } | undefined>)[room.id];
  if (fixed) return fixed;
  if (room.kind === "club") return { name: room.name, description: chatMessages.clubRoomDescription(room.name) };
  if (room.kind === "match" && room.match) return { name: room.name, description: chatMessages.matchRoomDescription(room.match.home.name, room.match.away.name) };
  return { name: room.name, description: "" };
}

/**
 * A system message's content column: its line as JSON (issue 45), shown by key in each reader's
 * language; a row stored before holds its French sentence, shown as it is.
 */
export function systemContent(type: string, content: string): { content: string; system?: SystemLine } {
  if (type !== "system" || !content.startsWith("{")) return { content };
  try {
    const line: unknown = JSON.parse(content);
    return isSystemLine(line) ? { content: "", system: line } : { content };
  } catch {
    return { content };
  }
}
