import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { paramAs, queryAs, readJsonAs, readOptionalJsonAs } from "../http/body";
import { parseOrThrow } from "../errors";
import { listQuerySchema } from "../../domain/lists";
import * as store from "../services/store";
import { STORE_CATEGORY_IDS, STORE_SORTS, cartLineSchema, customerCancelSchema, idempotencyKeySchema, orderFiltersSchema, orderInputSchema, orderStatusSchema } from "../../domain/store";
import { textIdSchema } from "../../domain/ids";


/** GET /products: the catalogue with its categories and settings (community.md §7 Store). */
export const productRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await store.listProducts(c.var.ctx, queryAs(c, z.object({ q: z.string().max(100).optional(), category: z.enum(STORE_CATEGORY_IDS).optional(), sort: z.enum(STORE_SORTS).optional() })))),
);

/** The signed-in user's cart, kept on the server. */
export const cartRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await store.cartOf(c.var.ctx)))
  .put("/", async (c) => c.json(await store.setCartLine(c.var.ctx, await readJsonAs(c, cartLineSchema), "set")));

/** Orders (community.md §7 Orders); a retried POST with the same Idempotency-Key and body answers the same order (another body: 422). */
export const orderRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const header = c.req.header("Idempotency-Key");
    const key = header === undefined ? null : parseOrThrow(idempotencyKeySchema, header);
    const { order, replayed } = await store.checkout(c.var.ctx, await readJsonAs(c, orderInputSchema), key);
    return c.json({ order }, replayed ? 200 : 201);
  })
  .get("/user/:userId", async (c) => c.json({ orders: await store.ordersOf(c.var.ctx, paramAs(c, "userId", textIdSchema)) }))
  // The buyer's own cancel of a pending order ({reason} optional; no body is fine).
  .post("/:id/cancel", async (c) => {
    const body = await readOptionalJsonAs(c, customerCancelSchema);
    return c.json({ order: await store.setOrderStatus(c.var.ctx, paramAs(c, "id", textIdSchema), "cancelled", { reason: body.reason }) });
  })
  .get("/admin", async (c) => {
    // ?q= (buyer or order number) and ?status= filter the list (staff).
    return c.json(await store.adminOrders(c.var.ctx, queryAs(c, z.intersection(listQuerySchema(store.ADMIN_ORDERS_LIST), orderFiltersSchema))));
  })
  .put("/admin/:id", async (c) => {
    const body = await readJsonAs(c, orderStatusSchema);
    return c.json({ order: await store.setOrderStatus(c.var.ctx, paramAs(c, "id", textIdSchema), body.status, { trackingNumber: body.trackingNumber, reason: body.reason }) });
  })
  // Only a cancelled order may be deleted (decision 020); the answer is what was deleted.
  .delete("/admin/:id", async (c) => c.json(await store.deleteOrder(c.var.ctx, paramAs(c, "id", textIdSchema))));
