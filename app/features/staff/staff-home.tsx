import { Link, useLoaderData } from "@remix-run/react";
import Check from "lucide-react/icons/check";
import { Icon } from "../../ui/icon";
import type { staffHomeData } from "./staff.server";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { staffHomeMessages as t } from "../../../domain/messages/admin";
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
  const fmt = formatter(currentLocale());
  return (
    <section className="page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="muted">{t.blurb}</p>
      </header>
      <h2 className="mini-title">{t.attention}</h2>
      <ul className="tiles" data-testid="staff-tiles">
        <Tile to={moderate ? "/adminposts" : undefined} label={t.reportedPosts} value={openReports.post} attention={openReports.post > 0} />
        <Tile to={moderate ? "/admincomments" : undefined} label={t.reportedComments} value={openReports.comment} attention={openReports.comment > 0} />
        <Tile to={moderate ? "/adminreports" : undefined} label={t.reportedChat} value={openReports.chat_message} attention={openReports.chat_message > 0} />
        <Tile to={can(user.role, "orders:manage") ? "/adminorders?sort=date&order=desc" : undefined} label={t.pendingOrders} value={pendingOrders} attention={pendingOrders > 0} />
        <Tile to={can(user.role, "users:manage") ? "/adminusers?sort=createdAt&order=desc" : undefined} label={t.newUsers} value={newUsersToday} />
        <Tile
          to={can(user.role, "challenges:manage") ? "/adminchallenges" : undefined}
          label={t.gameweek(gameweek.id)}
          value={t.gameweekStatus[gameweek.status] ?? gameweek.status}
          note={gameweek.deadline ? t.deadline(fmt.dateTime(gameweek.deadline)) : null}
        />
      </ul>
      <h2 className="mini-title">{t.jobRuns}</h2>
      {lastRuns.length === 0 ? (
        <p className="muted">{t.noJobs}</p>
      ) : (
        <ul className="job-runs">
          {lastRuns.map((r) => (
            <li key={r.name} className={r.errors.length ? "job-failed" : "job-ok"}>
              <strong>{r.name}</strong> · {fmt.dateTime(r.lastRunAt)} ·{" "}
              {r.errors.length ? (
                <span className="field-error">
                  {t.errors(r.errors.length)}: {r.errors[0]}
                </span>
              ) : (
                <span>
                  <Icon icon={Check} /> {t.ok}
                  {r.completed.length ? t.completed(r.completed.join(", ")) : ""}
                  {r.locked.length ? t.locked(r.locked.join(", ")) : ""}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2 className="mini-title">
        {t.latestActions} · <Link to="/adminaudit">{t.auditLog}</Link>
      </h2>
      {recentAudit.length === 0 ? (
        <p className="muted">{t.noActions}</p>
      ) : (
        <ul className="audit-recent">
          {recentAudit.map((a) => (
            <li key={a.id}>
              <time dateTime={new Date(a.createdAt).toISOString()}>{fmt.dateTime(a.createdAt)}</time> · <strong>{a.actorLabel}</strong>{" "}
              <code>{a.action}</code> {a.targetLabel ?? a.targetId}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
