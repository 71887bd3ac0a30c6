// The moderation core (api/services/moderation.ts): reports with one row per reporter and
// auto-hide at 3, bans with scope and end, and the append-only audit log - on real D1.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { auditLog, reportCases } from "../../api/db/schema";
import { contextFor, type ServiceContext } from "../../api/services/context";
import { activeBan, assertNotBanned, banUser, bannedAmong, bannedUsers, unbanUser } from "../../api/services/bans";
import { auditStatement } from "../../api/services/audit";
import { caseRemovedStatement, clearReports, openCases, reportItem, visibleTo } from "../../api/services/reports";
import { atomicBatch } from "../../api/db/bulk";
import { api, createUserAndLogin, SETTLED_ACCOUNT } from "./helpers";
import type { Role } from "../../domain/permissions";

const messages = { alreadyReported: "Vous avez déjà signalé ce post" };

async function person(role: Role = "user") {
  const { user, token } = await createUserAndLogin({ role, ...SETTLED_ACCOUNT });
  return { id: user.id as string, username: user.username as string, role, token };
}
const as = (p: { id: string; role: Role }, now = () => Date.now()): ServiceContext => ({
  ...contextFor(env, { id: p.id, role: p.role, sessionId: "test" }),
  now,
});
const target = (authorId: string, itemId = crypto.randomUUID()) => ({
  kind: "chat_message" as const, // the core is the same for every kind; a chat case needs no stored item
  itemId,
  authorId,
  context: "Anfield",
  snapshot: { title: "Le titre", text: "Le texte", image: null },
});

describe("reports", () => {
  it("counts one report per reporter, hides at 3 distinct reporters, and says so to a second report", async () => {
    const author = await person();
    const reporters = await Promise.all([person(), person(), person()]);
    const item = target(author.id);
    expect(await reportItem(as(reporters[0]!), item, "spam", messages)).toEqual({ reporters: 1, hidden: false });
    await expect(reportItem(as(reporters[0]!), item, "spam", messages)).rejects.toMatchObject({ status: 409, message: messages.alreadyReported });
    expect(await reportItem(as(reporters[1]!), item, "", messages)).toEqual({ reporters: 2, hidden: false });
    expect(await reportItem(as(reporters[2]!), item, "", messages)).toEqual({ reporters: 3, hidden: true });
    await expect(reportItem(as(author), item, "", messages)).rejects.toMatchObject({ status: 403 });
  });

  it("holds under concurrent reports: the same reporter counts once, ten distinct reporters count ten", async () => {
    const author = await person();
    const crowd = await Promise.all(Array.from({ length: 10 }, () => person()));
    const item = target(author.id);
    const same = await Promise.allSettled(Array.from({ length: 5 }, () => reportItem(as(crowd[0]!), item, "x", messages)));
    expect(same.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    await Promise.all(crowd.slice(1).map((p) => reportItem(as(p), item, "x", messages)));
    const [row] = await createDb(env.DB).select().from(reportCases).where(eq(reportCases.itemId, item.itemId));
    expect(row).toMatchObject({ reporters: 10, hidden: true, status: "open" });
  });

  it("clearing shows the item again, audits it, and starts a new round; a removed item answers null", async () => {
    const author = await person();
    const moderator = await person("moderator");
    const crowd = await Promise.all([person(), person(), person()]);
    const item = target(author.id);
    for (const p of crowd) await reportItem(as(p), item, "x", messages);
    const { cases } = await openCases(as(moderator), item.kind);
    const open = cases.find((c) => c.itemId === item.itemId)!;
    expect(open.reports.map((r) => r.username).sort()).toEqual(crowd.map((p) => p.username).sort());
    expect(open.snapshotTitle).toBe("Le titre");

    await expect(clearReports(as(crowd[0]!), item.kind, item.itemId)).rejects.toMatchObject({ status: 403 });
    await clearReports(as(moderator), item.kind, item.itemId);
    const db = createDb(env.DB);
    expect((await db.select().from(reportCases).where(eq(reportCases.itemId, item.itemId)))[0]).toMatchObject({ status: "cleared", hidden: false, round: 2 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, item.itemId));
    expect(audit).toMatchObject([{ action: "reports.clear", actorId: moderator.id, actorLabel: moderator.username, subjectUserId: author.id }]);
    await expect(clearReports(as(moderator), item.kind, item.itemId)).rejects.toMatchObject({ status: 404 });

    // The same people may report again after the clearing: it is a new round.
    expect(await reportItem(as(crowd[0]!), item, "again", messages)).toEqual({ reporters: 1, hidden: false });

    await atomicBatch(db, [caseRemovedStatement(as(moderator), item.kind, item.itemId)]);
    expect(await reportItem(as(crowd[1]!), item, "late", messages)).toBeNull();
  });

  it("visibleTo hides a hidden item from others but not from its author or staff", async () => {
    const author = await person();
    const other = await person();
    const moderator = await person("moderator");
    const crowd = await Promise.all([person(), person(), person()]);
    const item = target(author.id);
    for (const p of crowd) await reportItem(as(p), item, "x", messages);
    const db = createDb(env.DB);
    const visible = async (ctx: ServiceContext) =>
      (await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (SELECT ${item.itemId} AS id, ${author.id} AS author_id) t WHERE ${visibleTo(ctx, item.kind, sql`t.id`, sql`t.author_id`)}`))[0]!.n;
    expect(await visible(as(other))).toBe(0);
    expect(await visible({ ...as(other), actor: null })).toBe(0);
    expect(await visible(as(author))).toBe(1);
    expect(await visible(as(moderator))).toBe(1);
  });
});

describe("bans", () => {
  it("a ban refuses writes in its scope only, until it ends or is lifted; each step is audited", async () => {
    const user = await person();
    const moderator = await person("moderator");
    let clock = Date.now();
    const now = () => clock;
    await expect(banUser(as(moderator, now), user.id, "posts", { reason: "Spam", duration: "24h" })).resolves.toMatchObject({ scope: "posts" });
    await expect(assertNotBanned(as(user, now), "posts")).rejects.toMatchObject({ status: 403, message: expect.stringContaining("Reason: Spam") });
    await expect(assertNotBanned(as(user, now), "comments")).resolves.toBeUndefined();
    expect(await bannedAmong(createDb(env.DB), "posts", [user.id, moderator.id], clock)).toEqual(new Set([user.id]));
    expect((await bannedUsers(as(moderator, now), "posts")).find((b) => b.userId === user.id)).toMatchObject({ reason: "Spam", bannedByUsername: moderator.username });

    clock += 25 * 3_600_000; // the 24 h ban has ended
    await expect(assertNotBanned(as(user, now), "posts")).resolves.toBeUndefined();
    expect(await activeBan(createDb(env.DB), user.id, "posts", clock)).toBeNull();

    await banUser(as(moderator, now), user.id, "chat", { reason: "Insultes", duration: "permanent" });
    await expect(assertNotBanned(as(user, now), "chat")).rejects.toMatchObject({ status: 403 });
    await unbanUser(as(moderator, now), user.id, "chat");
    await expect(assertNotBanned(as(user, now), "chat")).resolves.toBeUndefined();
    await expect(unbanUser(as(moderator, now), user.id, "chat")).rejects.toMatchObject({ status: 404 });

    const audit = await createDb(env.DB).select().from(auditLog).where(eq(auditLog.subjectUserId, user.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["user.ban", "user.ban", "user.unban"]);
  });

  it("only staff ban; a moderator cannot ban staff; a blank reason is refused by the table too", async () => {
    const user = await person();
    const other = await person();
    const moderator = await person("moderator");
    const admin = await person("admin");
    await expect(banUser(as(other), user.id, "posts", { reason: "x", duration: "24h" })).rejects.toMatchObject({ status: 403 });
    await expect(banUser(as(moderator), admin.id, "posts", { reason: "x", duration: "24h" })).rejects.toMatchObject({ status: 403 });
    await expect(banUser(as(admin), moderator.id, "posts", { reason: "x", duration: "24h" })).resolves.toBeTruthy();
    await expect(banUser(as(admin), "nobody", "posts", { reason: "x", duration: "24h" })).rejects.toMatchObject({ status: 404 });
    await expect(banUser(as(admin), user.id, "posts", { reason: "   ", duration: "24h" })).rejects.toThrow(/CHECK constraint/);
  });

  it("a second ban in a scope replaces the first (one ban in force)", async () => {
    const user = await person();
    const moderator = await person("moderator");
    await banUser(as(moderator), user.id, "comments", { reason: "Un", duration: "24h" });
    await banUser(as(moderator), user.id, "comments", { reason: "Deux", duration: "permanent" });
    const inForce = (await bannedUsers(as(moderator), "comments")).filter((b) => b.userId === user.id);
    expect(inForce).toMatchObject([{ reason: "Deux", endsAt: null }]);
  });
});

describe("audit log", () => {
  it("is append-only: UPDATE and DELETE are refused by the database", async () => {
    const admin = await person("admin");
    const db = createDb(env.DB);
    await atomicBatch(db, [auditStatement(as(admin), { action: "content.delete", targetKind: "post", targetId: "p1", reason: "test" })]);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    const failure = (p: Promise<unknown>) => p.then(() => "no error", (err) => String(err?.cause ?? err));
    expect(await failure(db.update(auditLog).set({ reason: "changed" }).where(eq(auditLog.id, row!.id)))).toMatch(/append-only/);
    expect(await failure(db.delete(auditLog).where(eq(auditLog.id, row!.id)))).toMatch(/append-only/);
    expect((await db.select().from(auditLog).where(eq(auditLog.id, row!.id)))[0]?.reason).toBe("test");
  });

  it("GET /admin/audit is staff only and filters by actor, action and target", async () => {
    const admin = await person("admin");
    const user = await person();
    const res = await api(`/admin/users/${user.id}`, { method: "PATCH", token: admin.token, json: { isActive: false } });
    expect(res.status).toBe(200);
    expect((await api("/admin/audit", { token: user.token })).status).toBe(401); // deactivated: signed out
    const other = await person();
    expect((await api("/admin/audit", { token: other.token })).status).toBe(403);
    const list = await api(`/admin/audit?actor=${admin.username}&action=user.status&target=${user.id}`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.entries).toMatchObject([
      { action: "user.status", actorLabel: admin.username, subjectUserId: user.id, before: { isActive: true }, after: { isActive: false } },
    ]);
    expect((await api("/admin/audit?action=nonsense", { token: admin.token })).status).toBe(400);
    expect((await api("/admin/audit?page=0", { token: admin.token })).status).toBe(400);
  });

  it("the staff page lists the log and refuses managers", async () => {
    const admin = await person("admin");
    await api(`/users/${admin.id}/points`, { method: "PATCH", token: admin.token, json: { points: 42, reason: "audit page test" } });
    const { SELF } = await import("cloudflare:test");
    const page = await SELF.fetch("http://terrace.test/adminaudit?action=points.adjust", { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("audit page test");
  });
});
