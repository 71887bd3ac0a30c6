// The points store (community.md §2 "Store", §3, §4 "Order status", §5, §9 "Store"): pure
// rules for carts, shipping, delivery estimates and order status moves. Storage, stock and
// the points ledger in api/services/store.ts. No zod here: the store screen's code imports
// these rules, and the request schemas are in store-schema.ts (decision 028, a lean first load).
import { LEAGUE_TIME_ZONE } from "./format.ts";
import { DAY_MS } from "./constants.ts";
import { storeMessages } from "./messages/store.ts";

export const MAX_ITEMS_PER_ORDER = 10;
export const FREE_SHIPPING_ABOVE = 500;
export const SHIPPING_COST = 50;
export const LOW_STOCK_BELOW = 10;
export const POINTS_TO_EURO = 0.01;

export const STORE_CATEGORIES = [
  { id: "shirts", name: "Shirts", icon: "👕" },
  { id: "training", name: "Training", icon: "🏃" },
  { id: "accessories", name: "Accessories", icon: "🧣" },
  { id: "tech", name: "Tech", icon: "🎧" },
  { id: "collectibles", name: "Collectibles", icon: "🏆" },
] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number]["id"];
export const STORE_CATEGORY_IDS = STORE_CATEGORIES.map((c) => c.id) as [StoreCategory, ...StoreCategory[]];

export const STORE_SORTS = ["featured", "price", "name", "newest"] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const DELIVERY_MODES = ["home", "pickup"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const ORDER_STATUSES = ["pending", "confirmed", "shipped", "out_for_delivery", "delivered", "ready_for_pickup", "picked_up", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Each status's name on the screens: `storeMessages.status[status]` (domain/messages/store.ts). */

/**
 * The moves an order may make. The spec lets the admin pick any status; here a status never
 * goes back (a refund and a restock must happen once), and home and pickup keep their own paths.
 */
const NEXT: Record<DeliveryMode, Partial<Record<OrderStatus, OrderStatus[]>>> = {
  home: { pending: ["confirmed", "cancelled"], confirmed: ["shipped", "cancelled"], shipped: ["out_for_delivery", "delivered"], out_for_delivery: ["delivered"] },
  pickup: { pending: ["confirmed", "cancelled"], confirmed: ["ready_for_pickup", "cancelled"], ready_for_pickup: ["picked_up", "cancelled"] },
};

export function nextStatuses(mode: DeliveryMode, from: OrderStatus): OrderStatus[] {
  return NEXT[mode][from] ?? [];
}

export function statusMoveRefusal(mode: DeliveryMode, from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return storeMessages.alreadyInStatus(to);
  if (nextStatuses(mode, from).includes(to)) return null;
  return storeMessages.cannotMove(from, mode, to);
}

/** How screens name an order: a UUID by its first 8 characters, any other id (sample orders) whole. */
export const orderRef = (id: string) => (id.length === 36 ? id.slice(0, 8) : id);

/** Delivered or picked up: the moment is kept as actualDelivery. */
export const isDelivered = (status: OrderStatus) => status === "delivered" || status === "picked_up";

/** §9: free when the subtotal is strictly above 500 points; else 50, for home delivery (paid on delivery: decision 017). */
export function shippingCost(subtotal: number, mode: DeliveryMode): number {
  if (mode === "pickup") return 0;
  return subtotal > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_COST;
}

/**
 * What paying for these lines costs and leaves (the checkout's summary and the checkout itself):
 * the points taken now (the subtotal), the shipping paid on delivery for each mode, and the
 * balance after paying.
 */
export function orderSummary(lines: readonly { unitPrice: number; quantity: number }[], balance: number) {
  const subtotal = lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0);
  return {
    subtotal,
    shipping: { home: shippingCost(subtotal, "home"), pickup: shippingCost(subtotal, "pickup") } satisfies Record<DeliveryMode, number>,
    balance,
    balanceAfter: balance - subtotal,
    payable: balance >= subtotal,
  };
}

/** UK wall-clock hour of an instant. */
function ukHour(at: number): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone: LEAGUE_TIME_ZONE, hour: "2-digit", hourCycle: "h23" }).format(new Date(at)));
}

/** §9: home 3 days ahead (after 15:00, one more), pickup 1 day ahead (after 12:00, one more). */
export function estimatedDelivery(at: number, mode: DeliveryMode): number {
  const [days, cutoff] = mode === "home" ? [3, 15] : [1, 12];
  return at + (days + (ukHour(at) >= cutoff ? 1 : 0)) * DAY_MS;
}

/** Total stock of a product's sizes, and its badge. */
export function stockBadge(totalStock: number): "out" | "low" | null {
  return totalStock <= 0 ? "out" : totalStock < LOW_STOCK_BELOW ? "low" : null;
}

/** How many digits a phone number has, country code included (E.164 allows 15). */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;
const PHONE_MAX_LENGTH = 30;

/**
 * The one phone rule of checkout (the form's check and the server's): what is wrong with the
 * number as typed, in words that say how to fix it, or null. Digits, with spaces, dots, dashes
 * or brackets between them and a + only in front (the country code).
 */
export function phoneProblem(typed: string): string | null {
  const m = storeMessages.phone;
  const value = typed.trim();
  if (!value) return m.required;
  if (/\p{L}/u.test(value)) return m.letters;
  if (/[^\d\s().+-]/.test(value)) return m.characters;
  if (value.lastIndexOf("+") > 0) return m.plusFirst;
  if (value.length > PHONE_MAX_LENGTH) return m.tooLongText(PHONE_MAX_LENGTH);
  const digits = value.replace(/\D/g, "").length;
  if (digits < PHONE_DIGITS.min) return m.tooShort(digits, PHONE_DIGITS.min, PHONE_DIGITS.max);
  if (digits > PHONE_DIGITS.max) return m.tooLong(digits, PHONE_DIGITS.max);
  return null;
}

/** The delivery fields only home delivery uses: a pickup order ignores whatever they hold (a form without JavaScript still shows them). */
export const HOME_DELIVERY_FIELDS = ["address", "city", "postalCode", "country"] as const;

/** The delivery form's text fields, in the order the screen shows them. */
export const DELIVERY_FORM_FIELDS = ["firstName", "lastName", "phone", "address", "city", "postalCode", "country"] as const;
/** What the delivery form holds: its first values (the profile's) or what the buyer typed. */
export type DeliveryFormValues = Record<(typeof DELIVERY_FORM_FIELDS)[number], string> & { deliveryMode: DeliveryMode };

/** Where the carrier's tracking number is taken: the dispatch (Shopify's fulfilment) is the move to shipped. */
export const TRACKING_STATUS: OrderStatus = "shipped";

/** The owner's own cancel of a pending order: the reason is optional. */
export const CUSTOMER_CANCEL_REASON = "Cancelled by the customer";


/**
 * What an order request asks for, as one string: its lines (in any order) and its delivery
 * details. A repeated Idempotency-Key replays its order only for the same request (payment
 * APIs' rule); another request under the same key is refused, never answered with the first.
 */
export function orderRequestFingerprint(order: { items: readonly { productId: string; size: string; quantity: number }[]; deliveryInfo: Record<string, unknown> }): string {
  const items = order.items.map((i) => [i.productId, i.size, i.quantity] as const).sort((a, b) => `${a[0]}|${a[1]}`.localeCompare(`${b[0]}|${b[1]}`));
  const delivery = Object.entries(order.deliveryInfo).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ items, delivery });
}

/** One size of a product and its stock. */
export type ProductSize = { size: string; stock: number };
