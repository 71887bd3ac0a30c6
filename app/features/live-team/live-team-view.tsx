import { useCallback, useState } from "react";
import { Link, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { LivePitch, substitutionMaps } from "./live-pitch";
import { PlayerDialog } from "./player-dialog";
import { SquadAnalytics } from "./squad-analytics";
import { activate } from "../../lib/links";
import { useHydrated } from "../../lib/time";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { liveMessages } from "../../../domain/messages/live";
import type { LiveTeam, LiveTeamsResult } from "./types";
import { useLivePolling } from "./use-live-polling";
import Radio from "lucide-react/icons/radio";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Shirt from "lucide-react/icons/shirt";
import { Icon } from "../../ui/icon";

export function LiveLoading() {
  return (
    <p className="loading lt-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {liveMessages.loading}
    </p>
  );
}

/** The spec's empty (and error) card. */
export function NoLiveTeams({ error, detail }: { error?: string; detail?: string }) {
  const t = liveMessages;
  return (
    <div className="empty-state lt-empty" role={error ? "alert" : undefined} data-testid="no-live-teams">
      <div className="empty-icon" aria-hidden="true">
        <Icon icon={Radio} />
      </div>
      <h2>{t.noTeamsTitle}</h2>
      {error ? (
        <p className="lt-error">
          <strong>{error}</strong>
          {detail ? <span className="muted"> — {detail}</span> : null}
        </p>
      ) : null}
      <p className="muted">{t.noTeamsText}</p>
      <Link className="btn btn-primary" to="/challenges">
        {t.goToChallenges}
      </Link>
    </div>
  );
}

function TeamChooser({ teams, selectedId }: { teams: LiveTeam[]; selectedId: string }) {
  const t = liveMessages;
  return (
    <nav className="card lt-chooser" aria-labelledby="chooser-title">
      <h2 id="chooser-title">{t.chooserTitle}</h2>
      <ul>
        {teams.map((team) => {
          const selected = team.id === selectedId;
          return (
            <li key={team.id}>
              <Link
                to={`?team=${encodeURIComponent(team.id)}`}
                replace
                preventScrollReset
                className={`lt-choice${selected ? " selected" : ""}`}
                aria-current={selected ? "true" : undefined}
              >
                <strong>{team.teamName}</strong>
                <span className="muted">
                  {team.managerName} · {t.gameweekShort(team.gameweek.gameweek)}
                </span>
                <span className="lt-choice-points">{t.points(team.gameweekInfo?.totalPoints ?? team.totalPoints)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function StatusBadge({ status }: { status: string }) {
  const live = status === "live";
  return (
    <span className={`lt-status${live ? " live" : ""}`} data-testid="challenge-status">
      {live ? <span className="lt-live-dot" aria-hidden="true" /> : null}
      {liveMessages.status(status)}
    </span>
  );
}

function TeamView({ team, updatedAt, hydrated, refreshing }: { team: LiveTeam; updatedAt: string; hydrated: boolean; refreshing: boolean }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = Number(search.get("player"));
  const [openId, setOpenId] = useState<number | null>(Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null);
  const open = openId !== null ? team.players.find((p) => p.id === openId) : undefined;
  const subs = substitutionMaps(team);
  const teamHref = `?team=${encodeURIComponent(team.id)}`;
  // Stable, so that the dialog keeps its focus while the page polls.
  const hadPlayer = search.has("player");
  const close = useCallback(() => {
    setOpenId(null);
    if (hadPlayer) navigate(teamHref, { replace: true, preventScrollReset: true });
  }, [hadPlayer, navigate, teamHref]);
  const t = liveMessages;
  const gwPoints = team.gameweekInfo ? team.gameweekInfo.totalPoints : null;
  const note = open
    ? subs.cameOnFor.get(open.id)
      ? t.cameOnForTitle(subs.cameOnFor.get(open.id)!.webName, !team.final)
      : subs.replacedBy.get(open.id)
        ? t.replacedByTitle(subs.replacedBy.get(open.id)!.webName, !team.final)
        : null
    : null;

  return (
    <div className={`lt-team${refreshing ? " lt-refreshing" : ""}`} data-team-id={team.id}>
      <section className="card lt-hero" aria-labelledby="team-title">
        <div className="lt-identity">
          <p className="eyebrow">{t.yourSquad}</p>
          <h2 id="team-title" data-testid="live-team-name">
            {team.teamName}
          </h2>
          <p className="lt-manager">
            <span>{team.managerName}</span> <span className="muted">@{team.username}</span>
          </p>
        </div>
        <div className="lt-battle" aria-labelledby="battle-title">
          <h3 id="battle-title" className="visually-hidden">
            {t.battleStats}
          </h3>
          <p className="eyebrow lt-battle-title" aria-hidden="true">
            {t.battleStats}
          </p>
          <dl className="lt-battle-stats">
            <div>
              <dt>{gwPoints !== null ? t.gwPoints : t.totalPoints}</dt>
              <dd data-testid="gw-points">{gwPoints ?? team.totalPoints}</dd>
            </div>
            <div>
              <dt>{t.rank}</dt>
              <dd data-testid="gw-rank">{team.rank ? `#${team.rank}` : t.noRank}</dd>
            </div>
          </dl>
        </div>
      </section>

      <div className="lt-grid">
        <div className="lt-main">
          {team.players.length ? (
            <LivePitch team={team} hrefFor={(id) => `${teamHref}&player=${id}`} onOpen={setOpenId} />
          ) : (
            <div className="empty-state" data-testid="no-players">
              <div className="empty-icon" aria-hidden="true">
                <Icon icon={Shirt} />
              </div>
              <h2>{t.noPlayers}</h2>
            </div>
          )}
        </div>
        <aside className="lt-side">
          <section className="card lt-gw" aria-labelledby="gw-title">
            <p className="eyebrow">{t.liveGameweek}</p>
            <h2 id="gw-title">{t.gameweek(team.gameweek.gameweek)}</h2>
            <p className="lt-gw-points">
              <strong data-testid="gw-live-points">{gwPoints ?? team.totalPoints}</strong> {t.pts}{" "}
              <span className={`badge${team.final ? "" : " lt-badge-provisional"}`}>{team.final ? t.final : t.provisional}</span>
            </p>
            <p className="muted lt-updated" data-testid="updated-at">
              {refreshing ? t.updating : t.updated(formatter(currentLocale(), { readerZone: hydrated }).time(updatedAt))}
            </p>
          </section>
          <section className="card lt-challenge" aria-labelledby="challenge-title">
            <p className="eyebrow">{t.activeChallenge}</p>
            <h2 id="challenge-title">{team.gameweek.challengeName}</h2>
            <p className="lt-challenge-meta">
              <span>{t.gameweek(team.gameweek.gameweek)}</span> <StatusBadge status={team.status} />
            </p>
          </section>
          {team.players.length ? <SquadAnalytics players={team.players} /> : null}
        </aside>
      </div>
      {open ? <PlayerDialog player={open} note={note} closeHref={teamHref} onClose={close} /> : null}
    </div>
  );
}

/** The resolved page: the empty/error card, or the chooser and the selected team, kept fresh while live. */
export function LiveTeams({ result, selected }: { result: LiveTeamsResult; selected: string | null }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const teams = result.ok ? result.teams : [];
  const live = teams.some((t) => t.status === "live" && !t.final);
  const { refreshing, refresh } = useLivePolling(live, result.ok ? result.updatedAt : "error");
  if (!result.ok) return <NoLiveTeams error={result.message} detail={result.detail} />;
  if (teams.length === 0) return <NoLiveTeams />;
  const team = teams.find((t) => t.id === selected) ?? teams[0]!;
  const switching = navigation.state === "loading" && navigation.location.pathname === "/live-team";
  return (
    <>
      <div className="lt-toolbar">
        <p className="lt-refresh-note muted" aria-live="polite">
          {live ? (
            <>
              <span className="lt-live-dot" aria-hidden="true" /> {liveMessages.liveRefresh}
            </>
          ) : (
            liveMessages.gameweekPoints
          )}
        </p>
        <a className="btn btn-secondary lt-refresh" href={`?team=${encodeURIComponent(team.id)}`} onClick={activate(refresh)} aria-disabled={refreshing}>
          <Icon icon={RefreshCw} /> {liveMessages.refresh}
        </a>
      </div>
      {switching ? <LiveLoading /> : null}
      {teams.length > 1 ? <TeamChooser teams={teams} selectedId={team.id} /> : null}
      <TeamView key={team.id} team={team} updatedAt={result.updatedAt} hydrated={hydrated} refreshing={refreshing} />
    </>
  );
}
