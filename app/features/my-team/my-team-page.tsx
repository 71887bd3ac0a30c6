import { Link, useLoaderData } from "@remix-run/react";
import { SQUAD_SIZE, STARTERS_COUNT, SUBS_COUNT } from "../../../domain/constants";
import { millionsToTenths } from "../../../domain/player-display";
import { formationOf } from "../../../domain/formation";
import { deadlineText, timeLeft } from "../../../domain/deadline";
import { useNow } from "../../lib/time";
import { arenaMessages } from "../../../domain/messages/arena";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
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
  const m = arenaMessages.myTeamPage;
  const fmt = formatter(currentLocale());
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
          <h1>{m.title}</h1>
          <p className="muted myteam-sub">
            {m.gameweek(gameweek)}
            {data.challengeName ? ` · ${data.challengeName}` : ""} · {m.statusText[status]}
          </p>
        </div>
        <div className="myteam-actions">
          {team && editable ? (
            <Link to={`/pick-team?gw=${gameweek}`} className="btn btn-primary">
              <Icon icon={Pencil} /> {m.editTeam}
            </Link>
          ) : null}
          {team && status === "active" ? (
            <Link to="/live-team" className="btn btn-primary">
              <Icon icon={Radio} /> {m.followLive}
            </Link>
          ) : null}
          <Link to="/challenges" className="btn btn-secondary">
            <Icon icon={Swords} /> {m.arena}
          </Link>
        </div>
      </header>

      {!team ? (
        <div className="empty-state" data-testid="my-team-empty">
          <div className="empty-icon" aria-hidden="true">
            <Icon icon={ClipboardList} />
          </div>
          <h2>{m.noTeam(gameweek)}</h2>
          {editable ? (
            <>
              <p className="muted">
                {m.buildBefore}
                {deadline ? (
                  <>
                    {" "}
                    (<time dateTime={deadline}>{deadlineText(deadline)}</time>
                    {left && !left.passed ? `, ${left.label}` : ""})
                  </>
                ) : null}
                .
              </p>
              <Link to={`/pick-team?gw=${gameweek}`} className="btn btn-primary">
                <Icon icon={Shirt} /> {m.buildTeam}
              </Link>
            </>
          ) : (
            <>
              <p className="muted">{m.notOpen(gameweek)}</p>
              <Link to="/challenges" className="btn btn-primary">
                {m.goToArena}
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
              <p>{m.manager(team.managerName || "—")}</p>
            </div>
            <div className="myteam-gw">
              <strong>{m.gw(gameweek)}</strong>
              <span>{m.statusShort[status]}</span>
            </div>
          </div>

          <ul className="stat-grid" aria-label={m.summary}>
            <Stat label={m.totalPoints} value={fmt.number(team.totalPoints)} testId="stat-points" />
            <Stat
              label={m.overallRank}
              value={team.rank ? fmt.number(team.rank) : "—"}
              note={team.rank ? undefined : m.notRanked}
              testId="stat-rank"
            />
            <Stat
              label={m.squad}
              value={
                <>
                  {team.players.length}
                  <small>/{SQUAD_SIZE}</small>
                </>
              }
              className={team.players.length === SQUAD_SIZE ? "complete" : ""}
              note={
                <>
                  <Price tenths={millionsToTenths(team.remainingBudget)} />
                  {m.leftOf}
                  <Price tenths={millionsToTenths(team.totalBudget)} />
                </>
              }
              testId="stat-squad"
            />
            <Stat
              label={m.startingXi}
              value={
                <>
                  {starters.length}
                  <small>/{STARTERS_COUNT}</small>
                </>
              }
              className={starters.length === STARTERS_COUNT ? "complete" : ""}
              testId="stat-starters"
            />
            <Stat label={m.formation} value={formation} note={m.formationNote} testId="stat-formation" />
            <Stat
              label={m.substitutes}
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
                label={m.deadline}
                className="stat-deadline"
                value={<time dateTime={deadline}>{deadlineText(deadline)}</time>}
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
        <nav className="card myteam-other" aria-label={m.otherTeams}>
          <h2 className="mini-title">{m.otherGameweeks}</h2>
          <div className="chips">
            {!data.isDefault && !data.otherTeams.some((t) => t.gameweek === data.defaultGameweek) ? (
              <Link className="chip" to="/my-team">
                {m.current(data.defaultGameweek)}
              </Link>
            ) : null}
            {data.otherTeams.map((t) => (
              <Link key={t.gameweek} className="chip" to={`/my-team?gw=${t.gameweek}`}>
                {m.otherTeam(t.gameweek, t.teamName, fmt.number(t.totalPoints))}
              </Link>
            ))}
          </div>
        </nav>
      ) : null}
    </section>
  );
}
