// The API's contract (issue 27, decision 034): the document lists every endpoint of the
// specification and Terrace's own, each declared with its schemas and examples; every documented
// operation is called with invalid and valid input and answers only documented statuses with
// documented shapes (setup.ts holds each answer to the contract; this file adds the walk).
import { findTargetHandler } from "hono/utils/handler";
import { uniqueSymbol } from "hono-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import { api as apiApp } from "../../api/app";
import { api, createUserAndLogin } from "./helpers";
import { CHECKED, OPERATIONS, UNDECLARED } from "./contract";
import responseTypeChecks from "../../api/openapi/contract-types.ts?raw";

/** The 121 endpoints of the specification's "calls it makes" (game.md and community.md, §7). */
const SPEC_ENDPOINTS = `
POST /auth/login
POST /auth/register
POST /auth/forgot-password/request
POST /auth/forgot-password/verify
POST /auth/forgot-password/reset
GET /auth/me
GET /players
GET /teams
GET /gameweeks
GET /gameweeks/status
GET /fixtures
GET /fixtures/upcoming
GET /fixtures/results
GET /leaderboard
GET /leagues
GET /leagues/details
GET /leagues/manager/{id}/team
GET /challengers/my-live-teams
POST /gameweeks/admin
PUT /gameweeks/admin/{id}
DELETE /gameweeks/admin/{id}
POST /challengers
PATCH /challengers/{id}
GET /challengers/{id}
GET /challengers
GET /challengers/gameweek/{gameweek}
GET /challengers/user/{userId}
GET /challengers/user/{userId}/gameweek/{gameweek}
GET /challengers/my-teams/gameweek/{gameweekId}
GET /challengers/my-teams
DELETE /challengers/{id}
POST /challengers/gameweek/{gameweek}/update-rankings
POST /challengers/create-team
GET /users/me
PUT /users/me
PATCH /users/{id}/points
GET /leaks
POST /leaks
POST /leaks/{id}/vote
PUT /leaks/admin/{id}
DELETE /leaks/admin/{id}
GET /votes
POST /votes/teams
POST /votes/players
POST /votes/teams/{id}/vote
POST /votes/players/{id}/vote
GET /stadiums
GET /stadiums/{id}
GET /stadiums/search
GET /stadiums/league/{league}
GET /stadiums/country/{country}
GET /stadiums/club/{club}
POST /stadiums
POST /stadiums/{id}/update
DELETE /stadiums/{id}
POST /stadiums/posts
GET /stadiums/{id}/posts
GET /stadiums/posts/{id}
POST /stadiums/posts/{id}/update
DELETE /stadiums/posts/{id}
POST /stadiums/posts/{id}/like
POST /stadiums/posts/{id}/bookmark
GET /stadiums/posts/{id}/like-status
GET /stadiums/posts/{id}/bookmark-status
GET /stadiums/bookmarks
POST /posts-moderation/report/{postId}
POST /stadiums/comments
GET /stadiums/posts/{id}/comments
GET /stadiums/comments/{id}/replies
DELETE /stadiums/comments/{id}
POST /stadiums/comments/react
POST /stadiums/comments/report
POST /stadiums/comments/hide
GET /stadiums/comments/{id}/reactions
GET /stadiums/comments/{id}/user-reaction
GET /chat/rooms
GET /chat/rooms/{id}/messages
POST /chat/rooms/{id}/messages
POST /chat/messages/{id}/reactions
POST /chat/messages/{id}/report
GET /admin/chat/reported-messages
DELETE /admin/chat/messages/{id}
POST /admin/chat/messages/{id}/clear-reports
POST /admin/users/{id}/ban-chat
POST /admin/users/{id}/unban-chat
GET /admin/users/chat-banned
GET /posts-moderation/admin/reported-posts
DELETE /posts-moderation/admin/posts/{id}
POST /posts-moderation/admin/clear-reports/{id}
POST /posts-moderation/admin/ban-user/{id}
POST /posts-moderation/admin/unban-user/{id}
GET /posts-moderation/admin/banned-users
GET /comments-moderation/admin/reported-comments
DELETE /comments-moderation/admin/comments/{id}
POST /comments-moderation/admin/clear-reports/{id}
POST /comments-moderation/admin/ban-user/{id}
POST /comments-moderation/admin/unban-user/{id}
GET /comments-moderation/admin/banned-users
POST /orders
GET /orders/user/{userId}
GET /orders/admin
PUT /orders/admin/{id}
DELETE /orders/admin/{id}
GET /products
POST /users/me/change-password
POST /users/me/avatar
GET /admin/users
GET /admin/users/{id}
PUT /admin/users/{id}
DELETE /admin/users/{id}
PATCH /admin/users/{id}/status
POST /admin/players-fpl/extract
POST /admin/teams-fpl/extract
GET /admin/players-fpl/backups
POST /admin/players-fpl/restore/{id}
POST /uploads/leaks
POST /uploads/chat
POST /uploads/avatars
POST /upload/post-image
POST /uploads/votes
POST /upload/avatar
`
  .trim()
  .split("\n");

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, any>; securitySchemes: Record<string, any> };
};

let doc: Doc;
const docPath = (honoPath: string) => honoPath.replace(/:([^/{]+)(\{[^/]*\})?/g, "{$1}");
const documented = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

beforeAll(async () => {
  const res = await api<Doc>("/openapi.json");
  expect(res.status).toBe(200);
  doc = res.body;
});

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the Bearer scheme, and lists every endpoint of the specification", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(SPEC_ENDPOINTS).toHaveLength(121);
    expect(new Set(SPEC_ENDPOINTS).size).toBe(121);
    const listed = new Set(documented().map((o) => `${o.method} ${o.path}`));
    expect(SPEC_ENDPOINTS.filter((e) => !listed.has(e))).toEqual([]);
    // And Terrace's own beyond them.
    expect(listed.size).toBe(OPERATIONS.length);
    expect(listed.size).toBeGreaterThan(121);
  });

  it("has no route of the API left undeclared (only the document and its reference page)", () => {
    expect(UNDECLARED.sort()).toEqual(["GET /docs", "GET /openapi.json"]);
  });

  it("gives every operation a summary, a success schema with an example, the error envelope, and an example for each body", () => {
    for (const { path, method, op } of documented()) {
      const where = `${method} ${path}`;
      expect(op.summary, where).toBeTruthy();
      expect(op.operationId, where).toBeTruthy();
      const statuses = Object.keys(op.responses);
      const success = statuses.filter((s) => s.startsWith("2"));
      expect(success.length, where).toBeGreaterThan(0);
      for (const status of statuses) {
        if (status === "304" || status === "204") continue; // no body
        const media = op.responses[status].content?.["application/json"];
        expect(media?.schema, `${where} ${status}`).toBeTruthy();
        expect(media?.example, `${where} ${status}`).not.toBeUndefined();
        if (!status.startsWith("2") && status !== "409") expect(media.schema.$ref, `${where} ${status}`).toBe("#/components/schemas/Error");
      }
      for (const media of Object.values<any>(op.requestBody?.content ?? {})) {
        expect(media.schema, where).toBeTruthy();
        expect(media.example, where).not.toBeUndefined();
      }
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const name of pathParams) expect(op.parameters?.some((p: any) => p.in === "path" && p.name === name), `${where} {${name}}`).toBe(true);
    }
  });

  it("describes every operation (what it does, who may call it) and gives every path parameter an example its route accepts", () => {
    const failures: string[] = [];
    for (const op of OPERATIONS) {
      const where = `${op.method} ${op.path}`;
      const item = doc.paths[docPath(op.path)]![op.method.toLowerCase()];
      const description = typeof item.description === "string" ? item.description.trim() : "";
      if (!description) failures.push(`${where}: no description`);
      else if (description === String(item.summary).trim()) failures.push(`${where}: the description repeats the summary`);
      else if (!/\bmay call\b/.test(description)) failures.push(`${where}: the description does not say who may call it`);
      const params = ((item.parameters ?? []) as any[]).filter((p) => p.in === "path");
      const missing = params.filter((p) => p.example === undefined && !p.schema?.examples?.length);
      for (const p of missing) failures.push(`${where} {${p.name}}: no example`);
      const validator = requestValidator(op.method, op.path, "param");
      if (validator && params.length && !missing.length) {
        const sent = Object.fromEntries(params.map((p) => [p.name, String(p.example ?? p.schema.examples[0])]));
        const result = validator.validate(sent) as { issues?: { message: string }[] };
        if (result.issues) failures.push(`${where}: its path example ${JSON.stringify(sent)} is refused (${result.issues[0]?.message})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("ties every route's response schema to the type its handler answers (api/openapi/contract-types.ts)", () => {
    const checked = [...responseTypeChecks.matchAll(/Fits<Client((?:\["[^"]+"\])+)\["\$(\w+)"\]/g)].map((m) => {
      const path = [...m[1]!.matchAll(/\["([^"]+)"\]/g)].map((p) => p[1]).join("/");
      return `${m[2]!.toUpperCase()} /${path}`;
    });
    const declared = OPERATIONS.map((o) => `${o.method} ${o.path}`);
    expect(declared.filter((d) => !checked.includes(d))).toEqual([]);
  });

  it("documents the error envelope once, as a component", () => {
    expect(doc.components.schemas.Error).toMatchObject({ type: "object", required: ["error"] });
  });

  it("has examples that their own schemas accept (responses, and request bodies)", () => {
    const failures: string[] = [];
    for (const op of OPERATIONS) {
      const item = doc.paths[docPath(op.path)]?.[op.method.toLowerCase()];
      expect(item, `${op.method} ${op.path}`).toBeTruthy();
      for (const [status, schema] of op.contract.statuses) {
        if (!schema) continue;
        const example = item.responses[String(status)].content["application/json"].example;
        const parsed = schema.safeParse(example);
        if (!parsed.success) failures.push(`${op.method} ${op.path} ${status}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
      }
      const body = requestValidator(op.method, op.path, "json");
      if (body) {
        const example = item.requestBody.content["application/json"].example;
        const result = body.validate(example) as { issues?: { message: string; path?: unknown[] }[] };
        if (result.issues) failures.push(`${op.method} ${op.path} request: ${JSON.stringify(result.issues[0]?.path)} ${result.issues[0]?.message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The validator of one target of a route (the schema hono-openapi documents). */
function requestValidator(method: string, path: string, target: "json" | "query" | "param") {
  for (const route of apiApp.routes) {
    if (route.method !== method || route.path !== path) continue;
    const spec = (findTargetHandler(route.handler) as any)[uniqueSymbol];
    if (spec?.target === target) return spec as { validate: (value: unknown) => unknown };
  }
  return null;
}

describe("every documented operation, walked", () => {
  let admin: string;
  let user: string;
  beforeAll(async () => {
    admin = (await createUserAndLogin({ role: "admin" })).token;
    user = (await createUserAndLogin()).token;
  });

  /** The operation's path with each parameter replaced. */
  const fill = (path: string, value: (name: string) => string) => path.replace(/:([^/{]+)(\{[^/]*\})?/g, (_, name: string) => encodeURIComponent(value(name)));
  const exampleParam = (op: (typeof OPERATIONS)[number], name: string) => {
    const item = doc.paths[docPath(op.path)]![op.method.toLowerCase()];
    const param = item.parameters?.find((p: any) => p.in === "path" && p.name === name);
    const example = param?.schema?.examples?.[0] ?? param?.example;
    return example !== undefined ? String(example) : /gameweek|gw/i.test(name) ? "18" : name === "kind" ? "post" : "1";
  };

  it("signed out: an operation for signed-in users or staff answers 401, the others a documented status", async () => {
    for (const op of OPERATIONS) {
      if (op.path === "/auth/logout") continue;
      const res = await api(fill(op.path, (name) => exampleParam(op, name)), { method: op.method, json: op.method === "GET" ? undefined : {} });
      if (op.contract.access === "user" || op.contract.access === "staff") expect(res.status, `${op.method} ${op.path}`).toBe(401);
      else expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
    }
  });

  it("a user on a staff operation: 403 before any input is read", async () => {
    for (const op of OPERATIONS.filter((o) => o.contract.access === "staff")) {
      const res = await api(fill(op.path, (name) => exampleParam(op, name)), { method: op.method, token: user, body: op.method === "GET" ? undefined : "[not json" });
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
    }
  });

  it("invalid input: a bad parameter, query or body is a documented 4xx (never a 500)", async () => {
    for (const op of OPERATIONS) {
      if (op.path === "/auth/logout") continue;
      const where = `${op.method} ${op.path}`;
      const hasParams = !!requestValidator(op.method, op.path, "param");
      const hasQuery = !!requestValidator(op.method, op.path, "query");
      const hasBody = !!requestValidator(op.method, op.path, "json");
      if (hasParams) {
        const res = await api(fill(op.path, () => "x".repeat(300)), { method: op.method, token: admin, json: op.method === "GET" ? undefined : {} });
        expect([400, 404], `${where} (param)`).toContain(res.status);
      }
      if (hasQuery) {
        const res = await api(`${fill(op.path, (name) => exampleParam(op, name))}?limit=-1&offset=-1&sort=nope&order=sideways&page=0&q=${"x".repeat(300)}`, { method: op.method, token: admin });
        expect(res.status, `${where} (query)`).toBeGreaterThanOrEqual(200);
        expect(res.status, `${where} (query)`).toBeLessThan(500);
      }
      if (hasBody) {
        const res = await api(fill(op.path, (name) => exampleParam(op, name)), { method: op.method, token: admin, headers: { "Content-Type": "application/json" }, body: "[1, 2]" });
        expect([400, 404, 429], `${where} (body)`).toContain(res.status);
      }
    }
  });

  it("valid input (the document's examples) as an admin: a documented status with a documented body", async () => {
    const statuses = new Map<string, number>();
    for (const op of OPERATIONS) {
      if (op.path === "/auth/logout" || op.path.endsWith("/extract") || op.path === "/admin/clock") continue;
      const item = doc.paths[docPath(op.path)]![op.method.toLowerCase()];
      const example = item.requestBody?.content?.["application/json"]?.example;
      const res = await api(fill(op.path, (name) => exampleParam(op, name)), { method: op.method, token: admin, json: op.method === "GET" ? undefined : (example ?? {}) });
      expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
      statuses.set(`${op.method} ${op.path}`, res.status);
    }
    expect(statuses.size).toBeGreaterThan(121);
    const succeeded = [...statuses.values()].filter((s) => s < 300).length;
    console.log(`[contract] the examples walk: ${statuses.size} operations called, ${succeeded} answered 2xx, the rest a documented 4xx`);
  });

  it("answers every call of this file only with documented statuses and shapes (setup.ts checked each)", () => {
    expect(CHECKED.responses).toBeGreaterThan(OPERATIONS.length * 3);
    console.log(`[contract] ${OPERATIONS.length} operations documented, ${documented().reduce((n, o) => n + Object.keys(o.op.responses).length, 0)} documented status codes`);
  });
});
