import { describe, expect, it } from "vitest";
import { CHAT_LIMITS, RATE_LIMITS, limitsProfile, rateLimitFor, type RateLimitName } from "./limits.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;

describe("rate limits", () => {
  it("production numbers (the table of docs/security.md): limit per window, keyed by", () => {
    const table = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([name, r]) => [name, [rateLimitFor(name as RateLimitName, { LOCAL_DATA: "false" }).limit, r.windowMs, r.key, r.counts]]),
    );
    expect(table).toEqual({
      register: [10, HOUR, "ip", "attempts"],
      signInIp: [30, 15 * MIN, "ip", "failures"],
      signInEmailIp: [10, 15 * MIN, "email+ip", "failures"],
      signInEmail: [100, 24 * HOUR, "email", "failures"],
      teamSave: [60, HOUR, "user", "attempts"],
      upload: [30, 10 * MIN, "user", "attempts"],
      leagueCodeGuess: [20, HOUR, "user", "failures"],
      pollCreate: [10, HOUR, "user", "attempts"],
      vote: [30, MIN, "user", "attempts"],
      realtimeTicket: [60, 10 * MIN, "user", "attempts"],
      leakCreate: [10, HOUR, "user", "attempts"],
      leakVote: [60, MIN, "user", "attempts"],
      passwordCheck: [5, 15 * MIN, "user", "failures"],
      recoveryRequestIp: [30, 15 * MIN, "ip", "attempts"],
      recoveryVerifyEmail: [5, 15 * MIN, "email", "attempts"],
      recoveryVerifyIp: [30, 15 * MIN, "ip", "attempts"],
      recoveryReset: [10, 15 * MIN, "email", "attempts"],
      wallPost: [20, HOUR, "user", "attempts"],
      wallComment: [30, MIN, "user", "attempts"],
      report: [20, HOUR, "user", "attempts"],
      wallToggle: [60, MIN, "user", "attempts"],
      wallReaction: [60, MIN, "user", "attempts"],
      commentHide: [30, MIN, "user", "attempts"],
      profileUpdate: [20, HOUR, "user", "attempts"],
      stadiumChoice: [20, HOUR, "user", "attempts"],
      // chat
      chatMessage: [10, MIN, "user", "attempts"],
      chatReaction: [30, MIN, "user", "attempts"],
      // store
      cartChange: [30, MIN, "user", "attempts"],
      checkout: [10, HOUR, "user", "attempts"],
      orderCancel: [10, HOUR, "user", "attempts"],
    });
  });

  it("production is the default; the local data (or LIMITS_PROFILE=local) raises only the limits keyed by IP", () => {
    expect(limitsProfile({})).toBe("production");
    expect(limitsProfile({ LOCAL_DATA: "false" })).toBe("production");
    expect(limitsProfile({ LOCAL_DATA: "true" })).toBe("local");
    expect(limitsProfile({ LOCAL_DATA: "false", LIMITS_PROFILE: "local" })).toBe("local");
    expect(limitsProfile({ LOCAL_DATA: "true", LIMITS_PROFILE: "production" })).toBe("production");
    expect(limitsProfile({ LIMITS_PROFILE: "anything" })).toBe("production");
    for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
      const local = rateLimitFor(name, { LOCAL_DATA: "true" }).limit;
      if (RATE_LIMITS[name].key === "ip") expect(local, name).toBeGreaterThan(RATE_LIMITS[name].limit);
      else expect(local, name).toBe(RATE_LIMITS[name].limit);
    }
    // Test suites and scripts create users through the one loopback bucket.
    expect(rateLimitFor("register", { LOCAL_DATA: "true" }).limit).toBeGreaterThanOrEqual(200);
  });

  it("the chat's typing throttle (kept by each room): one start per user per 3 s, none over 100 connected", () => {
    expect(CHAT_LIMITS.typing).toEqual({ limit: 1, windowMs: 3_000, maxRoom: 100 });
  });

  it("the chat's sockets: five per person and room at once (tabs and devices)", () => {
    expect(CHAT_LIMITS.sockets).toEqual({ perPersonPerRoom: 5 });
  });

  it("every refusal says what happened and when to try again", () => {
    for (const [name, r] of Object.entries(RATE_LIMITS)) {
      expect(r.message["en-GB"], name).toMatch(/Too many.*(again|later)/s);
      expect(r.message["fr-FR"], name).toMatch(/Trop d.*(Réessayez|réessayez|réessayer)/s);
    }
  });
});

describe("the rate-limit table of docs/security.md", () => {
  it("lists every limit by its name", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync(new URL("../docs/security.md", import.meta.url), "utf8");
    const table = doc.slice(doc.indexOf("## Rate limits"), doc.indexOf("\n\n", doc.indexOf("| limit |")));
    for (const name of [...Object.keys(RATE_LIMITS), ...Object.keys(CHAT_LIMITS)]) expect(table, name).toContain(`\`${name}\``);
  });
});
