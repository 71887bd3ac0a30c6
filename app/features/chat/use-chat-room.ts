// The open room's live state in the browser: one socket per room (partysocket with the spec's
// backoff, a reused ticket and a heartbeat: ../realtime/link.ts), history pages by cursor,
// presence by deltas, typing, optimistic reactions with rollback, and an outbox that keeps what
// was typed while offline, shows it queued and sends it on reconnection, in order and once each
// (the room dedupes on the client id) (community.md §4 "Chat connection", §7 "Chat realtime";
// protocol: domain/chat-protocol.ts; issue 26).
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useRevalidator } from "@remix-run/react";
import { openRealtimeLink, type LinkDown, type RealtimeLink } from "../realtime/link";
import { afterLoad } from "../../lib/after-load";
import { chatMessages as t } from "../../../domain/messages/chat";
import {
  CHAT_PAGE_SIZE,
  ERASED_AUTHOR,
  PARTICIPANT_PAGE_SIZE,
  RECONNECT,
  SOCKETS_PER_PERSON,
  TYPING_TIMEOUT_MS,
  parseMessageId,
  toggleReaction,
  type ChatEmoji,
  type ChatMessage,
  type MatchScore,
  type Participant,
  type Reaction,
  type ReplyQuote,
} from "../../../domain/chat-rules";
import { CHAT_BANNED, ROOM_FORBIDDEN, ROOM_FULL, TOO_MANY_SOCKETS } from "../../../domain/chat-close-codes";
// Types only: the protocol module holds the server's zod schemas (decision 028).
import type { ClientMessage, ServerMessage } from "../../../domain/chat-protocol";

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
  | { type: "closed"; reason: string };

const initial = (messages: ChatMessage[], hasMore: boolean, match: MatchScore | null, banned: string | null): RoomState => ({
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

function reducer(state: RoomState, action: Action): RoomState {
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
      return { ...state, error: action.message };
    case "closed":
      // Closed for good: what waits cannot go, and says so with the reason.
      return {
        ...state,
        closed: action.reason,
        status: "offline",
        typing: [],
        outbox: state.outbox.map((o) => (o.state === "failed" ? o : { ...o, state: "failed", error: action.reason || undefined })),
      };
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
          .map((m) => (m.replyTo?.messageId === message.messageId ? { ...m, replyTo: { ...m.replyTo, content: t.quoteUnavailable } } : m)),
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
      // A deleted account leaves under the anonymous label: its name and avatar go from the screen too.
      const erased = message.username === ERASED_AUTHOR.username;
      const theirs = new Set(state.messages.filter((m) => m.userId === message.userId).map((m) => m.id));
      return {
        ...state,
        onlineCount: state.onlineCount === null ? null : Math.max(0, state.onlineCount - 1),
        participants: state.participants.map((p) =>
          p.userId === message.userId ? { ...p, ...(erased ? ERASED_AUTHOR : {}), isOnline: false, lastSeen: new Date().toISOString() } : p,
        ),
        messages: erased
          ? state.messages.map((m) => {
              const quoted = m.replyTo && theirs.has(m.replyTo.messageId) ? { ...m.replyTo, username: ERASED_AUTHOR.username } : m.replyTo;
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
      let next: RoomState = { ...state, error: message.message };
      // A ban (given now, or in force when a message went out): the composer turns off with its reason.
      if (message.code === "banned") next = { ...next, banned: message.message };
      if (message.clientId) {
        // The room refused a message: it stays on screen as not sent, with the reason.
        next = {
          ...next,
          outbox: state.outbox.map((o) => (o.clientId === message.clientId ? { ...o, state: "failed", error: message.message } : o)),
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
      return next;
    }
    default:
      return state;
  }
}

/**
 * How long a message on the wire waits for the room's echo before the user is told it was not sent.
 * A queued message (offline) waits for the connection as long as it takes: it says it is queued.
 */
export const OUTBOX_PATIENCE_MS = 30_000;
/** A reaction with no answer from the room after this long is rolled back. */
const REACTION_PATIENCE_MS = 8_000;

const closeReason = (code: number) =>
  code === CHAT_BANNED.code
    ? t.banned
    : code === ROOM_FULL.code
      ? t.roomFull
      : code === ROOM_FORBIDDEN.code
        ? t.roomForbidden
        : code === TOO_MANY_SOCKETS.code
          ? t.tooManySockets(SOCKETS_PER_PERSON)
          : "";

export function useChatRoom({
  roomId,
  me,
  initialMessages,
  initialHasMore,
  initialMatch,
  initialBan = null,
}: {
  roomId: string;
  me: string;
  initialMessages: ChatMessage[];
  initialHasMore: boolean;
  initialMatch: MatchScore | null;
  /** The ban the page was loaded with, if any. */
  initialBan?: string | null;
}) {
  const [state, dispatch] = useReducer(reducer, undefined, () => initial(initialMessages, initialHasMore, initialMatch, initialBan));
  const linkRef = useRef<RealtimeLink | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const typingRef = useRef<{
    active: boolean;
    timer: ReturnType<typeof setTimeout> | null;
  }>({ active: false, timer: null });

  const sendRaw = useCallback((message: ClientMessage) => linkRef.current?.send(JSON.stringify(message)) ?? false, []);

  const wire = useCallback(
    (o: Outgoing): ClientMessage => ({
      type: "send_message",
      roomId,
      clientId: o.clientId,
      message: {
        type: o.type,
        content: o.content,
        imageUrl: o.imageUrl ?? null,
        audioUrl: o.audioUrl ?? null,
        replyTo: o.replyTo ? { messageId: o.replyTo.messageId } : null,
      },
    }),
    [roomId]
  );

  // The socket opens once the page has loaded and the browser is idle, not during hydration: its
  // ticket and the socket's code are then not part of the page's first load (decision 028). The
  // screen shows "connecting" meanwhile, and what is written waits in the outbox.
  useEffect(() => {
    let link: RealtimeLink | null = null;
    const cancel = afterLoad(() => {
      link = openRealtimeLink({
        room: roomId,
        userId: me,
        // §4: 1 s base with the random factor 0.5 (this client's own draw), 5 s max, unlimited, 20 s connect time-out.
        backoff: {
          minDelayMs: RECONNECT.minDelayMs * (1 + (Math.random() * 2 - 1) * RECONNECT.randomFactor),
          maxDelayMs: RECONNECT.maxDelayMs,
          growFactor: 2,
          connectTimeoutMs: RECONNECT.connectTimeoutMs,
        },
        onMessage: (message) => dispatch({ type: "server", message, me }),
        onDown: (down) => dispatch({ type: "down", down }),
        onFinal: (code) => dispatch({ type: "closed", reason: closeReason(code) }),
        onSessionEnded: () => revalidate.current(),
      });
      linkRef.current = link;
    });
    return () => {
      cancel();
      linkRef.current = null;
      link?.close();
    };
  }, [roomId, me]);

  // The outbox goes out one message at a time, in the order written: the next once the room has
  // answered the one on the wire (its echo or its refusal), so the room stores them in order.
  const online = state.status === "online";
  useEffect(() => {
    if (!online || state.outbox.some((o) => o.state === "sent")) return;
    const next = state.outbox.find((o) => o.state === "waiting");
    if (next && sendRaw(wire(next))) dispatch({ type: "outboxState", clientIds: [next.clientId], state: "sent", at: Date.now() });
  }, [online, state.outbox, sendRaw, wire]);

  // A message on the wire with no answer for too long is marked not sent (retry or discard);
  // reactions with no answer roll back.
  const watching = state.outbox.some((o) => o.state === "sent") || state.pendingReactions.length > 0;
  useEffect(() => {
    if (!watching) return;
    const id = setInterval(() => {
      const now = Date.now();
      const late = stateRef.current.outbox.filter((o) => o.state === "sent" && now - (o.sentAt ?? o.createdAt) > OUTBOX_PATIENCE_MS).map((o) => o.clientId);
      if (late.length)
        dispatch({
          type: "outboxState",
          clientIds: late,
          state: "failed",
          error: t.notSent,
        });
      for (const p of stateRef.current.pendingReactions) if (now - p.at > REACTION_PATIENCE_MS) dispatch({ type: "rollback", messageId: p.messageId });
    }, 1_000);
    return () => clearInterval(id);
  }, [watching]);

  const stopTyping = useCallback(() => {
    const typing = typingRef.current;
    if (typing.timer) clearTimeout(typing.timer);
    typing.timer = null;
    if (typing.active) sendRaw({ type: "typing_stop", roomId });
    typing.active = false;
  }, [roomId, sendRaw]);

  /** Input in the composer: typing starts, and stops after 3 s without input (§4). */
  const typed = useCallback(() => {
    const typing = typingRef.current;
    if (!typing.active && sendRaw({ type: "typing_start", roomId })) typing.active = true;
    if (typing.timer) clearTimeout(typing.timer);
    typing.timer = setTimeout(stopTyping, TYPING_TIMEOUT_MS);
  }, [roomId, sendRaw, stopTyping]);

  /** Queues a message: the outbox sends it when its turn comes and the room is connected. */
  const send = useCallback(
    (draft: Pick<Outgoing, "type" | "content" | "imageUrl" | "audioUrl" | "replyTo">) => {
      stopTyping();
      dispatch({ type: "queue", item: { ...draft, clientId: crypto.randomUUID(), state: "waiting", createdAt: Date.now() } });
    },
    [stopTyping]
  );

  const retry = useCallback(
    (clientId: string) => {
      const o = stateRef.current.outbox.find((x) => x.clientId === clientId);
      dispatch({ type: "discard", clientId });
      if (o) send(o);
    },
    [send]
  );

  /** The next 10 older messages, before the oldest listed (a cursor: no duplicate or gap while others post). */
  const loadOlder = useCallback(() => {
    const s = stateRef.current;
    if (s.loadingOlder || !s.hasMore || s.messages.length === 0) return;
    if (
      sendRaw({
        type: "get_room_messages",
        roomId,
        limit: CHAT_PAGE_SIZE,
        offset: 0,
        before: s.messages[0]!.id,
      })
    )
      dispatch({ type: "olderRequested" });
  }, [roomId, sendRaw]);

  /** The next page of participants (the snapshot lists the first ones). */
  const loadMoreParticipants = useCallback(() => {
    const s = stateRef.current;
    if (s.loadingParticipants || s.participantsNext === null) return;
    if (sendRaw({ type: "get_participants", roomId, offset: s.participantsNext, limit: PARTICIPANT_PAGE_SIZE })) dispatch({ type: "participantsRequested" });
  }, [roomId, sendRaw]);

  const react = useCallback(
    (messageId: string, emoji: ChatEmoji) => {
      dispatch({ type: "react", messageId, emoji, me });
      // Offline: nothing went out, so it rolls back at once.
      if (!sendRaw({ type: "add_reaction", messageId, emoji })) dispatch({ type: "rollback", messageId });
    },
    [me, sendRaw]
  );

  return {
    state,
    send,
    retry,
    discard: useCallback((clientId: string) => dispatch({ type: "discard", clientId }), []),
    typed,
    stopTyping,
    loadOlder,
    loadMoreParticipants,
    react,
    clearError: useCallback(() => dispatch({ type: "error", message: null }), []),
    /** A deletion this screen made over REST (the room also broadcasts message_deleted). */
    removed: useCallback(
      (messageId: string) =>
        dispatch({
          type: "server",
          me,
          message: { type: "message_deleted", roomId, messageId },
        }),
      [me, roomId]
    ),
  };
}
