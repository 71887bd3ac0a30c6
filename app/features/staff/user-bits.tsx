// What the user admin's parts share (/adminusers): the list's row shapes, dates, the account status
// badge, an account ban's end, a scoped ban's badge and the ban-length select.
import { adminUserMessages as t } from "../../../domain/messages/admin";
import { BAN_DURATION_KEYS } from "../../../domain/moderation";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import type { UserList } from "../../../api/services/admin-users";

export type Row = UserList["users"][number];
export type ScopedBan = Row["bans"][number];

export const when = (iso: string | null, style: "dateTime" | "date" = "dateTime") =>
  iso ? <time dateTime={iso}>{formatter(currentLocale()).date(iso, style)}</time> : <span className="muted">{t.never}</span>;

export function Status({ active }: { active: boolean }) {
  return <span className={`badge ${active ? "badge-active" : "badge-banned"}`}>{active ? t.active : t.banned}</span>;
}

/** When an account ban ends: its date, or that it has none. */
export function BanEnd({ until }: { until: string | null }) {
  return until ? (
    <span className="small ban-end" data-testid="ban-end">
      {t.bannedUntil} {when(until)}
    </span>
  ) : (
    <span className="small ban-end muted">{t.bannedForGood}</span>
  );
}

/** A scoped ban in force, as a badge: where, and until when. */
export function ScopedBanBadge({ ban }: { ban: ScopedBan }) {
  return (
    <span className="badge badge-banned" data-testid={`scope-ban-${ban.scope}`}>
      {t.scopeBan(t.scopes[ban.scope])}
      {ban.endsAt ? (
        <>
          {" "}
          {t.until} {when(ban.endsAt, "date")}
        </>
      ) : null}
    </span>
  );
}

/** The ban lengths offered (issue 25's presets). */
export function DurationSelect({ defaultValue }: { defaultValue?: string }) {
  return (
    <select name="duration" defaultValue={defaultValue || "7d"}>
      {BAN_DURATION_KEYS.map((d) => (
        <option key={d} value={d}>
          {t.durations[d]}
        </option>
      ))}
    </select>
  );
}
