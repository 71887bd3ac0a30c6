// The message pane: day headings, 24-hour times, the unread divider and 'jump to latest', older
// pages loaded near the top, and each message with its actions (community.md §2, §4, §9).
// Older history sits outside the polite live region, so loading it is not announced.
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { CHAT_EMOJI, QUICK_EMOJI, canReplyTo, type ChatEmoji, type ChatMessage } from "../../../domain/chat-rules";
import { listRows, mentionParts, nearBottom, nearTop } from "../../../domain/chat-view";
import { chatMessages as t } from "../../../domain/messages/chat";
import type { Formatter, ZoneOptions } from "../../../domain/format";
import type { Outgoing } from "./use-chat-room";
import Camera from "lucide-react/icons/camera";
import Megaphone from "lucide-react/icons/megaphone";
import Mic from "lucide-react/icons/mic";
import SmilePlus from "lucide-react/icons/smile-plus";
import { Icon } from "../../ui/icon";
import { CHAT_REACTION_ICONS } from "./reaction-icons";

const u = t.ui;
/**
 * How long a click on a message waits before opening its actions, so that a double click shows the
 * time instead (opening the menu first would move the message under the pointer: the list grows from
 * the bottom, and the second click would land elsewhere).
 */
const DOUBLE_CLICK_MS = 300;
/** useLayoutEffect in the browser (scroll positions before paint), useEffect on the server (no warning). */
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export type MessageHandlers = {
  onReply: (m: ChatMessage) => void;
  onReact: (messageId: string, emoji: ChatEmoji) => void;
  onCopy: (m: ChatMessage) => void;
  onShare: (m: ChatMessage) => void;
  onReport: (m: ChatMessage) => void;
  onDelete?: (m: ChatMessage) => void;
};

function Text({ text, me }: { text: string; me: string }) {
  return (
    <>
      {mentionParts(text).map((p, i) =>
        p.mention ? (
          <mark key={i} className={`chat-mention${p.mention.toLowerCase() === me.toLowerCase() ? " chat-mention-me" : ""}`}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        )
      )}
    </>
  );
}

const MessageItem = memo(function MessageItem({
  message,
  meId,
  meName,
  fmt,
  handlers,
  open,
  onToggle,
}: {
  message: ChatMessage;
  meId: string;
  meName: string;
  fmt: Formatter;
  handlers: MessageHandlers;
  open: boolean;
  onToggle: (id: string | null) => void;
}) {
  const [showFull, setShowFull] = useState(false);
  const [allEmoji, setAllEmoji] = useState(false);
  const mine = message.userId === meId;
  const system = message.type === "system";
  const name = mine ? u.you : message.username;
  const actionsId = `actions-${message.id}`;
  const actionsRef = useRef<HTMLDivElement>(null);
  const clickTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelClick = () => {
    if (clickTimer.current) clearTimeout(clickTimer.current);
    clickTimer.current = null;
  };
  useEffect(() => cancelClick, []);
  // Opening the actions moves focus into them (keyboard use); Escape brings it back.
  useEffect(() => {
    if (open) actionsRef.current?.querySelector<HTMLElement>("button")?.focus();
  }, [open]);
  return (
    <li className={`chat-msg${mine ? " mine" : ""}${system ? " system" : ""}`} id={`m-${message.id}`} data-message-id={message.id}>
      {!mine && !system && <img className="avatar chat-avatar" src={message.avatar} alt="" width={32} height={32} loading="lazy" />}
      <div className="chat-body">
        <p className="chat-meta">
          <strong>{system ? <Icon icon={Megaphone} /> : name}</strong>{" "}
          <time dateTime={message.timestamp} className="chat-time">
            {fmt.time(message.timestamp)}
          </time>
          {showFull && <span className="chat-fulltime"> · {fmt.date(message.timestamp, "full")}</span>}
          {message.edited && <span className="muted small"> · {t.ui.edited}</span>}
        </p>
        {/* The bubble and its menu button side by side: the 44 px button of a phone adds no height. */}
        <div className="chat-bubble-row">
          <div
            className="chat-bubble"
            onClick={(e) => {
              if ((e.target as HTMLElement).closest("audio, a")) return;
              cancelClick();
              // The second click of a double click: the double click shows the time, the menu stays as it was.
              if (e.detail >= 2) return;
              clickTimer.current = setTimeout(() => {
                clickTimer.current = null;
                onToggle(open ? null : message.id);
              }, DOUBLE_CLICK_MS);
            }}
            onDoubleClick={(e) => {
              if ((e.target as HTMLElement).closest("audio, a")) return;
              cancelClick();
              setShowFull((v) => !v);
            }}
          >
            {message.replyTo && (
              <blockquote className="chat-quote">
                <strong>{message.replyTo.username}</strong> {message.replyTo.content}
              </blockquote>
            )}
            {message.type === "image" && message.imageUrl ? (
              <img className="chat-image" src={message.imageUrl} alt={message.content || u.imageOf(message.username)} loading="lazy" width={240} height={180} />
            ) : null}
            {message.type === "audio" && message.audioUrl ? (
              <audio className="chat-audio" controls preload="none" src={message.audioUrl} aria-label={u.voiceOf(message.username)} />
            ) : null}
            {message.content && (message.type === "text" || message.type === "system" || message.type === "image") ? (
              <p className="chat-text">
                <Text text={message.content} me={meName} />
              </p>
            ) : null}
          </div>
          {!system && (
            <button
              type="button"
              className="chat-more"
              aria-expanded={open}
              aria-controls={open ? actionsId : undefined}
              aria-label={`${u.actions} (${message.username}, ${fmt.time(message.timestamp)})`}
              onClick={() => onToggle(open ? null : message.id)}
            >
              ⋯
            </button>
          )}
        </div>
        {message.reactions.length > 0 && (
          <div className="chat-reactions" role="group" aria-label={u.react}>
            {message.reactions.map((r) => (
              <button
                key={r.emoji}
                type="button"
                className="chat-reaction"
                aria-pressed={r.users.includes(meId)}
                data-reaction={r.emoji}
                onClick={() => handlers.onReact(message.id, r.emoji)}
              >
                <Icon icon={CHAT_REACTION_ICONS[r.emoji]} />
                <span className="visually-hidden">{u.reactionNames[r.emoji]}</span> {r.count}
              </button>
            ))}
          </div>
        )}
        {open && (
          <div
            className="chat-actions"
            ref={actionsRef}
            id={actionsId}
            role="group"
            aria-label={u.actions}
            onKeyDown={(e) => {
              if (e.key !== "Escape") return;
              onToggle(null);
              (e.currentTarget.parentElement?.querySelector(".chat-more") as HTMLElement | null)?.focus();
            }}
          >
            {(allEmoji ? CHAT_EMOJI : QUICK_EMOJI).map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="chat-action chat-emoji"
                aria-label={u.reactAs(u.reactionNames[emoji])}
                data-reaction={emoji}
                onClick={() => (handlers.onReact(message.id, emoji), onToggle(null))}
              >
                <Icon icon={CHAT_REACTION_ICONS[emoji]} />
              </button>
            ))}
            {!allEmoji && (
              <button type="button" className="chat-action" aria-label={u.moreReactions} onClick={() => setAllEmoji(true)}>
                <Icon icon={SmilePlus} />
              </button>
            )}
            {canReplyTo(meId, message) && (
              <button type="button" className="chat-action" onClick={() => (handlers.onReply(message), onToggle(null))}>
                {u.reply}
              </button>
            )}
            <button type="button" className="chat-action" onClick={() => handlers.onCopy(message)}>
              {u.copy}
            </button>
            <button type="button" className="chat-action" onClick={() => handlers.onShare(message)}>
              {u.share}
            </button>
            <button type="button" className="chat-action" aria-pressed={showFull} onClick={() => setShowFull((v) => !v)}>
              {u.showTime}
            </button>
            {!mine && (
              <button type="button" className="chat-action" onClick={() => (handlers.onReport(message), onToggle(null))}>
                {u.report}
              </button>
            )}
            {handlers.onDelete && (
              <button type="button" className="chat-action chat-action-danger" onClick={() => handlers.onDelete?.(message)}>
                {u.deleteMessage}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
});

function OutgoingItem({ item, onRetry, onDiscard }: { item: Outgoing; onRetry: () => void; onDiscard: () => void }) {
  return (
    <li className={`chat-msg mine chat-outgoing ${item.state}`} data-outgoing={item.state}>
      <div className="chat-body">
        <div className="chat-bubble">
          {item.replyTo && (
            <blockquote className="chat-quote">
              <strong>{item.replyTo.username}</strong> {item.replyTo.content}
            </blockquote>
          )}
          <p className="chat-text">{item.type === "text" ? item.content : <Icon icon={item.type === "image" ? Camera : Mic} />}</p>
        </div>
        <p className="chat-meta small">
          {item.state === "failed" ? (
            <>
              <span className="chat-failed">
                {u.notSentLabel}
                {item.error ? ` : ${item.error}` : ""}
              </span>{" "}
              <button type="button" className="btn btn-small btn-secondary" onClick={onRetry}>
                {u.retry}
              </button>{" "}
              <button type="button" className="btn btn-small btn-ghost" onClick={onDiscard}>
                {u.discard}
              </button>
            </>
          ) : item.state === "waiting" ? (
            // Queued (issue 26): a visible mark that says why, read with the message in the live log.
            <>
              <span className="chat-queued">{u.queued}</span> <span className="muted">{u.queuedWhy}</span>{" "}
              <button type="button" className="btn btn-small btn-ghost" onClick={onDiscard}>
                {u.discard}
              </button>
            </>
          ) : (
            <span className="muted">{u.sending}</span>
          )}
        </p>
      </div>
    </li>
  );
}

/** Rows (day headings, divider, messages) of one part of the list. */
function Rows({
  messages,
  now,
  zone,
  firstUnreadId,
  afterDay = null,
  render,
}: {
  messages: ChatMessage[];
  now: number;
  zone: ZoneOptions;
  firstUnreadId: string | null;
  afterDay?: string | null;
  render: (m: ChatMessage) => ReactNode;
}) {
  const rows = listRows(messages, now, { ...zone, firstUnreadId, afterDay });
  return (
    <>
      {rows.map((row) =>
        row.kind === "day" ? (
          <li key={row.key} className="chat-day">
            <span>{row.label}</span>
          </li>
        ) : row.kind === "unread" ? (
          <li key={row.key} className="chat-unread" id="chat-unread">
            <span>{u.unread}</span>
          </li>
        ) : (
          render(row.message)
        )
      )}
    </>
  );
}

export function MessageList({
  messages,
  liveFrom,
  outbox,
  hasMore,
  loadingOlder,
  prepended,
  me,
  now,
  fmt,
  zone,
  handlers,
  onLoadOlder,
  onRetry,
  onDiscard,
}: {
  messages: ChatMessage[];
  /** Messages with this sequence number or later arrived live (announced); earlier ones are history. */
  liveFrom: (m: ChatMessage) => boolean;
  outbox: Outgoing[];
  hasMore: boolean;
  loadingOlder: boolean;
  prepended: boolean;
  me: { id: string; username: string };
  now: number;
  fmt: Formatter;
  zone: ZoneOptions;
  handlers: MessageHandlers;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastHeight = useRef(0);
  const [unread, setUnread] = useState(0);
  const [firstUnreadId, setFirstUnreadId] = useState<string | null>(null);
  const [showJump, setShowJump] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const lastId = messages[messages.length - 1]?.id;
  const seenLast = useRef(lastId);

  // The scroller is a column-reverse box: its scroll origin is the bottom (scrollTop 0, negative
  // above), so the server's HTML already shows the latest messages before any script runs, and
  // older pages added above leave what is on screen in place by themselves.
  const fromBottom = (el: HTMLElement) => -el.scrollTop;
  const fromTop = (el: HTMLElement) => el.scrollHeight - el.clientHeight + el.scrollTop;

  // New messages are followed when the reader is at the bottom (or sent them); else the view stays
  // where it is and they count as unread.
  useBrowserLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const grew = el.scrollHeight - lastHeight.current;
    if (!prepended && lastId !== seenLast.current) {
      const newest = messages[messages.length - 1];
      if (atBottom.current || newest?.userId === me.id) {
        el.scrollTop = 0;
        if (newest?.userId === me.id) setFirstUnreadId(null);
      } else if (newest) {
        if (grew > 0) el.scrollTop -= grew;
        setUnread((n) => n + 1);
        setFirstUnreadId((id) => id ?? newest.id);
        setShowJump(true);
      }
    }
    seenLast.current = lastId;
    lastHeight.current = el.scrollHeight;
  }, [messages, lastId, prepended, me.id]);

  useBrowserLayoutEffect(() => {
    const el = scroller.current;
    if (el && outbox.length && atBottom.current) el.scrollTop = 0;
    if (el) lastHeight.current = el.scrollHeight;
  }, [outbox.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = nearBottom(fromBottom(el));
    setShowJump(!atBottom.current);
    if (atBottom.current && unread) setUnread(0);
    lastHeight.current = el.scrollHeight;
    if (nearTop(fromTop(el)) && hasMore && !loadingOlder) onLoadOlder();
  };

  const jump = () => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = 0;
    atBottom.current = true;
    setUnread(0);
    setShowJump(false);
  };

  const history = messages.filter((m) => !liveFrom(m));
  const live = messages.filter(liveFrom);
  const render = (m: ChatMessage) => (
    <MessageItem key={m.id} message={m} meId={me.id} meName={me.username} fmt={fmt} handlers={handlers} open={openId === m.id} onToggle={setOpenId} />
  );
  const lastDayOfHistory = history.length ? fmt.dayHeading(history[history.length - 1]!.timestamp, now) : null;

  return (
    <div className="chat-scroll-wrap">
      <div className="chat-scroll" ref={scroller} onScroll={onScroll} tabIndex={0} aria-label={u.messages} data-testid="chat-messages">
        <div className="chat-scroll-inner">
          <div className="chat-history-edge muted small">
            {loadingOlder ? (
              <span>{u.loadingOlder}</span>
            ) : hasMore ? (
              // Scrolling up loads them too; the button is for keyboards and short lists.
              <button type="button" className="btn btn-small btn-ghost" onClick={onLoadOlder}>
                {u.loadOlder}
              </button>
            ) : messages.length > 0 ? (
              <span>{t.noMoreMessages}</span>
            ) : null}
          </div>
          {messages.length === 0 && outbox.length === 0 && <p className="empty-state chat-empty">{u.noMessages}</p>}
          <ol className="chat-list chat-history" aria-label={u.earlierMessages}>
            <Rows messages={history} now={now} zone={zone} firstUnreadId={firstUnreadId} render={render} />
          </ol>
          <div role="log" aria-live="polite" aria-relevant="additions" aria-label={u.liveMessages}>
            <ol className="chat-list chat-live">
              <Rows messages={live} now={now} zone={zone} firstUnreadId={firstUnreadId} afterDay={lastDayOfHistory} render={render} />
              {outbox.map((o) => (
                <OutgoingItem key={o.clientId} item={o} onRetry={() => onRetry(o.clientId)} onDiscard={() => onDiscard(o.clientId)} />
              ))}
            </ol>
          </div>
        </div>
      </div>
      {showJump && (
        <button type="button" className="btn btn-primary chat-jump" onClick={jump}>
          ↓ {unread > 0 ? u.jumpToLatestCount(unread) : u.jumpToLatest}
        </button>
      )}
    </div>
  );
}
