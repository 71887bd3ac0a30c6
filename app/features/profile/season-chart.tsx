// The user's season: gameweek points (bars) and rank (line, 1 at the top) in an inline SVG
// with a title and description, and the same numbers as a table for screen readers and
// anyone who prefers figures.
import { useId } from "react";
import { formatter } from "../../../domain/format";
import { profileMessages as t } from "../../../domain/messages/profile";
import { currentLocale } from "../../../domain/locale";
import { seasonChart } from "../../../domain/season-chart";

// Read at each render: the reader's language (a module constant would keep the first reader's).
const fmt = () => formatter(currentLocale());
const W = 320;
const H = 120;

export function SeasonChart({ rows }: { rows: { gameweek: number; points: number; rank: number | null }[] }) {
  const id = useId();
  const chart = seasonChart(rows, W, H);
  const bar = Math.max(3, Math.min(14, (W - 16) / Math.max(1, rows.length) - 3));
  const best = Math.max(0, ...rows.map((r) => r.points));
  return (
    <section className="card profile-season" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.seasonTitle}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t.seasonEmpty}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="season-chart" data-testid="season-chart">
            <title id={`${id}-t`}>{t.seasonChartTitle}</title>
            <desc id={`${id}-d`}>{t.seasonChartDesc(rows.length, best)}</desc>
            <line x1="0" y1={H - 8} x2={W} y2={H - 8} className="season-axis" />
            {chart.pointsDots.map((p, i) => (
              <rect key={i} x={p.x - bar / 2} y={p.y} width={bar} height={Math.max(1, H - 8 - p.y)} rx="2" className="season-bar" />
            ))}
            {chart.rankPath ? <path d={chart.rankPath} className="season-rank" fill="none" /> : null}
            <text x="2" y="10" className="season-label">{t.chartMaxPoints(chart.maxPoints)}</text>
          </svg>
          <p className="season-axis-labels muted" aria-hidden="true">
            <span>{`${t.gameweek} ${rows[0]!.gameweek}`}</span>
            <span>{`${t.gameweek} ${rows[rows.length - 1]!.gameweek}`}</span>
          </p>
          <p className="season-legend muted">
            <span className="legend-bar" aria-hidden="true" /> {t.pointsLegend} · <span className="legend-line" aria-hidden="true" /> {t.rankLegend}
          </p>
          <details className="season-table">
            <summary>{t.seeTable}</summary>
            <div className="table-wrap" tabIndex={0} role="region" aria-label={t.seasonChartTitle}>
              <table className="data-table">
                <caption className="visually-hidden">{t.seasonChartTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.gameweek}</th>
                    <th scope="col" className="num">{t.historyAmount}</th>
                    <th scope="col" className="num">{t.rank}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.gameweek}>
                      <td>{r.gameweek}</td>
                      <td className="num">{fmt().number(r.points)}</td>
                      <td className="num">{r.rank === null ? "–" : fmt().number(r.rank)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
