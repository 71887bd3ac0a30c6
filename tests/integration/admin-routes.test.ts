// Every staff endpoint of the API, read from the router itself (so a route added later is
// walked too): anonymous callers get 401 and ordinary users 403, whatever they send, before
// any body or parameter is read; never a 500, and nothing changes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api as apiApp } from "../../api/app";
import { createDb } from "../../api/db/client";
import { auditLog } from "../../api/db/schema";
import { api, registerUser } from "./helpers";

/** Staff routes: a path segment "admin" (/admin/..., /gameweeks/admin, /posts-moderation/admin/...). */
const staffRoutes = () => {
  const seen = new Set<string>();
  return apiApp.routes
    .filter((r) => r.method !== "ALL" && /(^|\/)admin(\/|$)/.test(r.path))
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === "gw" ? "18" : "1")) }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
};

describe("every staff endpoint", () => {
  it("is found in the router (challenges, gameweek status, users, data, audit, clock, and the other areas' admin calls)", () => {
    const paths = staffRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      "POST /gameweeks/admin",
      "PUT /gameweeks/admin/1",
      "DELETE /gameweeks/admin/1",
      "POST /gameweeks/admin/18/status",
      "GET /admin/users",
      "GET /admin/users/1",
      "PUT /admin/users/1",
      "DELETE /admin/users/1",
      "PATCH /admin/users/1/status",
      "GET /admin/audit",
      "POST /admin/players-fpl/extract",
      "POST /admin/teams-fpl/extract",
      "GET /admin/players-fpl/backups",
      "POST /admin/players-fpl/restore/1",
      "POST /admin/clock",
      "POST /admin/moderation/bulk",
      "GET /admin/moderation/1/ids",
    ])
      expect(paths).toContain(expected);
  });

  it("answers 401 to anonymous callers and 403 to users, with a good body, a bad body or none", async () => {
    const user = await registerUser();
    const db = createDb(env.DB);
    const auditsBefore = (await db.select().from(auditLog).all()).length;
    const bodies: (unknown | undefined)[] = [undefined, {}, { isActive: false, status: "completed", gameweek: 18, challengeName: "X" }, "not json"];
    for (const { method, path } of staffRoutes()) {
      for (const json of method === "GET" ? [undefined] : bodies) {
        const init = typeof json === "string" ? { body: json, headers: { "Content-Type": "application/json" } } : { json };
        const anonymous = await api(path, { method, ...init });
        expect(anonymous.status, `${method} ${path} anonymous ${JSON.stringify(json)}`).toBe(401);
        expect(anonymous.body.error.code, `${method} ${path}`).toBeTruthy();
        const asUser = await api(path, { method, token: user.token, ...init });
        expect(asUser.status, `${method} ${path} as a user ${JSON.stringify(json)}`).toBe(403);
      }
      // A query string the route would refuse does not get past the gate either.
      expect((await api(`${path}?sort=nope&limit=-1`, { method, token: user.token })).status, `${method} ${path}?bad`).toBe(403);
    }
    expect((await db.select().from(auditLog).all()).length).toBe(auditsBefore);
  });
});
