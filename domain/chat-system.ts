// The room's system lines (issue 45): a match room stores and sends a key and its values, never a
// sentence, and each reader's screen renders the line in its own language from the chat
// catalogue (domain/messages/chat.ts `system`). Lines stored before (a French sentence in the
// message's content, no line) still show their content.
import type { MatchEvent, MatchScore } from "./chat-rules.ts";
import { chatMessages } from "./messages/chat.ts";
import { moderationMessages } from "./messages/moderation.ts";

export type SystemKey = MatchEvent["kind"];
export const SYSTEM_KEYS = ["kickoff", "full_time", "goal", "own_goal", "assist", "yellow_card", "red_card", "penalty_saved", "penalty_missed", "saves", "bonus"] as const satisfies readonly SystemKey[];

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

/** A room's name and description in the reader's language: the fixed rooms' from the catalogue, any other room's as it is (a match's teams). */
export function roomLabel(room: { id: string; name: string; description: string }): { name: string; description: string } {
  const fixed = (chatMessages.fixedRooms as Record<string, { name: string; description: string } | undefined>)[room.id];
  return fixed ?? { name: room.name, description: room.description };
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
