// The store under abuse (issue 23), on real D1: a refund is not earned points (VIP rooms),
// an Idempotency-Key reused with another body is refused, and cart changes, checkouts and
// cancellations have per-user limits, exact at their edge and under concurrency.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import { orders, productSizes, products, rateLimits, users } from "../../api/db/schema";
import { applyLedger } from "../../api/services/points";
import { rateLimitKey } from "../../api/services/rate-limit";
import { RATE_LIMITS } from "../../domain/limits";
import { catalogueRows } from "../../domain/store-catalogue";
import { api, createUserAndLogin, registerUser } from "./helpers";

const db = () => createDb(env.DB);
const pickup = { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", deliveryMode: "pickup", acceptTerms: true };
const mug = { productId: "terrace-mug", size: "One Size", quantity: 1 };
const give = (userId: string, amount: number, key = `test:${crypto.randomUUID()}`) => applyLedger(db(), [{ key, userId, amount, reason: "test" }], Date.now());
const points = async (userId: string) => (await db().select({ p: users.points }).from(users).where(eq(users.id, userId)).get())!.p;
const setStock = (productId: string, size: string, n: number) => db().update(productSizes).set({ stock: n }).where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
const buy = (token: string, items: unknown[] = [mug], headers: Record<string, string> = {}) => api("/orders", { token, headers, json: { items, deliveryInfo: pickup } });
const cancel = (token: string, id: string) => api(`/orders/${id}/cancel`, { token, method: "POST" });
const setCart = (token: string, quantity: number) => api("/cart", { token, method: "PUT", json: { ...mug, quantity } });
/** Starts a user's checkout window afresh (this test needs more orders than one window allows). */
const freshCheckoutWindow = (userId: string) => db().delete(rateLimits).where(eq(rateLimits.key, rateLimitKey("checkout", userId)));
const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

beforeAll(async () => {
  const rows = catalogueRows(Date.now());
  await atomicBatch(db(), [insertRowsFromJson(products, rows.products, "replace"), insertRowsFromJson(productSizes, rows.sizes, "replace")]);
  await setStock("terrace-mug", "One Size", 10_000);
  await setStock("water-bottle", "One Size", 10_000);
});

const vipOpen = async (token: string) => (await api("/chat/rooms", { token })).body.rooms.find((r: { id: string }) => r.id === "vip-lounge").canEnter as boolean;

describe("earned points (VIP rooms, decision 019)", () => {
  it("ten buy-and-cancel cycles of a 50-point mug leave the balance as it was and earn nothing", async () => {
    const buyer = await createUserAndLogin({ points: 50 }); // an opening balance: earned
    expect(await vipOpen(buyer.token)).toBe(false);
    for (let i = 0; i < 10; i++) {
      const order = await buy(buyer.token);
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      expect((await cancel(buyer.token, order.body.order.id)).status).toBe(200);
    }
    expect(await points(buyer.user.id)).toBe(50);
    expect(await vipOpen(buyer.token)).toBe(false);
    // A gameweek reward is earned: 450 more reaches the 500 threshold.
    await give(buyer.user.id, 450, `reward:gw38:${buyer.user.id}`);
    expect(await vipOpen(buyer.token)).toBe(true);
  });
});

describe("Idempotency-Key", () => {
  it("reused with another body: 422 with a clear message, no second order; the same body replays the first answer", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 1000);
    const key = `checkout-${crypto.randomUUID()}`;
    const first = await buy(buyer.token, [mug], { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const other = await buy(buyer.token, [{ ...mug, quantity: 2 }], { "Idempotency-Key": key });
    expect(other.status, JSON.stringify(other.body)).toBe(422);
    expect(other.body.error.message).toBe("This Idempotency-Key was already used with a different request. Use a new key for a new order.");
    const elsewhere = await api("/orders", { token: buyer.token, headers: { "Idempotency-Key": key }, json: { items: [mug], deliveryInfo: { ...pickup, phone: "+44 20 7946 0001" } } });
    expect(elsewhere.status).toBe(422);
    const replay = await buy(buyer.token, [mug], { "Idempotency-Key": key });
    expect(replay.status).toBe(200);
    expect(replay.body.order.id).toBe(first.body.order.id);
    expect(await db().select().from(orders).where(eq(orders.userId, buyer.user.id)).all()).toHaveLength(1);
    expect(await points(buyer.user.id)).toBe(950);
  });

  it("two different bodies sent at once with one key: one order, the other refused (422)", async () => {
    const buyer = await registerUser();
    await give(buyer.user.id, 1000);
    const key = `checkout-${crypto.randomUUID()}`;
    const both = await Promise.all([buy(buyer.token, [mug], { "Idempotency-Key": key }), buy(buyer.token, [{ ...mug, quantity: 3 }], { "Idempotency-Key": key })]);
    expect(statuses(both)).toEqual([201, 422]);
    expect(await db().select().from(orders).where(eq(orders.userId, buyer.user.id)).all()).toHaveLength(1);
  });
});

describe("store rate limits (per user)", () => {
  const CART = RATE_LIMITS.cartChange.limit;
  const CHECKOUT = RATE_LIMITS.checkout.limit;
  const CANCEL = RATE_LIMITS.orderCancel.limit;

  it(`cart changes: ${CART} pass, the next is 429 with its message; another user is not affected`, async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    for (let i = 0; i < CART; i++) expect((await setCart(a.token, (i % 3) + 1)).status, `change #${i + 1}`).toBe(200);
    const refused = await setCart(a.token, 1);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(RATE_LIMITS.cartChange.message["en-GB"]);
    expect((await setCart(b.token, 1)).status).toBe(200);
  });

  it(`cart changes sent at once: ${CART + 5} at once, exactly ${CART} answered`, async () => {
    const user = await registerUser();
    expect(statuses(await Promise.all(times(CART + 5, (i) => setCart(user.token, i % 2))))).toEqual([...times(CART, () => 200), ...times(5, () => 429)]);
  });

  it(`checkouts: ${CHECKOUT} pass, the next is 429; ${CHECKOUT + 3} at once: exactly ${CHECKOUT} orders`, async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    await Promise.all([give(a.user.id, 5000), give(b.user.id, 5000)]);
    for (let i = 0; i < CHECKOUT; i++) expect((await buy(a.token)).status, `checkout #${i + 1}`).toBe(201);
    const refused = await buy(a.token);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(RATE_LIMITS.checkout.message["en-GB"]);
    expect(statuses(await Promise.all(times(CHECKOUT + 3, () => buy(b.token))))).toEqual([...times(CHECKOUT, () => 201), ...times(3, () => 429)]);
    expect(await db().select().from(orders).where(eq(orders.userId, b.user.id)).all()).toHaveLength(CHECKOUT);
    expect(await points(b.user.id)).toBe(5000 - CHECKOUT * 50);
  });

  it(`cancellations: ${CANCEL} pass, the next is 429 (and its order stays pending); at once: exactly ${CANCEL}`, async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    await Promise.all([give(a.user.id, 5000), give(b.user.id, 5000)]);
    const ordersOf = async (user: { token: string; user: { id: string } }, n: number) => {
      const ids: string[] = [];
      while (ids.length < n) {
        await freshCheckoutWindow(user.user.id);
        const res = await buy(user.token);
        expect(res.status).toBe(201);
        ids.push(res.body.order.id);
      }
      return ids;
    };
    const mine = await ordersOf(a, CANCEL + 1);
    for (const id of mine.slice(0, CANCEL)) expect((await cancel(a.token, id)).status).toBe(200);
    const refused = await cancel(a.token, mine[CANCEL]!);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(RATE_LIMITS.orderCancel.message["en-GB"]);
    expect((await db().select().from(orders).where(eq(orders.id, mine[CANCEL]!)).get())!.status).toBe("pending");
    const theirs = await ordersOf(b, CANCEL + 3);
    expect(statuses(await Promise.all(theirs.map((id) => cancel(b.token, id))))).toEqual([...times(CANCEL, () => 200), ...times(3, () => 429)]);
  });
});
