// Store (English): community.md §2 "Store (English)", §5 "Delivery form", "Cart", §8 "Store",
// §9 "Store". Prices and totals are points: formatter("en-GB").number.
import type { Catalogue } from "./index.ts";

/** A status as the notices say it ("is now out for delivery"). */
const ORDER_STATUS_WORDS: Record<string, string> = { confirmed: "confirmed", out_for_delivery: "out for delivery", delivered: "delivered", ready_for_pickup: "ready for pickup", picked_up: "picked up", pending: "pending" };

export const storeMessages = {
  orderConfirmed: "Order confirmed successfully!",
  insufficientPoints: "Insufficient Points",
  lowStock: "Low Stock",
  outOfStock: "Out of Stock",
  oneSize: "One Size",
  orderError: "Error creating order. Please try again.",
  authRequired: "Authentication required. Please log in to access the store.",
  sessionExpired: "Your session has expired. Please log in again to access the store.",
  authFailed: "Authentication failed. Please log in again.",

  // Sort options (§2; the labels are ours).
  sort: {
    featured: "Featured",
    priceAsc: "Price: low to high",
    nameAsc: "Name: A-Z",
    newest: "Newest first",
  },
  points: (points: string) => `${points} pts`, // (ours)

  // Delivery and terms (§9).
  homeDelivery: "Home delivery takes 3-5 days",
  pickup: "Pickup takes 1-2 days",
  pickupHours: "Mon-Fri 9:00-18:00, Sat 10:00-16:00",
  terms: {
    noReturns: "No returns.",
    processing: "Orders are processed within 24 hours.",
    deduction: "Points are deducted immediately on confirmation.",
  },
  // The checkout's phone rule (ours, issue 26: say what is wrong and how to fix it).
  phone: {
    required: "Phone is required",
    letters: "A phone number has no letters: type its digits only",
    characters: "A phone number has digits only, with spaces, dots, dashes or brackets between them",
    plusFirst: "A + goes only at the start, before the country code",
    tooLongText: (max: number) => `A phone number is at most ${max} characters`,
    tooShort: (digits: number, min: number, max: number) =>
      `Too short: ${digits === 0 ? "no digits" : `${digits} digit${digits === 1 ? "" : "s"}`}. A phone number has ${min} to ${max} digits (e.g. 06 12 34 56 78 or +44 20 7946 0000)`,
    tooLong: (digits: number, max: number) => `Too long: ${digits} digits. A phone number has at most ${max} digits, country code included`,
  },
  chooseSize: "Choose a size first", // (ours: §5, a product with several sizes asks for one)
  // The buyer's account notice when staff move their order (ours: issue 25).
  orderStatusNotice: (ref: string, status: string, detail: { trackingNumber?: string; refund?: number; reason?: string | null }) =>
    status === "cancelled"
      ? `Your order ${ref} was cancelled${detail.reason ? `: ${detail.reason}` : ""}.${detail.refund ? ` Your ${detail.refund.toLocaleString("en-GB")} pts are back.` : ""}`
      : status === "shipped"
        ? `Your order ${ref} has shipped.${detail.trackingNumber ? ` Tracking number: ${detail.trackingNumber}.` : ""}`
        : `Your order ${ref} is now ${ORDER_STATUS_WORDS[status] ?? status.replace(/_/g, " ")}.`,
} as const satisfies Catalogue;
