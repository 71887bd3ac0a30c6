import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { errorResponse, notFound } from "../../api/errors";
import { buildRequestContext } from "../../api/http/request-context";
import { contextFor } from "../../api/services/context";
import { getMe } from "../../api/services/users";
import { ORIGIN, registerUser } from "./helpers";
import { recordingEnv } from "./recording";

const identityReads = (statements: string[]) => statements.filter((s) => /from "sessions"|from "users" where "users"."id" = \?/i.test(s));

describe("one request context", () => {
  it("reads the signed-in identity once per page navigation (layout and leaf loaders share it)", async () => {
    const { token } = await registerUser();
    const headers = { Cookie: `terrace_session=${token}` };
    for (const path of ["/leaderboard", "/leaderboard.data", "/my-team.data", "/challenges"]) {
      const recorded = recordingEnv();
      const res = await recorded.fetch(new Request(`${ORIGIN}${path}`, { headers }));
      expect(res.status, path).toBe(200);
      expect(identityReads(recorded.statements.DB!), path).toHaveLength(1);
    }
  });

  it("builds the identity from a bearer token or the cookie, the same way", async () => {
    const { token, user } = await registerUser();
    const bearer = await buildRequestContext(env, new Request(`${ORIGIN}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } }));
    const cookie = await buildRequestContext(env, new Request(`${ORIGIN}/profile`, { headers: { Cookie: `terrace_session=${token}` } }));
    expect(bearer.actor).toMatchObject({ id: user.id, role: "user" });
    expect(cookie.actor).toEqual(bearer.actor);
    expect(cookie.viewer).toEqual(await getMe(bearer));
    const anonymous = await buildRequestContext(env, new Request(`${ORIGIN}/`));
    expect(anonymous.actor).toBeNull();
    expect(anonymous.viewer).toBeNull();
  });

  it("checks Origin once, for cookie writes and page posts, not for bearer clients", async () => {
    const { token } = await registerUser();
    const post = (path: string, headers: Record<string, string>) =>
      buildRequestContext(env, new Request(`${ORIGIN}${path}`, { method: "POST", headers })).then(
        () => 200,
        (err) => err.status as number,
      );
    const evil = { Origin: "https://evil.example" };
    expect(await post("/api/realtime/ticket", { ...evil, Cookie: `terrace_session=${token}` })).toBe(403);
    expect(await post("/api/realtime/ticket", { ...evil, Authorization: `Bearer ${token}` })).toBe(200);
    expect(await post("/api/auth/login", {})).toBe(200); // a REST client signing in sends no Origin
    expect(await post("/leaderboard", evil)).toBe(403); // a cross-site form post to a page, signed in or not
    expect(await post("/leaderboard", { Origin: ORIGIN })).toBe(200);
  });

  it("builds a context without a request for rooms and jobs", async () => {
    const { user } = await registerUser();
    const ctx = contextFor(env, { id: user.id, role: "user", sessionId: "room" });
    expect((await getMe(ctx)).username).toBe(user.username);
    expect(contextFor(env, null).actor).toBeNull();
  });

  it("writes the error envelope in one place", async () => {
    const res = errorResponse(notFound("Nope."));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Nope." } });
    const internal = errorResponse(new Error("secret detail"));
    expect(internal.status).toBe(500);
    expect(JSON.stringify(await internal.json())).not.toContain("secret detail");
  });
});
