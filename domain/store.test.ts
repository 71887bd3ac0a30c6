import { describe, expect, it } from "vitest";
import { estimatedDelivery, nextStatuses, orderInputSchema, orderRequestFingerprint, shippingCost, statusMoveRefusal, stockBadge } from "./store";

const delivery = { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", deliveryMode: "pickup", acceptTerms: true };

describe("shipping", () => {
  it("is free strictly above 500 points for home delivery, else 50; pickup has none", () => {
    expect(shippingCost(500, "home")).toBe(50);
    expect(shippingCost(501, "home")).toBe(0);
    expect(shippingCost(100, "pickup")).toBe(0);
  });
  it("estimates delivery with the cutoffs (UK time)", () => {
    const day = 86_400_000;
    const winterMorning = Date.UTC(2026, 0, 5, 10, 0); // 10:00 UK
    const winterEvening = Date.UTC(2026, 0, 5, 16, 0); // 16:00 UK
    expect(estimatedDelivery(winterMorning, "home")).toBe(winterMorning + 3 * day);
    expect(estimatedDelivery(winterEvening, "home")).toBe(winterEvening + 4 * day);
    expect(estimatedDelivery(winterMorning, "pickup")).toBe(winterMorning + day);
    expect(estimatedDelivery(Date.UTC(2026, 0, 5, 12, 30), "pickup")).toBe(Date.UTC(2026, 0, 5, 12, 30) + 2 * day);
  });
});

describe("orders", () => {
  it("hold at most 10 items, need the delivery fields of their mode and the terms", () => {
    expect(orderInputSchema.safeParse({ items: [{ productId: "a", size: "M", quantity: 10 }], deliveryInfo: delivery }).success).toBe(true);
    expect(orderInputSchema.safeParse({ items: [{ productId: "a", size: "M", quantity: 6 }, { productId: "b", size: "M", quantity: 5 }], deliveryInfo: delivery }).success).toBe(false);
    expect(orderInputSchema.safeParse({ items: [], deliveryInfo: delivery }).success).toBe(false);
    const home = orderInputSchema.safeParse({ items: [{ productId: "a", size: "M", quantity: 1 }], deliveryInfo: { ...delivery, deliveryMode: "home" } });
    expect(home.error?.issues.map((i) => i.path.at(-1))).toEqual(["address", "city", "postalCode"]);
    expect(orderInputSchema.safeParse({ items: [{ productId: "a", size: "M", quantity: 1 }], deliveryInfo: { ...delivery, acceptTerms: false } }).success).toBe(false);
  });
  it("move forward only, on their delivery mode's path", () => {
    expect(nextStatuses("home", "pending")).toEqual(["confirmed", "cancelled"]);
    expect(statusMoveRefusal("home", "delivered", "pending")).toMatch(/cannot become/);
    expect(statusMoveRefusal("pickup", "confirmed", "shipped")).toMatch(/cannot become/);
    expect(statusMoveRefusal("pickup", "confirmed", "ready_for_pickup")).toBeNull();
    expect(statusMoveRefusal("home", "cancelled", "cancelled")).toMatch(/already/);
  });
  it("badge low stock under 10 and out of stock at 0", () => {
    expect([0, 9, 10].map(stockBadge)).toEqual(["out", "low", null]);
  });
});

describe("Idempotency-Key requests", () => {
  it("are the same whatever the order of lines and fields; a quantity, a line or a delivery detail makes another", () => {
    const a = { productId: "mug", size: "One Size", quantity: 1 };
    const b = { productId: "shirt", size: "M", quantity: 2 };
    const base = orderRequestFingerprint({ items: [a, b], deliveryInfo: delivery });
    expect(orderRequestFingerprint({ items: [b, a], deliveryInfo: Object.fromEntries(Object.entries(delivery).reverse()) })).toBe(base);
    expect(orderRequestFingerprint({ items: [a, { ...b, quantity: 3 }], deliveryInfo: delivery })).not.toBe(base);
    expect(orderRequestFingerprint({ items: [a], deliveryInfo: delivery })).not.toBe(base);
    expect(orderRequestFingerprint({ items: [a, b], deliveryInfo: { ...delivery, phone: "+44 20 7946 0001" } })).not.toBe(base);
  });
});
