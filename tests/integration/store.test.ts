// The points store on real D1: checkout recomputes everything, never oversells nor overspends
// under concurrent requests, Idempotency-Key makes a retry safe, cancel refunds and restocks
// once, and the status moves are staff actions, audited.
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { auditLog, orders, pointsLedger, productSizes, products, users } from "../../api/db/schema";
import { applyLedger } from "../../api/services/points";
import { RATE_LIMITS } from "../../domain/limits";
import { catalogueRows } from "../../domain/store-catalogue";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";

const db = () => createDb(env.DB);
const pickup = { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", deliveryMode: "pickup", acceptTerms: true };
const home = { ...pickup, deliveryMode: "home", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH" };
const give = (userId: string, amount: number) => applyLedger(db(), [{ key: `test:${crypto.randomUUID()}`, userId, amount, reason: "test" }], Date.now());
const points = async (userId: string) => (await db().select({ p: users.points }).from(users).where(eq(users.id, userId)).get())!.p;
const stock = async (productId: string, size: string) => (await db().select().from(productSizes).where(and(eq(productSizes.productId, productId), eq(productSizes.size, size))).get())!.stock;
const setStock = (productId: string, size: string, n: number) => db().update(productSizes).set({ stock: n }).where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));

beforeAll(async () => {
  const rows = catalogueRows(Date.now());
  await atomicBatch(db(), [insertRowsFromJson(products, rows.products, "replace"), insertRowsFromJson(productSizes, rows.sizes, "replace")]);
});

describe("catalogue", () => {
  it("GET /products: products with sizes and stock, categories and settings; filters and sorts", async () => {
    const res = await api("/products");
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBe(20);
    expect(res.body.settings).toEqual({ freeShippingThreshold: 500, maxItemsPerOrder: 10, pointsToEuroRate: 0.01 });
    expect(res.body.products.find((p: { id: string }) => p.id === "third-shirt-25")).toMatchObject({ badge: "out", totalStock: 0 });
    expect(res.body.products.find((p: { id: string }) => p.id === "goalkeeper-shirt")).toMatchObject({ badge: "low", sizes: { XL: 0 }, totalStock: 6 });
    const cheap = await api("/products?sort=price&category=accessories");
    expect(cheap.body.products.map((p: { price: number }) => p.price)).toEqual([...cheap.body.products.map((p: { price: number }) => p.price)].sort((a, b) => a - b));
    expect((await api("/products?sort=bogus")).status).toBe(400);
  });
});

describe("checkout", () => {
  it("recomputes totals from the database (client totals ignored); shipping 50 under 500, paid on delivery", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 1000);
    const before = await points(buyer.user.id);
    const res = await api("/orders", { token: buyer.token, json: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 2 }], deliveryInfo: home, subtotal: 1, total: 1, shippingCost: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({ subtotal: 180, shippingCost: 50, total: 230, status: "pending", items: [{ productName: "Bar Scarf", unitPrice: 90, quantity: 2, totalPrice: 180 }] });
    expect(await points(buyer.user.id)).toBe(before - 180);
    expect((await api(`/orders/user/${buyer.user.id}`, { token: buyer.token })).body.orders).toHaveLength(1);
    const other = await registerUser();
    expect((await api(`/orders/user/${buyer.user.id}`, { token: other.token })).status).toBe(403);
  });

  it("refuses bad input with clear errors and writes nothing", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 100);
    const cases: [unknown, number][] = [
      [{ items: [], deliveryInfo: pickup }, 400],
      [{ items: [{ productId: "bar-scarf", size: "One Size", quantity: 11 }], deliveryInfo: pickup }, 400],
      [{ items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: { ...pickup, deliveryMode: "home" } }, 400],
      [{ items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: { ...pickup, acceptTerms: false } }, 400],
      [{ items: [{ productId: "nope", size: "M", quantity: 1 }], deliveryInfo: pickup }, 404],
      [{ items: [{ productId: "third-shirt-25", size: "M", quantity: 1 }], deliveryInfo: pickup }, 409],
      [{ items: [{ productId: "signed-ball", size: "One Size", quantity: 1 }], deliveryInfo: pickup }, 409], // 2,500 points
    ];
    for (const [json, status] of cases) expect((await api("/orders", { token: buyer.token, json })).status, JSON.stringify(json)).toBe(status);
    expect(await points(buyer.user.id)).toBe(100);
    expect((await api("/orders", { json: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: pickup } })).status).toBe(401);
  });

  it("50 concurrent checkouts for the last unit: exactly one order, stock 0, no debit for the others", async () => {
    await setStock("matchday-bag", "One Size", 1);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => registerUser()));
    await Promise.all(buyers.map((b) => give(b.user.id, 500)));
    const results = await Promise.all(buyers.map((b) => api("/orders", { token: b.token, json: { items: [{ productId: "matchday-bag", size: "One Size", quantity: 1 }], deliveryInfo: pickup } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(await stock("matchday-bag", "One Size")).toBe(0);
    const balances = await Promise.all(buyers.map((b) => points(b.user.id)));
    expect(balances.filter((p) => p === 500 - 260)).toHaveLength(1);
    expect(balances.filter((p) => p === 500)).toHaveLength(49);
  });

  it("50 concurrent orders on one balance never take it below zero and lose no accepted order", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 300); // the registration's own points are there too; fewer mugs than the checkout limit
    const start = await points(buyer.user.id);
    expect(Math.floor(start / 50)).toBeLessThan(RATE_LIMITS.checkout.limit);
    const results = await Promise.all(Array.from({ length: 50 }, () => api("/orders", { token: buyer.token, json: { items: [{ productId: "terrace-mug", size: "One Size", quantity: 1 }], deliveryInfo: pickup } })));
    const accepted = results.filter((r) => r.status === 201).length;
    expect(accepted).toBe(Math.floor(start / 50));
    // The balance refuses the rest (409) until the checkout limit does (429).
    expect(results.filter((r) => r.status === 409)).toHaveLength(RATE_LIMITS.checkout.limit - accepted);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50 - RATE_LIMITS.checkout.limit);
    expect(await points(buyer.user.id)).toBe(start - accepted * 50);
    expect(await points(buyer.user.id)).toBeGreaterThanOrEqual(0);
    const stored = await db().select().from(orders).where(eq(orders.userId, buyer.user.id)).all();
    expect(stored).toHaveLength(accepted);
  });

  it("the same Idempotency-Key three times gives one order and one ledger row", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 500);
    const key = `checkout-${crypto.randomUUID()}`;
    const send = () => api("/orders", { token: buyer.token, headers: { "Idempotency-Key": key }, json: { items: [{ productId: "water-bottle", size: "One Size", quantity: 1 }], deliveryInfo: pickup } });
    const [a, b, c] = await Promise.all([send(), send(), send()]);
    const ids = new Set([a, b, c].map((r) => r.body.order?.id));
    expect(ids.size).toBe(1);
    expect([a, b, c].map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const debits = await db().select().from(pointsLedger).where(eq(pointsLedger.userId, buyer.user.id)).all();
    expect(debits.filter((d) => d.key.startsWith("order:"))).toHaveLength(1);
    expect((await api("/orders", { token: buyer.token, headers: { "Idempotency-Key": "x" }, json: {} })).status).toBe(400);
  });
});

describe("order statuses", () => {
  it("cancel refunds and restocks once even when sent twice at once; illegal moves refused; staff moves audited", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const buyer = await registerUser();
    await give(buyer.user.id, 1000);
    const before = await stock("training-top", "M");
    const start = await points(buyer.user.id);
    const created = await api("/orders", { token: buyer.token, json: { items: [{ productId: "training-top", size: "M", quantity: 2 }], deliveryInfo: home } });
    const id = created.body.order.id;
    expect(await stock("training-top", "M")).toBe(before - 2);
    // A staff cancel needs a reason; nothing moves without one.
    const noReason = await api(`/orders/admin/${id}`, { token: admin.token, method: "PUT", json: { status: "cancelled" } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.issues).toContainEqual({ path: "reason", message: "A reason is required to cancel an order" });
    // Deleting is for cancelled orders only.
    expect((await api(`/orders/admin/${id}`, { token: admin.token, method: "DELETE" })).status).toBe(409);
    const cancel = (reason: string) => api(`/orders/admin/${id}`, { token: admin.token, method: "PUT", json: { status: "cancelled", reason } });
    const all = await Promise.all([api(`/orders/${id}/cancel`, { token: buyer.token, method: "POST" }), cancel("Out of stock at the warehouse"), cancel("Customer asked by phone")]);
    expect(all.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stock("training-top", "M")).toBe(before);
    expect(await points(buyer.user.id)).toBe(start);
    const refunds = await db().select().from(pointsLedger).where(eq(pointsLedger.key, `refund:${id}`)).all();
    expect(refunds).toHaveLength(1);
    const cancelled = (await api(`/orders/user/${buyer.user.id}`, { token: buyer.token })).body.orders.find((o: { id: string }) => o.id === id);
    expect(cancelled.timeline.at(-1)).toMatchObject({ status: "cancelled", reason: expect.any(String) });
    expect((await api(`/orders/admin/${id}`, { token: admin.token, method: "PUT", json: { status: "confirmed" } })).status).toBe(409);

    const second = (await api("/orders", { token: buyer.token, json: { items: [{ productId: "training-top", size: "M", quantity: 1 }], deliveryInfo: home } })).body.order.id;
    expect((await api(`/orders/admin/${second}`, { token: buyer.token, method: "PUT", json: { status: "confirmed" } })).status).toBe(403);
    expect((await api(`/orders/admin/${second}`, { token: admin.token, method: "PUT", json: { status: "picked_up" } })).status).toBe(409);
    for (const status of ["confirmed", "shipped", "delivered"]) expect((await api(`/orders/admin/${second}`, { token: admin.token, method: "PUT", json: { status } })).status).toBe(200);
    const done = await api(`/orders/user/${buyer.user.id}`, { token: buyer.token });
    const order = done.body.orders.find((o: { id: string }) => o.id === second);
    expect(order.actualDelivery).not.toBeNull();
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(["pending", "confirmed", "shipped", "delivered"]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, second)).all();
    expect(audit.map((a) => a.action)).toEqual(["order.status", "order.status", "order.status"]);
    expect((await api(`/orders/${second}/cancel`, { token: buyer.token, method: "POST" })).status).toBe(403); // only a pending order is the buyer's to cancel
    expect((await api("/orders/admin", { token: buyer.token })).status).toBe(403);
    const list = await api("/orders/admin?sort=total&order=asc&limit=2", { token: admin.token });
    expect(list.body).toMatchObject({ limit: 2, offset: 0, total: expect.any(Number) });
    expect(list.body.orders.length).toBeLessThanOrEqual(2);
    expect(list.body.orders.map((o: { total: number }) => o.total)).toEqual([...list.body.orders.map((o: { total: number }) => o.total)].sort((a, b) => a - b));
    expect((await api("/orders/admin?limit=1000", { token: admin.token })).status).toBe(400);

    // The cancelled order can now be deleted, once (two deletes at once: one 200, one 404), audited once.
    expect((await api(`/orders/admin/${id}`, { token: buyer.token, method: "DELETE" })).status).toBe(403);
    const deletes = await Promise.all([1, 2].map(() => api(`/orders/admin/${id}`, { token: admin.token, method: "DELETE" })));
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await db().select().from(orders).where(eq(orders.id, id)).get()).toBeUndefined();
    const trail = await db().select().from(auditLog).where(eq(auditLog.targetId, id)).all();
    // The buyer's own cancel is not a staff action; a staff cancel is audited with its reason.
    const staffWon = all[0]!.status !== 200;
    expect(trail.map((a) => a.action).sort()).toEqual(staffWon ? ["order.delete", "order.status"] : ["order.delete"]);
    if (staffWon) expect(trail.find((a) => a.action === "order.status")!.reason).toMatch(/warehouse|phone/);
    else expect(cancelled.timeline.at(-1).reason).toBe("Cancelled by the customer");
    // The ledger keeps the debit and the refund.
    expect((await db().select().from(pointsLedger).where(eq(pointsLedger.key, `order:${id}`)).all())).toHaveLength(1);
  });
});

describe("cart", () => {
  it("is kept on the server, capped by stock and by 10 items; zero removes a line", async () => {
    const buyer = await registerUser();
    await setStock("usb-stick", "128 GB", 3);
    const capped = await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "usb-stick", size: "128 GB", quantity: 5 } });
    expect(capped.body).toMatchObject({ count: 3, capped: true });
    await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "terrace-mug", size: "One Size", quantity: 10 } });
    expect((await api("/cart", { token: buyer.token })).body.count).toBe(10);
    const removed = await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "usb-stick", size: "128 GB", quantity: 0 } });
    expect(removed.body.count).toBe(7);
    expect((await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "third-shirt-25", size: "M", quantity: 1 } })).status).toBe(409);
  });
});

// ---- the pages, as a browser without JavaScript -------------------------------------------------
const page = (path: string, init: { cookie?: string; form?: Record<string, string> } = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: init.form ? "POST" : "GET",
    body: init.form ? new URLSearchParams(init.form) : undefined,
    headers: {
      Origin: ORIGIN,
      "X-Forwarded-Host": new URL(ORIGIN).host,
      ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    redirect: "manual",
  });
const toastOf = (res: Response) =>
  JSON.parse(decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("terrace_toast="))!.split(";")[0]!.slice("terrace_toast=".length)));
async function uiCookie(email: string, password: string) {
  const res = await page("/?index", { form: { intent: "login", email, password } });
  expect(res.status).toBe(302);
  return res.headers.get("Set-Cookie")!.split(";")[0]!;
}

describe("the store's pages", () => {
  it("send a missing, expired or refused session to sign in with the spec's store messages", async () => {
    const none = await page("/store");
    expect(none.status).toBe(302);
    expect(none.headers.get("Location")).toBe("/login?redirectTo=%2Fstore");
    expect(toastOf(none)).toEqual({ kind: "error", message: "Authentication required. Please log in to access the store." });
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const expired = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: "x", sid: "y", exp: Math.floor(Date.now() / 1000) - 60 })}.sig`;
    const late = await page("/store", { cookie: `terrace_session=${expired}` });
    expect(toastOf(late).message).toBe("Your session has expired. Please log in again to access the store.");
    expect(late.headers.getSetCookie().some((c) => c.startsWith("terrace_session=;"))).toBe(true);
    const refused = await page("/store", { cookie: "terrace_session=not-a-token" });
    expect(toastOf(refused).message).toBe("Authentication failed. Please log in again.");
  });

  it("/adminorders: a cancel needs its confirm and a reason; only a cancelled order can be deleted", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const buyer = await registerUser();
    await give(buyer.user.id, 1000);
    const id = (await api("/orders", { token: buyer.token, json: { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: pickup } })).body.order.id;
    const cookie = await uiCookie(admin.row.email, admin.password);
    const post = (form: Record<string, string>) => page("/adminorders", { cookie, form });
    expect((await post({ intent: "delete", id, confirm: "yes" })).status).toBe(409);
    expect((await post({ intent: "cancel", id, reason: "Out of stock" })).status).toBe(400); // no confirm
    const noReason = await post({ intent: "cancel", id, confirm: "yes", reason: "  " });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("A reason is required to cancel an order");
    expect((await db().select().from(orders).where(eq(orders.id, id)).get())!.status).toBe("pending");
    expect((await post({ intent: "cancel", id, confirm: "yes", reason: "Out of stock" })).status).toBe(200);
    const html = await (await page("/adminorders", { cookie })).text();
    expect(html).toContain("Out of stock");
    expect((await post({ intent: "delete", id })).status).toBe(400); // no confirm
    expect((await post({ intent: "delete", id, confirm: "yes" })).status).toBe(200);
    expect(await db().select().from(orders).where(eq(orders.id, id)).get()).toBeUndefined();
  });
});

// ---- the checkout of issue 26: one phone rule, pickup without address, the profile's prefill, the summary
const checkoutForm = (fields: Record<string, string>, idempotencyKey = crypto.randomUUID()) => ({
  intent: "checkout",
  idempotencyKey,
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "+44 20 7946 0000",
  deliveryMode: "pickup",
  acceptTerms: "on",
  ...fields,
});
/** What an input of the page's HTML holds (its value attribute), or null when the page has no such input. */
const inputValue = (html: string, name: string) => {
  const tag = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  return /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
};
const ordersOfUser = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId)).all();

describe("the checkout's phone rule (issue 26)", () => {
  it("the API and the page refuse a short number, letters or a + inside with the same words, and write nothing", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 500);
    const cases = [
      ["0600", "Too short: 4 digits. A phone number has 8 to 15 digits (e.g. 06 12 34 56 78 or +44 20 7946 0000)"],
      ["06 12 AB 56 78", "A phone number has no letters: type its digits only"],
      ["06 12+34 56 78", "A + goes only at the start, before the country code"],
      ["1234567890123456", "Too long: 16 digits. A phone number has at most 15 digits, country code included"],
      ["", "Phone is required"],
    ] as const;
    for (const [phone, message] of cases) {
      const res = await api("/orders", { token: buyer.token, json: { items: [{ productId: "terrace-mug", size: "One Size", quantity: 1 }], deliveryInfo: { ...pickup, phone } } });
      expect(res.status, phone).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.issues).toEqual([{ path: "deliveryInfo.phone", message }]);
    }
    // The page's form (no JavaScript): a 400 whose page says the same, the number typed kept in its field.
    const cookie = await uiCookie(buyer.payload.email, buyer.payload.password);
    await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "terrace-mug", size: "One Size", quantity: 1 } });
    for (const [phone, message] of cases) {
      const res = await page("/store?checkout=1", { cookie, form: checkoutForm({ phone }) });
      expect(res.status, phone).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(inputValue(html, "phone")).toBe(phone);
    }
    expect(await ordersOfUser(buyer.user.id)).toHaveLength(0);
    expect(await points(buyer.user.id)).toBe(500);
    // A number the rule takes is stored with single spaces.
    const ok = await api("/orders", { token: buyer.token, json: { items: [{ productId: "terrace-mug", size: "One Size", quantity: 1 }], deliveryInfo: { ...pickup, phone: " 06  12 34 56 78 " } } });
    expect(ok.status).toBe(201);
    expect(ok.body.order.deliveryInfo.phone).toBe("06 12 34 56 78");
  });
});

describe("pickup (issue 26)", () => {
  it("needs no address; address fields sent with pickup (a form without JavaScript shows them) are ignored, not stored", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 500);
    const item = [{ productId: "terrace-mug", size: "One Size", quantity: 1 }];
    const bare = await api("/orders", { token: buyer.token, json: { items: item, deliveryInfo: pickup } });
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    const filled = await api("/orders", { token: buyer.token, json: { items: item, deliveryInfo: { ...pickup, address: "x".repeat(500), city: "Liverpool", postalCode: "L4 0TH", country: "UK" } } });
    expect(filled.status, JSON.stringify(filled.body)).toBe(201);
    expect(filled.body.order.deliveryInfo).toMatchObject({ deliveryMode: "pickup", address: "", city: "", postalCode: "", country: "" });
    // Home delivery still needs them, each said.
    const home = await api("/orders", { token: buyer.token, json: { items: item, deliveryInfo: { ...pickup, deliveryMode: "home" } } });
    expect(home.status).toBe(400);
    expect(home.body.error.issues.map((i: { path: string }) => i.path)).toEqual(["deliveryInfo.address", "deliveryInfo.city", "deliveryInfo.postalCode"]);
    // The page's form: pickup with the address fields filled makes the order, and stores none of them.
    const cookie = await uiCookie(buyer.payload.email, buyer.payload.password);
    await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "terrace-mug", size: "One Size", quantity: 1 } });
    const res = await page("/store?checkout=1", { cookie, form: checkoutForm({ address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", country: "UK" }) });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/store#orders");
    const stored = (await ordersOfUser(buyer.user.id)).sort((a, b) => b.createdAt - a.createdAt)[0]!;
    expect(stored.deliveryMode).toBe("pickup");
    expect(stored.deliveryInfo).toMatchObject({ address: "", city: "", postalCode: "", country: "" });
  });
});

describe("the delivery form's prefill (issue 26)", () => {
  it("comes from the buyer's own profile; another user's details never appear", async () => {
    const alice = await registerUser({ firstName: "Zephyrine", lastName: "Anfield" });
    const bob = await registerUser({ firstName: "Quillon", lastName: "Bramall" });
    const carol = await registerUser({ firstName: "Carol", lastName: "Craven" });
    const aliceContact = { phone: "+44 151 260 1111", address: "1 Anfield Road", city: "Liverpool", postalCode: "L4 0TH", country: "United Kingdom" };
    const bobContact = { phone: "+44 114 221 2222", address: "2 Cherry Street", city: "Sheffield", postalCode: "S2 4SU", country: "England" };
    for (const [who, contact] of [[alice, aliceContact], [bob, bobContact]] as const) expect((await api("/users/me", { token: who.token, method: "PUT", json: contact })).status).toBe(200);
    for (const who of [alice, bob, carol]) await api("/cart", { token: who.token, method: "PUT", json: { productId: "terrace-mug", size: "One Size", quantity: 1 } });
    const formOf = async (who: typeof alice) => (await page("/store?checkout=1", { cookie: await uiCookie(who.payload.email, who.payload.password) })).text();
    const [aliceHtml, bobHtml, carolHtml] = await Promise.all([formOf(alice), formOf(bob), formOf(carol)]);
    const fields = ["phone", "address", "city", "postalCode", "country"] as const;
    for (const [html, contact, first] of [[aliceHtml, aliceContact, "Zephyrine"], [bobHtml, bobContact, "Quillon"]] as const) {
      for (const f of fields) expect(inputValue(html, f), f).toBe(contact[f]);
      expect(inputValue(html, "firstName")).toBe(first);
    }
    // Carol has no contact details: empty fields, and nobody else's.
    for (const f of fields) expect(inputValue(carolHtml, f), f).toBe("");
    for (const value of [...Object.values(aliceContact), ...Object.values(bobContact), "Zephyrine", "Quillon"]) expect(carolHtml).not.toContain(value);
    for (const value of Object.values(aliceContact)) expect(bobHtml).not.toContain(value);
    for (const value of Object.values(bobContact)) expect(aliceHtml).not.toContain(value);
    // The closed checkout reads no profile and shows no form.
    expect(inputValue(await (await page("/store", { cookie: await uiCookie(alice.payload.email, alice.payload.password) })).text(), "phone")).toBeNull();
  });
});

describe("the order summary (issue 26)", () => {
  it("shows the server's lines, total and balance after paying, and the order made is exactly that", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 700);
    const balance = await points(buyer.user.id);
    await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "bar-scarf", size: "One Size", quantity: 2 } });
    await api("/cart", { token: buyer.token, method: "PUT", json: { productId: "terrace-mug", size: "One Size", quantity: 1 } });
    // The price moved after the cart was filled: the summary shows what the checkout will charge, from the database.
    await db().update(products).set({ price: 95 }).where(eq(products.id, "bar-scarf"));
    try {
      const cookie = await uiCookie(buyer.payload.email, buyer.payload.password);
      const html = await (await page("/store?checkout=1", { cookie })).text();
      const summary = html.slice(html.indexOf('data-testid="order-summary"'), html.indexOf("</section>", html.indexOf('data-testid="order-summary"')));
      const text = (testId: string) => [...summary.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, "g"))].map((m) => m[1]);
      expect(text("summary-quantity")).toEqual(["2", "1"]);
      expect(text("summary-unit-price")).toEqual(["95 pts", "50 pts"]);
      expect(text("summary-line-total")).toEqual(["190 pts", "50 pts"]);
      expect(text("summary-total")).toEqual(["240 pts"]);
      expect(text("summary-balance")).toEqual([`${balance.toLocaleString("en-GB")} pts`]);
      expect(text("summary-balance-after")).toEqual([`${(balance - 240).toLocaleString("en-GB")} pts`]);
      expect(text("summary-shipping-home")).toEqual(["50 pts, paid on delivery"]);
      expect(html).toContain("Confirm order (240 pts)");
      const res = await page("/store?checkout=1", { cookie, form: checkoutForm({}) });
      expect(res.status).toBe(302);
      const [order] = await ordersOfUser(buyer.user.id);
      expect(order).toMatchObject({ subtotal: 240, shippingCost: 0, total: 240 });
      expect(await points(buyer.user.id)).toBe(balance - 240);
    } finally {
      await db().update(products).set({ price: 90 }).where(eq(products.id, "bar-scarf"));
    }
  });
});
