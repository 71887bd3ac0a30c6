// The shared moderation screen parts: tabs with counts, the ban dialog (reason, duration,
// the user's last 6 months), the banned-users tab, and the confirmed actions.
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConfirmAction } from "../../ui/confirm";
import { Icon } from "../../ui/icon";
import Ban from "lucide-react/icons/ban";
import Eraser from "lucide-react/icons/eraser";
import Trash2 from "lucide-react/icons/trash-2";
import { ACTION_CLASS, ACTION_TONE } from "./bulk-bar";
import { AuthorItemsChoice } from "./bulk-dialog";
import { BAN_DURATION_KEYS } from "../../../domain/moderation";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { currentLocale } from "../../../domain/locale";
import { formatDate } from "../../../domain/format";

type History = { id: number; action: string; actorLabel: string; targetKind: string; targetLabel: string | null; reason: string | null; createdAt: number }[];
type Banned = { id: number; userId: string; username: string; teamName: string; avatar?: string | null; reason: string; createdAt: number; endsAt: number | null; bannedByUsername: string | null };

export const when = (ms: number) => <time dateTime={new Date(ms).toISOString()}>{formatDate(ms, currentLocale(), "dateTime")}</time>;

export function ModerationTabs({ path, reportedLabel, reportedCount, bannedCount }: { path: string; reportedLabel: string; reportedCount: number; bannedCount: number }) {
  const [params] = useSearchParams();
  const tab = params.get("tab") === "banned" ? "banned" : "reported";
  const revalidator = useRevalidator();
  return (
    <nav className="mod-tabs" aria-label={t.tabsLabel}>
      <Link to={path} aria-current={tab === "reported" ? "page" : undefined} className="btn btn-ghost">
        {reportedLabel} ({reportedCount})
      </Link>
      <Link to={`${path}?tab=banned`} aria-current={tab === "banned" ? "page" : undefined} className="btn btn-ghost">
        {t.tabs.bannedUsers} ({bannedCount})
      </Link>
      <Form method="get">
        {tab === "banned" && <input type="hidden" name="tab" value="banned" />}
        <button type="submit" className="btn btn-secondary" onClick={(e) => (e.preventDefault(), revalidator.revalidate())}>
          {revalidator.state === "loading" ? "…" : t.refresh}
        </button>
      </Form>
    </nav>
  );
}

export function useTab() {
  const [params] = useSearchParams();
  return params.get("tab") === "banned" ? "banned" : "reported";
}

export function BanDialog({ userId, username, banned, history }: { userId: string; username: string; banned: boolean; history: History }) {
  if (banned)
    return (
      <button type="button" className="btn" disabled>
        {t.alreadyBanned}
      </button>
    );
  return (
    <details className="confirm">
      <summary className={ACTION_CLASS.ban}>
        <Icon icon={Ban} />
        {t.ban}
      </summary>
      <div className="confirm-panel" role="group" aria-label={t.banTitle(username)}>
        <Form method="post" className="form-stack">
          <input type="hidden" name="intent" value="ban" />
          <input type="hidden" name="userId" value={userId} />
          <label className="field">
            {t.banReason}
            <textarea name="reason" required maxLength={500} rows={2} />
          </label>
          <label className="field">
            {t.banDuration}
            <select name="duration" defaultValue="7d">
              {BAN_DURATION_KEYS.map((d) => (
                <option key={d} value={d}>
                  {t.durations[d]}
                </option>
              ))}
            </select>
          </label>
          <AuthorItemsChoice />
          <button type="submit" className="btn btn-danger">
            <Icon icon={Ban} />
            {t.confirmBan}
          </button>
        </Form>
        <h3 className="small">{t.historyTitle}</h3>
        {history.length === 0 ? (
          <p className="muted small">{t.noHistory}</p>
        ) : (
          <ul className="small">
            {history.map((h) => (
              <li key={h.id}>
                {when(h.createdAt)} · <code>{h.action}</code> · {h.actorLabel}
                {h.reason ? ` · ${h.reason}` : ""}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

/** Each report of a case: who reported it, when and why. */
export function ReportList({ reports }: { reports: { username: string; timestamp: number; reason: string }[] }) {
  return (
    <ul className="small mod-reports">
      {reports.map((r, i) => (
        <li key={i}>
          {r.username} · {when(r.timestamp)}
          {r.reason ? ` · ${r.reason}` : ""}
        </li>
      ))}
    </ul>
  );
}

/**
 * A row's actions, in the bulk bar's hierarchy (issue 41): 'Nettoyer' neutral, 'Supprimer' and
 * 'Bannir' (the children) danger; each with its icon. Deleting asks for the reason the author is told.
 */
export function ItemActions({ itemId, deleteQuestion, children }: { itemId: number | string; deleteQuestion: string; children?: ReactNode }) {
  return (
    <div className="row-actions" data-testid="row-actions">
      <ConfirmAction
        intent="clear"
        tone={ACTION_TONE.clear}
        label={
          <>
            <Icon icon={Eraser} />
            {t.clear}
          </>
        }
        question={t.confirmClearReports}
        confirmLabel={t.clear}
        hidden={{ itemId: String(itemId) }}
      />
      <ConfirmAction
        intent="delete"
        tone={ACTION_TONE.delete}
        label={
          <>
            <Icon icon={Trash2} />
            {t.delete}
          </>
        }
        question={deleteQuestion}
        confirmLabel={t.delete}
        hidden={{ itemId: String(itemId) }}
      >
        <label className="field">
          {t.deleteMotive}
          <textarea name="reason" maxLength={500} rows={2} />
        </label>
      </ConfirmAction>
      {children}
    </div>
  );
}

/** The banned users of a scope. Post moderation shows each avatar and keeps the reason behind a 'view reason' button (§2). */
export function BannedUsers({ banned, withAvatar = false, reasonBehindButton = false }: { banned: Banned[]; withAvatar?: boolean; reasonBehindButton?: boolean }) {
  if (banned.length === 0) return <p className="empty-state">{t.noBannedUsers}</p>;
  return (
    <ul className="mod-list">
      {banned.map((b) => (
        <li key={b.id} className="card mod-item">
          <p>
            {withAvatar && b.avatar && <img className="mod-avatar" src={b.avatar} alt="" width={32} height={32} />} <strong>{b.username}</strong>{" "}
            <span className="muted">({b.teamName})</span>
          </p>
          {reasonBehindButton ? (
            <details>
              <summary className="btn btn-small btn-ghost">{t.viewReason}</summary>
              <p>
                {t.banReason} : {b.reason}
              </p>
            </details>
          ) : (
            <p>
              {t.banReason} : {b.reason}
            </p>
          )}
          <p className="muted small">
            {when(b.createdAt)} · {t.bannedBy} {b.bannedByUsername ?? "?"} · {b.endsAt ? <>{t.until} {when(b.endsAt)}</> : t.durations.permanent}
          </p>
          <ConfirmAction intent="unban" label={t.unban} question={t.confirmUnban(b.username)} confirmLabel={t.unban} hidden={{ userId: b.userId }} />
        </li>
      ))}
    </ul>
  );
}

export function useBusy() {
  return useNavigation().state !== "idle";
}
