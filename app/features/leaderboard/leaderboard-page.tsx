import { useCallback } from "react";
import { useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { PAGE_SIZE } from "./constants";
import type { leagueAction, loadLeaderboard } from "./leaderboard.server";
import { MiniLeagues } from "./mini-leagues";
import { RankingsTable } from "./rankings";
import { Pager } from "../../ui/pager";
import { TeamModal } from "./team-modal";
import Landmark from "lucide-react/icons/landmark";
import Trophy from "lucide-react/icons/trophy";
import { Icon } from "../../ui/icon";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { leaderboardMessages } from "../../../domain/messages/leaderboard";

export function LeaderboardPage() {
  const { meId, page, board, leagues, team } = useLoaderData<typeof loadLeaderboard>();
  const result = useActionData<typeof leagueAction>();
  const t = leaderboardMessages;
  const fmt = formatter(currentLocale());
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pageHref = (n: number) => (n > 1 ? `/leaderboard?page=${n}` : "/leaderboard");
  const teamHref = (userId: string) => `/leaderboard?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), team: userId })}`;

  // The modal opens as soon as 'View team' is followed, and shows the team once it is loaded.
  const pending = navigation.state === "loading" && navigation.location.pathname === "/leaderboard" ? new URLSearchParams(navigation.location.search).get("team") : null;
  const modalUser = pending ?? team?.userId ?? null;
  const modalManager = board.entries.find((e) => e.userId === modalUser)?.manager ?? t.thisManager;
  const closeModal = useCallback(() => navigate(page > 1 ? `/leaderboard?page=${page}` : "/leaderboard", { preventScrollReset: true, replace: true }), [navigate, page]);
  const pagingBusy = navigation.state === "loading" && navigation.location.pathname === "/leaderboard" && !pending;

  return (
    <section className="page lb-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </header>

      <section className="card lb-summary" aria-labelledby="overall-title">
        <div className="lb-summary-head">
          <span className="lb-trophy" aria-hidden="true">
            <Icon icon={Trophy} />
          </span>
          <div>
            <h2 id="overall-title">{t.overall}</h2>
            <p className="muted">{t.overallHint}</p>
          </div>
        </div>
        <dl className="lb-summary-stats" data-testid="league-summary">
          <div>
            <dt>{t.totalManagers}</dt>
            <dd data-testid="total-managers">{fmt.number(board.total)}</dd>
          </div>
          <div>
            <dt>{t.topScore}</dt>
            <dd data-testid="top-score">{fmt.number(board.topScore)}</dd>
          </div>
          <div>
            <dt>{t.gameweek}</dt>
            <dd data-testid="current-gameweek">{board.currentGameweek}</dd>
          </div>
        </dl>
      </section>

      <div className="lb-grid">
        <section className="card lb-rankings" aria-labelledby="rankings-title" aria-busy={pagingBusy}>
          <div className="lt-section-head">
            <h2 id="rankings-title">{t.rankings}</h2>
            <span className="muted">{t.seasonPoints}</span>
          </div>
          {board.entries.length ? (
            <RankingsTable entries={board.entries} meId={meId} teamHref={teamHref} />
          ) : (
            <div className="empty-state" data-testid="no-rankings">
              <div className="empty-icon" aria-hidden="true">
                <Icon icon={Landmark} />
              </div>
              <p>{t.noRankings}</p>
              <p className="muted">{board.total > 0 ? t.emptyPage : t.notRankedYet}</p>
            </div>
          )}
          <Pager page={page} pageSize={PAGE_SIZE} total={board.total} count={board.entries.length} href={pageHref} noun="managers"
            label={t.pager.label}
            texts={{ showing: (from, to, total) => t.pager.showing(from, to, fmt.number(total)), previous: t.pager.previous, next: t.pager.next, page: t.pager.page }}
          />
        </section>

        <MiniLeagues leagues={leagues} meId={meId} result={result} />
      </div>

      {modalUser ? <TeamModal team={pending ? null : team} manager={modalManager} loading={!!pending} closeHref={pageHref(page)} onClose={closeModal} /> : null}
    </section>
  );
}
