// The open room's live state in the browser: one socket per room (partysocket with the spec's
// backoff, a reused ticket and a heartbeat: ../realtime/link.ts), history pages by cursor,
// presence by deltas, typing, optimistic reactions with rollback, and an outbox that keeps what
// was typed while offline, shows it queued and sends it on reconnection, in order and once each
// (the room dedupes on the client id) (community.md §4 "Chat connection", §7 "Chat realtime";
// protocol: domain/chat-protocol.ts; issue 26). The state and its changes: room-state.ts.
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useRevalidator } from "@remix-run/react";
import { openRealtimeLink, type RealtimeLink } from "../realtime/link";
import { CHAT_BAN_LIFTED_EVENT } from "../realtime/realtime";
import { afterLoad } from "../../lib/after-load";
import { chatMessages as t } from "../../../domain/messages/chat";
import { CHAT_PAGE_SIZE, PARTICIPANT_PAGE_SIZE, RECONNECT, SOCKETS_PER_PERSON, TYPING_TIMEOUT_MS, type ChatEmoji, type ChatMessage, type MatchScore } from "../../../domain/chat-rules";
import { CHAT_BANNED, ROOM_FORBIDDEN, ROOM_FULL, TOO_MANY_SOCKETS } from "../../../domain/chat-close-codes";
// Types only: the protocol module holds the server's zod schemas (decision 028).
import type { ClientMessage } from "../../../domain/chat-protocol";
import { initial, reducer, type Outgoing } from "./room-state";

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

  // A chat ban lifted while the screen is open (the lobby socket hears it): on again at once, and
  // the room's socket, closed for good by the ban, opens anew (`connection` is the effect's key).
  const [connection, reconnect] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const lifted = () => {
      dispatch({ type: "banLifted" });
      reconnect();
    };
    window.addEventListener(CHAT_BAN_LIFTED_EVENT, lifted);
    return () => window.removeEventListener(CHAT_BAN_LIFTED_EVENT, lifted);
  }, []);

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
  }, [roomId, me, connection]);

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
    rateLimitOver: useCallback(() => dispatch({ type: "rateLimitOver" }), []),
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
