// The cards of /votes: a team vote (image or the attached squad on a small pitch, a four-category
// star rating, then the averages) and a player poll (two real players, then counts and shares).
// Both post through a fetcher and show the result at once; a refusal rolls back and says why.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import Check from "lucide-react/icons/check";
import Flag from "lucide-react/icons/flag";
import Trash2 from "lucide-react/icons/trash-2";
import { ConfirmAction } from "../../ui/confirm";
import Star from "lucide-react/icons/star";
import type { PlayerVoteView, TeamVoteView } from "../../../api/services/votes";
import type { FormResult } from "../../lib/form-result";
import { TEAM_VOTE_CATEGORIES, outOfTen, scoreBand, splitPercent, type TeamVoteCategory } from "../../../domain/votes-rules";
import { votesMessages as t } from "../../../domain/messages/votes";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { ClubShirt } from "../../ui/club-shirt";
import { Icon } from "../../ui/icon";
import { Price } from "../../ui/price";

const ROWS = ["FWD", "MID", "DEF", "GK"] as const;

/**
 * A vote's own actions (issue 42): its author deletes it, anyone else reports it (a reason is
 * optional). Plain confirmed forms: they work without JavaScript; the page shows the result.
 */
function VoteActions({ kind, id, title, mine }: { kind: "team_vote" | "player_vote"; id: string; title: string; mine: boolean }) {
  const hidden = { kind, id };
  return (
    <div className="vote-actions" data-testid="vote-actions">
      {mine ? (
        <ConfirmAction
          intent="remove"
          label={
            <>
              <Icon icon={Trash2} />
              <span aria-hidden="true">{t.remove}</span>
              <span className="visually-hidden">{kind === "team_vote" ? t.removeTeamVote(title) : t.removePlayerVote(title)}</span>
            </>
          }
          question={t.removeQuestion}
          confirmLabel={t.confirmRemove}
          hidden={hidden}
        />
      ) : (
        <ConfirmAction
          intent="report"
          tone="neutral"
          label={
            <>
              <Icon icon={Flag} />
              <span aria-hidden="true">{t.report}</span>
              <span className="visually-hidden">{kind === "team_vote" ? t.reportTeamVote(title) : t.reportPlayerVote(title)}</span>
            </>
          }
          question={t.reportQuestion}
          confirmLabel={t.confirmReport}
          hidden={hidden}
        >
          <label className="field">
            {t.reportReason}
            <textarea name="reason" maxLength={500} rows={2} />
          </label>
        </ConfirmAction>
      )}
    </div>
  );
}

function MiniPitch({ team }: { team: NonNullable<TeamVoteView["team"]> }) {
  const starters = team.players.filter((p) => !p.slot.startsWith("SUB"));
  return (
    <div className="mini-pitch" role="img" aria-label={`${team.teamName}: ${starters.map((p) => p.webName).join(", ")}`}>
      {ROWS.map((pos) => (
        <div key={pos} className="mini-row">
          {starters
            .filter((p) => p.position === pos)
            .map((p) => (
              <span key={p.id} className="mini-player">
                <ClubShirt team={p.team} keeper={p.position === "GK"} size={24} className="mini-shirt" />
                <span className="mini-name">
                  {p.webName}
                  {p.captain ? t.card.captainMark : ""}
                </span>
              </span>
            ))}
        </div>
      ))}
    </div>
  );
}

function Stars({ category, value, onChange }: { category: TeamVoteCategory; value: number; onChange: (n: number) => void }) {
  return (
    <fieldset
      className="stars"
      onKeyDown={(e) => {
        // Keys 1-5 set the rating (§5); arrows move between the radios natively.
        if (/^[1-5]$/.test(e.key)) {
          e.preventDefault();
          onChange(Number(e.key));
        }
      }}
    >
      <legend>{t.categories[category]}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`star${n <= value ? " on" : ""}`}>
          <input type="radio" name={category} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden" />
          <Icon icon={Star} filled={n <= value} />
          <span className="visually-hidden">
            {t.card.stars(n)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Averages({ scores, count, mean }: { scores: Record<TeamVoteCategory, number>; count: number; mean: number }) {
  // No rating is no score: not a red 0.0/10.
  if (count === 0)
    return (
      <p className="averages not-rated muted" data-testid="averages">
        {t.notRatedYet}
      </p>
    );
  const fmt = formatter(currentLocale());
  return (
    <div className="averages" data-testid="averages">
      <p className={`mean band-${scoreBand(mean)}`}>
        <strong>{fmt.number(mean, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</strong>/10 <span className="muted">{t.card.ratings(count)}</span>
      </p>
      <dl>
        {TEAM_VOTE_CATEGORIES.map((c) => (
          <div key={c} className={`band-${scoreBand(scores[c])}`}>
            <dt>{t.categories[c]}</dt>
            <dd>{fmt.number(scores[c], { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function TeamVoteCard({ vote }: { vote: TeamVoteView }) {
  const fetcher = useFetcher<FormResult>();
  const [stars, setStars] = useState<Record<TeamVoteCategory, number>>({ defense: 0, midfield: 0, attack: 0, tactics: 0 });
  const [alert, setAlert] = useState<string | null>(null);
  // Optimistic: while the rating is on its way, the card shows it as counted.
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "rate";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const voted = vote.hasVotedOnTeam || pending;
  let shown = { scores: vote.scores, count: vote.ratings, mean: vote.mean };
  if (pending && !vote.hasVotedOnTeam) {
    const n = vote.ratings + 1;
    const scores = Object.fromEntries(TEAM_VOTE_CATEGORIES.map((c) => [c, outOfTen(((vote.scores[c] / 2) * vote.ratings + stars[c]) / n)])) as Record<TeamVoteCategory, number>;
    shown = { scores, count: n, mean: outOfTen(TEAM_VOTE_CATEGORIES.reduce((s, c) => s + scores[c] / 2, 0) / 4) };
  }
  const headingId = `team-vote-${vote.id}`;
  return (
    <article className={`vote-card${voted ? " voted" : ""}`} aria-labelledby={headingId} data-testid="team-vote">
      <header className="vote-head">
        <h2 id={headingId}>{vote.title}</h2>
        <p className="muted small">
          {vote.authorName} · {t.card.gw(vote.gameweek)} · {vote.formation} · {formatter(currentLocale()).date(vote.createdAt, "dayMonth")}
        </p>
      </header>
      {vote.team ? <MiniPitch team={vote.team} /> : vote.imageUrl ? <img className="vote-image" src={vote.imageUrl} alt={t.card.teamOf(vote.authorName, vote.title)} loading="lazy" /> : null}
      {vote.description ? <p>{vote.description}</p> : null}
      {vote.tags.length ? (
        <ul className="tag-list" aria-label={t.card.tags}>
          {vote.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      {voted || vote.ownerTeam || vote.closed ? (
        <>
          {voted ? <p className="voted-mark">
              <Icon icon={Check} /> {t.card.youRated}
            </p> : vote.ownerTeam ? <p className="muted small">{t.card.yourTeam}</p> : <p className="muted small">{t.pollClosed}</p>}
          <Averages scores={shown.scores} count={shown.count} mean={shown.mean} />
        </>
      ) : (
        <fetcher.Form
          method="post"
          className="rating-form"
          onSubmit={(e) => {
            if (TEAM_VOTE_CATEGORIES.some((c) => !stars[c])) {
              e.preventDefault();
              setAlert(t.rateAllCategories);
            } else setAlert(null);
          }}
        >
          <input type="hidden" name="intent" value="rate" />
          <input type="hidden" name="id" value={vote.id} />
          <div className="stars-grid">
            {TEAM_VOTE_CATEGORIES.map((c) => (
              <Stars key={c} category={c} value={stars[c]} onChange={(n) => setStars((s) => ({ ...s, [c]: n }))} />
            ))}
          </div>
          {alert || failed ? (
            <p className="field-error" role="alert">
              {alert ?? failed}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary">
            {t.card.rate}
          </button>
        </fetcher.Form>
      )}
      <VoteActions kind="team_vote" id={vote.id} title={vote.title} mine={vote.ownerTeam} />
    </article>
  );
}

function PlayerSide({ side, player, votes, percent, chosen, revealed }: { side: "player1" | "player2"; player: PlayerVoteView["player1"]; votes: number; percent: number; chosen: boolean; revealed: boolean }) {
  if (!player) return <div className="pvp-side muted">{t.card.playerGone}</div>;
  const next = player.nextFixture;
  return (
    <div className={`pvp-side${chosen ? " chosen" : ""}`} data-side={side}>
      <p className="pvp-name">
        <strong>{player.webName}</strong> <span className="muted">{player.team}</span>
      </p>
      <dl className="pvp-stats">
        <div>
          <dt>{t.card.price}</dt>
          <dd><Price tenths={player.priceTenths} /></dd>
        </div>
        <div>
          <dt>{t.card.points}</dt>
          <dd>{player.totalPoints}</dd>
        </div>
        <div>
          <dt>{t.card.form}</dt>
          <dd>{formatter(currentLocale()).number(player.form, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</dd>
        </div>
        <div>
          <dt>{t.card.next}</dt>
          <dd>{next ? <span className={`fdr fdr-${next.difficulty}`}>{`${next.opponent} (${next.home ? t.card.home : t.card.away})`}</span> : "—"}</dd>
        </div>
      </dl>
      {revealed ? (
        <p className="pvp-result">
          <span className="pvp-bar" style={{ width: `${percent}%` }} aria-hidden="true" />
          <strong>{percent}%</strong> · {t.card.votes(votes)}
          {chosen ? t.card.yourPick : ""}
        </p>
      ) : null}
    </div>
  );
}

export function PlayerVoteCard({ vote }: { vote: PlayerVoteView }) {
  const fetcher = useFetcher<FormResult>();
  const pendingChoice = fetcher.state !== "idle" ? (fetcher.formData?.get("choice") as "player1" | "player2" | null) : null;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const choice = vote.myChoice ?? pendingChoice;
  const votes = { ...vote.votes };
  if (pendingChoice && !vote.myChoice) votes[pendingChoice] += 1;
  const [p1, p2] = splitPercent(votes.player1, votes.player2);
  // The author sees the split of their own poll but cannot vote in it (the server refuses too).
  const revealed = !!choice || vote.closed || vote.ownerPoll;
  const headingId = `pvp-${vote.id}`;
  return (
    <article className="vote-card pvp" aria-labelledby={headingId} data-testid="player-vote">
      <header className="vote-head">
        <span className="action-pill">{t.actions[vote.action as keyof typeof t.actions] ?? vote.action}</span>
        <h2 id={headingId}>{vote.title}</h2>
        <p className="muted small">
          {vote.authorName} · {t.card.gw(vote.gameweek)} · {t.card.votes(votes.player1 + votes.player2)}
        </p>
      </header>
      {vote.description ? <p>{vote.description}</p> : null}
      <div className="pvp-sides">
        <PlayerSide side="player1" player={vote.player1} votes={votes.player1} percent={p1} chosen={choice === "player1"} revealed={revealed} />
        <span className="pvp-vs" aria-hidden="true">
          {t.card.versus}
        </span>
        <PlayerSide side="player2" player={vote.player2} votes={votes.player2} percent={p2} chosen={choice === "player2"} revealed={revealed} />
      </div>
      <fetcher.Form method="post" className="pvp-buttons">
        <input type="hidden" name="intent" value="vote" />
        <input type="hidden" name="id" value={vote.id} />
        {(["player1", "player2"] as const).map((side) => (
          <button key={side} type="submit" name="choice" value={side} className={`btn ${choice === side ? "btn-primary" : "btn-secondary"}`} disabled={!!choice || vote.closed || vote.ownerPoll || !vote[side]} aria-pressed={choice === side}>
            {choice === side ? <Icon icon={Check} /> : null}
            {vote[side]?.webName ?? "?"}
          </button>
        ))}
      </fetcher.Form>
      {vote.ownerPoll ? <p className="muted small">{t.card.yourPoll}</p> : null}
      {failed ? (
        <p className="field-error" role="alert">
          {failed}
        </p>
      ) : null}
      <VoteActions kind="player_vote" id={vote.id} title={vote.title} mine={vote.ownerPoll} />
    </article>
  );
}
