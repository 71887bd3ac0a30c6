import { Link, useLoaderData } from "@remix-run/react";
import type { staffHomeData } from "./staff.server";
import { formatDate } from "../../../domain/format";
import { useUser } from "../../lib/use-user";
import { can } from "../../../domain/permissions";

function Tile({ to, label, value, note, attention }: { to?: string; label: string; value: React.ReactNode; note?: React.ReactNode; attention?: boolean }) {
  const body = (
    <>
      <span className="tile-label">{label}</span>
      <strong className="tile-value">{value}</strong>
      {note ? <span className="tile-note muted">{note}</span> : null}
    </>
  );
  return (
    <li className={`tile${attention ? " tile-attention" : ""}`}>
      {to ? (
        <Link to={to} className="tile-link">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

export function StaffHomePage() {
  const { openReports, newUsersToday, pendingOrders, gameweek, lastRuns, recentAudit } = useLoaderData<typeof staffHomeData>();
  const user = useUser();
  const moderate = can(user.role, "content:moderate");
  return (
    <section className="page">
      <header className="page-header">
        <h1>Staff home</h1>
        <p className="muted">What needs attention now. Each tile opens the screen that handles it.</p>
      </header>
      <h2 className="mini-title">Needs attention</h2>
      <ul className="tiles" data-testid="staff-tiles">
        <Tile to={moderate ? "/adminposts" : undefined} label="Reported posts" value={openReports.post} attention={openReports.post > 0} />
        <Tile to={moderate ? "/admincomments" : undefined} label="Reported comments" value={openReports.comment} attention={openReports.comment > 0} />
        <Tile to={moderate ? "/adminreports" : undefined} label="Reported chat messages" value={openReports.chat_message} attention={openReports.chat_message > 0} />
        <Tile to={can(user.role, "orders:manage") ? "/adminorders?sort=date&order=desc" : undefined} label="Pending orders" value={pendingOrders} attention={pendingOrders > 0} />
        <Tile to={can(user.role, "users:manage") ? "/adminusers?sort=createdAt&order=desc" : undefined} label="New users today" value={newUsersToday} />
        <Tile
          to={can(user.role, "challenges:manage") ? "/adminchallenges" : undefined}
          label={`Gameweek ${gameweek.id}`}
          value={gameweek.status}
          note={gameweek.deadline ? `Deadline ${formatDate(gameweek.deadline, "en-GB", "dateTime")}` : null}
        />
      </ul>
      <h2 className="mini-title">Last job runs</h2>
      {lastRuns.length === 0 ? (
        <p className="muted">No job has run yet.</p>
      ) : (
        <ul className="job-runs">
          {lastRuns.map((r) => (
            <li key={r.name} className={r.errors.length ? "job-failed" : "job-ok"}>
              <strong>{r.name}</strong> · {formatDate(r.lastRunAt, "en-GB", "dateTime")} ·{" "}
              {r.errors.length ? (
                <span className="field-error">
                  {r.errors.length} error{r.errors.length > 1 ? "s" : ""}: {r.errors[0]}
                </span>
              ) : (
                <span>
                  ✓ ok{r.completed.length ? ` · completed GW ${r.completed.join(", ")}` : ""}
                  {r.locked.length ? ` · locked GW ${r.locked.join(", ")}` : ""}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2 className="mini-title">
        Latest staff actions · <Link to="/adminaudit">Audit log</Link>
      </h2>
      {recentAudit.length === 0 ? (
        <p className="muted">No staff action yet.</p>
      ) : (
        <ul className="audit-recent">
          {recentAudit.map((a) => (
            <li key={a.id}>
              <time dateTime={new Date(a.createdAt).toISOString()}>{formatDate(a.createdAt, "en-GB", "dateTime")}</time> · <strong>{a.actorLabel}</strong>{" "}
              <code>{a.action}</code> {a.targetLabel ?? a.targetId}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
