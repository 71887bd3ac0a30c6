import { describe, expect, it } from "vitest";
import { isEarned } from "./points";
import { ledgerMovement } from "./profile";

describe("earned points (decision 019)", () => {
  it("are rewards and opening balances only: never an order, its refund or an adjustment", () => {
    const keys = ["reward:gw12:u1", "opening:ada@example.com", "order:0d6f8a2c-1111-4222-8333-444455556666", "refund:0d6f8a2c-1111-4222-8333-444455556666", "admin:key-1", "test:x", "REWARD:gw1:u1"];
    expect(keys.filter(isEarned)).toEqual(["reward:gw12:u1", "opening:ada@example.com"]);
    // The same kinds as the points history names them.
    for (const key of keys) expect(isEarned(key), key).toBe(["reward", "opening"].includes(ledgerMovement(key).kind));
  });
});
