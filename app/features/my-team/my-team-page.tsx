import { Link, useLoaderData } from "@remix-run/react";
import { SQUAD_SIZE, STARTERS_COUNT, SUBS_COUNT } from "../../../domain/constants";
import { millionsToTenths } from "../../../domain/player-display";
import { formationOf } from "../../../domain/squad";
import { timeLeft } from "../../../domain/deadline";
import { formatDateTime, useHydrated, useNow } from "../../lib/time";
import type { loadMyTeam } from "./my-team.server";
import { BenchList, StartingList } from "./squad-list";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Pencil from "lucide-react/icons/pencil";
import Radio from "lucide-react/icons/radio";
import Shield from "lucide-react/icons/shield";
import Shirt from "lucide-react/icons/shirt";
import Swords from "lucide-react/icons/swords";
import { Icon } from "../../ui/icon";
import { Price } from "../../ui/price";

const STATUS_SHORT = { upcoming: "Open", active: "Live", completed: "Final", locked: "Locked" } as const;
const STATUS_TEXT = { upcoming: "Open for changes", active: "Live: changes locked", completed: "Completed", locked: "Not open yet" } as const;

function Stat({ label, value, note, testId, className = "" }: { label: string; value: React.ReactNode; note?: React.ReactNode; testId: string; className?: string }) {
  return (
    <li className={`stat ${className}`} data-testid={testId}>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
      {note ? <span className="stat-note">{note}</span> : null}
    </li>
  );
}

export function MyTeamPage() {
  const data = useLoaderData<typeof loadMyTeam>();
  const { gameweek, status, team, deadline } = data;
  const hydrated = useHydrated();
  const now = useNow(data.now);
  const editable = status === "upcoming" && data.opened;
  const left = deadline ? timeLeft(deadline, now) : null;

  const starters = team?.players.filter((p) => p.starter) ?? [];
  const subs = team?.players.filter((p) => !p.starter) ?? [];
  const formation = formationOf(starters);

  return (
    <section className="page myteam-page">
      <header className="page-header myteam-header">
        <div>
          <h1>My Team</h1>
          <p className="muted myteam-sub">
            Gameweek {gameweek}
            {data.challengeName ? ` · ${data.challengeName}` : ""} · {STATUS_TEXT[status]}
          </p>
        </div>
        <div className="myteam-actions">
          {team && editable ? (
            <Link to={`/pick-team?gw=${gameweek}`} className="btn btn-primary">
              <Icon icon={Pencil} /> Edit team
            </Link>
          ) : null}
          {team && status === "active" ? (
            <Link to="/live-team" className="btn btn-primary">
              <Icon icon={Radio} /> Follow it live
            </Link>
          ) : null}
          <Link to="/challenges" className="btn btn-secondary">
            <Icon icon={Swords} /> Arena
          </Link>
        </div>
      </header>

      {!team ? (
        <div className="empty-state" data-testid="my-team-empty">
          <div className="empty-icon" aria-hidden="true">
            <Icon icon={ClipboardList} />
          </div>
          <h2>No team yet for Gameweek {gameweek}</h2>
          {editable ? (
            <>
              <p className="muted">
                Build a 15-player squad under this week's rules before the deadline
                {deadline ? (
                  <>
                    {" "}
                    (<time dateTime={deadline}>{formatDateTime(deadline, hydrated)}</time>
                    {left && !left.passed ? `, ${left.label}` : ""})
                  </>
                ) : null}
                .
              </p>
              <Link to={`/pick-team?gw=${gameweek}`} className="btn btn-primary">
                <Icon icon={Shirt} /> Build your team
              </Link>
            </>
          ) : (
            <>
              <p className="muted">Gameweek {gameweek} is not open for new teams. See which challenges are open in the Arena.</p>
              <Link to="/challenges" className="btn btn-primary">
                Go to the Arena
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <div className="myteam-hero" data-testid="my-team-hero">
            <div className="myteam-crest" aria-hidden="true">
              <Icon icon={Shield} />
            </div>
            <div className="myteam-hero-text">
              <h2>{team.teamName}</h2>
              <p>Manager: {team.managerName || "—"}</p>
            </div>
            <div className="myteam-gw">
              <strong>GW {gameweek}</strong>
              <span>{STATUS_SHORT[status]}</span>
            </div>
          </div>

          <ul className="stat-grid" aria-label="Team summary">
            <Stat label="Total points" value={team.totalPoints.toLocaleString("en-GB")} testId="stat-points" />
            <Stat
              label="Overall rank"
              value={team.rank ? team.rank.toLocaleString("en-GB") : "—"}
              note={team.rank ? undefined : "Not ranked yet"}
              testId="stat-rank"
            />
            <Stat
              label="Squad"
              value={
                <>
                  {team.players.length}
                  <small>/{SQUAD_SIZE}</small>
                </>
              }
              className={team.players.length === SQUAD_SIZE ? "complete" : ""}
              note={
                <>
                  <Price tenths={millionsToTenths(team.remainingBudget)} /> left of <Price tenths={millionsToTenths(team.totalBudget)} />
                </>
              }
              testId="stat-squad"
            />
            <Stat
              label="Starting XI"
              value={
                <>
                  {starters.length}
                  <small>/{STARTERS_COUNT}</small>
                </>
              }
              className={starters.length === STARTERS_COUNT ? "complete" : ""}
              testId="stat-starters"
            />
            <Stat label="Formation" value={formation} note="DEF-MID-FWD" testId="stat-formation" />
            <Stat
              label="Substitutes"
              value={
                <>
                  {subs.length}
                  <small>/{SUBS_COUNT}</small>
                </>
              }
              className={subs.length === SUBS_COUNT ? "complete" : ""}
              testId="stat-subs"
            />
            {deadline ? (
              <Stat
                label="Deadline"
                className="stat-deadline"
                value={<time dateTime={deadline}>{formatDateTime(deadline, hydrated)}</time>}
                note={left ? <span className={`time-left${left.urgent ? " urgent" : ""}`}>{left.label}</span> : undefined}
                testId="stat-deadline"
              />
            ) : null}
          </ul>

          <div className="squad-grid">
            <StartingList players={team.players} />
            <BenchList players={team.players} />
          </div>
        </>
      )}

      {data.otherTeams.length || !data.isDefault ? (
        <nav className="card myteam-other" aria-label="Your other teams">
          <h2 className="mini-title">Your other gameweeks</h2>
          <div className="chips">
            {!data.isDefault && !data.otherTeams.some((t) => t.gameweek === data.defaultGameweek) ? (
              <Link className="chip" to="/my-team">
                Gameweek {data.defaultGameweek} (current)
              </Link>
            ) : null}
            {data.otherTeams.map((t) => (
              <Link key={t.gameweek} className="chip" to={`/my-team?gw=${t.gameweek}`}>
                GW {t.gameweek} · {t.teamName} · {t.totalPoints} pts
              </Link>
            ))}
          </div>
        </nav>
      ) : null}
    </section>
  );
}
