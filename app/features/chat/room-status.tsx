// The open room's status lines: the match score, who is typing, and the rate limit's countdown.
import { useEffect } from "react";
import type { MatchScore } from "../../../domain/chat-rules";
import { chatMessages as t } from "../../../domain/messages/chat";
import { useNow } from "../../lib/time";


export function Score({ match }: { match: MatchScore }) {
  const state = match.finished ? t.ui.fullTime : match.started ? `${t.ui.live} · ${match.minutes}'` : t.ui.notStarted;
  return (
    <p
      className="chat-score"
      aria-label={`${t.ui.score} : ${match.home.name} ${match.home.score ?? 0} - ${match.away.score ?? 0} ${match.away.name}, ${state}`}
      data-testid="chat-score"
    >
      <span aria-hidden="true">
        {match.home.shortName} <strong>{match.home.score ?? "–"}</strong> - <strong>{match.away.score ?? "–"}</strong> {match.away.shortName}
      </span>
      <span className={`chat-score-state${match.started && !match.finished ? " live" : ""}`} aria-hidden="true">
        {state}
      </span>
    </p>
  );
}

export function TypingLine({ typing }: { typing: { username: string }[] }) {
  const names = typing.map((x) => x.username);
  return (
    <p className="chat-typing muted small" aria-live="polite" data-testid="chat-typing">
      {names.length === 0 ? "\u00a0" : names.length === 1 ? t.ui.typingOne(names[0]!) : t.ui.typingMany(names.join(", "))}
    </p>
  );
}

/**
 * The rate limit's message with its seconds counting down to the room's end of the window (issue 41);
 * `onEnd` when they run out. The seconds change silently (aria-live="off"): the alert is read once.
 */
export function RateLimitCountdown({ limit, onEnd }: { limit: { reactions: boolean; until: number }; onEnd: () => void }) {
  const now = useNow(Date.now(), 1_000);
  const seconds = Math.max(0, Math.ceil((limit.until - now) / 1000));
  useEffect(() => {
    if (seconds === 0) onEnd();
  }, [seconds, onEnd]);
  return (
    <>
      {t.errorTitle} : <span aria-live="off">{limit.reactions ? t.rateLimitedReactions(Math.max(1, seconds)) : t.rateLimitedUntil(Math.max(1, seconds))}</span>
    </>
  );
}
