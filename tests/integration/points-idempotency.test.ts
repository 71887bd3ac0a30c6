// Issue 42: the points adjustment's Idempotency-Key was global (`admin:<key>`): one admin's key
// swallowed another admin's adjustment. It is scoped to its caller and operation now (this admin
// adjusting this user), as the store scopes an order's key to its buyer.
import { env } from "cloudflare:test";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { pointsLedger } from "../../api/db/schema";
import { api, createUserAndLogin, registerUser } from "./helpers";

const adjust = (token: string, userId: string, points: number, key?: string) =>
  api(`/users/${userId}/points`, { method: "PATCH", token, json: { points }, headers: key ? { "Idempotency-Key": key } : {} });
const adjustments = async (userId: string) =>
  createDb(env.DB).select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), like(pointsLedger.key, "admin:%"))).all();

describe("the points adjustment's Idempotency-Key", () => {
  it("two admins using the same key both apply; a key used for one user does not swallow another user's adjustment", async () => {
    const [ada, bob] = await Promise.all([createUserAndLogin({ role: "admin" }), createUserAndLogin({ role: "admin" })]);
    const [one, two] = await Promise.all([registerUser(), registerUser()]);
    const key = "shared-key-0001";
    expect((await adjust(ada.token, one.user.id, 300, key)).body.points).toBe(300);
    const second = await adjust(bob.token, one.user.id, 500, key);
    expect(second.status).toBe(200);
    expect(second.body.points).toBe(500);
    expect(await adjustments(one.user.id)).toHaveLength(2);
    // The same admin, the same key, another user: another operation, applied.
    expect((await adjust(ada.token, two.user.id, 70, key)).body.points).toBe(70);
  });

  it("the same admin repeating a key applies once, also when the repeats are sent at once", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const { user } = await registerUser();
    const key = `retry-${user.id}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => adjust(admin.token, user.id, 250, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await adjustments(user.id)).toHaveLength(1);
    // A retry later (another balance asked with the same key) changes nothing: the key was used.
    expect((await adjust(admin.token, user.id, 999, key)).body.points).toBe(250);
    expect(await adjustments(user.id)).toHaveLength(1);
  });

  it("refuses a key the store would refuse (under 8 or over 100 characters) with a 400", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const { user } = await registerUser();
    expect((await adjust(admin.token, user.id, 10, "short")).status).toBe(400);
    expect((await adjust(admin.token, user.id, 10, "k".repeat(101))).status).toBe(400);
    expect(await adjustments(user.id)).toHaveLength(0);
  });
});
