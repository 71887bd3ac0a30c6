// Sample store orders for the local embedded data only (scripts/seed.ts calls it; production
// seeds none): the demo user and sample managers with points have past orders in every status,
// so that /adminorders and the demo's My orders show the whole flow. Each order is written as
// checkout and the staff moves write one: its lines, the stock taken, the ledger debit keyed
// by the order (and the refund of a cancelled one), and one history event per status.
// Deterministic; runs once (skips when sample orders exist), rebuilt with the sample season.
import { IN_JSON, jsonList } from "../api/db/in-list.ts";
import { ledgerStatements } from "../api/services/points.ts";
import { createRandom } from "../domain/sample-season.ts";
import { estimatedDelivery, isDelivered, shippingCost, type DeliveryMode, type OrderStatus } from "../domain/store.ts";

type Env = { DB: D1Database; LOCAL_DATA?: string };
const DAY = 86_400_000;
const PREFIX = "sample-order-";
/** Sizes with deep stock only, so the catalogue's low-stock and sold-out badges stay as seeded. */
const GOODS: { productId: string; size: string }[] = [
  { productId: "bar-scarf", size: "One Size" },
  { productId: "water-bottle", size: "One Size" },
  { productId: "terrace-mug", size: "One Size" },
  { productId: "training-shorts", size: "M" },
  { productId: "usb-stick", size: "32 GB" },
  { productId: "home-shirt-25", size: "M" },
];
const PATHS: Record<DeliveryMode, OrderStatus[]> = {
  home: ["pending", "confirmed", "shipped", "out_for_delivery", "delivered"],
  pickup: ["pending", "confirmed", "ready_for_pickup", "picked_up"],
};
const CANCEL_REASONS = ["Customer asked to cancel by email", "Ordered the wrong size", "Item damaged in the warehouse"];

type Plan = { userId: string; status: OrderStatus; mode: DeliveryMode; daysAgo: number; goods: number[] };

/** The moves from pending to `status` (a cancel leaves from pending or confirmed). */
function pathTo(mode: DeliveryMode, status: OrderStatus, cancelFromConfirmed: boolean): OrderStatus[] {
  if (status === "cancelled") return cancelFromConfirmed ? ["pending", "confirmed", "cancelled"] : ["pending", "cancelled"];
  const path = PATHS[mode];
  return path.slice(0, path.indexOf(status) + 1);
}

/**
 * SQL that removes sample orders (of the users `owners` selects, or all): the stock they took
 * goes back as a cancel would put it, their ledger rows go, the balances are recomputed.
 * The sample season runs it for sample managers before it deletes them (their order lines
 * would go with them, and the stock with it).
 */
export function removeSampleOrdersSql(owners = "SELECT id FROM users"): string[] {
  const orders = `SELECT id FROM orders WHERE id LIKE '${PREFIX}%' AND user_id IN (${owners})`;
  return [
    `UPDATE product_sizes SET stock = stock + (SELECT COALESCE(SUM(ol.quantity), 0) FROM order_lines ol JOIN orders o ON o.id = ol.order_id
       WHERE o.id IN (${orders}) AND o.status <> 'cancelled' AND ol.product_id = product_sizes.product_id AND ol.size = product_sizes.size)`,
    `DELETE FROM points_ledger WHERE substr(key, instr(key, ':') + 1) IN (${orders}) AND (key LIKE 'order:%' OR key LIKE 'refund:%')`,
    `UPDATE users SET points = (SELECT COALESCE(SUM(amount), 0) FROM points_ledger WHERE user_id = users.id) WHERE id IN (SELECT user_id FROM orders WHERE id IN (${orders}))`,
    `DELETE FROM orders WHERE id IN (${orders})`,
  ];
}

/** Adds the sample orders (or, with `rebuild`, replaces them). Null when there is nothing to do. */
export async function seedSampleOrders(env: Env, options: { now: number; rebuild: boolean }) {
  if (env.LOCAL_DATA !== "true") return null;
  const db = env.DB;
  const existing = (await db.prepare(`SELECT count(*) AS n FROM orders WHERE id LIKE '${PREFIX}%'`).first<{ n: number }>())!.n;
  if (existing && !options.rebuild) return null;
  if (existing) await db.batch(removeSampleOrdersSql().map((sql) => db.prepare(sql)));

  const prices = new Map(
    (await db.prepare(`SELECT id, name, price FROM products WHERE id IN ${IN_JSON}`).bind(jsonList(GOODS.map((g) => g.productId))).all<{ id: string; name: string; price: number }>()).results.map((p) => [p.id, p]),
  );
  if (prices.size < GOODS.length) return null;
  const demo = await db.prepare("SELECT id FROM users WHERE email = 'demo@terrace.local'").first<{ id: string }>();
  const managers = (await db.prepare("SELECT id, points FROM users WHERE is_sample = 1 AND points >= 200 ORDER BY points DESC, id LIMIT 10").all<{ id: string; points: number }>()).results;

  const plans: Plan[] = [];
  // The demo: delivered at home, waiting at the pickup office, and one cancelled (refunded).
  if (demo) plans.push({ userId: demo.id, status: "delivered", mode: "home", daysAgo: 16, goods: [0, 2] }, { userId: demo.id, status: "ready_for_pickup", mode: "pickup", daysAgo: 2, goods: [1] }, { userId: demo.id, status: "cancelled", mode: "home", daysAgo: 9, goods: [4] });
  const statuses: OrderStatus[] = ["pending", "confirmed", "shipped", "out_for_delivery", "delivered", "picked_up", "ready_for_pickup", "cancelled", "pending", "delivered"];
  const random = createRandom(2026_13);
  managers.forEach((m, i) => {
    const status = statuses[i % statuses.length]!;
    const mode: DeliveryMode = status === "picked_up" || status === "ready_for_pickup" ? "pickup" : ["shipped", "out_for_delivery", "delivered"].includes(status) ? "home" : i % 2 ? "pickup" : "home";
    // Cheap goods for a small balance; a shirt now and then.
    const affordable = GOODS.map((g, index) => ({ index, price: prices.get(g.productId)!.price })).filter((g) => g.price <= m.points / 2);
    const first = affordable[Math.floor(random() * affordable.length)]!;
    const second = affordable[Math.floor(random() * affordable.length)]!;
    const goods = first.index === second.index || first.price + second.price > m.points ? [first.index] : [first.index, second.index];
    const daysAgo = status === "pending" ? 0.2 + random() : status === "confirmed" || status === "ready_for_pickup" ? 1 + random() * 2 : 4 + Math.floor(random() * 18);
    plans.push({ userId: m.id, status, mode, daysAgo, goods });
  });

  const users = new Map(
    (await db.prepare(`SELECT id, first_name, last_name FROM users WHERE id IN ${IN_JSON}`).bind(jsonList(plans.map((p) => p.userId))).all<{ id: string; first_name: string; last_name: string }>()).results.map((u) => [u.id, u]),
  );
  const statements: D1PreparedStatement[] = [];
  plans.forEach((plan, n) => {
    const id = `${PREFIX}${String(n + 1).padStart(3, "0")}`;
    const createdAt = Math.round(options.now - plan.daysAgo * DAY);
    const lines = plan.goods.map((g) => ({ ...GOODS[g]!, product: prices.get(GOODS[g]!.productId)!, quantity: 1 }));
    const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
    const shipping = shippingCost(subtotal, plan.mode);
    const path = pathTo(plan.mode, plan.status, n % 2 === 0);
    // The moves are spread between the order and now (or its delivery).
    const span = Math.min(options.now - createdAt, 4 * DAY);
    const times = path.map((_, i) => (i === 0 ? createdAt : createdAt + Math.round((span * i) / path.length)));
    const last = times[times.length - 1]!;
    const user = users.get(plan.userId)!;
    const deliveryInfo = {
      firstName: user.first_name,
      lastName: user.last_name,
      phone: `+44 7700 900${String(100 + n).slice(-3)}`,
      address: plan.mode === "home" ? `${10 + n} Stadium Way` : "",
      city: plan.mode === "home" ? "Manchester" : "",
      postalCode: plan.mode === "home" ? `M${n + 1} 2AB` : "",
      deliveryMode: plan.mode,
      acceptTerms: true,
    };
    statements.push(
      db
        .prepare(
          `INSERT INTO orders (id, user_id, idempotency_key, subtotal, shipping_cost, total, delivery_mode, delivery_info, status, estimated_delivery, actual_delivery, tracking_number, created_at, updated_at)
           VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(id, plan.userId, subtotal, shipping, subtotal + shipping, plan.mode, JSON.stringify(deliveryInfo), plan.status, estimatedDelivery(createdAt, plan.mode), isDelivered(plan.status) ? last : null, `TRC-SAMPLE${String(n + 1).padStart(3, "0")}`, createdAt, last),
      ...lines.map((l) => db.prepare("INSERT INTO order_lines (order_id, product_id, product_name, size, quantity, unit_price) VALUES (?, ?, ?, ?, ?, ?)").bind(id, l.productId, l.product.name, l.size, l.quantity, l.product.price)),
      ...(plan.status === "cancelled" ? [] : lines.map((l) => db.prepare("UPDATE product_sizes SET stock = stock - ? WHERE product_id = ? AND size = ?").bind(l.quantity, l.productId, l.size))),
      ...path.map((status, i) =>
        db
          .prepare("INSERT INTO order_events (order_id, status, from_status, at, by_user_id, reason) VALUES (?, ?, ?, ?, ?, ?)")
          .bind(id, status, i ? path[i - 1]! : null, times[i]!, i ? null : plan.userId, status === "cancelled" ? CANCEL_REASONS[n % CANCEL_REASONS.length]! : null),
      ),
    );
    // The ledger's rows are dated when they are applied (now): its order is the balance's order.
    const entries = [{ key: `order:${id}`, userId: plan.userId, amount: -subtotal, reason: `Store order ${id}` }];
    if (plan.status === "cancelled") entries.push({ key: `refund:${id}`, userId: plan.userId, amount: subtotal, reason: `Refund of store order ${id}` });
    for (const s of ledgerStatements(entries, options.now)) statements.push(db.prepare(s.sql).bind(...s.params));
  });
  // One batch: if a balance would go below zero (the CHECK), nothing is written.
  await db.batch(statements);
  const byStatus = plans.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.status]: (acc[p.status] ?? 0) + 1 }), {});
  return `Sample orders: ${plans.length} (${Object.entries(byStatus).map(([s, n]) => `${n} ${s.replace(/_/g, " ")}`).join(", ")}).`;
}
