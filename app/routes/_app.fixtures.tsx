import { pageMeta } from "../lib/meta";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { FixtureList, isLive } from "../features/fixtures/fixture-list";
import { FIXTURES_STEP } from "../features/fixtures/constants";
import { loadFixtures } from "../features/fixtures/fixtures.server";
import { formatDateTime, useHydrated } from "../lib/time";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import styles from "../styles/live-pages.css?url";

export const meta: MetaFunction = () => pageMeta("Fixtures");
// Club colours come from the team builder's stylesheet.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadFixtures(ctx, new URL(request.url));
}

const TIPS = [
  { icon: "📅", title: "Read the fixture difficulty", text: "Players facing weaker sides over the next few gameweeks tend to score more. Plan two or three weeks ahead." },
  { icon: "©️", title: "Captain wisely", text: "Your captain's points count double. A reliable starter at home is usually the safest armband." },
  { icon: "🪑", title: "Order your bench", text: "If a starter does not play, the first eligible substitute comes on automatically — put your likeliest starter first." },
  { icon: "⏰", title: "Mind the deadline", text: "Teams lock 90 minutes before the first kickoff of the gameweek. Late team news can still change your plans." },
];

export default function FixturesPage() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/fixtures";
  const liveNow = data.upcoming.filter(isLive).length;
  const liveGameweeks = Object.entries(data.gameweeks)
    .filter(([, g]) => g.isLive)
    .map(([n]) => Number(n))
    .sort((a, b) => a - b);
  const next = data.nextGameweek ? data.gameweeks[data.nextGameweek] : undefined;
  const latestResultGw = data.results[0]?.gameweek;
  const href = (upcoming: number, results: number) => `?upcoming=${upcoming}&results=${results}`;

  return (
    <section className="page fx-page" aria-busy={busy}>
      <header className="page-header fx-header">
        <div>
          <h1>Fixtures</h1>
          <p className="muted">Premier League matches, kickoff times in your time zone, and the latest results.</p>
        </div>
        <div className="fx-header-badges" data-testid="gameweek-badges">
          {liveGameweeks.map((n) => (
            <span key={n} className="fx-badge fx-badge-live" data-testid="live-gameweek-badge">
              <span className="lt-live-dot" aria-hidden="true" /> Gameweek {n} live
            </span>
          ))}
          {data.nextGameweek ? (
            <span className="fx-badge fx-badge-next" data-testid="next-gameweek-badge">
              Next: Gameweek {data.nextGameweek}
            </span>
          ) : null}
        </div>
      </header>

      <div className="fx-grid">
        <div className="fx-main">
          <section className="card fx-section" aria-labelledby="upcoming-title">
            <div className="fx-section-head">
              <h2 id="upcoming-title">Upcoming Fixtures</h2>
              {data.nextGameweek ? (
                <span className="fx-badge fx-badge-next" data-testid="upcoming-badge">
                  Gameweek {data.nextGameweek}
                </span>
              ) : null}
              {liveNow ? <span className="fx-badge fx-badge-live">{liveNow} live now</span> : null}
            </div>
            {next ? (
              <p className="muted fx-deadline">
                Gameweek {data.nextGameweek} deadline: <strong>{formatDateTime(next.deadline, hydrated)}</strong>
              </p>
            ) : null}
            {data.upcoming.length ? (
              <FixtureList fixtures={data.upcoming} gameweeks={data.gameweeks} hydrated={hydrated} label="Upcoming Fixtures" />
            ) : (
              <div className="empty-state fx-empty">
                <div className="empty-icon" aria-hidden="true">
                  📅
                </div>
                <p>No upcoming fixtures</p>
              </div>
            )}
            {data.moreUpcoming ? (
              <Link className="btn btn-secondary btn-block fx-more" to={href(data.upcomingLimit + FIXTURES_STEP, data.resultsLimit)} preventScrollReset>
                Show more fixtures
              </Link>
            ) : null}
          </section>

          <section className="card fx-section" aria-labelledby="results-title">
            <div className="fx-section-head">
              <h2 id="results-title">Recent Results</h2>
              {latestResultGw ? (
                <span className="fx-badge fx-badge-done" data-testid="results-badge">
                  Gameweek {latestResultGw}
                </span>
              ) : null}
            </div>
            {data.results.length ? (
              <FixtureList fixtures={data.results} gameweeks={data.gameweeks} hydrated={hydrated} label="Recent Results" />
            ) : (
              <div className="empty-state fx-empty">
                <div className="empty-icon" aria-hidden="true">
                  🏁
                </div>
                <p>No recent results</p>
              </div>
            )}
            {data.moreResults ? (
              <Link className="btn btn-secondary btn-block fx-more" to={href(data.upcomingLimit, data.resultsLimit + FIXTURES_STEP)} preventScrollReset>
                Show more results
              </Link>
            ) : null}
          </section>
        </div>

        <aside className="card fx-tips" aria-labelledby="tips-title">
          <h2 id="tips-title">Fantasy tips</h2>
          <ul>
            {TIPS.map((t) => (
              <li key={t.title}>
                <span className="fx-tip-icon" aria-hidden="true">
                  {t.icon}
                </span>
                <div>
                  <strong>{t.title}</strong>
                  <p className="muted">{t.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link className="btn btn-primary btn-block" to={data.nextGameweek ? `/pick-team?gw=${data.nextGameweek}` : "/pick-team"}>
            {data.nextGameweek ? `Pick your Gameweek ${data.nextGameweek} team` : "Pick your team"}
          </Link>
        </aside>
      </div>
    </section>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
