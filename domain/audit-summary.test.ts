import { describe, expect, it } from "vitest";
import { auditSummary, type AuditSummaryInput } from "./audit-summary";
import { formatDate } from "./format";
import { withLocale } from "./locale";

const row = (r: Partial<AuditSummaryInput> & { action: string }): AuditSummaryInput => ({ targetKind: "user", targetLabel: null, reason: null, before: null, after: null, ...r });
const END = Date.UTC(2026, 2, 12, 14, 0);

describe("auditSummary", () => {
  it("says a ban's scope, length and end", () => {
    expect(auditSummary(row({ action: "user.ban", after: { scope: "comments", duration: "7d", endsAt: END }, reason: "insults" }))).toBe(
      `Banned from commenting on the wall for 7 days, until ${formatDate(END, "en-GB", "dateTime")}.`,
    );
    expect(auditSummary(row({ action: "user.ban", after: { scope: "chat", duration: "permanent", endsAt: null } }))).toBe("Banned from the chat permanently.");
    expect(auditSummary(row({ action: "user.ban", before: { scope: "posts", reason: "spam", endsAt: null }, after: { scope: "posts", duration: "24h", endsAt: END } }))).toMatch(
      /^Banned from posting on the wall for 24 hours, until .+ \(replaces a ban with no end\)\.$/,
    );
    expect(auditSummary(row({ action: "user.unban", before: { scope: "posts", reason: "spam", endsAt: null } }))).toBe("Ban from posting on the wall lifted (it was for: spam).");
  });
  it("says an account ban, its end by itself and a reactivation", () => {
    expect(auditSummary(row({ action: "user.status", before: { isActive: true }, after: { isActive: false, duration: "30d", until: END } }))).toBe(
      `Account banned for 30 days, until ${formatDate(END, "en-GB", "dateTime")}: signed out everywhere.`,
    );
    expect(auditSummary(row({ action: "user.status", before: { isActive: true }, after: { isActive: false } }))).toBe("Account banned permanently: signed out everywhere.");
    expect(auditSummary(row({ action: "user.status", reason: "ban ended", before: { isActive: false }, after: { isActive: true } }))).toBe("Account ban ended by itself.");
    expect(auditSummary(row({ action: "user.status", after: { isActive: true } }))).toBe("Account reactivated.");
  });
  it("says moves, edits and counts for the other kinds", () => {
    expect(auditSummary(row({ action: "order.status", targetKind: "order", before: { status: "confirmed" }, after: { status: "out_for_delivery" } }))).toBe("Order confirmed → out for delivery.");
    expect(auditSummary(row({ action: "order.status", targetKind: "order", before: { status: "confirmed" }, after: { status: "shipped", trackingNumber: "1Z 9" } }))).toBe("Order confirmed → shipped, tracking number 1Z 9.");
    expect(auditSummary(row({ action: "user.role", before: { role: "user" }, after: { role: "moderator" } }))).toBe("Role user → moderator.");
    expect(auditSummary(row({ action: "user.edit", before: { email: "a@x", username: "a" }, after: { email: "b@x" } }))).toBe("Changed email.");
    expect(auditSummary(row({ action: "content.delete", targetKind: "post", before: { title: "T", comments: 3 } }))).toBe("Removed a post with 3 comments.");
    expect(auditSummary(row({ action: "reports.clear", targetKind: "chat_message", before: { reporters: 1, hidden: false } }))).toBe("Cleared 1 report on a chat message.");
    expect(auditSummary(row({ action: "stadium.archive", targetKind: "stadium", after: { posts: 12, fans: 1 } }))).toBe("Stadium archived: off the chooser, its wall read-only (12 posts, 1 fan).");
    expect(auditSummary(row({ action: "stadium.unarchive", targetKind: "stadium", after: { posts: 1, comments: 2, fans: 0 } }))).toBe("Stadium back on the chooser (1 post, 2 comments, 0 fans).");
    expect(auditSummary(row({ action: "gameweek.status", targetKind: "gameweek", before: { status: "active" }, after: { status: "completed" } }))).toBe("Status active → completed.");
    expect(auditSummary(row({ action: "points.adjust", after: { points: -50, key: "k" } }))).toBe("-50 pts.");
    expect(auditSummary(row({ action: "data.import", targetKind: "players", targetLabel: "820 players", after: { added: [1, 2], removed: [], priceChanges: [] } }))).toBe("Imported 820 players (2 added, 0 removed).");
  });
  it("speaks the reader's language (issue 45): French for a French staff member", () => {
    const fr = (r: Parameters<typeof row>[0]) => withLocale("fr-FR", () => auditSummary(row(r)));
    expect(fr({ action: "user.ban", after: { scope: "comments", duration: "7d", endsAt: END } })).toBe(`Banni de : commenter sur le mur, pour 7 jours, jusqu'au ${formatDate(END, "fr-FR", "dateTime")}.`);
    expect(fr({ action: "content.delete", targetKind: "post", before: { comments: 3 } })).toBe("Retiré : post avec 3 commentaires.");
    expect(fr({ action: "stadium.unarchive", targetKind: "stadium", after: { posts: 1, comments: 2, fans: 0 } })).toBe("Stade de nouveau proposé (1 post, 2 commentaires, 0 supporter).");
    expect(fr({ action: "points.adjust", after: { points: 1500 } })).toBe("+1\u202f500 pts.");
  });
  it("never throws on odd snapshots, and names an unknown action", () => {
    for (const action of ["user.ban", "user.status", "order.delete", "leak.edit", "data.import", "clock.advance"])
      for (const odd of [null, "text", 3, [], { status: 1 }]) expect(typeof auditSummary(row({ action, before: odd, after: odd }))).toBe("string");
    expect(auditSummary(row({ action: "something.new" }))).toBe("something.new.");
  });
});
