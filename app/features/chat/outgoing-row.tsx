// A message written on this screen and not yet confirmed by the room: sending, queued while offline
// (with why), or not sent (with the reason, retry and discard) (community.md §4; issue 26).
import { chatMessages as t } from "../../../domain/messages/chat";
import type { Outgoing } from "./room-state";
import Camera from "lucide-react/icons/camera";
import Mic from "lucide-react/icons/mic";
import { Icon } from "../../ui/icon";
import { Quote } from "./quote";


export function OutgoingItem({ item, onRetry, onDiscard }: { item: Outgoing; onRetry: () => void; onDiscard: () => void }) {
  return (
    <li className={`chat-msg mine chat-outgoing ${item.state}`} data-outgoing={item.state}>
      <div className="chat-body">
        <div className="chat-bubble">
          {item.replyTo && <Quote quote={item.replyTo} />}
          <p className="chat-text">{item.type === "text" ? item.content : <Icon icon={item.type === "image" ? Camera : Mic} />}</p>
        </div>
        <p className="chat-meta small">
          {item.state === "failed" ? (
            <>
              <span className="chat-failed">
                {t.ui.notSentLabel}
                {item.error ? ` : ${item.error}` : ""}
              </span>{" "}
              <button type="button" className="btn btn-small btn-secondary" onClick={onRetry}>
                {t.ui.retry}
              </button>{" "}
              <button type="button" className="btn btn-small btn-ghost" onClick={onDiscard}>
                {t.ui.discard}
              </button>
            </>
          ) : item.state === "waiting" ? (
            // Queued (issue 26): a visible mark that says why, read with the message in the live log.
            <>
              <span className="chat-queued">{t.ui.queued}</span> <span className="muted">{t.ui.queuedWhy}</span>{" "}
              <button type="button" className="btn btn-small btn-ghost" onClick={onDiscard}>
                {t.ui.discard}
              </button>
            </>
          ) : (
            <span className="muted">{t.ui.sending}</span>
          )}
        </p>
      </div>
    </li>
  );
}
