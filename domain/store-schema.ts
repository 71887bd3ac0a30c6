// The points store's request schemas (community.md §2 "Store", §5, §9 "Store"): checkout,
// cart lines, cancels, staff status moves and the order list's filters. Their own module so
// that the store screen's code, which needs the rules of store.ts, never loads zod (decision 028).
import { z } from "zod";
import { reasonSchema } from "./reasons.ts";
import { textIdSchema } from "./ids.ts";
import { storeMessages } from "./messages/store.ts";
import { CANCEL_REASON_REQUIRED, DELIVERY_MODES, HOME_DELIVERY_FIELDS, MAX_ITEMS_PER_ORDER, ORDER_STATUSES, TRACKING_NUMBER_INVALID, TRACKING_NUMBER_ONLY_ON_DISPATCH, TRACKING_STATUS, phoneProblem } from "./store.ts";

const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(120);
const optionalText = z.string().trim().max(120).optional().default("");

/** A phone number that passes phoneProblem, kept as typed with single spaces. */
export const phoneSchema = z
  .string({ error: storeMessages.phone.required })
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
      firstName: required("First name"),
      lastName: required("Last name"),
      phone: phoneSchema,
      address: optionalText,
      city: optionalText,
      postalCode: optionalText,
      country: optionalText,
      deliveryMode: z.enum(DELIVERY_MODES, { error: "Choose home delivery or pickup" }),
      acceptTerms: z.literal(true, { error: "Please accept the terms" }),
    })
    .superRefine((d, ctx) => {
      if (d.deliveryMode !== "home") return;
      for (const [key, label] of [["address", "Address"], ["city", "City"], ["postalCode", "Postal code"]] as const)
        if (!d[key]) ctx.addIssue({ code: "custom", path: [key], message: `${label} is required for home delivery` });
    }),
);
export type DeliveryInfo = z.output<typeof deliveryInfoSchema>;

export const orderLineSchema = z.object({
  productId: textIdSchema,
  size: z.string().trim().min(1).max(20),
  quantity: z.number().int().min(1, "At least 1").max(MAX_ITEMS_PER_ORDER, `At most ${MAX_ITEMS_PER_ORDER} items an order`),
});

/** PUT /cart: a line of the cart as the client sets it; quantity 0 removes the line. */
export const cartLineSchema = orderLineSchema.extend({ quantity: z.number().int().min(0).max(MAX_ITEMS_PER_ORDER, `At most ${MAX_ITEMS_PER_ORDER} items an order`) });

/** POST /orders: what to buy and where to send it; prices and totals are the server's (client totals ignored). */
export const orderInputSchema = z
  .object({
    items: z.array(orderLineSchema).min(1, "Your cart is empty").max(MAX_ITEMS_PER_ORDER),
    deliveryInfo: deliveryInfoSchema,
  })
  .refine((o) => o.items.reduce((n, i) => n + i.quantity, 0) <= MAX_ITEMS_PER_ORDER, { path: ["items"], message: `At most ${MAX_ITEMS_PER_ORDER} items an order` })
  .refine((o) => new Set(o.items.map((i) => `${i.productId}|${i.size}`)).size === o.items.length, { path: ["items"], message: "A product and size appear twice" });
export type OrderInput = z.output<typeof orderInputSchema>;

/** Why an order is cancelled: required of staff, kept in the order's history and the audit log. */
const cancelReason = { max: 200, tooLong: "A reason is at most 200 characters" };
export const cancelReasonSchema = reasonSchema({ ...cancelReason, required: CANCEL_REASON_REQUIRED });
/** The owner's own cancel: the reason is optional (POST /orders/{id}/cancel). */
export const customerCancelSchema = z.object({ reason: reasonSchema(cancelReason).optional() });

/** A carrier's tracking number as staff type it at dispatch (kept upper case, single spaces). */
export const trackingNumberSchema = z
  .string({ error: TRACKING_NUMBER_INVALID })
  .trim()
  .min(4, TRACKING_NUMBER_INVALID)
  .max(40, TRACKING_NUMBER_INVALID)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, TRACKING_NUMBER_INVALID)
  .transform((v) => v.toUpperCase().replace(/\s+/g, " "));

/** PUT /orders/admin/{id}: the next status (a cancel needs its reason; a dispatch may carry the tracking number). */
export const orderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: "Unknown status" }),
    trackingNumber: trackingNumberSchema.optional(),
    reason: reasonSchema(cancelReason).optional(),
  })
  .refine((v) => v.status !== "cancelled" || !!v.reason, { path: ["reason"], message: CANCEL_REASON_REQUIRED })
  .refine((v) => v.trackingNumber === undefined || v.status === TRACKING_STATUS, { path: ["trackingNumber"], message: TRACKING_NUMBER_ONLY_ON_DISPATCH });

export const idempotencyKeySchema = z.string().trim().min(8, "Idempotency-Key: 8 to 100 characters").max(100);

// ---- staff: the order list's search and filter, dispatch ---------------------------------

/** The order list's filters (GET /orders/admin and /adminorders): words of the buyer or the order number, and a status. */
export const orderFiltersSchema = z.object({
  /** The buyer's username, email, first or last name, the name on the delivery, or the start of the order number. */
  q: z.string().trim().max(100, "A search is at most 100 characters").optional(),
  status: z.enum(ORDER_STATUSES, { error: "Unknown status" }).optional(),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;
