// The smaller defects of issue 25's staff screens, through their Remix route actions and the API
// on real D1: a leak edit keeps a relative image path; the order admin shows the real total,
// searches and filters, takes a tracking number at dispatch and tells the buyer of every move.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { leaks, orders, productSizes, products } from "../../api/db/schema";
import { applyLedger } from "../../api/services/points";
import { catalogueRows } from "../../domain/store-catalogue";
import { leaksMessages } from "../../domain/messages/leaks";
import { storeMessages } from "../../domain/messages/store";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";

const db = () => createDb(env.DB);
const give = (userId: string, amount: number) => applyLedger(db(), [{ key: `test:${crypto.randomUUID()}`, userId, amount, reason: "test" }], Date.now());

/** A staff page, read or posted as a form, signed in by token (redirects not followed). */
async function page(path: string, token: string, form?: Record<string, string>, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, ...extra };
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const res = await SELF.fetch(`${ORIGIN}${path}`, { method: form ? "POST" : "GET", body: form ? new URLSearchParams(form) : undefined, headers, redirect: "manual" });
  return { status: res.status, html: await res.text() };
}

const auditCount = async (action: string, targetId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ? AND target_id = ?").bind(action, targetId).first<{ n: number }>())!.n;

beforeAll(async () => {
  const rows = catalogueRows(Date.now());
  await atomicBatch(db(), [insertRowsFromJson(products, rows.products, "replace"), insertRowsFromJson(productSizes, rows.sizes, "replace")]);
});

describe("/adminleaks: an edit keeps a relative image path", () => {
  it("saves a leak whose image is this site's path, refuses an address the leak cannot show with a clear 400", async () => {
    const [admin, author] = await Promise.all([createUserAndLogin({ role: "admin" }), registerUser()]);
    const created = await api("/leaks", { token: author.token, json: { title: "Stock picture leak", description: "D", source: "S", imageUrl: "/images/leaks/stock-2.svg" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.id);
    const edit = (imageUrl: string, title = "Edited with its stock image") =>
      page(`/adminleaks?edit=${id}`, admin.token, { intent: "edit", id, title, description: "D", source: "S", imageUrl, category: "transfer", reliability: "high" });

    const saved = await edit("/images/leaks/stock-2.svg");
    expect(saved.status, saved.html.slice(0, 300)).toBe(302);
    expect(await db().select({ title: leaks.title, imageUrl: leaks.imageUrl }).from(leaks).where(eq(leaks.id, Number(id))).get()).toEqual({ title: "Edited with its stock image", imageUrl: "/images/leaks/stock-2.svg" });
    expect(await auditCount("leak.edit", id)).toBe(1);

    // Another picture of this site, then a path it is not.
    expect((await edit("/images/x.png", "Other picture")).status).toBe(302);
    expect((await db().select({ imageUrl: leaks.imageUrl }).from(leaks).where(eq(leaks.id, Number(id))).get())!.imageUrl).toBe("/images/x.png");
    for (const bad of ["../etc/passwd.png", "javascript:alert(1)", "/api/leaks.png"]) {
      const refused = await edit(bad, "Not saved");
      expect(refused.status, bad).toBe(400);
      expect(refused.html).toContain(leaksMessages.imageUrlInvalid.replace(/'/g, "&#x27;"));
    }
    expect((await db().select({ title: leaks.title }).from(leaks).where(eq(leaks.id, Number(id))).get())!.title).toBe("Other picture");
    expect(await auditCount("leak.edit", id)).toBe(2);
  });
});

describe("/adminorders", () => {
  const home = { phone: "+44 20 7946 0000", deliveryMode: "home", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", acceptTerms: true };
  async function buyerWithOrder(names: { firstName: string; lastName: string; username: string }, quantity = 2) {
    const buyer = await registerUser(names);
    await give(buyer.user.id, 2000);
    const res = await api("/orders", { token: buyer.token, json: { items: [{ productId: "bar-scarf", size: "One Size", quantity }], deliveryInfo: { ...home, firstName: names.firstName, lastName: names.lastName } } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...buyer, orderId: res.body.order.id as string };
  }
  const notices = async (token: string) => (await api("/users/me/notices", { token })).body.notices as { kind: string; message?: string; status?: string; trackingNumber?: string | null; locale?: string }[];

  it("shows the total with shipping, searches by buyer or number and filters by status (page and API)", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const grace = await buyerWithOrder({ firstName: "Grace", lastName: "Hopper", username: `ghopper${Date.now().toString(36)}` });
    const alan = await buyerWithOrder({ firstName: "Alan", lastName: "Turing", username: `aturing${Date.now().toString(36)}` }, 1);

    const all = await page("/adminorders", admin.token);
    expect(all.status).toBe(200);
    // 2 × 90 = 180, + 50 shipping under 501: the Total column says 230 (the subtotal only as its breakdown).
    const text = all.html.replace(/<!-- -->/g, "");
    const totals = [...text.matchAll(/data-testid="order-total">(.*?)<\/span><\/span>|data-testid="order-total">([^<]*)<\/span>/g)].map((m) => (m[1] ?? m[2] ?? "").replace(/<[^>]+>/g, ""));
    expect(totals).toContain("230 pts (180 pts + 50 pts shipping)");

    const search = async (query: string) => (await api(`/orders/admin?${query}`, { token: admin.token })).body as { orders: { id: string }[]; total: number };
    for (const q of ["grace hopper", "HOPPER", grace.payload.email, grace.payload.username, grace.orderId.slice(0, 8), `#${grace.orderId.slice(0, 8)}`]) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(found.orders.map((o) => o.id), q).toEqual([grace.orderId]);
      expect(found.total, q).toBe(1);
    }
    expect((await search("q=nobody-at-all")).total).toBe(0);
    // A name with letters beyond A-Z: found by any case and without its accents (issue 45).
    const martin = await buyerWithOrder({ firstName: "Martin", lastName: "Ødegaard", username: `modegaard${Date.now().toString(36)}` }, 1);
    for (const q of ["odegaard", "ØDEGAARD", "martin ødegaard"]) expect((await search(`q=${encodeURIComponent(q)}`)).orders.map((o) => o.id), q).toEqual([martin.orderId]);
    // A long search is a clear 400 on the API; the page cuts it.
    expect((await api(`/orders/admin?q=${"x".repeat(101)}`, { token: admin.token })).status).toBe(400);
    expect((await api("/orders/admin?status=lost", { token: admin.token })).status).toBe(400);
    expect((await page(`/adminorders?q=${"x".repeat(300)}&status=lost`, admin.token)).status).toBe(200);

    // The status filter, alone and with a search.
    expect((await api(`/orders/admin/${alan.orderId}`, { method: "PUT", token: admin.token, json: { status: "confirmed" } })).status).toBe(200);
    expect((await search("status=confirmed")).orders.map((o) => o.id)).toEqual([alan.orderId]);
    expect((await search(`status=pending&q=${alan.payload.username}`)).total).toBe(0);
    const filtered = await page(`/adminorders?status=confirmed&q=${encodeURIComponent("alan")}`, admin.token);
    expect(filtered.html).toContain(alan.orderId.slice(0, 8));
    expect(filtered.html).not.toContain(grace.orderId.slice(0, 8));
    expect(filtered.html).toContain('<option value="confirmed" selected="">');
    // Only staff list orders.
    expect((await api("/orders/admin?q=grace", { token: grace.token })).status).toBe(403);
  });

  it("takes the tracking number at dispatch, shows it to the buyer and tells them of every move (audited)", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const buyer = await buyerWithOrder({ firstName: "Ada", lastName: "Byron", username: `abyron${Date.now().toString(36)}` });
    const id = buyer.orderId;
    const move = (form: Record<string, string>) => page("/adminorders", admin.token, { id, ...form });

    // A tracking number goes with the dispatch only, and must look like one: nothing changes otherwise.
    const early = await move({ intent: "status", status: "confirmed", trackingNumber: "1Z999AA1" });
    expect(early.status).toBe(400);
    expect(early.html).toContain(storeMessages.trackingOnlyOnDispatch);
    expect((await move({ intent: "status", status: "confirmed" })).status).toBe(200);
    const junk = await move({ intent: "status", status: "shipped", trackingNumber: "<b>1</b>" });
    expect(junk.status).toBe(400);
    expect(junk.html).toContain(storeMessages.trackingInvalid);
    expect((await api(`/orders/admin/${id}`, { method: "PUT", token: admin.token, json: { status: "shipped", trackingNumber: "x" } })).status).toBe(400);
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get())!.status).toBe("confirmed");

    expect((await move({ intent: "status", status: "shipped", trackingNumber: " 1z 999 aa1 0123 " })).status).toBe(200);
    const stored = (await db().select().from(orders).where(eq(orders.id, id)).get())!;
    expect(stored).toMatchObject({ status: "shipped", trackingNumber: "1Z 999 AA1 0123" });
    // The buyer's orders show it.
    const store = await page("/store", buyer.token);
    expect(store.html).toContain("1Z 999 AA1 0123");

    expect((await move({ intent: "status", status: "delivered" })).status).toBe(200);
    const told = await notices(buyer.token);
    expect(told.filter((n) => n.kind === "order_status").map((n) => n.message)).toEqual([
      `Your order ${id.slice(0, 8)} is now delivered.`,
      `Your order ${id.slice(0, 8)} has shipped. Tracking number: 1Z 999 AA1 0123.`,
      `Your order ${id.slice(0, 8)} is now confirmed.`,
    ]);
    expect(told[1]).toMatchObject({ status: "shipped", trackingNumber: "1Z 999 AA1 0123", locale: "en-GB" });
    expect(await auditCount("order.status", id)).toBe(3);
    const audit = await env.DB.prepare("SELECT before, after FROM audit_log WHERE action = 'order.status' AND target_id = ? AND after LIKE '%shipped%'").bind(id).first<{ before: string; after: string }>();
    expect(JSON.parse(audit!.after)).toEqual({ status: "shipped", trackingNumber: "1Z 999 AA1 0123" });

    // A staff cancel tells the reason and the refund; the buyer's own cancel tells them nothing.
    const second = await api("/orders", { token: buyer.token, json: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: { ...home, firstName: "Ada", lastName: "Byron" } } });
    expect((await page("/adminorders", admin.token, { intent: "cancel", id: second.body.order.id, confirm: "yes", reason: "Out of stock" })).status).toBe(200);
    const third = await api("/orders", { token: buyer.token, json: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: { ...home, firstName: "Ada", lastName: "Byron" } } });
    expect((await api(`/orders/${third.body.order.id}/cancel`, { token: buyer.token, method: "POST" })).status).toBe(200);
    const after = (await notices(buyer.token)).filter((n) => n.kind === "order_status");
    expect(after).toHaveLength(4);
    expect(after[0]!.message).toBe(`Your order ${second.body.order.id.slice(0, 8)} was cancelled: Out of stock. Your 90 pts are back.`);
  });
});

describe("/adminstadiums: archive instead of delete", () => {
  // Checked in French, the spec's language for this screen (issue 45: a French browser).
  const pageFr = (path: string, token: string, form?: Record<string, string>) => page(path, token, form, { "Accept-Language": "fr-FR" });
  it("lists archived stadiums (marked) with their counts, archives and brings back through the page, deletes only an empty one", async () => {
    const [admin, fan] = await Promise.all([createUserAndLogin({ role: "admin" }), createUserAndLogin({ createdAt: Date.now() - 7 * 86_400_000 })]);
    const make = async (name: string) => {
      const res = await api("/stadiums", { token: admin.token, json: { name, club: `${name} FC`, league: "Other", country: "Wales", city: "Cardiff", capacity: 1000 } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return String(res.body.id);
    };
    const [busy, empty] = [await make("Ninian Park"), await make("Empty Meadow")];
    expect((await api("/stadiums/mine", { token: fan.token, json: { stadiumId: Number(busy) } })).status).toBe(200);
    const post = (await api("/stadiums/posts", { token: fan.token, json: { stadiumId: Number(busy), title: "Home", content: "Our ground", category: "general" } })).body;
    expect((await api("/stadiums/comments", { token: fan.token, json: { postId: post.id, content: "Love it" } })).status).toBe(201);
    expect((await api("/stadiums/comments", { token: fan.token, json: { postId: post.id, content: "Me too" } })).status).toBe(201);

    const here = "/adminstadiums?league=&country=Wales";
    const card = (html: string, id: string) => html.replace(/<!-- -->/g, "").split(`data-stadium-id="${id}"`)[1]!.split("</li>")[0]!;
    let html = (await pageFr(here, admin.token)).html;
    // The busy one offers archive (with its counts), not delete; the empty one offers delete.
    expect(card(html, busy)).toContain("1 post(s) · 2 commentaire(s) · 1 supporter(s)");
    expect(card(html, busy)).toContain("Archiver Ninian Park ? Ses 1 post(s) restent lisibles");
    expect(card(html, busy)).toContain("archivez-le plutôt");
    expect(card(html, busy)).not.toContain('value="delete"');
    expect(card(html, empty)).toContain('value="delete"');
    expect(card(html, empty)).toContain("Supprimer Empty Meadow ? Il n&#x27;a aucun post.");

    // Delete sent anyway is refused with the count; an archive needs its confirm.
    const refused = await pageFr(here, admin.token, { intent: "delete", id: busy, confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("Ce stade a 1 post(s)");
    expect((await pageFr(here, admin.token, { intent: "archive", id: busy })).status).toBe(400);
    expect((await pageFr(here, admin.token, { intent: "archive", id: busy, confirm: "yes" })).status).toBe(302);
    expect((await api(`/stadiums/${busy}`)).body.archivedAt).toEqual(expect.any(Number));
    expect(await auditCount("stadium.archive", busy)).toBe(1);
    expect((await api("/stadiums")).body.some((s: { id: number }) => String(s.id) === busy)).toBe(false);

    html = (await pageFr(here, admin.token)).html;
    expect(card(html, busy)).toContain("Archivé");
    expect(card(html, busy)).toContain('value="unarchive"');
    expect(card(html, busy)).toContain("stadium-archived");
    // A fan cannot post there; a manager cannot reach the page.
    expect((await api("/stadiums/posts", { token: fan.token, json: { stadiumId: Number(busy), title: "Again", content: "x", category: "general" } })).status).toBe(409);
    expect((await pageFr(here, fan.token, { intent: "unarchive", id: busy })).status).toBe(403);

    expect((await pageFr(here, admin.token, { intent: "unarchive", id: busy })).status).toBe(302);
    expect((await api(`/stadiums/${busy}`)).body.archivedAt).toBeNull();
    expect(await auditCount("stadium.unarchive", busy)).toBe(1);
    expect((await pageFr(here, admin.token, { intent: "archive", id: "abc", confirm: "yes" })).status).toBe(400);

    // The audit log says it in words, the raw snapshot still there.
    const audit = (await page(`/adminaudit?target=${busy}`, admin.token)).html.replace(/<!-- -->/g, "");
    expect(audit).toContain("Stadium archived: off the chooser, its wall read-only (1 post, 2 comments, 1 fan).");
    expect(audit).toContain("Stadium back on the chooser (1 post, 2 comments, 1 fan).");
    expect(audit).toContain("Raw data");

    expect((await pageFr(here, admin.token, { intent: "delete", id: empty, confirm: "yes" })).status).toBe(302);
    expect((await api(`/stadiums/${empty}`)).status).toBe(404);
    expect(await auditCount("stadium.delete", empty)).toBe(1);
  });
});

describe("/adminaudit: a ban in words", () => {
  it("shows a ban's scope, length and end, and its reason, without opening the raw data", async () => {
    const [moderator, member] = await Promise.all([createUserAndLogin({ role: "moderator" }), registerUser()]);
    const res = await api(`/admin/users/${member.user.id}/ban-chat`, { token: moderator.token, json: { reason: "Flooding the match room", duration: "7d" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const html = (await page(`/adminaudit?action=user.ban&target=${member.user.id}`, moderator.token)).html.replace(/<!-- -->/g, "");
    expect(html).toMatch(/data-testid="audit-summary">Banned from the chat for 7 days, until \w{3} \d{1,2} \w{3} \d{2}:\d{2}\.<\/span>/);
    expect(html).toContain("Flooding the match room");
    expect(html).toContain('class="data-table stack-narrow audit-table"');
  });
});
