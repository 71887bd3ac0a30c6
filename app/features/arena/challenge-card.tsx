import { Link } from "@remix-run/react";
import type { ArenaChallenge } from "./arena.server";
import { timeLeft } from "../../../domain/deadline";
import { millionsToTenths } from "../../../domain/player-display";
import { formatDateTime } from "../../lib/time";
import AlarmClock from "lucide-react/icons/alarm-clock";
import Lock from "lucide-react/icons/lock";
import Medal from "lucide-react/icons/medal";
import Pencil from "lucide-react/icons/pencil";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import { Icon } from "../../ui/icon";
import { Price } from "../../ui/price";

const STATUS_LABEL: Record<ArenaChallenge["status"], string> = {
  upcoming: "Open",
  active: "Live",
  completed: "Completed",
  locked: "Sealed",
};

const MEDALS = ["gold", "silver", "bronze"] as const;
const PLACES = ["1st", "2nd", "3rd"] as const;

function pts(n: number) {
  return `${n.toLocaleString("en-GB")} pts`;
}

function ordinal(n: number) {
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n.toLocaleString("en-GB")}${suffix}`;
}

export function ChallengeCard({ challenge: c, now, localTime }: { challenge: ArenaChallenge; now: number; localTime: boolean }) {
  const headingId = `challenge-${c.gameweek}-title`;
  const sealed = c.status === "locked" || (c.status === "upcoming" && !c.opened);
  const tone = sealed ? "sealed" : c.status;
  const left = c.deadline && c.status === "upcoming" ? timeLeft(c.deadline, now) : null;
  const { rules } = c;

  return (
    <article className={`challenge-card tone-${tone}`} aria-labelledby={headingId} data-testid="challenge-card" data-gameweek={c.gameweek} data-status={c.status}>
      <header className="challenge-head">
        <span className="gw-badge">Gameweek {c.gameweek}</span>
        <span className={`status-pill status-${tone}`}>
          {c.status === "active" ? <span className="live-dot" aria-hidden="true" /> : null}
          {sealed ? <Icon icon={Lock} /> : null}
          {sealed ? STATUS_LABEL.locked : STATUS_LABEL[c.status]}
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
              <span className="muted">{c.status === "upcoming" || c.status === "locked" ? "Deadline " : "Deadline was "}</span>
              <time dateTime={c.deadline}>{formatDateTime(c.deadline, localTime)}</time>
            </span>
            {left ? <span className={`time-left${left.urgent ? " urgent" : ""}`}>{left.label}</span> : null}
          </p>
        ) : null}

        <section className="challenge-rules" aria-label={`Rules of Gameweek ${c.gameweek}`}>
          <h4 className="mini-title">Rules</h4>
          <dl className="rule-list">
            <div>
              <dt>Budget</dt>
              <dd><Price tenths={millionsToTenths(rules.budget)} /></dd>
            </div>
            <div>
              <dt>Max/Team</dt>
              <dd>{rules.maxPlayersPerTeam}</dd>
            </div>
            {rules.requiredPlayers.length ? (
              <div className="rule-wide">
                <dt>Required Players</dt>
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
                <dt>Excluded Players</dt>
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
                <dt>Required Clubs</dt>
                <dd className="chips">
                  {rules.requiredClubs.map((r) => (
                    <span key={r.team} className="chip" title={`At least ${r.count} from ${r.name}`}>
                      <abbr title={r.name}>{r.team}</abbr> ×{r.count}
                    </span>
                  ))}
                </dd>
              </div>
            ) : null}
            {rules.captainClub ? (
              <div className="rule-wide">
                <dt>{rules.captainClub.captain ? "Captain From" : "Min. From Club"}</dt>
                <dd>
                  {rules.captainClub.captain ? rules.captainClub.name : `${rules.captainClub.count}+ ${rules.captainClub.name} players`}
                  {rules.captainClub.captain && rules.captainClub.count > 1 ? (
                    <span className="rule-note"> · at least {rules.captainClub.count} {rules.captainClub.name} players</span>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section className="challenge-rewards" aria-label={`Rewards of Gameweek ${c.gameweek}`}>
          <h4 className="mini-title">Rewards</h4>
          <ol className="reward-list">
            {c.rewards.map((points, i) => (
              <li key={PLACES[i]}>
                <Icon icon={Medal} className={`medal-icon ${MEDALS[i]}`} />
                <span className="visually-hidden">{PLACES[i]} place: </span>
                <strong>{points}</strong>
                <span className="muted"> pts</span>
              </li>
            ))}
          </ol>
        </section>

        <div className="challenge-stats">
          <p>
            <Icon icon={Users} />{" "}
            <strong>{c.participants.toLocaleString("en-GB")}</strong> {c.participants === 1 ? "manager" : "managers"}
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
              <span className="muted">No champion yet</span>
            )}
          </p>
        </div>

        {c.myTeam ? (
          <p className="my-entry" data-testid="my-entry">
            <span className="registered">✓ Team registered</span>
            <span className="my-entry-name">{c.myTeam.teamName}</span>
            {c.status !== "upcoming" ? (
              <span className="muted">
                {pts(c.myTeam.totalPoints)}
                {c.myTeam.rank ? ` · ${ordinal(c.myTeam.rank)}` : ""}
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
  if (sealed) {
    return (
      <button type="button" className="btn btn-block arena-btn arena-btn-sealed" disabled aria-label={`Gameweek ${c.gameweek} is sealed`}>
        <Icon icon={Lock} /> Sealed
      </button>
    );
  }
  if (c.status === "upcoming") {
    return (
      <Link to={`/pick-team?gw=${c.gameweek}`} className="btn btn-block arena-btn arena-btn-enter" prefetch="intent">
        {c.myTeam ? (
          <>
            <Icon icon={Pencil} /> EDIT YOUR TEAM
          </>
        ) : (
          <>
            <Icon icon={Swords} /> ENTER THE ARENA
          </>
        )}
      </Link>
    );
  }
  if (c.status === "active") {
    return (
      <Link to="/live-team" className="btn btn-block arena-btn arena-btn-live" prefetch="intent">
        <span className="live-dot" aria-hidden="true" /> BATTLE IN PROGRESS
      </Link>
    );
  }
  return (
    <Link to="/leaderboard" className="btn btn-block arena-btn arena-btn-victory" prefetch="intent">
      <Icon icon={Trophy} /> VICTORY ACHIEVED
    </Link>
  );
}
