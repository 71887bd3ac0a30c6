// One readable line per audit row (/adminaudit), in the reader's language
// (adminAuditSummaryMessages): what the action did, read from its before/after snapshots, so a
// ban's scope, length and end need no raw JSON. Pure; the reason has its own column and the raw
// snapshots stay on the screen for the rest.
import { formatDate } from "./format.ts";
import { currentLocale } from "./locale.ts";
import { adminAuditSummaryMessages } from "./messages/admin.ts";

type Json = Record<string, unknown> | null;
export type AuditSummaryInput = { action: string; targetKind: string; targetLabel: string | null; reason: string | null; before: unknown; after: unknown };

const w = adminAuditSummaryMessages;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const words = (v: unknown) => (str(v) ?? "?").replace(/_/g, " ");
const when = (v: unknown) => {
  const at = num(v) ?? (typeof v === "string" && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null);
  return at === null ? null : formatDate(at, currentLocale(), "dateTime");
};
const kindOf = (kind: string) => w.kinds[kind] ?? kind;

/** A ban's length and end: "for 7 days, until 12 Mar 2026, 14:00" or "permanently". */
function banLength(after: Json): string {
  const duration = str(after?.duration);
  const end = when(after?.endsAt ?? after?.until);
  if (duration === "permanent" || (!duration && !end)) return w.permanently;
  return [duration ? w.forDuration(w.durations[duration] ?? duration) : null, end ? w.until(end) : null].filter(Boolean).join(", ");
}

/** The fields an edit changed (keys whose values differ), by name. */
function changedFields(before: Json, after: Json): string[] {
  if (!after) return [];
  return Object.keys(after).filter((k) => after[k] !== undefined && k !== "updatedAt" && JSON.stringify(after[k]) !== JSON.stringify(before?.[k]));
}

export function auditSummary(row: AuditSummaryInput): string {
  const before = obj(row.before);
  const after = obj(row.after);
  const move = () => `${words(before?.status)} → ${words(after?.status)}`;

  switch (row.action) {
    case "user.ban": {
      const scope = w.scopes[str(after?.scope) ?? ""] ?? words(after?.scope);
      const replaced = before ? (before.endsAt ? w.until(when(before.endsAt) ?? "?") : w.noEnd) : null;
      return w.banned(scope, banLength(after), replaced);
    }
    case "user.unban": {
      const scope = w.scopes[str(before?.scope) ?? ""] ?? words(before?.scope);
      return w.unbanned(scope, before?.reason ? str(before.reason) : null);
    }
    case "user.status":
      if (after?.isActive === true) return row.reason === "ban ended" ? w.banEnded : w.reactivated;
      return w.accountBanned(banLength(after));
    case "user.role":
      return w.role(words(before?.role), words(after?.role));
    case "user.edit": {
      const fields = changedFields(before, after);
      return fields.length ? w.changed(fields.join(", ")) : w.profileEdited;
    }
    case "user.delete":
      return w.accountDeleted;
    case "content.delete": {
      const comments = num(before?.comments);
      return w.removed(kindOf(row.targetKind), comments ? w.count(comments, "comment") : null);
    }
    case "content.edit": {
      const fields = changedFields(before, after);
      return w.edited(kindOf(row.targetKind), fields.length ? fields.join(", ") : null);
    }
    case "content.restore":
      return w.restored(kindOf(row.targetKind));
    case "reports.clear": {
      const n = num(before?.reporters);
      return w.cleared(n === null ? null : w.count(n, "report"), kindOf(row.targetKind), !!before?.hidden);
    }
    case "leak.edit": {
      const fields = changedFields(before, after);
      return fields.length ? w.leakEdited(fields.join(", ")) : w.leakUnchanged;
    }
    case "leak.delete":
      return w.leakDeleted(num(before?.note));
    case "order.status":
      return w.order(move(), str(after?.trackingNumber));
    case "order.delete": {
      const items = Array.isArray(before?.items) ? before.items.length : null;
      const subtotal = num(before?.subtotal);
      return w.orderDeleted(items !== null ? w.count(items, "line") : null, subtotal !== null ? w.points(subtotal).replace(/^\+/, "") : null);
    }
    case "challenge.create":
      return w.challengeCreated;
    case "challenge.edit": {
      const fields = changedFields(before, after).filter((k) => k !== "status" || after?.status !== undefined);
      return fields.length ? w.challengeEdited(fields.join(", ")) : w.challengeSaved;
    }
    case "challenge.status":
    case "gameweek.status":
      return w.status(move());
    case "challenge.delete":
      return w.challengeDeleted;
    case "points.adjust": {
      const points = num(after?.points);
      return points === null ? w.pointsAdjusted : w.pointsMoved(w.points(points));
    }
    case "stadium.archive":
    case "stadium.unarchive": {
      const counts = (["post", "comment", "fan"] as const)
        .map((what) => [what, num(after?.[`${what}s`])] as const)
        .filter((c): c is readonly ["post" | "comment" | "fan", number] => c[1] !== null && c[1] >= 0)
        .map(([what, n]) => w.count(n, what));
      const held = counts.length ? counts.join(", ") : null;
      return row.action === "stadium.archive" ? w.stadiumArchived(held) : w.stadiumBack(held);
    }
    case "stadium.create":
      return w.stadiumCreated;
    case "stadium.edit": {
      const fields = changedFields(before, after);
      return fields.length ? w.stadiumEdited(fields.join(", ")) : w.stadiumUnchanged;
    }
    case "stadium.delete":
      return w.stadiumDeleted;
    case "data.import": {
      const added = Array.isArray(after?.added) ? after.added.length : num(after?.added);
      const removed = Array.isArray(after?.removed) ? after.removed.length : num(after?.removed);
      return w.imported(row.targetLabel ?? row.targetKind, added !== null || removed !== null ? { added: added ?? 0, removed: removed ?? 0 } : null);
    }
    case "data.restore":
      return w.dataRestored(row.targetLabel ?? "?");
    case "rankings.run":
      return w.rankings;
    case "clock.advance": {
      const minutes = num(after?.advanceMinutes);
      return minutes === null ? w.clockMoved : w.clockMovedBy(w.count(minutes, "minute"));
    }
    default:
      return `${row.action}.`;
  }
}
