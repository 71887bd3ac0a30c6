// The document's request examples are true (issue 43), all of them: every operation's documented
// request (its path parameters, its body) is sent as the role the operation documents (anonymous
// for a public one, the demo manager for a user's, the demo admin for staff's) on the local data
// (the sample season with gameweek 18 upcoming, the store's catalogue, the migrations' stadiums),
// and answers the documented success status; setup.ts holds each answer to its documented schema.
//
// The walk goes in an order where each example's state exists: the creates first (in a fresh
// database the first wall post, comment and leak are number 1, the documented ids), then the reads
// and the edits, then the staff's deletes and bans, then what changes the demo account itself. The
// ids the server makes as text (users, saved teams, leagues, votes, orders, chat messages, a reset
// token, a league's code), documented as a form with the operation that lists real ones, are the
// only values replaced: by the real ones this walk made. The uploads are multipart files, with
// their own tests (tests/integration/upload*.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts";
import { createDb } from "../../api/db/client";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { productSizes, products, users } from "../../api/db/schema";
import { catalogueRows } from "../../domain/store-catalogue";
import { api, createUserAndLogin } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";
import { OPERATIONS } from "./contract";
import { writeTeams } from "./bulk-seed";
import { buildTeamRow } from "../factories";
import { hashSecret } from "../../api/services/crypto";
import { eq } from "drizzle-orm";

const MULTIPART_ONLY = ["POST /uploads/avatars", "POST /upload/avatar", "POST /uploads/leaks", "POST /uploads/votes", "POST /upload/post-image", "POST /uploads/chat", "POST /uploads/stadiums"];

/** Acts on someone else's content (a report, a vote on another's poll or leak): sent as a second signed-in user, the fan. */
const ON_OTHERS = [
  "POST /chat/messages/{id}/report",
  "POST /votes/teams/{id}/vote",
  "POST /votes/players/{id}/vote",
  "POST /votes/{kinds}/{id}/report",
  "POST /leaks/{id}/vote",
  "POST /posts-moderation/report/{postId}",
  "POST /stadiums/comments/report",
];

const CREATES = [
  "DELETE /gameweeks/admin/{id}","POST /stadiums/posts", "POST /stadiums/comments", "POST /leaks", "POST /leagues", "POST /votes/teams", "POST /votes/players", "PUT /cart", "POST /orders", "POST /chat/rooms/{id}/messages", "POST /challengers"];
const LAST = [
  "DELETE /admin/users/{id}",
  "POST /users/me/change-password",
  "PUT /users/me/password",
  "POST /auth/forgot-password/request",
  "POST /auth/forgot-password/verify",
  "POST /auth/forgot-password/reset",
  "POST /auth/logout",
];

/** Where an operation comes in the walk (lower first); ties keep the document's order. */
function phase(key: string): number {
  if (LAST.includes(key)) return 100 + LAST.indexOf(key);
  if (key === "POST /auth/login" || key === "POST /auth/register") return 0;
  if (CREATES.includes(key)) return 1 + CREATES.indexOf(key) / 100;
  const [method, path] = key.split(" ") as [string, string];
  if (/clear-reports/.test(path)) return 45;
  if (key === "POST /orders/{id}/cancel") return 15;
  if (key === "DELETE /comments-moderation/admin/comments/{id}") return 49;
  if (/unban/.test(path)) return 55;
  if (key === "GET /admin/players-fpl/backups") return 51;
  if (key === "POST /admin/players-fpl/restore/{id}") return 52;
  if (key === "POST /gameweeks/admin/{gw}/status") return 60;
  if (method === "DELETE" || /\/(ban-user|ban-chat|archive|extract|restore|clock|update-rankings)(\/|$)|\/status$/.test(path)) return 50;
  return method === "GET" ? 10 : 20;
}

type Doc = { paths: Record<string, Record<string, any>> };
let doc: Doc;
const tokens: Record<"anonymous" | "user" | "other" | "staff", string | undefined> = { anonymous: undefined, user: undefined, other: undefined, staff: undefined };
/** The text ids this walk made, by what they name. */
const made: Record<string, string> = {};

const docPath = (path: string) => path.replace(/:([^/{]+)(\{[^/]*\})?/g, "{$1}");

/** A documented path parameter, or the real id this walk made where the document gives only its form. */
function pathValue(key: string, path: string, name: string, documented: unknown): string {
  const real = (() => {
    if (name === "userId" || /^\/leagues\/manager\//.test(path)) return made.demo;
    if (name !== "id") return undefined;
    if (/^\/(admin\/users|users)\/|^\/(posts|comments)-moderation\/admin\/(ban-user|unban-user|history)\//.test(path)) return made.fan;
    if (/^\/challengers\//.test(path)) return made.team;
    if (/^\/leagues\//.test(path)) return made.league;
    if (/^\/votes\/players\//.test(path)) return made.poll;
    if (/^\/votes\//.test(path)) return made.teamVote;
    if (key === "PUT /orders/admin/{id}") return made.pendingOrder;
    if (/^\/orders\//.test(path)) return made.order;
    if (/^\/(admin\/)?chat\/messages\//.test(path)) return made.message;
    if (/^\/admin\/players-fpl\/restore\//.test(path)) return made.backup;
    return undefined;
  })();
  void key;
  return String(real ?? documented);
}

/** The body as documented, with a server-made value put in where the document can only give its form. */
function bodyOf(key: string, example: any): any {
  if (key === "POST /leagues/join") return { ...example, code: made.leagueCode };
  if (key === "POST /auth/forgot-password/reset") return { ...example, resetToken: made.resetToken };
  return example;
}

/** What a successful answer leaves for the operations after it. */
function remember(key: string, body: any) {
  if (key === "POST /challengers") made.team = body.id;
  if (key === "POST /leagues") [made.league, made.leagueCode] = [body.id ?? body.league?.id, body.code ?? body.league?.code];
  if (key === "POST /votes/teams") made.teamVote = body.id ?? body.vote?.id;
  if (key === "POST /votes/players") made.poll = body.id ?? body.vote?.id;
  if (key === "POST /orders") made.order = body.id ?? body.order?.id;
  if (key === "POST /chat/rooms/{id}/messages") made.message = body.id ?? body.message?.id;
  if (key === "GET /admin/players-fpl/backups") made.backup = String(body.backups?.[0]?.id);
  if (key === "POST /auth/forgot-password/verify") made.resetToken = body.resetToken;
}

/** The state an example needs that the walk before it did not leave. */
async function before(key: string) {
  // The author's deletes take the second post and comment (documented as "2"): the documented creates again, in other words (a repeat is refused).
  if (key === "DELETE /stadiums/posts/{id}" || key === "DELETE /stadiums/comments/{id}") {
    const create = key === "DELETE /stadiums/posts/{id}" ? "/stadiums/posts" : "/stadiums/comments";
    const example = doc.paths[create]!.post.requestBody.content["application/json"].example;
    const again = await api(create, { token: tokens.user, json: { ...example, content: `${example.content} Again.` } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  }
  // The buyer cancelled the first order (a pending one only): staff confirm a second, and delete the cancelled one.
  if (key === "PUT /orders/admin/{id}") {
    const order = await api("/orders", { token: tokens.user, json: doc.paths["/orders"]!.post.requestBody.content["application/json"].example });
    expect(order.status, JSON.stringify(order.body)).toBeLessThan(300);
    made.pendingOrder = order.body.id ?? order.body.order?.id;
  }
  // Each password change starts from the demo password the examples name (the one before changed it).
  if (key === "PUT /users/me/password" || key === "POST /auth/forgot-password/request") await demoPasswordAgain();
}

async function demoPasswordAgain() {
  const demo = DEMO_ACCOUNTS[0]!;
  await createDb(env.DB).update(users).set({ passwordHash: await hashSecret(demo.password) }).where(eq(users.id, made.demo!));
  const login = await api("/auth/login", { json: { email: demo.email, password: demo.password } });
  expect(login.status).toBe(200);
  tokens.user = login.body.access_token;
}

beforeAll(async () => {
  await seedGame({ currentGameweek: 18 });
  const rows = catalogueRows(Date.now());
  const db = createDb(env.DB);
  await atomicBatch(db, [insertRowsFromJson(products, rows.products, "replace"), insertRowsFromJson(productSizes, rows.sizes, "replace")]);
  const [demo, admin] = DEMO_ACCOUNTS;
  const manager = await createUserAndLogin({ ...demo!, role: demo!.role });
  const staff = await createUserAndLogin({ ...admin!, role: admin!.role });
  const fan = await createUserAndLogin({ createdAt: Date.now() - 7 * 86_400_000 });
  tokens.user = manager.token;
  tokens.other = fan.token;
  // The demo manager's team of completed gameweek 16 (the latest whose deadline has passed: GET /leagues/manager/{id}/team).
  const players = (await api("/players")).body.map((p: { priceTenths: number }) => ({ ...p, price: p.priceTenths }));
  await writeTeams([buildTeamRow(manager.user.id, 16, cheapSquad(players).selected)]);
  tokens.staff = staff.token;
  made.demo = manager.user.id;
  made.fan = fan.user.id;
  doc = (await api("/openapi.json")).body;
}, 60_000);

describe("every operation's documented request example", () => {
  it("is accepted as documented: the documented success status, as the documented role, on the local data", async () => {
    const walk = OPERATIONS.map((op) => ({ op, key: `${op.method} ${docPath(op.path)}` }))
      .filter(({ key }) => !MULTIPART_ONLY.includes(key))
      .map((entry, i) => ({ ...entry, i }))
      .sort((a, b) => phase(a.key) - phase(b.key) || a.i - b.i);
    const refused: string[] = [];
    let accepted = 0;
    for (const { op, key } of walk) {
      const item = doc.paths[docPath(op.path)]![op.method.toLowerCase()];
      // The role the description documents: staff's or admins' operations as the demo admin.
      const role = op.contract.access === "staff" || /\b(Only admins|Only staff|Staff) may call\b/.test(item.description) ? "staff" : ON_OTHERS.includes(key) ? "other" : op.contract.access === "user" ? "user" : "anonymous";
      await before(key);
      const params = Object.fromEntries(((item.parameters ?? []) as any[]).filter((p) => p.in === "path").map((p) => [p.name, p.example ?? p.schema?.examples?.[0]]));
      const path = docPath(op.path).replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValue(key, op.path, name, params[name])));
      const query = ((item.parameters ?? []) as any[]).filter((p) => p.in === "query" && p.example !== undefined);
      const search = query.length ? `?${new URLSearchParams(query.map((p) => [p.name, key === "GET /leagues/details" && p.name === "id" ? made.league! : String(p.example)]))}` : "";
      const example = item.requestBody?.content?.["application/json"]?.example;
      const success = Object.keys(item.responses).filter((s) => s.startsWith("2")).map(Number);
      const res = await api(`${path}${search}`, { method: op.method, token: tokens[role], json: example === undefined ? undefined : bodyOf(key, example) });
      if (success.includes(res.status)) {
        accepted++;
        remember(key, res.body);
      } else refused.push(`${key} as ${role} (${path}): ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
    console.log(`[examples] ${walk.length} operations' examples sent, ${accepted} accepted; ${MULTIPART_ONLY.length} multipart uploads left to their own tests`);
    expect(refused).toEqual([]);
  }, 120_000);
});
