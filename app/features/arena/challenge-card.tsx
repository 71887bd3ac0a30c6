import { Link } from "@remix-run/react";
import type { ArenaChallenge } from "./arena.server";
import { deadlineText, timeLeft } from "../../../domain/deadline";
import { millionsToTenths } from "../../../domain/player-display";
import { arenaMessages } from "../../../domain/messages/arena";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import AlarmClock from "lucide-react/icons/alarm-clock";
import Check from "lucide-react/icons/check";
import Lock from "lucide-react/icons/lock";
import Medal from "lucide-react/icons/medal";
import Pencil from "lucide-react/icons/pencil";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import { Icon } from "../../ui/icon";
import { Price } from "../../ui/price";

const MEDALS = ["gold", "silver", "bronze"] as const;

/** A challenge's card (the Arena; the admin form's preview). Deadlines in the league's zone, said so. */
export function ChallengeCard({ challenge: c, now }: { challenge: ArenaChallenge; now: number }) {
  const m = arenaMessages.card;
  const fmt = formatter(currentLocale());
  const pts = (n: number) => m.points(fmt.number(n));
  const headingId = `challenge-${c.gameweek}-title`;
  const sealed = c.status === "locked" || (c.status === "upcoming" && !c.opened);
  const tone = sealed ? "sealed" : c.status;
  const left = c.deadline && c.status === "upcoming" ? timeLeft(c.deadline, now) : null;
  const { rules } = c;

  return (
    <article className={`challenge-card tone-${tone}`} aria-labelledby={headingId} data-testid="challenge-card" data-gameweek={c.gameweek} data-status={c.status}>
      <header className="challenge-head">
        <span className="gw-badge">{arenaMessages.gameweek(c.gameweek)}</span>
        <span className={`status-pill status-${tone}`}>
          {c.status === "active" ? <span className="live-dot" aria-hidden="true" /> : null}
          {sealed ? <Icon icon={Lock} /> : null}
          {sealed ? m.status.locked : m.status[c.status]}
        </span>
      </header>

      <div className="challenge-body">
        <h3 id={headingId} className="challenge-name">
          {c.challengeName}
        </h3>
        {c.description ? <p className="challenge-desc">{c.description}</p> : null}

        {c.deadline ? (
          <p className="challenge-deadline">
            <Icon icon={AlarmClock} />
            <span>
              <span className="muted">{c.status === "upcoming" || c.status === "locked" ? m.deadline : m.deadlineWas}</span>
              <time dateTime={c.deadline}>{deadlineText(c.deadline)}</time>
            </span>
            {left ? <span className={`time-left${left.urgent ? " urgent" : ""}`}>{left.label}</span> : null}
          </p>
        ) : null}

        <section className="challenge-rules" aria-label={m.rulesOf(c.gameweek)}>
          <h4 className="mini-title">{m.rules}</h4>
          <dl className="rule-list">
            <div>
              <dt>{m.budget}</dt>
              <dd><Price tenths={millionsToTenths(rules.budget)} /></dd>
            </div>
            <div>
              <dt>{m.maxTeam}</dt>
              <dd>{rules.maxPlayersPerTeam}</dd>
            </div>
            {rules.requiredPlayers.length ? (
              <div className="rule-wide">
                <dt>{m.requiredPlayers}</dt>
                <dd className="chips">
                  {rules.requiredPlayers.map((name) => (
                    <span key={name} className="chip chip-required">
                      {name}
                    </span>
                  ))}
                </dd>
              </div>
            ) : null}
            {rules.excludedPlayers.length ? (
              <div className="rule-wide">
                <dt>{m.excludedPlayers}</dt>
                <dd className="chips">
                  {rules.excludedPlayers.map((name) => (
                    <span key={name} className="chip chip-excluded">
                      {name}
                    </span>
                  ))}
                </dd>
              </div>
            ) : null}
            {rules.requiredClubs.length ? (
              <div className="rule-wide">
                <dt>{m.requiredClubs}</dt>
                <dd className="chips">
                  {rules.requiredClubs.map((r) => (
                    <span key={r.team} className="chip" title={m.atLeastFrom(r.count, r.name)}>
                      <abbr title={r.name}>{r.team}</abbr> ×{r.count}
                    </span>
                  ))}
                </dd>
              </div>
            ) : null}
            {rules.captainClub ? (
              <div className="rule-wide">
                <dt>{rules.captainClub.captain ? m.captainFrom : m.minFromClub}</dt>
                <dd>
                  {rules.captainClub.captain ? rules.captainClub.name : m.clubPlayers(rules.captainClub.count, rules.captainClub.name)}
                  {rules.captainClub.captain && rules.captainClub.count > 1 ? (
                    <span className="rule-note">{m.atLeastPlayers(rules.captainClub.count, rules.captainClub.name)}</span>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section className="challenge-rewards" aria-label={m.rewardsOf(c.gameweek)}>
          <h4 className="mini-title">{m.rewards}</h4>
          <ol className="reward-list">
            {c.rewards.map((points, i) => (
              <li key={MEDALS[i]}>
                <Icon icon={Medal} className={`medal-icon ${MEDALS[i]}`} />
                <span className="visually-hidden">{m.place(i + 1)}</span>
                <strong>{fmt.number(points)}</strong>
                <span className="muted">{m.pts}</span>
              </li>
            ))}
          </ol>
        </section>

        <div className="challenge-stats">
          <p>
            <Icon icon={Users} />{" "}
            <strong>{fmt.number(c.participants)}</strong> {m.managers(c.participants)}
          </p>
          <p className="champion" data-testid="champion">
            <Icon icon={Trophy} />{" "}
            {c.champion ? (
              <span>
                <strong>{c.champion.username}</strong>
                <span className="muted">
                  {" "}
                  · {c.champion.teamName} · {pts(c.champion.totalPoints)}
                </span>
              </span>
            ) : (
              <span className="muted">{m.noChampion}</span>
            )}
          </p>
        </div>

        {c.myTeam ? (
          <p className="my-entry" data-testid="my-entry">
            <span className="registered">
              <Icon icon={Check} />
              {m.registered}
            </span>
            <span className="my-entry-name">{c.myTeam.teamName}</span>
            {c.status !== "upcoming" ? (
              <span className="muted">
                {pts(c.myTeam.totalPoints)}
                {c.myTeam.rank ? ` · ${m.rank(c.myTeam.rank)}` : ""}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>

      <footer className="challenge-action">
        <ChallengeAction challenge={c} sealed={sealed} />
      </footer>
    </article>
  );
}

function ChallengeAction({ challenge: c, sealed }: { challenge: ArenaChallenge; sealed: boolean }) {
  const m = arenaMessages.card;
  if (sealed) {
    return (
      <button type="button" className="btn btn-block arena-btn arena-btn-sealed" disabled aria-label={m.sealedLabel(c.gameweek)}>
        <Icon icon={Lock} /> {m.sealed}
      </button>
    );
  }
  if (c.status === "upcoming") {
    return (
      <Link to={`/pick-team?gw=${c.gameweek}`} className="btn btn-block arena-btn arena-btn-enter" prefetch="intent">
        {c.myTeam ? (
          <>
            <Icon icon={Pencil} /> {m.editTeam}
          </>
        ) : (
          <>
            <Icon icon={Swords} /> {m.enter}
          </>
        )}
      </Link>
    );
  }
  if (c.status === "active") {
    return (
      <Link to="/live-team" className="btn btn-block arena-btn arena-btn-live" prefetch="intent">
        <span className="live-dot" aria-hidden="true" /> {m.inProgress}
      </Link>
    );
  }
  return (
    <Link to="/leaderboard" className="btn btn-block arena-btn arena-btn-victory" prefetch="intent">
      <Icon icon={Trophy} /> {m.victory}
    </Link>
  );
}
