// /chat (French, community.md §2 "Chat"): room list, message pane, composer and participants
// on a desktop; on a phone three views (chat, rooms, participants) switched from the header.
// The room list, the first page of history and the composer work without JavaScript (links and
// a form); with it, the room's socket adds live messages, presence, typing and reactions.
import { useNavigation } from "@remix-run/react";
import { useCallback, useMemo, useState } from "react";
import { parseMessageId, type ChatMessage, type ChatRoom, type ChatSettings } from "../../../domain/chat-rules";
import { formatter } from "../../../domain/format";
import { chatMessages as t } from "../../../domain/messages/chat";
import { authorName, roomLabel, systemMessageText } from "../../../domain/chat-system";
import { moderationMessages as mod } from "../../../domain/messages/moderation";
import { currentLocale } from "../../../domain/locale";
import { activate } from "../../lib/links";
import { useHydrated, useNow } from "../../lib/time";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import type { MessageHandlers } from "./message-row";
import { useChatRoom } from "./use-chat-room";
import { ResultBanner } from "../../ui/result-banner";
import Lock from "lucide-react/icons/lock";
import MessageCircle from "lucide-react/icons/message-circle";
import PanelLeft from "lucide-react/icons/panel-left";
import Users from "lucide-react/icons/users";
import { Icon } from "../../ui/icon";
import { RoomIcon } from "./room-icon";
import { api } from "../../lib/api-client";
import { Participants } from "./participants";
import { RoomList, roomHref, type ChatView } from "./room-list";
import { RateLimitCountdown, Score, TypingLine } from "./room-status";
import X from "lucide-react/icons/x";


export type { ChatView } from "./room-list";
export type ChatPageData = {
  rooms: ChatRoom[];
  settings: ChatSettings;
  room: ChatRoom | null;
  history: { messages: ChatMessage[]; hasMore: boolean };
  me: { id: string; username: string; staff: boolean; chatBan: string | null };
  view: ChatView;
  now: number;
  notice: { kind: "success" | "error"; message: string } | null;
};

async function readError(res: Pick<Response, "json">) {
  const json = (await res.json().catch(() => null)) as {
    error?: { message?: string };
  } | null;
  return json?.error?.message ?? "";
}

function Room({ data, room, view, setView }: { data: ChatPageData; room: ChatRoom; view: ChatView; setView: (v: ChatView) => void }) {
  const hydrated = useHydrated();
  const now = useNow(data.now, 30_000);
  const zone = useMemo(() => ({ readerZone: hydrated }), [hydrated]);
  const fmt = useMemo(() => formatter(currentLocale(), zone), [zone]);
  const chat = useChatRoom({
    roomId: room.id,
    me: data.me.id,
    initialMessages: data.history.messages,
    initialHasMore: data.history.hasMore,
    initialMatch: room.match,
    initialBan: data.me.chatBan,
  });
  const { state } = chat;
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [notice, setNotice] = useState<{
    kind: "success" | "error";
    message: string;
  } | null>(data.notice);
  const say = useCallback((kind: "success" | "error", message: string) => setNotice({ kind, message }), []);

  // Messages after the first snapshot's newest arrived live: only those are announced.
  const [liveAfter, setLiveAfter] = useState<number | null>(null);
  if (liveAfter === null && state.status === "online") setLiveAfter(parseMessageId(state.messages[state.messages.length - 1]?.id ?? "")?.seq ?? 0);
  const liveFrom = useCallback((m: ChatMessage) => liveAfter !== null && (parseMessageId(m.id)?.seq ?? 0) > liveAfter, [liveAfter]);

  const handlers: MessageHandlers = useMemo(
    () => ({
      onReply: setReplyTo,
      onReact: chat.react,
      onCopy: async (m) => {
        try {
          await navigator.clipboard.writeText(m.content || m.imageUrl || m.audioUrl || "");
          say("success", t.copied);
        } catch {
          say("error", t.copyError);
        }
      },
      onShare: async (m) => {
        const url = `${window.location.origin}${roomHref(room.id)}#m-${m.id}`;
        const text = t.ui.shareText(authorName(m), m.type === "system" ? systemMessageText(m) : m.content);
        try {
          if (navigator.share) await navigator.share({ title: roomLabel(room).name, text, url });
          else {
            await navigator.clipboard.writeText(`${text}\n${url}`);
            say("success", t.copied);
          }
        } catch (err) {
          if ((err as Error).name !== "AbortError") say("error", t.copyError);
        }
      },
      onReport: async (m) => {
        const res = await api.chat.messages[":id"].report.$post({ param: { id: m.id } }, { init: { headers: { "content-type": "application/json" }, body: "{}" } }).catch(() => null);
        if (!res) return say("error", t.reportError);
        if (res.ok) {
          const body = await res.json().catch(() => undefined);
          return body === null ? say("error", t.messageAlreadyHandled) : say("success", t.reported);
        }
        const message = await readError(res);
        if (res.status === 409 || /already reported|déjà signalé/i.test(message)) return say("error", t.alreadyReported);
        if (res.status === 404) return say("error", t.messageAlreadyHandled);
        say("error", res.status === 403 && message ? message : t.reportError);
      },
      onDelete: data.me.staff
        ? async (m) => {
            if (!window.confirm(t.ui.confirmDelete)) return;
            const res = await api.admin.chat.messages[":id"].$delete({ param: { id: m.id } }).catch(() => null);
            if (res?.ok) {
              chat.removed(m.id);
              say("success", mod.messageDeleted);
            } else say("error", mod.deleteMessageError);
          }
        : undefined,
    }),
    [chat.react, chat.removed, data.me.staff, room.id, room.name, say]
  );

  const online = state.status === "online";
  const people = state.participants.length ? state.participants : room.participants;
  // The room's own count (a big room lists only a sample of who is there), else the list's.
  const onlineNow = state.onlineCount ?? people.filter((p) => p.isOnline).length;
  // A ban shows in the composer it disables; the banner keeps other errors.
  const banned = state.banned;
  const error = banned && (state.closed || state.error === banned) ? null : state.closed || state.error;
  // The rate limit, said once with its live countdown (issue 41), when no other error is shown.
  const limit = !error && state.rateLimit ? state.rateLimit : null;
  // What the link is doing when it is down (issue 26): the ticket limit and its end, the browser
  // offline, or a reconnection under way. Empty while connected or on the first connection.
  const linkState = state.closed
    ? ""
    : state.limitedUntil
      ? t.tooManyConnections(fmt.time(state.limitedUntil))
      : state.status !== "offline"
        ? ""
        : state.browserOffline
          ? t.ui.linkOffline
          : t.ui.linkReconnecting;

  return (
    <div className={`chat-layout view-${view}`} data-room-id={room.id}>
      <header className="chat-header" style={{ ["--room-color" as string]: room.color }}>
        <div className="chat-title">
          <span className="chat-room-icon" aria-hidden="true">
            <RoomIcon room={room} />
          </span>
          <div>
            <h1>
              {/* The page is the chat; the room is what it shows. */}
              <span className="visually-hidden">{t.ui.title} : </span>
              {roomLabel(room).name}
              {!room.isPublic && (
                <span className="chat-lock" role="img" aria-label={t.privateRoom}>
                  {" "}
                  <Icon icon={Lock} />
                </span>
              )}
            </h1>
            <p className="muted small chat-desc">{roomLabel(room).description}</p>
          </div>
        </div>
        {state.match && <Score match={state.match} />}
        <span className={`status-badge ${online ? "online" : ""}`} data-testid="realtime-status" role="status">
          {online ? t.online : t.offline}
        </span>
        <nav className="chat-views" aria-label={t.ui.views}>
          {(["rooms", "chat", "participants"] as const).map((v) => (
            <a
              key={v}
              href={roomHref(room.id, v)}
              className="btn btn-small btn-secondary"
              aria-current={view === v ? "page" : undefined}
              onClick={activate(() => setView(v))}
            >
              <Icon icon={v === "rooms" ? PanelLeft : v === "chat" ? MessageCircle : Users} />{" "}
              {v === "rooms" ? t.ui.rooms : v === "chat" ? t.ui.chatView : t.ui.participants}
            </a>
          ))}
        </nav>
      </header>

      <aside className="chat-side chat-side-rooms" aria-labelledby="chat-rooms-title">
        <h2 id="chat-rooms-title">{t.ui.rooms}</h2>
        <RoomList
          rooms={data.rooms.map((r) => (r.id === room.id && online ? { ...r, onlineCount: onlineNow } : r))}
          current={room.id}
          onPick={() => setView("chat")}
        />
      </aside>

      <section className="chat-main" aria-label={t.ui.messages}>
        <ResultBanner
          result={notice || error || limit ? { ok: notice?.kind === "success" && !error && !limit } : null}
          show="both"
          as="div"
          className="chat-notice"
          message={
            <span>
              {error ? (state.closed ? error : t.errorLine(error)) : limit ? <RateLimitCountdown limit={limit} onEnd={chat.rateLimitOver} /> : notice?.message}
            </span>
          }
        >
          {!state.closed && (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-label={t.ui.dismiss}
              onClick={() => {
                setNotice(null);
                chat.clearError();
              }}
            >
              <Icon icon={X} />
            </button>
          )}
        </ResultBanner>
        <p className={`chat-link-state${state.limitedUntil ? " limited" : ""}`} role="status" data-testid="chat-link-state">
          {linkState}
        </p>
        {state.status === "connecting" && state.messages.length === 0 ? (
          <p className="chat-connecting muted" role="status">
            <span className="spinner" aria-hidden="true" /> {t.connecting}
          </p>
        ) : null}
        <MessageList
          messages={state.messages}
          liveFrom={liveFrom}
          outbox={state.outbox}
          hasMore={state.hasMore}
          loadingOlder={state.loadingOlder}
          prepended={state.prepended}
          me={data.me}
          now={now}
          fmt={fmt}
          zone={zone}
          handlers={handlers}
          onLoadOlder={chat.loadOlder}
          onRetry={chat.retry}
          onDiscard={chat.discard}
        />
        <TypingLine typing={state.typing} />
        <Composer
          roomId={room.id}
          settings={data.settings}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={chat.send}
          onTyped={chat.typed}
          onStopTyping={chat.stopTyping}
          onError={(message) => say("error", message)}
          disabled={!!state.closed || !!banned}
          banned={banned}
        />
      </section>

      {/* Focusable: a busy room's list scrolls, and the keyboard must reach all of it. */}
      <aside className="chat-side chat-side-people" aria-labelledby="chat-people-title" tabIndex={0}>
        <h2 id="chat-people-title">
          {t.ui.participants} <span className="muted small">({t.ui.onlineCount(onlineNow)})</span>
        </h2>
        <Participants
          participants={people}
          now={now}
          zone={zone}
          more={online && state.participantsNext !== null ? { loading: state.loadingParticipants, onMore: chat.loadMoreParticipants } : null}
        />
      </aside>
    </div>
  );
}

export function ChatPage({ data }: { data: ChatPageData }) {
  const [view, setView] = useState<ChatView>(data.view);
  const busy = useNavigation().state === "loading";
  if (!data.room)
    return (
      <section className="page chat-page">
        <header className="page-header">
          <h1>{t.ui.title}</h1>
        </header>
        <RoomList rooms={data.rooms} current={null} onPick={() => {}} />
      </section>
    );
  return (
    <section className="chat-page" aria-busy={busy}>
      {/* A new room is a new socket and a fresh state. */}
      <Room key={data.room.id} data={data} room={data.room} view={view} setView={setView} />
    </section>
  );
}
