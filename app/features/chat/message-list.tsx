// The message pane: day headings, 24-hour times, the unread divider and 'jump to latest', older
// pages loaded near the top, and each message with its actions (community.md §2, §4, §9).
// Older history sits outside the polite live region, so loading it is not announced.
// One message: message-row.tsx; one not yet confirmed: outgoing-row.tsx.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { ChatMessage } from "../../../domain/chat-rules";
import { listRows, nearBottom, nearTop } from "../../../domain/chat-view";
import { chatMessages as t } from "../../../domain/messages/chat";
import type { Formatter, ZoneOptions } from "../../../domain/format";
import type { Outgoing } from "./room-state";
import { MessageItem, type MessageHandlers } from "./message-row";
import { OutgoingItem } from "./outgoing-row";
import ChevronsDown from "lucide-react/icons/chevrons-down";
import { Icon } from "../../ui/icon";


/** useLayoutEffect in the browser (scroll positions before paint), useEffect on the server (no warning). */
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

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
            <span>{t.ui.unread}</span>
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
      <div className="chat-scroll" ref={scroller} onScroll={onScroll} tabIndex={0} aria-label={t.ui.messages} data-testid="chat-messages">
        <div className="chat-scroll-inner">
          <div className="chat-history-edge muted small">
            {loadingOlder ? (
              <span>{t.ui.loadingOlder}</span>
            ) : hasMore ? (
              // Scrolling up loads them too; the button is for keyboards and short lists.
              <button type="button" className="btn btn-small btn-ghost" onClick={onLoadOlder}>
                {t.ui.loadOlder}
              </button>
            ) : messages.length > 0 ? (
              <span>{t.noMoreMessages}</span>
            ) : null}
          </div>
          {messages.length === 0 && outbox.length === 0 && <p className="empty-state chat-empty">{t.ui.noMessages}</p>}
          <ol className="chat-list chat-history" aria-label={t.ui.earlierMessages}>
            <Rows messages={history} now={now} zone={zone} firstUnreadId={firstUnreadId} render={render} />
          </ol>
          <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t.ui.liveMessages}>
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
          <Icon icon={ChevronsDown} /> {unread > 0 ? t.ui.jumpToLatestCount(unread) : t.ui.jumpToLatest}
        </button>
      )}
    </div>
  );
}
