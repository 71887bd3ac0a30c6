import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { parseOrThrow } from "../errors";
import { listQuerySchema } from "../../domain/lists";
import * as store from "../services/store";
import { STORE_CATEGORY_IDS, STORE_SORTS } from "../../domain/store";
import { cartLineSchema, customerCancelSchema, idempotencyKeySchema, orderFiltersSchema, orderInputSchema, orderStatusSchema } from "../../domain/store-schema";
import { textIdSchema } from "../../domain/ids";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import { adminOrdersSchema, cartSchema, catalogueSchema, orderDeletedSchema, orderDeliverySchema, orderEnvelopeSchema, ordersEnvelopeSchema, staffOrderEnvelopeSchema } from "../responses/community";

const tags: ["Store"] = ["Store"];
const id = z.object({ id: textIdSchema });

/** GET /products: the catalogue with its categories and settings (community.md §7 Store). */
export const productRoutes = new Hono<AppEnv>().get(
  "/",
  declare({ summary: "The catalogue with its categories and settings", description: "Lists the store's catalogue with its categories, sizes, stock and settings. Anyone may call it. Changes nothing.", tags, access: "optional", responses: { 200: catalogueSchema }, errors: [400] }),
  query(z.object({ q: z.string().max(100).optional(), category: z.enum(STORE_CATEGORY_IDS).optional(), sort: z.enum(STORE_SORTS).optional() })),
  async (c) => c.json(await store.listProducts(c.var.ctx, c.req.valid("query"))),
);

/** The signed-in user's cart, kept on the server. */
export const cartRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "The user's cart (not in the spec)", description: "Answers the signed-in user's cart with its lines and total in points. Any signed-in user may call it. Changes nothing.", tags, access: "user", responses: { 200: cartSchema } }), async (c) => c.json(await store.cartOf(c.var.ctx)))
  .put("/", declare({ summary: "Set one cart line's quantity (not in the spec)", description: "Sets the quantity of one cart line (a product and size); 0 removes the line. Any signed-in user may call it. Changes the user's cart.", tags, access: "user", responses: { 200: cartSchema }, errors: [400, 404, 409, 429] }), json(cartLineSchema), async (c) =>
    c.json(await store.setCartLine(c.var.ctx, c.req.valid("json"), "set")),
  );

/** Orders (community.md §7 Orders); a retried POST with the same Idempotency-Key and body answers the same order (another body: 422). */
export const orderRoutes = new Hono<AppEnv>()
  .post(
    "/",
    declare({
      summary: "Check out: place an order, paid with points (201; a replay of the same Idempotency-Key answers 200)", description: "Places an order paid with points: checks stock and balance, then writes the order, its lines, the stock and the ledger in one batch. Any signed-in user may call it; a replay with the same Idempotency-Key answers the first order (200). Creates the order, spends the points and the stock, and takes the ordered lines out of the cart.",
      tags,
      access: "user",
      requestHeaders: [{ name: "Idempotency-Key", description: "A retried checkout with the same key and body answers the same order" }],
      responses: { 200: orderEnvelopeSchema, 201: orderEnvelopeSchema },
      errors: [400, 403, 404, 409, 422, 429],
    }),
    json(orderInputSchema),
    async (c) => {
      const header = c.req.header("Idempotency-Key");
      const key = header === undefined ? null : parseOrThrow(idempotencyKeySchema, header);
      const { order, replayed } = await store.checkout(c.var.ctx, c.req.valid("json"), key);
      return c.json({ order }, replayed ? 200 : 201);
    },
  )
  .get("/user/:userId", declare({ summary: "A user's orders (the user or staff)", description: "Lists a user's orders, newest first. The user themself or an admin may call it. Changes nothing.", tags, access: "user", responses: { 200: ordersEnvelopeSchema }, errors: [400, 403, 404] }), params(z.object({ userId: textIdSchema })), async (c) =>
    c.json({ orders: await store.ordersOf(c.var.ctx, c.req.valid("param").userId) }),
  )
  // The buyer's own cancel of a pending order ({reason} optional; no body is fine).
  .post(
    "/:id/cancel",
    declare({ summary: "Cancel one's own pending order (not in the spec)", description: "Cancels the user's own order while it is still pending. Only the order's buyer may call it. Cancels the order, puts the stock back and refunds the points.", tags, access: "user", optionalBody: customerCancelSchema, responses: { 200: orderEnvelopeSchema }, errors: [400, 403, 404, 409, 429] }),
    params(id),
    optionalJson(customerCancelSchema),
    async (c) => c.json({ order: await store.setOrderStatus(c.var.ctx, c.req.valid("param").id, "cancelled", { reason: c.req.valid("json").reason }) }),
  )
  .get(
    "/admin",
    declare({ summary: "Every order, filtered by buyer or number (?q=) and status (staff)", description: "Lists every order, filtered by buyer or number (?q=) and status, a page at a time. Only admins may call it. Changes nothing.", tags, access: "staff", responses: { 200: adminOrdersSchema }, errors: [400] }),
    // ?q= (buyer or order number) and ?status= filter the list (staff).
    query(z.intersection(listQuerySchema(store.ADMIN_ORDERS_LIST), orderFiltersSchema)),
    async (c) => c.json(await store.adminOrders(c.var.ctx, c.req.valid("query"))),
  )
  // Staff read an order without its delivery phone and address (issue 42): see /delivery below.
  .put("/admin/:id", declare({ summary: "Move an order's status (staff; audited)", description: "Moves an order to another status along the allowed steps (a cancellation needs a reason; shipping takes a tracking number). Only admins may call it. Changes the order, refunds a cancelled one and writes the audit log.", tags, access: "staff", responses: { 200: staffOrderEnvelopeSchema }, errors: [400, 404, 409] }), params(id), json(orderStatusSchema), async (c) => {
    const body = c.req.valid("json");
    return c.json({ order: store.toStaffOrderView(await store.setOrderStatus(c.var.ctx, c.req.valid("param").id, body.status, { trackingNumber: body.trackingNumber, reason: body.reason })) });
  })
  .get("/admin/:id/delivery", declare({ summary: "An order's delivery details: phone and address (admins; audited, not in the spec)", description: "Answers an order's delivery details (phone and address). Only admins may call it. Writes the audit log (reading personal data).", tags, access: "staff", responses: { 200: orderDeliverySchema }, errors: [400, 403, 404] }), params(id), async (c) =>
    c.json(await store.orderDelivery(c.var.ctx, c.req.valid("param").id)),
  )
  // Only a cancelled order may be deleted (decision 020); the answer is what was deleted.
  .delete("/admin/:id", declare({ summary: "Delete a cancelled order (staff; audited)", description: "Deletes a cancelled order. Only admins may call it. Deletes the order and writes the audit log.", tags, access: "staff", responses: { 200: orderDeletedSchema }, errors: [400, 404, 409] }), params(id), async (c) =>
    c.json(await store.deleteOrder(c.var.ctx, c.req.valid("param").id)),
  );
