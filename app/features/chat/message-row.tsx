// One message of the chat's list: author, 24-hour time (the full date on a double click), quote,
// image, voice or text with its mentions, reactions, and its actions behind the ⋯ button or a click
// on the bubble (community.md §2, §4, §9).
import { memo, useEffect, useRef, useState } from "react";
import { CHAT_EMOJI, QUICK_EMOJI, canReplyTo, type ChatEmoji, type ChatMessage } from "../../../domain/chat-rules";
import { mentionParts } from "../../../domain/chat-view";
import { authorName, systemMessageText } from "../../../domain/chat-system";
import { Quote } from "./quote";
import { SystemIcon } from "./system-icon";
import { chatMessages as t } from "../../../domain/messages/chat";
import type { Formatter } from "../../../domain/format";
import SmilePlus from "lucide-react/icons/smile-plus";
import { Icon } from "../../ui/icon";
import { CHAT_REACTION_ICONS } from "./reaction-icons";
import Ellipsis from "lucide-react/icons/ellipsis";


/**
 * How long a click on a message waits before opening its actions, so that a double click shows the
 * time instead (opening the menu first would move the message under the pointer: the list grows from
 * the bottom, and the second click would land elsewhere).
 */
const DOUBLE_CLICK_MS = 300;

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

export const MessageItem = memo(function MessageItem({
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
  const name = mine ? t.ui.you : authorName(message);
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
          <strong>{system ? <SystemIcon line={message.system} /> : name}</strong>{" "}
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
            {message.replyTo && <Quote quote={message.replyTo} />}
            {message.type === "image" && message.imageUrl ? (
              <img className="chat-image" src={message.imageUrl} alt={message.content || t.ui.imageOf(authorName(message))} loading="lazy" width={240} height={180} />
            ) : null}
            {message.type === "audio" && message.audioUrl ? (
              <audio className="chat-audio" controls preload="none" src={message.audioUrl} aria-label={t.ui.voiceOf(authorName(message))} />
            ) : null}
            {system ? (
              <p className="chat-text">{systemMessageText(message)}</p>
            ) : message.content && (message.type === "text" || message.type === "image") ? (
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
              aria-label={`${t.ui.actions} (${authorName(message)}, ${fmt.time(message.timestamp)})`}
              onClick={() => onToggle(open ? null : message.id)}
            >
              <Icon icon={Ellipsis} />
            </button>
          )}
        </div>
        {message.reactions.length > 0 && (
          <div className="chat-reactions" role="group" aria-label={t.ui.react}>
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
                <span className="visually-hidden">{t.ui.reactionNames[r.emoji]}</span> {r.count}
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
            aria-label={t.ui.actions}
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
                aria-label={t.ui.reactAs(t.ui.reactionNames[emoji])}
                data-reaction={emoji}
                onClick={() => (handlers.onReact(message.id, emoji), onToggle(null))}
              >
                <Icon icon={CHAT_REACTION_ICONS[emoji]} />
              </button>
            ))}
            {!allEmoji && (
              <button type="button" className="chat-action" aria-label={t.ui.moreReactions} onClick={() => setAllEmoji(true)}>
                <Icon icon={SmilePlus} />
              </button>
            )}
            {canReplyTo(meId, message) && (
              <button type="button" className="chat-action" onClick={() => (handlers.onReply(message), onToggle(null))}>
                {t.ui.reply}
              </button>
            )}
            <button type="button" className="chat-action" onClick={() => handlers.onCopy(message)}>
              {t.ui.copy}
            </button>
            <button type="button" className="chat-action" onClick={() => handlers.onShare(message)}>
              {t.ui.share}
            </button>
            <button type="button" className="chat-action" aria-pressed={showFull} onClick={() => setShowFull((v) => !v)}>
              {t.ui.showTime}
            </button>
            {!mine && (
              <button type="button" className="chat-action" onClick={() => (handlers.onReport(message), onToggle(null))}>
                {t.ui.report}
              </button>
            )}
            {handlers.onDelete && (
              <button type="button" className="chat-action chat-action-danger" onClick={() => handlers.onDelete?.(message)}>
                {t.ui.deleteMessage}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
});
