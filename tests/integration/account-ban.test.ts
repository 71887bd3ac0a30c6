// A banned account is told why and until when (issue 25): at sign-in, with the right password
// only (a wrong one still reads 'Invalid email or password'), on the API and the sign-in form;
// a timed ban ends by itself at the first sign-in after its end, audited as the system's act.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, ORIGIN, registration } from "./helpers";

async function signIn(email: string, password: string) {
  return api("/auth/login", { json: { email, password } });
}

describe("an account ban at sign-in", () => {
  it("gives the reason and the end date to the right password only, on the API and the form", async () => {
    const moderator = await createUserAndLogin({ role: "moderator" });
    const payload = registration();
    const user = (await api("/auth/register", { json: payload })).body.user;
    const ban = await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: moderator.token, json: { isActive: false, reason: "Spam in the chat", duration: "7d" } });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);

    const wrong = await signIn(payload.email, "not-the-password");
    expect([wrong.status, wrong.body.error.message]).toEqual([401, "Invalid email or password"]);
    const right = await signIn(payload.email, payload.password);
    expect(right.status).toBe(403);
    expect(right.body.error.message).toMatch(/^Your account is suspended until .+ Reason: Spam in the chat/);
    expect(right.body.error.message).not.toMatch(/Invalid email/);

    const form = await SELF.fetch(`${ORIGIN}/?index`, {
      method: "POST",
      headers: { Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: payload.email, password: payload.password }),
    });
    expect(form.status).toBe(403);
    expect(await form.text()).toContain("Reason: Spam in the chat");
  });

  it("a permanent ban says 'deactivated'; a timed ban ends by itself at the next sign-in after its end", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const payload = registration();
    const user = (await api("/auth/register", { json: payload })).body.user;
    await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: false, reason: "Abuse" } });
    expect((await signIn(payload.email, payload.password)).body.error.message).toMatch(/^Your account is deactivated\. Reason: Abuse/);
    expect((await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: true } })).status).toBe(200);
    expect((await signIn(payload.email, payload.password)).status).toBe(200);

    await api(`/admin/users/${user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: false, reason: "Cool off", duration: "24h" } });
    expect((await signIn(payload.email, payload.password)).status).toBe(403);
    // A day later (the end moved into the past), two sign-ins at once: both in, one reactivation audited.
    await env.DB.prepare(`UPDATE users SET deactivated_until = ? WHERE id = ?`).bind(Date.now() - 1000, user.id).run();
    const both = await Promise.all([signIn(payload.email, payload.password), signIn(payload.email, payload.password)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const audits = await env.DB.prepare(`SELECT actor_label, reason FROM audit_log WHERE action = 'user.status' AND target_id = ? AND reason = 'ban ended'`).bind(user.id).all();
    expect(audits.results).toEqual([{ actor_label: "system", reason: "ban ended" }]);
    expect((await api(`/admin/users/${user.id}`, { token: admin.token })).body.user).toMatchObject({ isActive: true });
  });
});
