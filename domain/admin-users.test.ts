import { describe, expect, it } from "vitest";
import { adminUserEditSchema, adminUserStatusSchema, anonymisedIdentity } from "./admin-users";

describe("admin user forms", () => {
  it("accepts a partial edit, trims it, and refuses an empty one or unknown fields", () => {
    expect(adminUserEditSchema.parse({ firstName: "  Ada " })).toEqual({ firstName: "Ada" });
    expect(adminUserEditSchema.safeParse({}).success).toBe(false);
    expect(adminUserEditSchema.safeParse({ points: 5 }).success).toBe(false);
    expect(adminUserEditSchema.safeParse({ email: "nope" }).success).toBe(false);
    expect(adminUserEditSchema.safeParse({ username: "has space" }).success).toBe(false);
    expect(adminUserEditSchema.safeParse({ role: "owner" }).success).toBe(false);
    expect(adminUserEditSchema.safeParse({ teamName: "x".repeat(41) }).success).toBe(false);
  });

  it("needs a boolean isActive; the reason is optional and bounded", () => {
    expect(adminUserStatusSchema.parse({ isActive: false, reason: " spam " })).toEqual({ isActive: false, reason: "spam", duration: "permanent" });
    expect(adminUserStatusSchema.parse({ isActive: false, duration: "7d" }).duration).toBe("7d");
    expect(adminUserStatusSchema.safeParse({ isActive: false, duration: "1y" }).success).toBe(false);
    expect(adminUserStatusSchema.parse({ isActive: true, reason: "" })).toEqual({ isActive: true, reason: undefined, duration: "permanent" });
    expect(adminUserStatusSchema.safeParse({ isActive: "no" }).success).toBe(false);
    expect(adminUserStatusSchema.safeParse({ isActive: false, reason: "x".repeat(501) }).success).toBe(false);
  });
});

describe("deleted accounts", () => {
  it("get a unique, mail-less identity that reads as a deleted user", () => {
    const a = anonymisedIdentity("6f1c2a9e-1111-4222-8333-444455556666");
    const b = anonymisedIdentity("7f1c2a9e-1111-4222-8333-444455556666");
    expect(a.email).toMatch(/@deleted\.invalid$/);
    expect(a.teamName).toMatch(/^Deleted user /);
    expect(a.emailKey).not.toBe(b.emailKey);
    expect(a.usernameKey).not.toBe(b.usernameKey);
    expect(a.teamNameKey).not.toBe(b.teamNameKey);
  });
});
