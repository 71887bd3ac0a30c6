import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";

describe("roles: staff-only endpoints", () => {
  it("answers 401 without a session, 403 to a user, 200 to a moderator and an admin", async () => {
    expect((await api("/admin/users")).status).toBe(401);
    const user = await registerUser();
    const forbidden = await api("/admin/users", { token: user.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("forbidden");
    const moderator = await createUserAndLogin({ role: "moderator" });
    expect((await api("/admin/users", { token: moderator.token })).status).toBe(200);
    const admin = await createUserAndLogin({ role: "admin" });
    const list = await api("/admin/users?limit=5&sort=username&order=asc", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.users.length).toBeLessThanOrEqual(5);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
  });

  it("lets only admins change roles; a user cannot promote themselves", async () => {
    const user = await registerUser();
    const self = await api(`/admin/users/${user.user.id}`, { method: "PATCH", token: user.token, json: { role: "admin" } });
    expect(self.status).toBe(403);
    const moderator = await createUserAndLogin({ role: "moderator" });
    expect((await api(`/admin/users/${user.user.id}`, { method: "PATCH", token: moderator.token, json: { role: "moderator" } })).status).toBe(403);
    const admin = await createUserAndLogin({ role: "admin" });
    const promoted = await api(`/admin/users/${user.user.id}`, { method: "PATCH", token: admin.token, json: { role: "moderator" } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe("moderator");
    // The role is read fresh on every request: the same token now reaches staff endpoints.
    expect((await api("/admin/users", { token: user.token })).status).toBe(200);
    expect((await api(`/admin/users/nope`, { method: "PATCH", token: admin.token, json: { isActive: false } })).status).toBe(404);
  });

  it("a user's role in the token cannot be forged", async () => {
    const user = await registerUser();
    const [h, c, s] = user.token.split(".");
    const claims = JSON.parse(atob(c!.replace(/-/g, "+").replace(/_/g, "/")));
    const forged = `${h}.${btoa(JSON.stringify({ ...claims, role: "admin" })).replace(/=+$/, "")}.${s}`;
    expect((await api("/admin/users", { token: forged })).status).toBe(401);
  });
});

describe("API conventions", () => {
  it("answers 400 for empty, non-JSON and non-object bodies", async () => {
    for (const body of ["", "not json", "[1,2]", "42", "null"]) {
      const res = await api("/auth/login", { method: "POST", body, headers: { "Content-Type": "application/json" } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
    }
  });

  it("rejects wrong types with per-field issues and ignores unknown fields", async () => {
    const wrong = await api("/auth/login", { json: { email: 42, password: ["x"] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["email", "password"]));
    const { payload } = await registerUser();
    const extra = await api("/auth/login", { json: { email: payload.email, password: payload.password, isAdmin: true, role: "admin" } });
    expect(extra.status).toBe(200);
    expect(extra.body.user.role).toBe("user");
  });

  it("answers unknown endpoints with a JSON 404", async () => {
    const res = await api("/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "No such endpoint." } });
  });

  it("refuses cookie-authenticated writes from another origin", async () => {
    const { token } = await registerUser();
    const cookie = `terrace_session=${token}`;
    const cross = await SELF.fetch(`${ORIGIN}/api/realtime/ticket`, { method: "POST", headers: { Cookie: cookie, Origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
    const same = await SELF.fetch(`${ORIGIN}/api/realtime/ticket`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(same.status).toBe(200);
    // Reading with the cookie needs no Origin.
    expect((await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("answers 413 for an oversized body instead of reading it", async () => {
    const res = await api("/auth/login", { method: "POST", body: "x".repeat(12 * 1024 * 1024), headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });
});
