import { describe, expect, it } from "vitest";
import { estimatedDelivery, nextStatuses, orderRequestFingerprint, orderSummary, phoneProblem, shippingCost, statusMoveRefusal, stockBadge } from "./store";
import { orderInputSchema } from "./store-schema";

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

describe("the checkout's phone rule", () => {
  const problem = (phone: string) => phoneProblem(phone);
  it("takes digits with spaces, dots, dashes or brackets and a leading +, 8 to 15 digits", () => {
    for (const ok of ["+44 20 7946 0000", "06 12 34 56 78", "06.12.34.56.78", "(020) 7946-0000", "+33612345678", "12345678", "123456789012345"]) expect(problem(ok), ok).toBeNull();
  });
  it("says what is wrong: how many digits, letters, other characters, a + inside", () => {
    expect(problem("0600")).toBe("Too short: 4 digits. A phone number has 8 to 15 digits (e.g. 06 12 34 56 78 or +44 20 7946 0000)");
    expect(problem("1")).toMatch(/^Too short: 1 digit\. /);
    expect(problem("+")).toMatch(/^Too short: no digits\. /);
    expect(problem("1234567890123456")).toBe("Too long: 16 digits. A phone number has at most 15 digits, country code included");
    expect(problem("06 12 AB 56 78")).toBe("A phone number has no letters: type its digits only");
    expect(problem("06/12/34/56/78")).toBe("A phone number has digits only, with spaces, dots, dashes or brackets between them");
    expect(problem("0044+ 612345678")).toBe("A + goes only at the start, before the country code");
    expect(problem("   ")).toBe("Phone is required");
    expect(problem(`1${" ".repeat(30)}2345678`)).toBe("A phone number is at most 30 characters");
  });
  it("is the checkout schema's: same message on the server, the number kept with single spaces", () => {
    const parsed = orderInputSchema.safeParse({ items: [{ productId: "a", size: "M", quantity: 1 }], deliveryInfo: { ...delivery, phone: "0600" } });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["deliveryInfo.phone", problem("0600")]]);
    const fine = orderInputSchema.parse({ items: [{ productId: "a", size: "M", quantity: 1 }], deliveryInfo: { ...delivery, phone: "  06  12 34 56 78 " } });
    expect(fine.deliveryInfo.phone).toBe("06 12 34 56 78");
  });
});

describe("pickup", () => {
  it("needs no address and ignores whatever the home-delivery fields hold", () => {
    const parsed = orderInputSchema.parse({
      items: [{ productId: "a", size: "M", quantity: 1 }],
      deliveryInfo: { ...delivery, deliveryMode: "pickup", address: "x".repeat(500), city: "Liverpool", postalCode: "L4 0TH", country: "UK" },
    });
    expect(parsed.deliveryInfo).toMatchObject({ address: "", city: "", postalCode: "", country: "" });
  });
});

describe("the order summary", () => {
  it("takes the subtotal in points, adds shipping on delivery by mode and says the balance after", () => {
    expect(orderSummary([{ unitPrice: 450, quantity: 1 }, { unitPrice: 90, quantity: 2 }], 750)).toEqual({ subtotal: 630, shipping: { home: 0, pickup: 0 }, balance: 750, balanceAfter: 120, payable: true });
    expect(orderSummary([{ unitPrice: 90, quantity: 2 }], 100)).toEqual({ subtotal: 180, shipping: { home: 50, pickup: 0 }, balance: 100, balanceAfter: -80, payable: false });
  });
});
