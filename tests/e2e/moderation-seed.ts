// Seeding for the moderation queue journeys (moderation-*.test.ts): reported posts written
// through the API as real users do (registered authors and reporters, within the hourly limits).
import assert from "node:assert/strict";
import { BASE_URL, uniqueUser } from "./helpers.ts";

/** Posts a user may write, and reports they may send, in an hour (domain/limits.ts wallPost, report). */
const PER_USER = 20;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API answers JSON of many shapes here
async function call(path: string, init: { token?: string; json?: unknown; method?: string } = {}): Promise<any> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: { "content-type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = await res.json().catch(() => null);
  assert.ok(res.ok, `${path}: ${res.status} ${JSON.stringify(body)?.slice(0, 300)}`);
  return body;
}

async function registeredToken(prefix: string) {
  const u = uniqueUser(prefix);
  const { firstName, lastName, email, username, teamName, password, securityQuestion, securityAnswer } = u;
  const body = await call("/auth/register", { json: { firstName, lastName, email, username, teamName, password, securityQuestion, securityAnswer } });
  return body.access_token as string;
}

/** Runs `work` over `items` with a few at a time (the local Worker shares the machine). */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>, width = 4) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** `n` reported posts on the first stadium, each reported once with the batch's own reason. */
export async function seedReportedPosts(n: number, tag: string) {
  const stadiums = (await call("/stadiums")) as { id: number; name: string }[];
  const ground = stadiums[0]!;
  const groups = Math.ceil(n / PER_USER);
  const authors = await Promise.all(Array.from({ length: groups }, () => registeredToken("mqa")));
  const reporters = await Promise.all(Array.from({ length: groups }, () => registeredToken("mqr")));
  const jobs = Array.from({ length: n }, (_, i) => ({ i, author: authors[Math.floor(i / PER_USER)]!, reporter: reporters[Math.floor(i / PER_USER)]! }));
  await inParallel(jobs, async ({ i, author, reporter }) => {
    const post = await call("/stadiums/posts", { token: author, json: { stadiumId: ground.id, title: `Lot ${tag} n°${i + 1}`, content: `Un post signalé du lot ${tag}, numéro ${i + 1}.`, category: "general" } });
    await call(`/posts-moderation/report/${post.id}`, { token: reporter, json: { reason: `spam ${tag}` } });
  });
  return ground.name;
}

