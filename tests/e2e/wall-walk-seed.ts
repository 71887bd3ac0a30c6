// Shared by the wall-walk-*.test.ts journeys (issue 41, "What a third walk found"): people made
// through the API, each file on a wall of its own (a stadium counted from the end of the list,
// where no other journey posts), and where things sit on the screen.
import assert from "node:assert/strict";
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { ADMIN, BASE_URL, uniqueUser, type TestUser } from "./helpers.ts";

export type ApiUser = TestUser & { id: string; headers: Record<string, string> };

const origin = { origin: BASE_URL };

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/api/auth/login", { headers: origin, data: { email, password } });
  assert.equal(res.status(), 200, await res.text());
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, headers: { ...origin, Authorization: `Bearer ${body.access_token}` } };
}

/** A new user, registered and signed in through the API. */
export async function apiUser(request: APIRequestContext, prefix: string): Promise<ApiUser> {
  const user = uniqueUser(prefix);
  const made = await request.post("/api/auth/register", { headers: origin, data: user });
  assert.equal(made.status(), 201, await made.text());
  return { ...user, ...(await login(request, user.email, user.password)) };
}

export async function adminHeaders(request: APIRequestContext) {
  return (await login(request, ADMIN.email, ADMIN.password)).headers;
}

/** The id of the stadium `fromEnd` places from the end of the list (1: the last one). */
export async function stadiumFromEnd(request: APIRequestContext, fromEnd: number) {
  const list = (await (await request.get("/api/stadiums")).json()) as { id: number }[];
  return list.at(-fromEnd)!.id;
}

export async function chooseStadium(request: APIRequestContext, user: ApiUser, stadiumId: number) {
  const res = await request.post("/api/stadiums/mine", { headers: user.headers, data: { stadiumId } });
  assert.equal(res.status(), 200, await res.text());
}

export async function apiPost(request: APIRequestContext, user: ApiUser, stadiumId: number, title: string) {
  const res = await request.post("/api/stadiums/posts", { headers: user.headers, data: { stadiumId, title, content: `${title} : le texte` } });
  assert.equal(res.status(), 201, await res.text());
  return ((await res.json()) as { id: number }).id;
}

export async function apiComment(request: APIRequestContext, user: ApiUser, postId: number, content: string, parentCommentId?: number) {
  const res = await request.post("/api/stadiums/comments", { headers: user.headers, data: { postId, content, ...(parentCommentId ? { parentCommentId } : {}) } });
  assert.equal(res.status(), 201, await res.text());
  return ((await res.json()) as { id: number }).id;
}

export async function apiReact(request: APIRequestContext, user: ApiUser, commentId: number) {
  const res = await request.post("/api/stadiums/comments/react", { headers: user.headers, data: { commentId, type: "respect" } });
  assert.equal(res.status(), 200, await res.text());
}

/** A post's card on the wall, by its title. */
export const card = (page: Page, title: string) => page.locator("article.wall-post", { has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

/** The sticky header's bottom edge (px from the top of the viewport). */
export const headerBottom = (page: Page) => page.locator("header.topbar").evaluate((el) => Math.round(el.getBoundingClientRect().bottom));

/** Is all of `locator` drawn between the sticky header and the bottom of the viewport? */
export async function seenBelowHeader(page: Page, locator: Locator) {
  const bottom = await headerBottom(page);
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const height = await page.evaluate(() => window.innerHeight);
  return { ok: box.top >= bottom - 0.5 && box.bottom <= height + 0.5, box, header: bottom };
}
