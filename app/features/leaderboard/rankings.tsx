import { Link } from "@remix-run/react";

export type RankingEntry = { rank: number; userId: string; manager: string; teamName: string; avatar: string; totalPoints: number; teams: number };

const MEDAL: Record<number, string> = { 1: "gold", 2: "silver", 3: "bronze" };

export function RankBadge({ rank }: { rank: number }) {
  return <span className={`lb-rank${MEDAL[rank] ? ` medal ${MEDAL[rank]}` : ""}`}>{rank}</span>;
}

/** The season table: rank, manager, team name, total points and a 'View team' link (opens the modal). */
export function RankingsTable({ entries, meId, teamHref }: { entries: RankingEntry[]; meId: string; teamHref: (userId: string) => string }) {
  return (
    <div className="table-wrap lb-table-wrap">
      <table className="data-table lb-table" data-testid="rankings">
        <caption className="visually-hidden">Overall rankings by season points</caption>
        <thead>
          <tr>
            <th scope="col" className="lb-col-rank">
              Rank
            </th>
            <th scope="col">Manager</th>
            <th scope="col" className="lb-col-team">
              Team name
            </th>
            <th scope="col" className="lb-col-points">
              Total points
            </th>
            <th scope="col" className="lb-col-action">
              <span className="visually-hidden">Team</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const me = e.userId === meId;
            return (
              <tr key={e.userId} className={me ? "lb-me" : undefined} aria-current={me ? "true" : undefined} data-user-id={e.userId}>
                <td className="lb-col-rank">
                  <RankBadge rank={e.rank} />
                </td>
                <td className="lb-col-manager">
                  <span className="lb-manager">
                    <img src={e.avatar} alt="" width={32} height={32} className="avatar" loading="lazy" />
                    <span className="lb-manager-text">
                      <strong>
                        <span className="lb-name" title={e.manager}>
                          {e.manager}
                        </span>
                        {me ? <span className="badge lb-you">You</span> : null}
                      </strong>
                      <span className="muted lb-team-inline">{e.teamName}</span>
                    </span>
                  </span>
                </td>
                <td className="lb-col-team">{e.teamName}</td>
                <td className="lb-col-points">
                  <strong>{e.totalPoints.toLocaleString("en-GB")}</strong>
                </td>
                <td className="lb-col-action">
                  <Link className="btn btn-secondary lb-view" to={teamHref(e.userId)} preventScrollReset>
                    View team<span className="visually-hidden"> of {e.manager}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** 'Showing a to b of N managers' with Previous / Next links (real pages of 20). */
export function Pagination({ page, pageSize, total, count, href }: { page: number; pageSize: number; total: number; count: number; href: (page: number) => string }) {
  const from = count ? (page - 1) * pageSize + 1 : 0;
  const to = count ? from + count - 1 : 0;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const prev = page > 1 ? Math.min(page - 1, last) : null;
  const next = page < last ? page + 1 : null;
  return (
    <nav className="lb-pager" aria-label="Rankings pages">
      <p className="muted" data-testid="showing" aria-live="polite">
        Showing {from} to {to} of {total.toLocaleString("en-GB")} managers
      </p>
      <div className="lb-pager-buttons">
        {prev ? (
          <Link className="btn btn-secondary" to={href(prev)} preventScrollReset rel="prev">
            ← Previous
          </Link>
        ) : (
          <span className="btn btn-secondary" aria-disabled="true">
            ← Previous
          </span>
        )}
        <span className="lb-page-no">
          Page {Math.min(page, last)} of {last}
        </span>
        {next ? (
          <Link className="btn btn-secondary" to={href(next)} preventScrollReset rel="next">
            Next →
          </Link>
        ) : (
          <span className="btn btn-secondary" aria-disabled="true">
            Next →
          </span>
        )}
      </div>
    </nav>
  );
}
