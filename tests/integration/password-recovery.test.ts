import { describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";

const ip = (n: string) => ({ "CF-Connecting-IP": `203.0.113.${n}` });

describe("forgot password: request, verify, reset", () => {
  it("walks the three steps and ends every session", async () => {
    const { token, payload } = await registerUser({ securityAnswer: "  Babbage " });
    const req = await api("/auth/forgot-password/request", { json: { email: payload.email } });
    expect(req.status).toBe(200);
    expect(req.body).toEqual({ securityQuestion: payload.securityQuestion });

    // Answers compare trimmed and case-insensitively. (A wrong answer first would make this one
    // wait a second: accounts-hardening.test.ts.)
    const verify = await api("/auth/forgot-password/verify", { json: { email: payload.email, securityAnswer: "BABBAGE" } });
    expect(verify.status).toBe(200);
    expect(typeof verify.body.resetToken).toBe("string");

    const reset = await api("/auth/forgot-password/reset", {
      json: { email: payload.email, newPassword: "brand-new-pw", resetToken: verify.body.resetToken },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Password reset successfully! You can now sign in with your new password.");

    expect((await api("/auth/me", { token })).status).toBe(401);
    expect((await api("/auth/login", { json: { email: payload.email, password: payload.password } })).status).toBe(401);
    expect((await api("/auth/login", { json: { email: payload.email, password: "brand-new-pw" } })).status).toBe(200);

    // The token is single-use.
    const again = await api("/auth/forgot-password/reset", {
      json: { email: payload.email, newPassword: "third-password", resetToken: verify.body.resetToken },
    });
    expect(again.status).toBe(400);
  });

  it("refuses a reset without a valid token, and leaves the password unchanged", async () => {
    const { payload } = await registerUser();
    const missing = await api("/auth/forgot-password/reset", { json: { email: payload.email, newPassword: "hijacked1" } });
    expect(missing.status).toBe(400);
    const forged = await api("/auth/forgot-password/reset", {
      json: { email: payload.email, newPassword: "hijacked1", resetToken: "made-up-token" },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toMatch(/invalid or has expired/);
    // Someone else's token does not work for this account either.
    const other = await registerUser();
    const otherToken = (
      await api("/auth/forgot-password/verify", { json: { email: other.payload.email, securityAnswer: "Babbage" } })
    ).body.resetToken;
    const crossed = await api("/auth/forgot-password/reset", {
      json: { email: payload.email, newPassword: "hijacked1", resetToken: otherToken },
    });
    expect(crossed.status).toBe(400);
    expect((await api("/auth/login", { json: { email: payload.email, password: payload.password } })).status).toBe(200);
  });

  it("checks the new password's length with the spec's message", async () => {
    const res = await api("/auth/forgot-password/reset", { json: { email: "x@example.com", newPassword: "123", resetToken: "t" } });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toContainEqual({ path: "newPassword", message: "Password must be at least 6 characters long" });
  });

  it("gives unknown emails a stable decoy question instead of revealing who has an account", async () => {
    const first = await api("/auth/forgot-password/request", { json: { email: "ghost@example.com" } });
    const second = await api("/auth/forgot-password/request", { json: { email: "GHOST@example.com" } });
    expect(first.status).toBe(200);
    expect(first.body.securityQuestion).toBe(second.body.securityQuestion);
    const verify = await api("/auth/forgot-password/verify", { json: { email: "ghost@example.com", securityAnswer: "anything" } });
    expect(verify.status).toBe(400);
    expect(verify.body.error.message).toBe("Incorrect security answer");
  });

  it("says 'Incorrect security answer', then makes the account's next answer wait (429), from any address", async () => {
    const { payload } = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api("/auth/forgot-password/verify", { json: { email: payload.email, securityAnswer: `guess ${i}` }, headers: ip(String(i)) });
      statuses.push(res.status);
      if (res.status === 400) expect(res.body.error.message).toBe("Incorrect security answer");
      if (res.status === 429) expect(res.body.error).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/^Please wait \d seconds? before trying again\.$/) });
    }
    expect(statuses).toEqual([400, 429, 429]);
    // Even the right answer waits. The caps (5 in 15 minutes, 10 a day): accounts-hardening.test.ts.
    const right = await api("/auth/forgot-password/verify", { json: { email: payload.email, securityAnswer: "Babbage" } });
    expect(right.status).toBe(429);
  });
});
