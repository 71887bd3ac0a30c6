import { SELF, env } from "cloudflare:test";
import { hc } from "hono/client";
import { afterAll, beforeAll } from "vitest";
import type { ApiType } from "../../api/app";
import { createDb } from "../../api/db/client";
import { inList } from "../../api/db/in-list";
import { users } from "../../api/db/schema";
import { DAY_MS } from "../../domain/constants";
import { applyLedger } from "../../api/services/points";
import { buildUserRow, type UserSpec } from "../factories";

export const ORIGIN = "http://terrace.test";

export type ApiResult<T = any> = { status: number; body: T; headers: Headers };

/** A French reader's Accept-Language (issue 45: requests are answered in English unless they ask). */
export const FRENCH = { "Accept-Language": "fr-FR,fr;q=0.9" } as const;
let fileLanguage: string | null = null;

/**
 * For a file about the French texts: every request of its tests (api(), pageFetch()) sends
 * FRENCH unless it names its own Accept-Language. Call at the top of the file.
 */
export function readInFrench() {
  beforeAll(() => {
    fileLanguage = FRENCH["Accept-Language"];
  });
  afterAll(() => {
    fileLanguage = null;
  });
}

/** SELF.fetch with the file's language (readInFrench) unless the request names one. */
export function pageFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (fileLanguage && !headers.has("Accept-Language")) headers.set("Accept-Language", fileLanguage);
  return SELF.fetch(url, { ...init, headers });
}

/** Calls the Worker like a REST client would (JSON in, JSON out). */
export async function api<T = any>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...(fileLanguage ? { "Accept-Language": fileLanguage } : {}), ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const res = await SELF.fetch(`${ORIGIN}/api${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // leave as text: a test asserting JSON will fail clearly
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * The API client typed from the routes' declarations (the browser's is app/lib/api-client.ts):
 * paths, inputs and answers are checked by the typecheck, as a REST client's would be by the document.
 */
export function apiClient(token?: string) {
  return hc<ApiType>(`${ORIGIN}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => SELF.fetch(input, init),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

let seq = 0;
/** A complete, valid registration payload with unique names. */
export function registration(overrides: Record<string, unknown> = {}) {
  const n = `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada${n}@example.com`,
    username: `ada${n}`,
    teamName: `Analytical ${n}`,
    password: "secret123",
    securityQuestion: "What was the name of your first pet?",
    securityAnswer: "Babbage",
    avatar: "avatar3",
    ...overrides,
  };
}

/** Registers through the API and returns the token and user. */
export async function registerUser(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const res = await api("/auth/register", { json: payload });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.access_token as string, user: res.body.user, payload };
}

/** Inserts a user straight into D1 (for roles the API does not hand out) and signs in. */
export async function createUserAndLogin(spec: UserSpec & { password?: string } = {}) {
  const password = spec.password ?? "password123";
  const row = await buildUserRow({ ...spec, password });
  await createDb(env.DB).insert(users).values(row);
  if (row.points) await applyLedger(createDb(env.DB), [{ key: `opening:${row.id}`, userId: row.id, amount: row.points, reason: "Opening balance" }], Date.now());
  const res = await api("/auth/login", { json: { email: row.email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.access_token as string, user: res.body.user, row, password };
}

/**
 * A week-old account, whose reports have standing (REPORT_STANDING_MS): tests of auto-hide
 * use settled accounts, as a brand-new one's report hides nothing.
 */
export const SETTLED_ACCOUNT = { createdAt: Date.now() - 7 * DAY_MS } as const;

/** Backdates accounts made through the API to SETTLED_ACCOUNT. */
export async function ageAccounts(...userIds: string[]) {
  await createDb(env.DB).update(users).set(SETTLED_ACCOUNT).where(inList(users.id, userIds));
}

/**
 * Polls `check` every 20 ms until it holds, for up to `timeoutMs` (10 s): for what a Worker or a
 * room does after the answer a test can wait on (a registry row written after a close, a socket
 * dropped). A count of tries stood in for it (1-2 s), which a busy machine outlasted (issue 47).
 */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
