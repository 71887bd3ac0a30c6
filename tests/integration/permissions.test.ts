import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";

const page = (path: string, token: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: `terrace_session=${token}` }, redirect: "manual" });

describe("one permissions table for pages and services", () => {
  it("opens each staff page to the roles that may use it, inside the staff layout", async () => {
    const user = await registerUser();
    const moderator = await createUserAndLogin({ role: "moderator" });
    const admin = await createUserAndLogin({ role: "admin" });
    expect((await page("/adminreports", user.token)).status).toBe(403);
    const reports = await page("/adminreports", moderator.token);
    expect(reports.status).toBe(200);
    const html = await reports.text();
    expect(html).toContain('aria-label="Admin"'); // the staff sub-navigation
    expect(html).toContain('href="/adminusers"');
    expect(html).not.toContain('href="/admindata"'); // not a moderator's page, so not in their menus
    expect((await page("/admindata", moderator.token)).status).toBe(403);
    expect((await page("/adminorders", moderator.token)).status).toBe(403);
    const data = await page("/admindata", admin.token);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain('href="/adminstadiums"');
    // Signed out: to the sign-in screen, as every signed-in page.
    expect((await SELF.fetch(`${ORIGIN}/adminusers`, { redirect: "manual" })).status).toBe(302);
  });

  it("lets only admins act on staff accounts; moderators manage ordinary users", async () => {
    const moderator = await createUserAndLogin({ role: "moderator" });
    const otherModerator = await createUserAndLogin({ role: "moderator" });
    const admin = await createUserAndLogin({ role: "admin" });
    const user = await registerUser();
    const patch = (id: string, token: string, json: unknown) => api(`/admin/users/${id}`, { method: "PATCH", token, json });
    expect((await patch(otherModerator.user.id, moderator.token, { isActive: false })).status).toBe(403);
    expect((await patch(admin.user.id, moderator.token, { isActive: false })).status).toBe(403);
    expect((await patch(moderator.user.id, moderator.token, { isActive: false })).status).toBe(403);
    expect((await patch(user.user.id, moderator.token, { isActive: false })).status).toBe(200);
    expect((await patch(user.user.id, moderator.token, { isActive: true })).status).toBe(200);
    const demoted = await patch(otherModerator.user.id, admin.token, { role: "user" });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe("user");
  });

  it("keeps the data imports and the local clock for admins", async () => {
    const moderator = await createUserAndLogin({ role: "moderator" });
    expect((await api("/admin/clock", { token: moderator.token, json: { advanceMinutes: 1 } })).status).toBe(403);
    expect((await api("/admin/players-fpl/extract", { method: "POST", token: moderator.token })).status).toBe(403);
  });
});
