import { describe, expect, it } from "vitest";
import { can, canManageUser, isStaff, ownOrAny } from "./permissions";

describe("permissions", () => {
  it("gives each role its abilities and nothing more", () => {
    expect(isStaff("user")).toBe(false);
    expect(isStaff("moderator")).toBe(true);
    expect(isStaff(null)).toBe(false);
    expect(can("moderator", "content:moderate")).toBe(true);
    expect(can("moderator", "data:import")).toBe(false);
    expect(can("moderator", "staff:manage")).toBe(false);
    expect(can("admin", "staff:manage")).toBe(true);
    expect(can("user", "users:manage")).toBe(false);
  });

  it("lets only admins act on staff, and nobody on themselves", () => {
    const user = { id: "u", role: "user" as const };
    const mod = { id: "m", role: "moderator" as const };
    const mod2 = { id: "m2", role: "moderator" as const };
    const admin = { id: "a", role: "admin" as const };
    expect(canManageUser(mod, user)).toBe(true);
    expect(canManageUser(mod, mod2)).toBe(false);
    expect(canManageUser(mod, admin)).toBe(false);
    expect(canManageUser(admin, mod)).toBe(true);
    expect(canManageUser(admin, admin)).toBe(false);
    expect(canManageUser(user, user)).toBe(false);
    expect(canManageUser({ id: "x", role: "user" }, user)).toBe(false);
  });

  it("own or any: the owner acts on their own item; staff with the ability on anyone's; others not at all", () => {
    const user = { id: "u1", role: "user" as const };
    const moderator = { id: "m1", role: "moderator" as const };
    expect(ownOrAny(user, "u1", "content:moderate")).toBe("own");
    expect(ownOrAny(user, "u2", "content:moderate")).toBeNull();
    expect(ownOrAny(user, null, "content:moderate")).toBeNull();
    expect(ownOrAny(moderator, "u2", "content:moderate")).toBe("any");
    expect(ownOrAny(moderator, "m1", "content:moderate")).toBe("own");
    expect(ownOrAny(moderator, "u2", "orders:manage")).toBeNull();
  });
});
