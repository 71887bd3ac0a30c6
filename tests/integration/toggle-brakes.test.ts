// Issue 42: two repeatable presses had no working brake: a script hid comments and changed a cart
// 60 times in a minute, every one accepted. Both are limited like the other presses
// (domain/limits.ts commentHide, cartChange; the README's table), exact under concurrency.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import { productSizes, products } from "../../api/db/schema";
import { RATE_LIMITS } from "../../domain/limits";
import { catalogueRows } from "../../domain/store-catalogue";
import { api, createUserAndLogin, SETTLED_ACCOUNT } from "./helpers";

const db = () => createDb(env.DB);
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
const count = (results: { status: number }[], status: number) => results.filter((r) => r.status === status).length;

beforeAll(async () => {
  const rows = catalogueRows(Date.now());
  await atomicBatch(db(), [insertRowsFromJson(products, rows.products, "replace"), insertRowsFromJson(productSizes, rows.sizes, "replace")]);
  await db().update(productSizes).set({ stock: 10_000 }).where(and(eq(productSizes.productId, "terrace-mug"), eq(productSizes.size, "One Size")));
});

describe("brakes on repeatable presses", () => {
  it(`comment hide: 60 sent at once, exactly ${RATE_LIMITS.commentHide.limit} answered, the rest 429 with the limit's message; another user is not affected`, async () => {
    const [author, hider, other] = await Promise.all([createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin(SETTLED_ACCOUNT), createUserAndLogin(SETTLED_ACCOUNT)]);
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    const post = await api("/stadiums/posts", { token: author.token, json: { stadiumId, title: "Brakes", content: "Hide me", category: "match" } });
    expect(post.status).toBe(201);
    const comment = await api("/stadiums/comments", { token: author.token, json: { postId: post.body.id, content: "A comment" } });
    expect(comment.status).toBe(201);
    const hide = (token: string) => api("/stadiums/comments/hide", { token, json: { commentId: comment.body.id } });
    const results = await Promise.all(times(60, () => hide(hider.token)));
    expect(count(results, 200)).toBe(RATE_LIMITS.commentHide.limit);
    expect(count(results, 429)).toBe(60 - RATE_LIMITS.commentHide.limit);
    expect(results.find((r) => r.status === 429)!.body.error.message).toBe(RATE_LIMITS.commentHide.message["en-GB"]);
    expect((await hide(other.token)).status).toBe(200);
  });

  it(`cart update: 60 sent at once, exactly ${RATE_LIMITS.cartChange.limit} answered, the rest 429`, async () => {
    const shopper = await createUserAndLogin();
    const setCart = (quantity: number) => api("/cart", { token: shopper.token, method: "PUT", json: { productId: "terrace-mug", size: "One Size", quantity } });
    const results = await Promise.all(times(60, (i) => setCart((i % 3) + 1)));
    expect(count(results, 200)).toBe(RATE_LIMITS.cartChange.limit);
    expect(count(results, 429)).toBe(60 - RATE_LIMITS.cartChange.limit);
    expect(results.find((r) => r.status === 429)!.body.error.message).toBe(RATE_LIMITS.cartChange.message["en-GB"]);
  });
});
