// The points store's request schemas (community.md §2 "Store", §5, §9 "Store"): checkout,
// cart lines, cancels, staff status moves and the order list's filters. Their own module so
// that the store screen's code, which needs the rules of store.ts, never loads zod (decision 028).
import { z } from "zod";
import { reasonSchema } from "./reasons.ts";
import { textIdSchema } from "./ids.ts";
import { storeMessages } from "./messages/store.ts";
import { DELIVERY_MODES, HOME_DELIVERY_FIELDS, MAX_ITEMS_PER_ORDER, ORDER_STATUSES, TRACKING_STATUS, phoneProblem } from "./store.ts";

const m = storeMessages;
/** A catalogue text read when the check fails, in the language of the request. */
const say = (text: () => string) => ({ error: text });

const required = (field: "firstName" | "lastName") => z.string(say(() => m.fieldRequired(field))).trim().min(1, say(() => m.fieldRequired(field))).max(120);
const optionalText = z.string().trim().max(120).optional().default("");

/** A phone number that passes phoneProblem, kept as typed with single spaces. */
export const phoneSchema = z
  .string(say(() => m.phone.required))
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => value.trim().replace(/\s+/g, " "));

const isPickup = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && (v as { deliveryMode?: unknown }).deliveryMode === "pickup";

export const deliveryInfoSchema = z.preprocess(
  (v) => (isPickup(v) ? { ...v, ...Object.fromEntries(HOME_DELIVERY_FIELDS.map((k) => [k, ""])) } : v),
  z
    .object({
      firstName: required("firstName"),
      lastName: required("lastName"),
      phone: phoneSchema,
      address: optionalText,
      city: optionalText,
      postalCode: optionalText,
      country: optionalText,
      deliveryMode: z.enum(DELIVERY_MODES, say(() => m.chooseDeliveryMode)),
      acceptTerms: z.literal(true, say(() => m.acceptTermsRequired)),
    })
    .superRefine((d, ctx) => {
      if (d.deliveryMode !== "home") return;
      for (const key of ["address", "city", "postalCode"] as const) if (!d[key]) ctx.addIssue({ code: "custom", path: [key], message: m.fieldRequired(key) });
    }),
);
export type DeliveryInfo = z.output<typeof deliveryInfoSchema>;

export const orderLineSchema = z.object({
  productId: textIdSchema,
  size: z.string().trim().min(1).max(20),
  quantity: z.number().int().min(1, say(() => m.atLeastOne)).max(MAX_ITEMS_PER_ORDER, say(() => m.atMostItems(MAX_ITEMS_PER_ORDER))),
});

/** PUT /cart: a line of the cart as the client sets it; quantity 0 removes the line. */
export const cartLineSchema = orderLineSchema.extend({ quantity: z.number().int().min(0).max(MAX_ITEMS_PER_ORDER, say(() => m.atMostItems(MAX_ITEMS_PER_ORDER))) });

/** POST /orders: what to buy and where to send it; prices and totals are the server's (client totals ignored). */
export const orderInputSchema = z
  .object({
    items: z.array(orderLineSchema).min(1, say(() => m.cartEmptyError)).max(MAX_ITEMS_PER_ORDER),
    deliveryInfo: deliveryInfoSchema,
  })
  .refine((o) => o.items.reduce((n, i) => n + i.quantity, 0) <= MAX_ITEMS_PER_ORDER, { path: ["items"], error: () => m.atMostItems(MAX_ITEMS_PER_ORDER) })
  .refine((o) => new Set(o.items.map((i) => `${i.productId}|${i.size}`)).size === o.items.length, { path: ["items"], error: () => m.sameLineTwice });
export type OrderInput = z.output<typeof orderInputSchema>;

/** Why an order is cancelled: required of staff, kept in the order's history and the audit log. */
const cancelReason = { max: 200, tooLong: () => m.reasonTooLong };
export const cancelReasonSchema = reasonSchema({ ...cancelReason, required: () => m.cancelReasonRequired });
/** The owner's own cancel: the reason is optional (POST /orders/{id}/cancel). */
export const customerCancelSchema = z.object({ reason: reasonSchema(cancelReason).optional() });

/** A carrier's tracking number as staff type it at dispatch (kept upper case, single spaces). */
export const trackingNumberSchema = z
  .string(say(() => m.trackingInvalid))
  .trim()
  .min(4, say(() => m.trackingInvalid))
  .max(40, say(() => m.trackingInvalid))
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, say(() => m.trackingInvalid))
  .transform((v) => v.toUpperCase().replace(/\s+/g, " "));

/** PUT /orders/admin/{id}: the next status (a cancel needs its reason; a dispatch may carry the tracking number). */
export const orderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, say(() => m.unknownStatus)),
    trackingNumber: trackingNumberSchema.optional(),
    reason: reasonSchema(cancelReason).optional(),
  })
  .refine((v) => v.status !== "cancelled" || !!v.reason, { path: ["reason"], error: () => m.cancelReasonRequired })
  .refine((v) => v.trackingNumber === undefined || v.status === TRACKING_STATUS, { path: ["trackingNumber"], error: () => m.trackingOnlyOnDispatch });

export const idempotencyKeySchema = z.string().trim().min(8, say(() => m.idempotencyKeyLength)).max(100);

// ---- staff: the order list's search and filter, dispatch ---------------------------------

/** The order list's filters (GET /orders/admin and /adminorders): words of the buyer or the order number, and a status. */
export const orderFiltersSchema = z.object({
  /** The buyer's username, email, first or last name, the name on the delivery, or the start of the order number. */
  q: z.string().trim().max(100, say(() => m.searchTooLong)).optional(),
  status: z.enum(ORDER_STATUSES, say(() => m.unknownStatus)).optional(),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;
