// The open room's state in the browser and how each event changes it (pure: use-chat-room.ts feeds
// it the socket's messages and the screen's actions): history merged by message id, presence by
// deltas, typing, the outbox's states, optimistic reactions and their rollback, the rate limit and
// the room's close (community.md §4, §7; protocol: domain/chat-protocol.ts).
import type { LinkDown } from "../realtime/link";
import { roomText } from "../../../domain/chat-system";
import { chatMessages as t } from "../../../domain/messages/chat";
import { ERASED_AUTHOR, parseMessageId, toggleReaction, unavailableQuote, type ChatEmoji, type ChatMessage, type MatchScore, type Participant, type Reaction, type ReplyQuote } from "../../../domain/chat-rules";
// Types only: the protocol module holds the server's zod schemas (decision 028).
import type { ServerMessage } from "../../../domain/chat-protocol";

/** A message sent from this screen and not yet confirmed by the room. */
export type Outgoing = {
  clientId: string;
  type: "text" | "image" | "audio";
  content: string;
  imageUrl?: string | null;
  audioUrl?: string | null;
  replyTo?: ReplyQuote | null;
  /**
   * waiting: queued, not on the wire (offline, or behind the one in flight); sent: on the wire,
   * no echo yet; failed: the user is told it was not sent.
   */
  state: "waiting" | "sent" | "failed";
  createdAt: number;
  /** When it last went on the wire. */
  sentAt?: number;
  error?: string;
};

export type RoomState = {
  status: "connecting" | "online" | "offline";
  /** Why it is offline: the browser says it is offline; or the ticket limit, until this time (ms). */
  browserOffline: boolean;
  limitedUntil: number | null;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  /** True when the last change was older history (the live region stays quiet for it). */
  prepended: boolean;
  participants: Participant[];
  /**
   * The participant pages (issue 30): the snapshot lists a first page; `next` is the offset of the
   * page to ask for (null: all listed), `loadingParticipants` while one is asked for.
   */
  participantsNext: number | null;
  loadingParticipants: boolean;
  /** How many are online, as the room last said (snapshot, presence_batch); null until the snapshot. */
  onlineCount: number | null;
  typing: { userId: string; username: string }[];
  outbox: Outgoing[];
  /** Reactions sent and not yet confirmed: what to restore if the room refuses. */
  pendingReactions: { messageId: string; before: Reaction[]; at: number }[];
  error: string | null;
  /**
   * The room's rate limit in force (issue 41): on messages or on reactions, until when (ms). Said
   * once, its seconds counting down (chat-page.tsx), not on the banner and on each refused message.
   */
  rateLimit: { reactions: boolean; until: number } | null;
  /** Why the room closed for good (a chat ban, a full or private room); null while it may reconnect. */
  closed: string | null;
  /** The user's chat ban in force (its reason and end, as the room words it): the composer is off. */
  banned: string | null;
  match: MatchScore | null;
};

type Action =
  | { type: "down"; down: LinkDown }
  | { type: "server"; message: ServerMessage; me: string }
  | { type: "olderRequested" }
  | { type: "participantsRequested" }
  | { type: "queue"; item: Outgoing }
  | {
      type: "outboxState";
      clientIds: string[];
      state: Outgoing["state"];
      error?: string;
      at?: number;
    }
  | { type: "discard"; clientId: string }
  | { type: "react"; messageId: string; emoji: ChatEmoji; me: string }
  | { type: "rollback"; messageId: string }
  | { type: "error"; message: string | null }
  | { type: "rateLimitOver" }
  | { type: "closed"; reason: string }
  | { type: "banLifted" };

export const initial = (messages: ChatMessage[], hasMore: boolean, match: MatchScore | null, banned: string | null): RoomState => ({
  status: "connecting",
  browserOffline: false,
  limitedUntil: null,
  messages,
  hasMore,
  loadingOlder: false,
  prepended: false,
  participants: [],
  participantsNext: null,
  loadingParticipants: false,
  onlineCount: null,
  typing: [],
  outbox: [],
  pendingReactions: [],
  error: null,
  rateLimit: null,
  closed: null,
  banned,
  match,
});

const seq = (m: ChatMessage) => parseMessageId(m.id)?.seq ?? 0;

/** Adds messages not already listed (the same one may come from the snapshot, a page and a broadcast). */
function merge(list: ChatMessage[], incoming: ChatMessage[]) {
  const seen = new Set(list.map((m) => m.id));
  const fresh = incoming.filter((m) => !seen.has(m.id));
  return fresh.length ? [...list, ...fresh].sort((a, b) => seq(a) - seq(b)) : list;
}

export function reducer(state: RoomState, action: Action): RoomState {
  switch (action.type) {
    case "down":
      // Down: what was on the wire without an echo goes back to the queue (resent on reconnection
      // with its client id: the room stores it once).
      return {
        ...state,
        status: "offline",
        browserOffline: action.down.kind === "offline" && action.down.browser,
        limitedUntil: action.down.kind === "limited" ? action.down.retryAt : null,
        typing: [],
        loadingParticipants: false,
        outbox: state.outbox.some((o) => o.state === "sent") ? state.outbox.map((o) => (o.state === "sent" ? { ...o, state: "waiting" } : o)) : state.outbox,
      };
    case "olderRequested":
      return { ...state, loadingOlder: true };
    case "participantsRequested":
      return { ...state, loadingParticipants: true };
    case "queue":
      return { ...state, outbox: [...state.outbox, action.item] };
    case "outboxState":
      return {
        ...state,
        outbox: state.outbox.map((o) =>
          action.clientIds.includes(o.clientId) ? { ...o, state: action.state, error: action.error, sentAt: action.state === "sent" ? action.at : o.sentAt } : o
        ),
      };
    case "discard":
      return {
        ...state,
        outbox: state.outbox.filter((o) => o.clientId !== action.clientId),
      };
    case "react": {
      const message = state.messages.find((m) => m.id === action.messageId);
      if (!message) return state;
      return {
        ...state,
        prepended: false,
        pendingReactions: [...state.pendingReactions, { messageId: message.id, before: message.reactions, at: Date.now() }],
        messages: state.messages.map((m) =>
          m === message
            ? {
                ...m,
                reactions: toggleReaction(m.reactions, action.me, action.emoji),
              }
            : m
        ),
      };
    }
    case "rollback": {
      const pending = state.pendingReactions.find((p) => p.messageId === action.messageId);
      if (!pending) return state;
      return {
        ...state,
        pendingReactions: state.pendingReactions.filter((p) => p !== pending),
        messages: state.messages.map((m) => (m.id === pending.messageId ? { ...m, reactions: pending.before } : m)),
        error: t.reactionError,
      };
    }
    case "error":
      // Dismissed: the rate limit's message goes with the rest.
      return { ...state, error: action.message, rateLimit: action.message === null ? null : state.rateLimit };
    case "rateLimitOver":
      return { ...state, rateLimit: null };
    case "closed":
      // Closed for good: what waits cannot go, and says so with the reason.
      return {
        ...state,
        closed: action.reason,
        status: "offline",
        typing: [],
        outbox: state.outbox.map((o) => (o.state === "failed" ? o : { ...o, state: "failed", error: action.reason || undefined })),
      };
    case "banLifted":
      // The socket reconnects (useChatRoom): the composer is on again, the snapshot brings what was missed.
      return { ...state, banned: null, closed: null, error: null, status: "connecting" };
    case "server":
      return onServer(state, action.message, action.me);
  }
}

function onServer(state: RoomState, message: ServerMessage, me: string): RoomState {
  switch (message.type) {
    case "room_snapshot":
      // A reconnection keeps the older pages already loaded; the snapshot adds what was missed.
      return {
        ...state,
        status: "online",
        browserOffline: false,
        limitedUntil: null,
        messages: merge(state.messages, message.messages),
        hasMore: state.messages.length > 0 && seq(state.messages[0]!) < seq(message.messages[0] ?? state.messages[0]!) ? state.hasMore : message.hasMore,
        participants: message.room.participants,
        participantsNext: message.moreParticipants ? message.room.participants.length : null,
        loadingParticipants: false,
        onlineCount: message.room.onlineCount,
        typing: [],
        prepended: false,
        match: message.room.match,
        closed: null,
      };
    case "participants_page": {
      // A later page: added after those listed (presence may have listed some already).
      const listed = new Set(state.participants.map((p) => p.userId));
      return {
        ...state,
        participants: [...state.participants, ...message.participants.filter((p) => !listed.has(p.userId))],
        participantsNext: message.hasMore ? message.offset + message.participants.length : null,
        loadingParticipants: false,
      };
    }
    case "room_messages":
      return {
        ...state,
        messages: merge(state.messages, message.messages),
        hasMore: message.hasMore,
        loadingOlder: false,
        prepended: true,
      };
    case "new_message": {
      const m = message.message;
      const outbox = message.clientId ? state.outbox.filter((o) => o.clientId !== message.clientId) : state.outbox;
      return {
        ...state,
        messages: merge(state.messages, [m]),
        outbox,
        prepended: false,
        typing: state.typing.filter((u) => u.userId !== m.userId),
      };
    }
    case "message_deleted":
      // Gone (removed, or hidden by reports): replies on screen stop quoting it, as the server's history does.
      return {
        ...state,
        messages: state.messages
          .filter((m) => m.id !== message.messageId)
          .map((m) => (m.replyTo?.messageId === message.messageId ? { ...m, replyTo: unavailableQuote(m.replyTo) } : m)),
        prepended: false,
      };
    case "reaction_updated":
      return {
        ...state,
        prepended: false,
        messages: state.messages.map((m) => (m.id === message.messageId ? { ...m, reactions: message.reactions } : m)),
        pendingReactions: state.pendingReactions.filter((p) => p.messageId !== message.messageId),
      };
    case "user_joined_room": {
      const others = state.participants.filter((p) => p.userId !== message.user.userId);
      return { ...state, participants: [message.user, ...others], onlineCount: state.onlineCount === null ? null : state.onlineCount + 1 };
    }
    case "presence_batch": {
      // Big rooms send the online count and a sample of who came and went since the last batch.
      const joined = new Set(message.joined.map((p) => p.userId));
      const left = new Set(message.left.map((p) => p.userId));
      const at = new Date().toISOString();
      const kept = state.participants.filter((p) => !joined.has(p.userId)).map((p) => (left.has(p.userId) ? { ...p, isOnline: false, lastSeen: at } : p));
      return { ...state, participants: [...message.joined, ...kept], onlineCount: message.onlineCount, typing: state.typing.filter((u) => !left.has(u.userId)) };
    }
    case "user_left_room": {
      // A deleted account leaves with its mark: its name and avatar go from the screen too, and the
      // screen names it in its reader's language (authorName).
      const erased = message.erased === true;
      const theirs = new Set(state.messages.filter((m) => m.userId === message.userId).map((m) => m.id));
      return {
        ...state,
        onlineCount: state.onlineCount === null ? null : Math.max(0, state.onlineCount - 1),
        participants: state.participants.map((p) =>
          p.userId === message.userId ? { ...p, ...(erased ? ERASED_AUTHOR : {}), isOnline: false, lastSeen: new Date().toISOString() } : p,
        ),
        messages: erased
          ? state.messages.map((m) => {
              const quoted = m.replyTo && theirs.has(m.replyTo.messageId) ? { ...m.replyTo, username: ERASED_AUTHOR.username, erased: ERASED_AUTHOR.erased } : m.replyTo;
              return m.userId === message.userId ? { ...m, ...ERASED_AUTHOR, replyTo: quoted } : { ...m, replyTo: quoted };
            })
          : state.messages,
        typing: state.typing.filter((u) => u.userId !== message.userId),
      };
    }
    case "user_status_changed":
      return {
        ...state,
        participants: state.participants.map((p) => (p.userId === message.userId ? { ...p, isOnline: message.isOnline, lastSeen: message.lastSeen } : p)),
        typing: message.isOnline ? state.typing : state.typing.filter((u) => u.userId !== message.userId),
      };
    case "user_typing": {
      if (message.userId === me) return state;
      const others = state.typing.filter((u) => u.userId !== message.userId);
      return {
        ...state,
        typing: message.isTyping ? [...others, { userId: message.userId, username: message.username }] : others,
      };
    }
    case "match_updated":
      return { ...state, match: message.match };
    case "error": {
      // The room sends a key and values: the reader's language renders them (issue 45).
      const text = roomText(message);
      let next: RoomState = { ...state, error: text };
      // A ban (given now, or in force when a message went out): the composer turns off with its reason.
      if (message.code === "banned") next = { ...next, banned: text };
      if (message.clientId) {
        // The room refused a message: it stays on screen as not sent, with the reason.
        next = {
          ...next,
          outbox: state.outbox.map((o) => (o.clientId === message.clientId ? { ...o, state: "failed", error: text } : o)),
        };
      } else if (state.loadingOlder || state.loadingParticipants) {
        next = { ...next, loadingOlder: false, loadingParticipants: false };
      } else if (state.pendingReactions.length) {
        // A refused reaction: roll the last one back.
        const last = state.pendingReactions[state.pendingReactions.length - 1]!;
        next = {
          ...next,
          pendingReactions: state.pendingReactions.slice(0, -1),
          messages: state.messages.map((m) => (m.id === last.messageId ? { ...m, reactions: last.before } : m)),
        };
      }
      if (message.code === "rate_limited" && message.retryAt) {
        // The rate limit: one countdown to its end instead of the room's text with frozen seconds,
        // and a refused message says only that it was not sent.
        const until = Date.parse(message.retryAt);
        next = {
          ...next,
          error: state.error,
          rateLimit: Number.isFinite(until) ? { reactions: !message.clientId, until } : state.rateLimit,
          outbox: next.outbox.map((o) => (message.clientId && o.clientId === message.clientId ? { ...o, error: undefined } : o)),
        };
      }
      return next;
    }
    default:
      return state;
  }
}
