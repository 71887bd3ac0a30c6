import { POSITIONS } from "../../../domain/constants";
import { liveMessages } from "../../../domain/messages/live";
import type { LivePlayer } from "./types";
import { Price } from "../../ui/price";

/** Per position: how many players, their gameweek points and their value in £m (one decimal). */
export function squadAnalytics(players: LivePlayer[]) {
  return POSITIONS.map((key) => {
    const mine = players.filter((p) => p.position === key);
    return {
      position: key,
      label: liveMessages.positionGroups[key],
      count: mine.length,
      points: mine.reduce((sum, p) => sum + p.points, 0),
      valueTenths: mine.reduce((sum, p) => sum + p.priceTenths, 0),
    };
  });
}

export function SquadAnalytics({ players }: { players: LivePlayer[] }) {
  const t = liveMessages;
  const rows = squadAnalytics(players);
  const total = rows.reduce((sum, r) => sum + r.valueTenths, 0);
  return (
    <section className="card lt-analytics" aria-labelledby="analytics-title">
      <div className="lt-section-head">
        <h2 id="analytics-title">{t.analytics}</h2>
        <span className="muted">{t.squadValue} <Price tenths={total} /></span>
      </div>
      <ul className="lt-analytics-grid">
        {rows.map((r) => (
          <li key={r.position} className={`lt-pos lt-pos-${r.position.toLowerCase()}`} data-testid={`analytics-${r.position}`}>
            <span className="lt-pos-code" title={r.label}>
              {r.position}
            </span>
            <dl>
              <div>
                <dt>{t.players}</dt>
                <dd>{r.count}</dd>
              </div>
              <div>
                <dt>{t.stats.points}</dt>
                <dd>{r.points}</dd>
              </div>
              <div>
                <dt>{t.value}</dt>
                <dd><Price tenths={r.valueTenths} /></dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
