// One readable line per audit row (/adminaudit, English): what the action did, read from its
// before/after snapshots, so a ban's scope, length and end need no raw JSON. Pure; the reason
// has its own column and the raw snapshots stay on the screen for the rest.
import { formatDate } from "./format.ts";

type Json = Record<string, unknown> | null;
export type AuditSummaryInput = { action: string; targetKind: string; targetLabel: string | null; reason: string | null; before: unknown; after: unknown };

const SCOPE: Record<string, string> = { posts: "posting on the wall", comments: "commenting on the wall", chat: "the chat" };
const DURATION: Record<string, string> = { "24h": "24 hours", "72h": "72 hours", "7d": "7 days", "30d": "30 days", permanent: "permanently" };
const KIND: Record<string, string> = { post: "post", comment: "comment", chat_message: "chat message", leak: "leak" };

const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const words = (v: unknown) => (str(v) ?? "?").replace(/_/g, " ");
const when = (v: unknown) => {
  const at = num(v) ?? (typeof v === "string" && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null);
  return at === null ? null : formatDate(at, "en-GB", "dateTime");
};
const plural = (n: number, one: string) => `${n.toLocaleString("en-GB")} ${one}${n === 1 ? "" : "s"}`;

/** A ban's length and end: "for 7 days, until 12 Mar 2026, 14:00" or "permanently". */
function banLength(after: Json): string {
  const duration = str(after?.duration);
  const end = when(after?.endsAt ?? after?.until);
  if (duration === "permanent" || (!duration && !end)) return "permanently";
  return [duration ? `for ${DURATION[duration] ?? duration}` : null, end ? `until ${end}` : null].filter(Boolean).join(", ");
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
      const scope = SCOPE[str(after?.scope) ?? ""] ?? words(after?.scope);
      const replaced = before ? ` (replaces a ban ${before.endsAt ? `until ${when(before.endsAt)}` : "with no end"})` : "";
      return `Banned from ${scope} ${banLength(after)}${replaced}.`;
    }
    case "user.unban": {
      const scope = SCOPE[str(before?.scope) ?? ""] ?? words(before?.scope);
      return `Ban from ${scope} lifted${before?.reason ? ` (it was for: ${str(before.reason)})` : ""}.`;
    }
    case "user.status":
      if (after?.isActive === true) return row.reason === "ban ended" ? "Account ban ended by itself." : "Account reactivated.";
      return `Account banned ${banLength(after)}: signed out everywhere.`;
    case "user.role":
      return `Role ${words(before?.role)} → ${words(after?.role)}.`;
    case "user.edit": {
      const fields = changedFields(before, after);
      return fields.length ? `Changed ${fields.join(", ")}.` : "Profile edited.";
    }
    case "user.delete":
      return `Account deleted (anonymised, its history kept).`;
    case "content.delete": {
      const kind = KIND[row.targetKind] ?? row.targetKind;
      const comments = num(before?.comments);
      return `Removed a ${kind}${comments ? ` with ${plural(comments, "comment")}` : ""}.`;
    }
    case "content.edit": {
      const fields = changedFields(before, after);
      return `Edited a ${KIND[row.targetKind] ?? row.targetKind}${fields.length ? `: ${fields.join(", ")}` : ""}.`;
    }
    case "content.restore":
      return `Restored a ${KIND[row.targetKind] ?? row.targetKind}.`;
    case "reports.clear": {
      const n = num(before?.reporters);
      return `Cleared ${n === null ? "the reports" : plural(n, "report")} on a ${KIND[row.targetKind] ?? row.targetKind}${before?.hidden ? " (shown again)" : ""}.`;
    }
    case "leak.edit": {
      const fields = changedFields(before, after);
      return fields.length ? `Leak edited: ${fields.join(", ")}.` : "Leak saved unchanged.";
    }
    case "leak.delete":
      return `Leak deleted with its votes${num(before?.note) !== null ? ` (note ${num(before?.note)})` : ""}.`;
    case "order.status": {
      const tracking = str(after?.trackingNumber);
      return `Order ${move()}${tracking ? `, tracking number ${tracking}` : ""}.`;
    }
    case "order.delete": {
      const items = Array.isArray(before?.items) ? before.items.length : null;
      const subtotal = num(before?.subtotal);
      return `Cancelled order deleted${items !== null ? ` (${plural(items, "line")}${subtotal !== null ? `, ${subtotal.toLocaleString("en-GB")} pts` : ""})` : ""}.`;
    }
    case "challenge.create":
      return "Challenge created.";
    case "challenge.edit": {
      const fields = changedFields(before, after).filter((k) => k !== "status" || after?.status !== undefined);
      return fields.length ? `Challenge edited: ${fields.join(", ")}.` : "Challenge saved.";
    }
    case "challenge.status":
    case "gameweek.status":
      return `Status ${move()}.`;
    case "challenge.delete":
      return "Challenge deleted (nobody had entered it).";
    case "points.adjust": {
      const points = num(after?.points);
      return `${points === null ? "Points adjusted" : `${points > 0 ? "+" : ""}${points.toLocaleString("en-GB")} pts`}.`;
    }
    case "stadium.archive":
    case "stadium.unarchive": {
      const counts = [plural(num(after?.posts) ?? -1, "post"), plural(num(after?.comments) ?? -1, "comment"), plural(num(after?.fans) ?? -1, "fan")].filter((c) => !c.startsWith("-"));
      const held = counts.length ? ` (${counts.join(", ")})` : "";
      return row.action === "stadium.archive" ? `Stadium archived: off the chooser, its wall read-only${held}.` : `Stadium back on the chooser${held}.`;
    }
    case "stadium.create":
      return "Stadium created.";
    case "stadium.edit": {
      const fields = changedFields(before, after);
      return fields.length ? `Stadium edited: ${fields.join(", ")}.` : "Stadium saved unchanged.";
    }
    case "stadium.delete":
      return "Empty stadium deleted.";
    case "data.import": {
      const added = Array.isArray(after?.added) ? after.added.length : num(after?.added);
      const removed = Array.isArray(after?.removed) ? after.removed.length : num(after?.removed);
      return `Imported ${row.targetLabel ?? row.targetKind}${added !== null || removed !== null ? ` (${added ?? 0} added, ${removed ?? 0} removed)` : ""}.`;
    }
    case "data.restore":
      return `Players restored from a backup (${row.targetLabel ?? "?"}).`;
    case "rankings.run":
      return "Rankings recomputed.";
    case "clock.advance": {
      const minutes = num(after?.advanceMinutes);
      return minutes === null ? "Local clock moved on." : `Local clock moved on ${plural(minutes, "minute")}.`;
    }
    default:
      return `${row.action}.`;
  }
}
