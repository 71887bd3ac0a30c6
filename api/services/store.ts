// The points store: products and stock, the server-side cart, checkout exactly once, orders
// and their status moves. Every movement of points goes through the ledger (decision 006);
// stock rows never go below zero (CHECK); an order is one batch: all of it or nothing.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { inList } from "../db/in-list";
import { atomicBatch, type RawStatement } from "../db/bulk";
import { cartLines, orderEvents, orderLines, orders, productSizes, products, users } from "../db/schema";
import { AppError, badRequest, conflict, notFound, parseOrThrow, unprocessable } from "../errors";
import { containsText } from "../db/search";
import { orderStatusNoticeStatement } from "./notices";
import {
  CUSTOMER_CANCEL_REASON,
  FREE_SHIPPING_ABOVE,
  MAX_ITEMS_PER_ORDER,
  POINTS_TO_EURO,
  STORE_CATEGORIES,
  estimatedDelivery,
  isDelivered,
  orderSummary,
  orderRef,
  orderRequestFingerprint,
  TRACKING_STATUS,
  statusMoveRefusal,
  stockBadge,
  type DeliveryMode,
  type OrderStatus,
  type StoreSort,
} from "../../domain/store";
import { trackingNumberSchema, type OrderFilters, type OrderInput } from "../../domain/store-schema";
import { storeMessages as t } from "../../domain/messages/store";
import { storeAdminMessages } from "../../domain/messages/store-admin";
import { searchKey } from "../../domain/search-key";
import { requireAbility, requireUser, type ServiceContext } from "./context";
import { ledgerStatements } from "./points";
import { pageOf } from "./lists";
import { consumeRateLimit } from "./rate-limit";
import { auditStatement } from "./audit";
import { isCheckViolation, isUniqueViolation } from "../db/constraint-errors";
import { ownOrAny } from "../../domain/permissions";

// ---- catalogue -------------------------------------------------------------------

export type ProductView = Awaited<ReturnType<typeof listProducts>>["products"][number];

export async function listProducts(ctx: ServiceContext, query: { q?: string; category?: string; sort?: StoreSort } = {}) {
  const [rows, sizes] = await Promise.all([ctx.db.select().from(products).all(), ctx.db.select().from(productSizes).orderBy(asc(productSizes.position)).all()]);
  const sizesBy = new Map<string, { size: string; stock: number }[]>();
  for (const s of sizes) sizesBy.set(s.productId, [...(sizesBy.get(s.productId) ?? []), { size: s.size, stock: s.stock }]);
  const q = query.q?.trim().toLowerCase();
  let list = rows
    .filter((p) => !query.category || p.category === query.category)
    .filter((p) => !q || `${p.name} ${p.description} ${p.tags.join(" ")}`.toLowerCase().includes(q))
    .map((p) => {
      const productSizesList = sizesBy.get(p.id) ?? [];
      const totalStock = productSizesList.reduce((n, s) => n + s.stock, 0);
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        price: p.price,
        category: p.category,
        imageUrl: p.imageUrl,
        dateAdded: new Date(p.dateAdded).toISOString(),
        featured: p.featured,
        tags: p.tags,
        sizes: Object.fromEntries(productSizesList.map((s) => [s.size, s.stock])) as Record<string, number>,
        sizeList: productSizesList,
        totalStock,
        badge: stockBadge(totalStock),
      };
    });
  const sort = query.sort ?? "featured";
  list = list.sort((a, b) =>
    sort === "price" ? a.price - b.price || a.name.localeCompare(b.name)
    : sort === "name" ? a.name.localeCompare(b.name)
    : sort === "newest" ? b.dateAdded.localeCompare(a.dateAdded)
    : Number(b.featured) - Number(a.featured) || b.dateAdded.localeCompare(a.dateAdded),
  );
  return {
    products: list,
    categories: STORE_CATEGORIES,
    settings: { freeShippingThreshold: FREE_SHIPPING_ABOVE, maxItemsPerOrder: MAX_ITEMS_PER_ORDER, pointsToEuroRate: POINTS_TO_EURO },
  };
}

/** Prices and stock of these lines, from the database. */
async function priced(ctx: ServiceContext, lines: { productId: string; size: string; quantity: number }[]) {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const [rows, sizes] = ids.length
    ? await Promise.all([ctx.db.select().from(products).where(inList(products.id, ids)).all(), ctx.db.select().from(productSizes).where(inList(productSizes.productId, ids)).all()])
    : [[], []];
  const byId = new Map(rows.map((p) => [p.id, p]));
  return lines.map((l) => {
    const product = byId.get(l.productId);
    const stock = sizes.find((s) => s.productId === l.productId && s.size === l.size)?.stock;
    if (!product || stock === undefined) throw notFound(t.productGone);
    return { ...l, name: product.name, imageUrl: product.imageUrl, unitPrice: product.price, lineTotal: product.price * l.quantity, stock };
  });
}

// ---- cart ------------------------------------------------------------------------

export async function cartOf(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const lines = await ctx.db.select().from(cartLines).where(eq(cartLines.userId, actor.id)).orderBy(asc(cartLines.addedAt)).all();
  const items = await priced(ctx, lines).catch(() => []);
  const subtotal = items.reduce((n, i) => n + i.lineTotal, 0);
  const count = items.reduce((n, i) => n + i.quantity, 0);
  return { items, count, subtotal };
}
export type Cart = Awaited<ReturnType<typeof cartOf>>;

/** Adds to (or sets) a cart line, capped by the size's stock and the order's 10 items; 0 removes it. */
export async function setCartLine(ctx: ServiceContext, line: { productId: string; size: string; quantity: number }, mode: "add" | "set") {
  const actor = requireUser(ctx);
  await consumeRateLimit(ctx, "cartChange", actor.id);
  const [item] = await priced(ctx, [{ ...line, quantity: Math.max(line.quantity, 1) }]);
  const current = (await ctx.db.select().from(cartLines).where(and(eq(cartLines.userId, actor.id), eq(cartLines.productId, line.productId), eq(cartLines.size, line.size))).get())?.quantity ?? 0;
  const wanted = mode === "add" ? current + line.quantity : line.quantity;
  if (wanted <= 0) {
    await ctx.db.delete(cartLines).where(and(eq(cartLines.userId, actor.id), eq(cartLines.productId, line.productId), eq(cartLines.size, line.size)));
    return cartOf(ctx);
  }
  if (item!.stock <= 0) throw conflict(`${item!.name} (${line.size}) is out of stock`);
  const others = (await cartOf(ctx)).count - current;
  const quantity = Math.min(wanted, item!.stock, MAX_ITEMS_PER_ORDER - others);
  if (quantity <= 0) throw conflict(t.atMostItems(MAX_ITEMS_PER_ORDER));
  await ctx.db
    .insert(cartLines)
    .values({ userId: actor.id, productId: line.productId, size: line.size, quantity, addedAt: ctx.now() })
    .onConflictDoUpdate({ target: [cartLines.userId, cartLines.productId, cartLines.size], set: { quantity } });
  return { ...(await cartOf(ctx)), capped: quantity < wanted };
}

// ---- checkout --------------------------------------------------------------------

const balanceOf = async (ctx: ServiceContext, userId: string) => (await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId)).get())?.points ?? 0;

/**
 * What the signed-in user would pay now: the cart priced from the database, the points it
 * takes, the shipping each mode adds on delivery and the balance after paying (the same
 * arithmetic as checkout, domain/store.ts orderSummary).
 */
export async function checkoutSummary(ctx: ServiceContext) {
  const actor = requireUser(ctx);
  const [cart, balance] = await Promise.all([cartOf(ctx), balanceOf(ctx, actor.id)]);
  return { cart, ...orderSummary(cart.items, balance) };
}
export type CheckoutSummary = Awaited<ReturnType<typeof checkoutSummary>>;

const trackingNumber = () => `TRC-${crypto.randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;

/**
 * POST /orders: everything is recomputed from the database (prices, totals, stock); one batch
 * writes the order, its lines, the stock decrements (a CHECK aborts an oversell), the ledger
 * debit keyed by the order (a negative balance aborts it) and empties the cart. A repeated
 * Idempotency-Key answers the order it made, for the same request only (another: 422).
 */
export async function checkout(ctx: ServiceContext, input: OrderInput, idempotencyKey: string | null) {
  const actor = requireUser(ctx);
  if (idempotencyKey) {
    const replay = await replayOf(ctx, actor.id, idempotencyKey, input);
    if (replay) return replay;
  }
  await consumeRateLimit(ctx, "checkout", actor.id); // after the replay: a retry of an order made is free
  const items = await priced(ctx, input.items);
  for (const i of items) if (i.quantity > i.stock) throw conflict(i.stock === 0 ? t.outOfStockLine(i.name, i.size) : t.onlyLeft(i.stock, i.name, i.size));
  const mode: DeliveryMode = input.deliveryInfo.deliveryMode;
  const { subtotal, shipping: shippingBy, payable } = orderSummary(items, await balanceOf(ctx, actor.id));
  const shipping = shippingBy[mode];
  if (!payable) throw conflict(t.insufficientPoints);
  const id = crypto.randomUUID();
  const now = ctx.now();
  const statements: RawStatement[] = [
    {
      sql: `INSERT INTO orders (id, user_id, idempotency_key, subtotal, shipping_cost, total, delivery_mode, delivery_info, status, estimated_delivery, tracking_number, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
      params: [id, actor.id, idempotencyKey, subtotal, shipping, subtotal + shipping, mode, JSON.stringify(input.deliveryInfo), estimatedDelivery(now, mode), trackingNumber(), now, now],
    },
    ...items.map((i) => ({
      sql: "INSERT INTO order_lines (order_id, product_id, product_name, size, quantity, unit_price) VALUES (?, ?, ?, ?, ?, ?)",
      params: [id, i.productId, i.name, i.size, i.quantity, i.unitPrice],
    })),
    // The CHECK (stock >= 0) aborts the whole batch when another order took the last units.
    ...items.map((i) => ({ sql: "UPDATE product_sizes SET stock = stock - ? WHERE product_id = ? AND size = ?", params: [i.quantity, i.productId, i.size] })),
    // Shipping is paid on delivery, not in points (decision 017): the ledger takes the subtotal.
    ...ledgerStatements([{ key: `order:${id}`, userId: actor.id, amount: -subtotal, reason: `Store order ${id.slice(0, 8)}` }], now),
    { sql: "INSERT INTO order_events (order_id, status, at, by_user_id) VALUES (?, 'pending', ?, ?)", params: [id, now, actor.id] },
    {
      sql: `DELETE FROM cart_lines WHERE user_id = ? AND (product_id || '|' || size) IN (SELECT value FROM json_each(?))`,
      params: [actor.id, JSON.stringify(items.map((i) => `${i.productId}|${i.size}`))],
    },
  ];
  try {
    await atomicBatch(ctx.db, statements);
  } catch (err) {
    if (isCheckViolation(err, "stock")) throw conflict(t.lastUnitsTaken);
    if (isCheckViolation(err)) throw conflict(t.insufficientPoints);
    if (isUniqueViolation(err) && idempotencyKey) {
      const replay = await replayOf(ctx, actor.id, idempotencyKey, input);
      if (replay) return replay;
    }
    throw err;
  }
  return { order: await orderView(ctx, id), replayed: false };
}

/**
 * The order an Idempotency-Key already made, replayed if this is the same request; the same
 * key with another request is a 422 (IDEMPOTENCY_KEY_REUSED), never the first order. Null: a new key.
 */
async function replayOf(ctx: ServiceContext, userId: string, idempotencyKey: string, input: OrderInput) {
  const existing = await ctx.db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey))).get();
  if (!existing) return null;
  const order = await orderView(ctx, existing.id);
  if (orderRequestFingerprint(order) !== orderRequestFingerprint(input)) throw unprocessable(storeAdminMessages.idempotencyKeyReused);
  return { order, replayed: true };
}

// ---- orders ----------------------------------------------------------------------

async function orderView(ctx: ServiceContext, id: string) {
  const order = await ctx.db.select().from(orders).where(eq(orders.id, id)).get();
  if (!order) throw notFound(t.orderNotFound);
  const [lines, events] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id)).all(),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at)).all(),
  ]);
  return toOrderView(order, lines, events);
}

function toOrderView(order: typeof orders.$inferSelect, lines: (typeof orderLines.$inferSelect)[], events: (typeof orderEvents.$inferSelect)[]) {
  return {
    id: order.id,
    userId: order.userId,
    items: lines.map((l) => ({ productId: l.productId, productName: l.productName, quantity: l.quantity, size: l.size, unitPrice: l.unitPrice, totalPrice: l.unitPrice * l.quantity })),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    total: order.total,
    deliveryInfo: order.deliveryInfo,
    deliveryMode: order.deliveryMode,
    orderDate: new Date(order.createdAt).toISOString(),
    status: order.status,
    estimatedDelivery: new Date(order.estimatedDelivery).toISOString(),
    actualDelivery: order.actualDelivery ? new Date(order.actualDelivery).toISOString() : null,
    trackingNumber: order.trackingNumber,
    timeline: events.map((e) => ({ status: e.status, at: new Date(e.at).toISOString(), ...(e.reason ? { reason: e.reason } : {}) })),
  };
}
export type OrderView = ReturnType<typeof toOrderView>;

/**
 * An order as staff lists and answers show it: the delivery's name and mode, not its phone and
 * address, which are private data (issue 42): an admin reads them one order at a time
 * (orderDelivery), and each read is audited.
 */
export function toStaffOrderView(view: OrderView) {
  const info = view.deliveryInfo;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return { ...view, deliveryInfo: { firstName: text(info.firstName), lastName: text(info.lastName), deliveryMode: text(info.deliveryMode) || view.deliveryMode } };
}
export type StaffOrderView = ReturnType<typeof toStaffOrderView>;

/**
 * GET /orders/admin/{id}/delivery: an order's delivery details (phone, address), for an admin
 * with the users:private-data ability; the read leaves an audit row, like a user's contact details.
 */
export async function orderDelivery(ctx: ServiceContext, id: string) {
  requireAbility(ctx, "orders:manage");
  requireAbility(ctx, "users:private-data");
  const order = await ctx.db.select({ id: orders.id, userId: orders.userId, deliveryInfo: orders.deliveryInfo }).from(orders).where(eq(orders.id, id)).get();
  if (!order) throw notFound(t.orderNotFound);
  await atomicBatch(ctx.db, [
    auditStatement(ctx, { action: "order.view_private", targetKind: "order", targetId: id, targetLabel: orderRef(id), subjectUserId: order.userId, after: { fields: ["phone", "address", "city", "postalCode", "country"] } }),
  ]);
  const info = order.deliveryInfo;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    id,
    deliveryInfo: {
      firstName: text(info.firstName),
      lastName: text(info.lastName),
      phone: text(info.phone),
      address: text(info.address),
      city: text(info.city),
      postalCode: text(info.postalCode),
      country: text(info.country),
      deliveryMode: text(info.deliveryMode),
    },
  };
}

async function viewsOf(ctx: ServiceContext, rows: (typeof orders.$inferSelect)[]) {
  const ids = rows.map((o) => o.id);
  if (ids.length === 0) return [];
  const [lines, events] = await Promise.all([
    ctx.db.select().from(orderLines).where(inList(orderLines.orderId, ids)).all(),
    ctx.db.select().from(orderEvents).where(inList(orderEvents.orderId, ids)).orderBy(asc(orderEvents.at)).all(),
  ]);
  return rows.map((o) => toOrderView(o, lines.filter((l) => l.orderId === o.id), events.filter((e) => e.orderId === o.id)));
}

/** GET /orders/user/{userId}: a user's own orders (staff may read anyone's, without the delivery's phone and address). */
export async function ordersOf(ctx: ServiceContext, userId: string): Promise<(OrderView | StaffOrderView)[]> {
  const whose = ownOrAny(requireUser(ctx), userId, "orders:manage");
  if (!whose) requireAbility(ctx, "orders:manage");
  const rows = await ctx.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(50).all();
  const views = await viewsOf(ctx, rows);
  return whose === "own" ? views : views.map(toStaffOrderView);
}

export const ADMIN_ORDER_SORTS = ["date", "total", "status"] as const;
export const ADMIN_ORDERS_LIST = { defaultLimit: 25, maxLimit: 100, sortKeys: ADMIN_ORDER_SORTS, defaultSort: "date", defaultOrder: "desc" } as const;

/** Orders matching the staff list's filters: a status, and words of the buyer (username, email, names) or the start of the order number. */
function orderFilterWhere(filters: OrderFilters) {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(orders.status, filters.status));
  const q = filters.q?.replace(/^#/, "").trim();
  if (q) {
    const deliveryName = sql`coalesce(json_extract(${orders.deliveryInfo}, '$.firstName'), '') || ' ' || coalesce(json_extract(${orders.deliveryInfo}, '$.lastName'), '')`;
    where.push(
      or(
        // The buyer's username, team and full name, any case, accent or script (issue 45).
        sql`instr(${users.searchKey}, ${searchKey(q)}) > 0`,
        containsText(users.email, q),
        containsText(deliveryName, q),
        // The order number as screens show it (orderRef): the id's start.
        sql`instr(lower(${orders.id}), lower(${q})) = 1`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** GET /orders/admin: every order, a page at a time, sorted by date, total or status, filtered by buyer, number or status (staff). */
export async function adminOrders(ctx: ServiceContext, query: { sort: (typeof ADMIN_ORDER_SORTS)[number]; order: "asc" | "desc"; limit: number; offset: number } & OrderFilters) {
  requireAbility(ctx, "orders:manage");
  const column = query.sort === "total" ? orders.total : query.sort === "status" ? orders.status : orders.createdAt;
  const where = orderFilterWhere(query);
  const page = await pageOf(
    query,
    ctx.db
      .select({ order: orders, username: users.username })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(query.order === "asc" ? asc(column) : desc(column), desc(orders.createdAt), asc(orders.id))
      .limit(query.limit)
      .offset(query.offset)
      .all(),
    where
      ? ctx.db.select({ n: sql<number>`count(*)` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where).get()
      : ctx.db.select({ n: sql<number>`count(*)` }).from(orders).get(),
  );
  const views = await viewsOf(ctx, page.rows.map((r) => r.order));
  return { orders: views.map((v, i) => ({ ...toStaffOrderView(v), username: page.rows[i]!.username })), total: page.total, limit: page.limit, offset: page.offset };
}

/**
 * Moves an order to its next status (staff, or its owner cancelling a pending order). The move
 * and its event are one batch; the event's key makes each status happen once, so a cancel's
 * refund and restock run once even when sent twice at once.
 */
export async function setOrderStatus(ctx: ServiceContext, id: string, to: OrderStatus, options: { trackingNumber?: string; reason?: string } = {}) {
  const actor = requireUser(ctx);
  // The carrier's number comes with the dispatch only; the API's schema checks the same.
  const trackingNumberInput = options.trackingNumber ? parseOrThrow(trackingNumberSchema, options.trackingNumber) : undefined;
  if (trackingNumberInput && to !== TRACKING_STATUS) throw badRequest(t.trackingOnlyOnDispatch, [{ path: "trackingNumber", message: t.trackingOnlyOnDispatch }]);
  const order = await ctx.db.select().from(orders).where(eq(orders.id, id)).get();
  if (!order) throw notFound(t.orderNotFound);
  const staffAction = !(order.userId === actor.id && to === "cancelled" && order.status === "pending");
  if (staffAction) requireAbility(ctx, "orders:manage");
  else await consumeRateLimit(ctx, "orderCancel", actor.id);
  // A cancel says why (staff must; the buyer's own cancel has a default): decision 020.
  const reason = to === "cancelled" ? options.reason?.trim() || (staffAction ? "" : CUSTOMER_CANCEL_REASON) : options.reason?.trim() || null;
  if (to === "cancelled" && !reason) throw badRequest(t.cancelReasonRequired, [{ path: "reason", message: t.cancelReasonRequired }]);
  const refusal = statusMoveRefusal(order.deliveryMode, order.status, to);
  if (refusal) throw conflict(refusal);
  const now = ctx.now();
  const statements: RawStatement[] = [
    { sql: "INSERT INTO order_events (order_id, status, from_status, at, by_user_id, reason) VALUES (?, ?, ?, ?, ?, ?)", params: [id, to, order.status, now, actor.id, reason?.slice(0, 200) ?? null] },
    {
      sql: `UPDATE orders SET status = ?, updated_at = ?, actual_delivery = CASE WHEN ? AND actual_delivery IS NULL THEN ? ELSE actual_delivery END,
              tracking_number = COALESCE(?, tracking_number) WHERE id = ? AND status = ?`,
      params: [to, now, isDelivered(to) ? 1 : 0, now, trackingNumberInput || null, id, order.status],
    },
  ];
  if (to === "cancelled") {
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id)).all();
    statements.push(
      ...lines.map((l) => ({ sql: "UPDATE product_sizes SET stock = stock + ? WHERE product_id = ? AND size = ?", params: [l.quantity, l.productId, l.size] })),
      ...ledgerStatements([{ key: `refund:${id}`, userId: order.userId, amount: order.subtotal, reason: `Refund of store order ${id.slice(0, 8)}` }], now),
    );
  }
  if (staffAction) {
    const tracking = trackingNumberInput ?? null;
    statements.push(
      auditStatement(ctx, {
        action: "order.status",
        targetKind: "order",
        targetId: id,
        targetLabel: orderRef(id),
        subjectUserId: order.userId,
        reason: reason ?? null,
        before: { status: order.status, ...(tracking ? { trackingNumber: order.trackingNumber } : {}) },
        after: { status: to, ...(tracking ? { trackingNumber: tracking } : {}) },
      }),
      // The buyer is told of every move staff make (an account notice, in the same batch).
      ...orderStatusNoticeStatement(ctx, { orderId: id, buyerId: order.userId, from: order.status, to, trackingNumber: to === TRACKING_STATUS ? (tracking ?? order.trackingNumber) : null, refund: to === "cancelled" ? order.subtotal : null, reason }),
    );
  }
  try {
    await atomicBatch(ctx.db, statements);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t.alreadyInStatus(to));
    if (err instanceof AppError) throw err;
    throw err;
  }
  return orderView(ctx, id);
}

/**
 * DELETE /orders/admin/{id}: staff remove a cancelled order (its lines and history go with it;
 * the ledger keeps its debit and refund, the audit log a snapshot). Any other status: 409.
 */
export async function deleteOrder(ctx: ServiceContext, id: string) {
  requireAbility(ctx, "orders:manage");
  const view = await orderView(ctx, id);
  if (view.status !== "cancelled") throw conflict(storeAdminMessages.onlyCancelledDeleted);
  // One batch: the delete, and its audit row only if it deleted (two deletes at once: one row).
  const [deleted] = await atomicBatch(ctx.db, [
    { sql: "DELETE FROM orders WHERE id = ? AND status = 'cancelled'", params: [id] },
    auditStatement(ctx, { action: "order.delete", targetKind: "order", targetId: id, subjectUserId: view.userId, before: { status: view.status, subtotal: view.subtotal, items: view.items, timeline: view.timeline } }, { ifChanged: true }),
  ]);
  if (!deleted?.meta.changes) throw notFound(t.orderNotFound);
  return { order: toStaffOrderView(view) };
}

/** Orders waiting for staff (the staff home's count). */
export async function pendingOrderCount(ctx: ServiceContext) {
  return (await ctx.db.select({ n: sql<number>`count(*)` }).from(orders).where(eq(orders.status, "pending")).get())?.n ?? 0;
}

export function assertCartNotEmpty(count: number) {
  if (count === 0) throw badRequest(t.cartEmptyError);
}
