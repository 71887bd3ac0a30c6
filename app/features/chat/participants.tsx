// The open room's participants: online first, then by last seen, page by page in a big room.
import { useMemo } from "react";
import type { Participant } from "../../../domain/chat-rules";
import { lastSeenText } from "../../../domain/chat-view";
import { authorName } from "../../../domain/chat-system";
import { chatMessages as t } from "../../../domain/messages/chat";


export function Participants({
  participants,
  now,
  zone,
  more,
}: {
  participants: Participant[];
  now: number;
  zone: { readerZone: boolean };
  /** A big room lists its participants page by page: the next page's button. */
  more: { loading: boolean; onMore: () => void } | null;
}) {
  const sorted = useMemo(
    () =>
      [...participants].sort((a, b) => Number(b.isOnline) - Number(a.isOnline) || b.lastSeen.localeCompare(a.lastSeen) || authorName(a).localeCompare(authorName(b))),
    [participants]
  );
  if (sorted.length === 0) return <p className="muted small">{t.ui.noParticipants}</p>;
  return (
    <>
      <ul className="chat-people" data-testid="chat-participants">
        {sorted.map((p) => (
          <li key={p.userId} className={p.isOnline ? "online" : "offline"} data-username={p.username}>
            <span className="chat-person-avatar">
              <img className="avatar" src={p.avatar} alt="" width={32} height={32} loading="lazy" />
              <span className={`chat-dot ${p.isOnline ? "online" : ""}`} aria-hidden="true" />
            </span>
            <span className="chat-person-text">
              <span className="chat-person-name">{authorName(p)}</span>
              <span className="muted small">{p.isOnline ? t.ui.online : t.ui.lastSeen(lastSeenText(p.lastSeen, now, zone))}</span>
            </span>
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className="btn btn-small btn-secondary chat-people-more" onClick={more.onMore} disabled={more.loading} aria-busy={more.loading}>
          {more.loading ? t.ui.loadingParticipants : t.ui.moreParticipants}
        </button>
      )}
    </>
  );
}
