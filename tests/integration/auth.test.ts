import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, registerUser, registration } from "./helpers";

describe("register, login, me, logout", () => {
  it("registers, signs in with the token, and reads /auth/me and /users/me", async () => {
    const payload = registration();
    const res = await api("/auth/register", { json: payload });
    expect(res.status).toBe(201);
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user).toMatchObject({
      email: payload.email,
      username: payload.username,
      teamName: payload.teamName,
      points: 0,
      role: "user",
      isActive: true,
      avatar: "/images/avatars/avatar3.svg",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|securityAnswer|pbkdf2/);

    const me = await api("/auth/me", { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(payload.email);
    expect((await api("/users/me", { token: res.body.access_token })).body.user.username).toBe(payload.username);

    const login = await api("/auth/login", { json: { email: payload.email.toUpperCase(), password: payload.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.lastLogin).not.toBeNull();
  });

  it("issues an HS256 JWT with exp, sub, sid and role", async () => {
    const { token, user } = await registerUser();
    const [header, claims] = token.split(".").slice(0, 2).map((p) => JSON.parse(atob(p.replace(/-/g, "+").replace(/_/g, "/"))));
    expect(header.alg).toBe("HS256");
    expect(claims).toMatchObject({ sub: user.id, role: "user" });
    expect(typeof claims.sid).toBe("string");
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses a token signed with another algorithm or secret", async () => {
    const { token } = await registerUser();
    const [, claims] = token.split(".");
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${claims}.`;
    expect((await api("/auth/me", { token: none })).status).toBe(401);
    expect((await api("/auth/me", { token: token.slice(0, -4) + "AAAA" })).status).toBe(401);
    expect((await api("/auth/me")).status).toBe(401);
  });

  it("logout revokes the session: the same token stops working", async () => {
    const { token } = await registerUser();
    expect((await api("/auth/me", { token })).status).toBe(200);
    expect((await api("/auth/logout", { method: "POST", token })).status).toBe(200);
    const after = await api("/auth/me", { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("unauthorized");
  });

  it("a password change revokes every session", async () => {
    const { token, payload } = await registerUser();
    const other = (await api("/auth/login", { json: { email: payload.email, password: payload.password } })).body.access_token;
    const wrong = await api("/users/me/password", { method: "PUT", token, json: { currentPassword: "nope", newPassword: "newsecret" } });
    expect(wrong.status).toBe(400);
    const ok = await api("/users/me/password", { method: "PUT", token, json: { currentPassword: payload.password, newPassword: "newsecret" } });
    expect(ok.status).toBe(200);
    expect((await api("/auth/me", { token })).status).toBe(401);
    expect((await api("/auth/me", { token: other })).status).toBe(401);
    expect((await api("/auth/login", { json: { email: payload.email, password: "newsecret" } })).status).toBe(200);
  });

  it("deactivation by staff revokes the user's sessions and blocks sign-in", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const { token, user, payload } = await registerUser();
    const res = await api(`/admin/users/${user.id}`, { method: "PATCH", token: admin.token, json: { isActive: false } });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect((await api("/auth/me", { token })).status).toBe(401);
    const login = await api("/auth/login", { json: { email: payload.email, password: payload.password } });
    // The right password of a deactivated account is told so (issue 25); a wrong one learns nothing.
    expect(login.status).toBe(403);
    expect(login.body.error.message).toMatch(/^Your account is deactivated\./);
    const wrong = await api("/auth/login", { json: { email: payload.email, password: "wrong-password-1" } });
    expect([wrong.status, wrong.body.error.message]).toEqual([401, "Invalid email or password"]);
  });

  it("says 'Invalid email or password' for a wrong password and for an unknown email", async () => {
    const { payload } = await registerUser();
    for (const body of [
      { email: payload.email, password: "wrong-password" },
      { email: "nobody@example.com", password: "whatever" },
    ]) {
      const res = await api("/auth/login", { json: body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
    }
  });

  it("updates the profile and keeps names unique", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const ok = await api("/users/me", { method: "PUT", token: a.token, json: { firstName: "  Grace ", city: "London", avatar: "avatar7" } });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ firstName: "Grace", city: "London", avatar: "/images/avatars/avatar7.svg" });
    const taken = await api("/users/me", { method: "PUT", token: a.token, json: { teamName: b.payload.teamName.toUpperCase() } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("This team name is already taken"); // the reader's language (no Accept-Language: English)
  });
});

describe("duplicates are refused case-insensitively with the spec's messages", () => {
  it.each([
    ["email", (p: any) => ({ email: p.email.toUpperCase() }), "This email is already registered"],
    ["username", (p: any) => ({ username: p.username.toUpperCase() }), "This username is already taken"],
    ["teamName", (p: any) => ({ teamName: p.teamName.toLowerCase() }), "This team name is already taken"],
  ])("%s", async (field, change, message) => {
    const { payload } = await registerUser();
    const res = await api("/auth/register", { json: registration(change(payload)) });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "conflict", message });
    expect(res.body.error.issues).toContainEqual({ path: field, message });
  });
});

describe("registration validation messages (spec game.md §5)", () => {
  it.each([
    ["firstName", { firstName: "   " }, "First name is required"],
    ["lastName", { lastName: "" }, "Last name is required"],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { email: "a@b" }, "Please enter a valid email address"],
    ["username", { username: " " }, "Username is required"],
    ["teamName", { teamName: "" }, "Team name is required"],
    ["password", { password: "" }, "Password is required"],
    ["password", { password: "12345" }, "Password must be at least 6 characters"],
    ["securityQuestion", { securityQuestion: "" }, "Please select a security question"],
    ["securityQuestion", { securityQuestion: "What is your shoe size?" }, "Please select a security question"],
    ["securityAnswer", { securityAnswer: "  " }, "Security answer is required"],
  ])("%s: %j -> %s", async (field, change, message) => {
    const res = await api("/auth/register", { json: registration(change) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.issues).toContainEqual({ path: field, message });
  });

  it("reports every missing field at once", async () => {
    const res = await api("/auth/register", { json: {} });
    expect(res.status).toBe(400);
    const paths = res.body.error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["firstName", "lastName", "email", "username", "teamName", "password", "securityQuestion", "securityAnswer"]));
  });
});
