import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, ORIGIN, registerUser, registration } from "./helpers";

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}
const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const cookieOf = (res: Response) => res.headers.get("Set-Cookie")?.split(";")[0] ?? "";

describe("the UI's session cookie", () => {
  it("shows the sign-in screen at / when signed out, with the demo box only on local data", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Welcome Back");
    expect(html).toContain("Sign in to your Fantasy Premier League account");
    expect(html).toContain("demo@terrace.local"); // LOCAL_DATA=true in the test pool
  });

  it("redirects signed-out visits to /login, and /login and unknown paths to /", async () => {
    const chat = await get("/chat");
    expect(chat.status).toBe(302);
    expect(chat.headers.get("Location")).toBe("/login?redirectTo=%2Fchat");
    const login = await get("/login?redirectTo=%2Fchat");
    expect(login.headers.get("Location")).toBe("/?redirectTo=%2Fchat");
    expect((await get("/login")).headers.get("Location")).toBe("/");
    expect((await get("/no-such-page")).headers.get("Location")).toBe("/");
  });

  it("signs in with a browser-session cookie, or a 30-day one with Remember me", async () => {
    const { payload } = await registerUser();
    const plain = await post("/?index", { intent: "login", email: payload.email, password: payload.password, redirectTo: "/chat" });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/chat");
    const plainCookie = plain.headers.get("Set-Cookie")!;
    expect(plainCookie).toMatch(/HttpOnly/);
    expect(plainCookie).toMatch(/SameSite=Lax/);
    expect(plainCookie).not.toMatch(/Max-Age/);

    const remembered = await post("/?index", { intent: "login", email: payload.email, password: payload.password, remember: "on" });
    expect(remembered.headers.get("Set-Cookie")).toMatch(/Max-Age=2592000/);

    const shell = await get("/chat", cookieOf(plain));
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(html).toContain(payload.username);
    expect(html).toContain(`© ${new Date().getFullYear()} Terrace`);
  });

  it("only follows same-site paths after sign-in", async () => {
    const { payload } = await registerUser();
    const res = await post("/?index", { intent: "login", email: payload.email, password: payload.password, redirectTo: "//evil.example" });
    expect(res.headers.get("Location")).toBe("/");
  });

  it("shows 'Invalid email or password' and refuses cross-site posts", async () => {
    const bad = await post("/?index", { intent: "login", email: "nobody@example.com", password: "whatever" });
    expect(bad.status).toBe(401);
    const cross = await post("/?index", { intent: "login", email: "x@example.com", password: "y" }, { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
  });

  it("registers through the form (preset avatar) and is signed in", async () => {
    const payload = registration({ avatar: "avatar4" });
    const res = await post("/?index", { intent: "register", ...payload, confirmPassword: payload.password } as Record<string, string>);
    expect(res.status).toBe(302);
    const home = await get("/profile", cookieOf(res));
    const html = await home.text();
    expect(html).toContain(payload.email);
    expect(html).toContain("/images/avatars/avatar4.svg");
  });

  it("returns the form's field errors with status 400", async () => {
    const payload = registration({ firstName: " " });
    const res = await post("/?index", { intent: "register", ...payload, confirmPassword: "different" } as Record<string, string>);
    expect(res.status).toBe(400);
  });

  it("logout revokes the session server-side and clears the cookie", async () => {
    const { payload } = await registerUser();
    const login = await post("/?index", { intent: "login", email: payload.email, password: payload.password });
    const cookie = cookieOf(login);
    const out = await post("/logout", {}, { Cookie: cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    // The old cookie value no longer works anywhere.
    expect((await get("/chat", cookie)).status).toBe(302);
    expect((await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("serves admin screens to staff only", async () => {
    const user = await registerUser();
    const userCookie = `terrace_session=${user.token}`;
    const denied = await get("/adminusers", userCookie);
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain("Not allowed");
    const userHome = await (await get("/chat", userCookie)).text();
    expect(userHome).not.toContain("/adminusers");

    const admin = await createUserAndLogin({ role: "admin" });
    const adminCookie = `terrace_session=${admin.token}`;
    expect((await get("/adminusers", adminCookie)).status).toBe(200);
    const adminHome = await (await get("/chat", adminCookie)).text();
    for (const path of ["/addchallenge", "/adminchallenges", "/addleak", "/adminleaks", "/adminorders", "/adminusers", "/adminreports", "/adminposts", "/admincomments", "/adminstadiums", "/admindata"])
      expect(adminHome).toContain(`href="${path}"`);
  });

  it("renders every spec route inside the shell for a signed-in user", async () => {
    const { token } = await registerUser();
    const cookie = `terrace_session=${token}`;
    for (const path of ["/", "/pick-team", "/my-team", "/challenges", "/live-team", "/store", "/chat", "/leaks", "/votes", "/addleak", "/profile", "/terrace", "/fixtures", "/leaderboard"]) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`© ${new Date().getFullYear()} Terrace`);
    }
  });

  it("renders the saved theme on the server (no flash)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: "terrace_theme=dark" } });
    expect(await res.text()).toContain('<html lang="en-GB" data-tz="Europe/London" data-theme="dark"');
  });
});

describe("a deactivated user's cookie", () => {
  it("stops working at once", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const { token, user } = await registerUser();
    await api(`/admin/users/${user.id}`, { method: "PATCH", token: admin.token, json: { isActive: false } });
    expect((await get("/chat", `terrace_session=${token}`)).status).toBe(302);
  });
});
