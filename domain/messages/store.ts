// Store (English): community.md §2 "Store (English)", §5 "Delivery form", "Cart", §8 "Store",
// §9 "Store". Prices and totals are points: formatter("en-GB").number.
import type { Catalogue } from "./index.ts";

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
  chooseSize: "Choose a size first", // (ours: §5, a product with several sizes asks for one)
} as const satisfies Catalogue;
