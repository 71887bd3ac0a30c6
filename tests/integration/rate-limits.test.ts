// Issue 8, rate limits where an attacker gains by repetition: each a 429 with a clear message,
// tested at its edge (N allowed, N+1 refused). Limits keyed by IP are checked with the
// production configuration through the services (this pool runs on the local data, where
// every request shares the one loopback bucket and those limits are raised); limits keyed by
// user or email are the same in both profiles and are checked through the API.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { rateLimits } from "../../api/db/schema";
import { AppError } from "../../api/errors";
import { clientIp } from "../../api/http/request-context";
import { contextFor } from "../../api/services/context";
import { consumeRateLimit, rateLimitKey } from "../../api/services/rate-limit";
import { login, register } from "../../api/services/sign-in";
import { loginSchema, registerSchema } from "../../domain/accounts";
import { RATE_LIMITS, rateLimitFor, type RateLimitName } from "../../domain/limits";
import { cheapSquad, seedGame } from "./game-data";
import { api, createUserAndLogin, ORIGIN, registerUser, registration } from "./helpers";

/** The Worker's configuration in production: not the local data. */
const PRODUCTION = { ...env, LOCAL_DATA: "false" };
const fromIp = (ip: string) => contextFor(PRODUCTION, null, ip);

/** What a service call ends with: "ok", or the status and message of its AppError. */
async function outcome(call: Promise<unknown>): Promise<"ok" | { status: number; message: string }> {
  try {
    await call;
    return "ok";
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    throw err;
  }
}
/** The sign-in and registration services, with input as their edges parse it. */
const signIn = (ip: string, email: string, password: string) => outcome(login(fromIp(ip), loginSchema.parse({ email, password })));
const signUp = (ip: string) => outcome(register(fromIp(ip), registerSchema.parse(registration())));
const refused = (name: RateLimitName) => ({ status: 429, message: RATE_LIMITS[name].message["en-GB"] });
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe("the limits table", () => {
  it("refuses the attempt after the production number of every limit, with the limit's message", async () => {
    for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
      const ctx = fromIp("192.0.2.1");
      const { limit } = rateLimitFor(name, PRODUCTION);
      expect(limit, name).toBe(RATE_LIMITS[name].limit);
      for (let i = 0; i < limit; i++) expect(await outcome(consumeRateLimit(ctx, name, "edge")), `${name} #${i + 1}`).toBe("ok");
      expect(await outcome(consumeRateLimit(ctx, name, "edge")), name).toEqual(refused(name));
      // Another subject has its own counter.
      expect(await outcome(consumeRateLimit(ctx, name, "other")), name).toBe("ok");
    }
  });

  it("on the local data, the limits keyed by IP are raised (at least 200 registrations an hour); the others are not", () => {
    expect(rateLimitFor("register", env).limit).toBeGreaterThanOrEqual(200);
    expect(rateLimitFor("register", env).windowMs).toBeLessThanOrEqual(60 * 60 * 1000);
    for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
      const raised = rateLimitFor(name, env).limit > RATE_LIMITS[name].limit;
      expect(raised, name).toBe(RATE_LIMITS[name].key === "ip");
    }
    expect(rateLimitFor("register", { ...PRODUCTION, LIMITS_PROFILE: "local" }).limit).toBe(rateLimitFor("register", env).limit);
    expect(rateLimitFor("register", { ...env, LIMITS_PROFILE: "production" }).limit).toBe(RATE_LIMITS.register.limit);
  });
});

describe("the client IP", () => {
  const url = `${ORIGIN}/api/auth/login`;
  const header = { "CF-Connecting-IP": "203.0.113.9" };
  it("is CF-Connecting-IP only when the request came through Cloudflare (request.cf is present)", () => {
    const throughCloudflare = new Request(url, { headers: header, cf: { country: "GB" } } as RequestInit);
    expect(clientIp(throughCloudflare, PRODUCTION)).toBe("203.0.113.9");
    // Without a cf object the header is anyone's: one fixed local bucket.
    expect(clientIp(new Request(url, { headers: header }), PRODUCTION)).toBe("local");
    expect(clientIp(new Request(url), PRODUCTION)).toBe("local");
  });

  it("is the one local bucket on the local data, whatever the request claims", () => {
    const claimed = new Request(url, { headers: header, cf: { country: "GB" } } as RequestInit);
    expect(clientIp(claimed, env)).toBe("local");
  });
});

describe("registration per IP", () => {
  it(`allows ${RATE_LIMITS.register.limit} registrations an hour from one IP, then 429; another IP still registers`, async () => {
    const ip = "198.51.100.1";
    for (let i = 0; i < RATE_LIMITS.register.limit; i++) expect(await signUp(ip), `#${i + 1}`).toBe("ok");
    expect(await signUp(ip)).toEqual(refused("register"));
    expect(await signUp("198.51.100.2")).toBe("ok");
  });

  it("on the local data, every client shares the loopback bucket: the 429 reaches the API at the local edge", async () => {
    const { limit } = rateLimitFor("register", env);
    // The bucket one short of its edge, as after limit - 1 registrations this hour.
    await createDb(env.DB)
      .insert(rateLimits)
      .values({ key: rateLimitKey("register", "local"), windowStart: Date.now(), count: limit - 1 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: Date.now(), count: limit - 1 } });
    expect((await api("/auth/register", { json: registration() })).status).toBe(201);
    const res = await api("/auth/register", { json: registration() });
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: "rate_limited", message: RATE_LIMITS.register.message["en-GB"] });
    // A claimed client address does not open another bucket here.
    const claimed = await api("/auth/register", { json: registration(), headers: { "CF-Connecting-IP": "203.0.113.77" } });
    expect(claimed.status).toBe(429);
    await createDb(env.DB).delete(rateLimits);
  });
});

describe("sign-in", () => {
  it(`refuses the ${RATE_LIMITS.signInIp.limit + 1}th failed sign-in from one IP across emails; another IP is not affected`, async () => {
    const victim = await registerUser();
    const ip = "198.51.100.10";
    const attempts = await Promise.all(
      times(RATE_LIMITS.signInIp.limit, (i) => signIn(ip, `nobody${i}@example.com`, "guess-123")),
    );
    expect(attempts.every((a) => a !== "ok" && a.status === 401)).toBe(true);
    // Even a right password is refused from that IP until the window passes.
    expect(await signIn(ip, victim.payload.email, victim.payload.password)).toEqual(refused("signInIp"));
    expect(await signIn("198.51.100.11", victim.payload.email, victim.payload.password)).toBe("ok");
  });

  it("counts failures per email and IP: a stranger's wrong passwords do not lock the owner out", async () => {
    const victim = await registerUser();
    const { email, password } = victim.payload;
    const attacker = "198.51.100.20";
    for (let i = 0; i < RATE_LIMITS.signInEmailIp.limit; i++) {
      const a = await signIn(attacker, email.toUpperCase(), `wrong-${i}`);
      expect(a, `#${i + 1}`).toEqual({ status: 401, message: "Invalid email or password" });
    }
    expect(await signIn(attacker, email, "wrong-again")).toEqual(refused("signInEmailIp"));
    expect(await signIn(attacker, email, password)).toEqual(refused("signInEmailIp"));
    // The owner, elsewhere, signs in; the attacker's IP may still try other emails (below the per-IP limit).
    expect(await signIn("198.51.100.21", email, password)).toBe("ok");
    expect(await signIn(attacker, "someone-else@example.com", "x-123456")).toMatchObject({ status: 401 });
  });

  it("does not count successful sign-ins", async () => {
    const user = await registerUser();
    const ip = "198.51.100.30";
    for (let i = 0; i < RATE_LIMITS.signInEmailIp.limit + 5; i++) {
      expect(await signIn(ip, user.payload.email, user.payload.password), `#${i + 1}`).toBe("ok");
    }
  });

  it(`caps failed sign-ins on one email from every IP at ${RATE_LIMITS.signInEmail.limit} a day`, async () => {
    const victim = await registerUser();
    const { email, password } = victim.payload;
    const perIp = RATE_LIMITS.signInEmailIp.limit;
    const failures = await Promise.all(
      times(RATE_LIMITS.signInEmail.limit, (i) => signIn(`10.0.${Math.floor(i / perIp)}.1`, email, `wrong-${i}`)),
    );
    expect(failures.filter((f) => f !== "ok" && f.status === 401)).toHaveLength(RATE_LIMITS.signInEmail.limit);
    expect(await signIn("10.1.0.1", email, "wrong")).toEqual(refused("signInEmail"));
    expect(await signIn("10.1.0.2", email, password)).toEqual(refused("signInEmail"));
  });

  it("one address cannot spend an account's daily cap: attempts it is refused do not count globally", async () => {
    const victim = await registerUser();
    const { email, password } = victim.payload;
    const attacker = "198.51.100.40";
    const outcomes = await Promise.all(times(RATE_LIMITS.signInEmail.limit + 50, (i) => signIn(attacker, email, `wrong-${i}`)));
    expect(outcomes.filter((o) => o !== "ok" && o.status === 401)).toHaveLength(RATE_LIMITS.signInEmailIp.limit);
    expect(await signIn("198.51.100.41", email, password)).toBe("ok");
  });

  it("answers a 429 with the message through the API", async () => {
    const user = await registerUser();
    for (let i = 0; i < RATE_LIMITS.signInEmailIp.limit; i++) {
      expect((await api("/auth/login", { json: { email: user.payload.email, password: `nope-${i}` } })).status).toBe(401);
    }
    const res = await api("/auth/login", { json: { email: user.payload.email, password: user.payload.password } });
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: "rate_limited", message: RATE_LIMITS.signInEmailIp.message["en-GB"] });
    // And says when to come back: within the window, never zero.
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signInEmailIp.windowMs / 1000);
  });
});

describe("per signed-in user", () => {
  let players: Array<{ id: number; teamId: number; position: string; priceTenths: number; price: number; webName: string }> = [];
  beforeAll(async () => {
    await seedGame();
    players = (await api("/players")).body;
    // Gameweek 19 with plain rules, so that the cheapest squad is valid.
    const admin = await createUserAndLogin({ role: "admin" });
    const rules = await api("/gameweeks/admin/19", { method: "PUT", token: admin.token, json: { rules: { budget: 100, maxPlayersPerTeam: 3 } } });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
  });

  it(`team saves: ${RATE_LIMITS.teamSave.limit} an hour, then 429; another user still saves`, async () => {
    const { selected } = cheapSquad(players.map((p) => ({ ...p, price: p.priceTenths })));
    const save = (token: string) =>
      api("/challengers", { token, json: { gameweekId: "19", teamName: "Route One FC", managerName: "Arne Slot", selectedPlayers: selected } });
    const { token } = await registerUser();
    for (let i = 0; i < RATE_LIMITS.teamSave.limit; i++) {
      const res = await save(token);
      expect(res.status, `#${i + 1} ${JSON.stringify(res.body)}`).toBe(201);
    }
    const res = await save(token);
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: "rate_limited", message: RATE_LIMITS.teamSave.message["en-GB"] });
    expect((await save((await registerUser()).token)).status).toBe(201);
  });

  it(`mini-league code guesses: ${RATE_LIMITS.leagueCodeGuess.limit} wrong codes an hour, then 429 (even for a right code); right codes do not count`, async () => {
    const owner = await registerUser();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await api("/leagues", { token: owner.token, json: { name: `League ${i}` } })).body.code);
    const guesser = await registerUser();
    for (const code of codes) expect((await api("/leagues/join", { token: guesser.token, json: { code } })).status).toBe(200);
    // Codes are drawn without 0 (domain/leagues.ts), so these match no league.
    const wrong = (i: number) => `Z0${String(i).padStart(4, "0")}`;
    for (let i = 0; i < RATE_LIMITS.leagueCodeGuess.limit; i++) {
      const res = await api("/leagues/join", { token: guesser.token, json: { code: wrong(i) } });
      expect(res.status, `#${i + 1}`).toBe(404);
    }
    const limited = await api("/leagues/join", { token: guesser.token, json: { code: wrong(99) } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: "rate_limited", message: RATE_LIMITS.leagueCodeGuess.message["en-GB"] });
    expect((await api("/leagues/join", { token: guesser.token, json: { code: codes[0] } })).status).toBe(429);
    // The owner guesses nothing: their joins of their own code still work.
    expect((await api("/leagues/join", { token: owner.token, json: { code: codes[0] } })).status).toBe(200);
  });

  it("mini-league code guesses are exact under concurrency: 40 wrong codes at once, 20 answered", async () => {
    const { token } = await registerUser();
    const statuses = await Promise.all(times(40, (i) => api("/leagues/join", { token, json: { code: `Y0${String(i).padStart(4, "0")}` } }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 404)).toHaveLength(RATE_LIMITS.leagueCodeGuess.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - RATE_LIMITS.leagueCodeGuess.limit);
  });

  it(`realtime tickets: ${RATE_LIMITS.realtimeTicket.limit} per 10 minutes, then 429`, async () => {
    const { token } = await registerUser();
    for (let i = 0; i < RATE_LIMITS.realtimeTicket.limit; i++) expect((await api("/realtime/ticket", { method: "POST", token })).status, `#${i + 1}`).toBe(200);
    const res = await api("/realtime/ticket", { method: "POST", token });
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: "rate_limited", message: RATE_LIMITS.realtimeTicket.message["en-GB"] });
  });

  it(`current-password checks: ${RATE_LIMITS.passwordCheck.limit} wrong passwords per 15 minutes across change-password and change-email, then 429 (even the right one)`, async () => {
    const { token, payload } = await registerUser();
    const changePassword = (currentPassword: string) => api("/users/me/password", { method: "PUT", token, json: { currentPassword, newPassword: "brand-new-pw" } });
    const changeEmail = (currentPassword: string) =>
      api("/users/me", { method: "PUT", token, json: { email: `moved-${payload.email}`, currentPassword } });
    for (let i = 0; i < RATE_LIMITS.passwordCheck.limit; i++) {
      const res = await (i % 2 ? changeEmail : changePassword)(`wrong-${i}`);
      expect(res.status, `#${i + 1} ${JSON.stringify(res.body)}`).toBe(400);
    }
    for (const res of [await changePassword("wrong-again"), await changeEmail("wrong-again"), await changePassword(payload.password)]) {
      expect(res.status).toBe(429);
      expect(res.body.error).toEqual({ code: "rate_limited", message: RATE_LIMITS.passwordCheck.message["en-GB"] });
    }
    // Another user is not affected.
    const other = await registerUser();
    const ok = await api("/users/me/password", { method: "PUT", token: other.token, json: { currentPassword: other.payload.password, newPassword: "brand-new-pw" } });
    expect(ok.status).toBe(200);
  });
});
