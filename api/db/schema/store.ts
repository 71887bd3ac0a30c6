// The points store (domain/store.ts): products with stock per size (never below zero), carts
// kept on the server, orders with their lines (a snapshot of name, size and price) and the
// events of their status. Points move only through the ledger (decision 006).
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";
import { DELIVERY_MODES, ORDER_STATUSES } from "../../../domain/store.ts";

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url").notNull(),
    dateAdded: integer("date_added").notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
  },
  (t) => [check("products_price_positive", sql`${t.price} > 0`)],
);

export const productSizes = sqliteTable(
  "product_sizes",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    stock: integer("stock").notNull(),
    /** Display order of the sizes (S before M...). */
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.size] }), check("product_sizes_stock_non_negative", sql`${t.stock} >= 0`)],
);

export const cartLines = sqliteTable(
  "cart_lines",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    addedAt: integer("added_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size] }), check("cart_lines_quantity", sql`${t.quantity} between 1 and 10`)],
);

export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client's Idempotency-Key: a retried checkout finds its order instead of making a second. */
    idempotencyKey: text("idempotency_key"),
    subtotal: integer("subtotal").notNull(),
    shippingCost: integer("shipping_cost").notNull(),
    total: integer("total").notNull(),
    deliveryMode: text("delivery_mode", { enum: DELIVERY_MODES }).notNull(),
    deliveryInfo: text("delivery_info", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    estimatedDelivery: integer("estimated_delivery").notNull(),
    actualDelivery: integer("actual_delivery"),
    trackingNumber: text("tracking_number").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_idx").on(t.userId, t.idempotencyKey),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    check("orders_status_valid", sql`${t.status} in ('pending', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'ready_for_pickup', 'picked_up', 'cancelled')`),
  ],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId, t.size] })],
);

/**
 * Each status an order reached, once, and the status it left: two moves from the same status
 * collide on the key, so a cancel's refund and restock happen once even when sent at once.
 */
export const orderEvents = sqliteTable(
  "order_events",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    at: integer("at").notNull(),
    byUserId: text("by_user_id"),
    /** Why (a cancel needs one). */
    reason: text("reason"),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.status] }), uniqueIndex("order_events_from_idx").on(t.orderId, t.fromStatus)],
);
