// Issue 8, the account points: spec-shaped avatar paths and change-password, the
// current password for a new sign-in email (and its notice), one identity per person
// whatever the alphabet, a keyed decoy question, and security-question recovery
// hardened (per-account caps, a growing delay, reset tokens void together, the count
// of recovery attempts told at the next sign-in). Decision 013.
import { SELF, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { users } from "../../api/db/schema";
import { contextFor, type ServiceContext } from "../../api/services/context";
import { sha256Hex } from "../../api/services/crypto";
import { decoyQuestion, forgotPasswordReset, forgotPasswordVerify } from "../../api/services/password-recovery";
import { login } from "../../api/services/sign-in";
import { SECURITY_QUESTIONS } from "../../domain/account-fields";
import { buildUserRow } from "../factories";
import { ORIGIN, api, registerUser, registration } from "./helpers";

let ipSeq = 0;
/** A service context at a chosen instant, from an address of its own (so IP buckets do not interfere). */
function clock(start: number) {
  const ip = `198.51.100.${(ipSeq++ % 200) + 20}`;
  let t = start;
  const ctx: ServiceContext = { ...contextFor(env, null, ip), now: () => t };
  return {
    ctx,
    at(ms: number) {
      t = start + ms;
      return ctx;
    },
  };
}
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Status (and message) of a service call: 200 or the AppError's. */
async function outcome(p: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await p;
    return { status: 200 };
  } catch (err) {
    const e = err as { status?: number; message?: string };
    if (typeof e.status !== "number") throw err;
    return { status: e.status, message: e.message };
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

describe("avatars: the spec's image path of a preset, or its short name", () => {
  it("registers with /images/avatars/avatarN.<ext> for every preset and usual extension, storing what the short name stores", async () => {
    const exts = ["png", "jpg", "jpeg", "gif", "webp", "svg", "PNG"];
    for (let i = 1; i <= 8; i++) {
      const ext = exts[i % exts.length];
      const byPath = await api("/auth/register", { json: registration({ avatar: `/images/avatars/avatar${i}.${ext}` }) });
      expect(byPath.status, `avatar${i}.${ext}`).toBe(201);
      const byName = await api("/auth/register", { json: registration({ avatar: `avatar${i}` }) });
      expect(byName.status).toBe(201);
      expect(byPath.body.user.avatar).toBe(byName.body.user.avatar);
      expect(byPath.body.user.avatar).toBe(`/images/avatars/avatar${i}.svg`);
    }
  });

  it("refuses anything else, as before", async () => {
    for (const avatar of [
      "/images/avatars/avatar9.png",
      "/images/avatars/avatar0.png",
      "/images/avatars/avatar3.exe",
      "/images/avatars/avatar3",
      "/images/avatars/../avatars/avatar3.png",
      "https://evil.example/images/avatars/avatar3.png",
      "//evil.example/images/avatars/avatar3.png",
      "/media/avatars/avatar3.png",
      "avatar3.png",
      "AVATAR3",
      "avatar9",
    ]) {
      const res = await api("/auth/register", { json: registration({ avatar }) });
      expect(res.status, avatar).toBe(400);
      expect(res.body.error.issues, avatar).toContainEqual({ path: "avatar", message: "Please choose one of the preset avatars" });
    }
  });

  it("takes a preset's path in a profile update and at POST /users/me/avatar {avatar}", async () => {
    const { token } = await registerUser();
    const put = await api("/users/me", { method: "PUT", token, json: { avatar: "/images/avatars/avatar5.jpeg" } });
    expect(put.status).toBe(200);
    expect(put.body.user.avatar).toBe("/images/avatars/avatar5.svg");
    const post = await api("/users/me/avatar", { token, json: { avatar: "/images/avatars/avatar2.png" } });
    expect(post.status).toBe(200);
    expect(post.body.user.avatar).toBe("/images/avatars/avatar2.svg");
    const bad = await api("/users/me/avatar", { token, json: { avatar: "/images/avatars/avatar2.bmp" } });
    expect(bad.status).toBe(400);
    expect((await api("/users/me", { token })).body.user.avatar).toBe("/images/avatars/avatar2.svg");
  });

  it("deletes the uploaded avatar a preset replaces", async () => {
    const { token } = await registerUser();
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append("avatar", new File([png], "me.png", { type: "image/png" }));
    const up = await api("/uploads/avatars", { token, body: form });
    expect(up.status).toBe(201);
    const key = (up.body.fileUrl as string).replace(/^\/media\//, "");
    expect(await env.MEDIA.head(key)).not.toBeNull();
    const res = await api("/users/me", { method: "PUT", token, json: { avatar: "/images/avatars/avatar4.gif" } });
    expect(res.status).toBe(200);
    expect(await env.MEDIA.head(key)).toBeNull();
  });
});

describe("POST /users/me/change-password {currentPassword, newPassword}", () => {
  it("changes the password with the spec's shape and ends every session; PUT /users/me/password stays an alias", async () => {
    const { token, payload } = await registerUser();
    const wrong = await api("/users/me/change-password", { token, json: { currentPassword: "not-it", newPassword: "another-pw" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("Current password is incorrect");
    const ok = await api("/users/me/change-password", { token, json: { currentPassword: payload.password, newPassword: "another-pw" } });
    expect(ok.status).toBe(200);
    expect((await api("/auth/me", { token })).status).toBe(401);
    const again = await api("/auth/login", { json: { email: payload.email, password: "another-pw" } });
    expect(again.status).toBe(200);
    const alias = await api("/users/me/password", { method: "PUT", token: again.body.access_token, json: { currentPassword: "another-pw", newPassword: "third-pw" } });
    expect(alias.status).toBe(200);
    expect((await api("/auth/login", { json: { email: payload.email, password: "third-pw" } })).status).toBe(200);
  });
});

describe("changing the sign-in email", () => {
  it("needs the current password: a field error when missing, 'Current password is incorrect' (the reader's language) when wrong", async () => {
    const { token, payload } = await registerUser();
    const email = `moved${unique()}@example.com`;
    const missing = await api("/users/me", { method: "PUT", token, json: { email } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toContainEqual({ path: "currentPassword", message: "Enter your current password to change your email" });
    const wrong = await api("/users/me", { method: "PUT", token, json: { email, currentPassword: "not-it" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("Current password is incorrect");
    expect(wrong.body.error.issues).toContainEqual({ path: "currentPassword", message: "Current password is incorrect" });
    expect((await api("/users/me", { token })).body.user.email).toBe(payload.email);
    // A profile form that sends the unchanged email needs no password.
    const same = await api("/users/me", { method: "PUT", token, json: { email: payload.email, city: "Leeds" } });
    expect(same.status).toBe(200);
  });

  it("changes it with the current password and records a notice for the account", async () => {
    const { token, payload } = await registerUser();
    const email = `moved${unique()}@example.com`;
    const ok = await api("/users/me", { method: "PUT", token, json: { email, currentPassword: payload.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect((await api("/auth/login", { json: { email: payload.email, password: payload.password } })).status).toBe(401);
    expect((await api("/auth/login", { json: { email, password: payload.password } })).status).toBe(200);
    const notices = await api("/users/me/notices", { token });
    expect(notices.status).toBe(200);
    expect(notices.body.notices).toEqual([
      {
        id: expect.any(Number),
        kind: "email_changed",
        oldEmail: payload.email,
        newEmail: email,
        createdAt: expect.any(String),
        read: false,
        // The shell's /notices shows every notice in its own English (decision 040).
        locale: "en-GB",
        message: expect.stringContaining(`from ${payload.email} to ${email}`),
      },
    ]);
    expect((await api("/users/me/notices")).status).toBe(401);
  });
});

describe("one identity per person, whatever the alphabet", () => {
  it("Ünal@example.com registers once and signs in however it is cased", async () => {
    const n = unique();
    const first = await api("/auth/register", { json: registration({ email: `Ünal${n}@example.com` }) });
    expect(first.status).toBe(201);
    for (const email of [`ünal${n}@example.com`, `ÜNAL${n}@EXAMPLE.COM`, `U\u0308nal${n}@example.com`]) {
      const dup = await api("/auth/register", { json: registration({ email }) });
      expect(dup.status, email).toBe(409);
      expect(dup.body.error.issues).toContainEqual({ path: "email", message: "This email is already registered" });
    }
    for (const email of [`Ünal${n}@example.com`, `ünal${n}@example.com`, `ÜNAL${n}@Example.Com`]) {
      const res = await api("/auth/login", { json: { email, password: "secret123" } });
      expect(res.status, email).toBe(200);
    }
  });

  it("folds fully: ß and ss, final sigma, compatibility forms", async () => {
    const n = unique();
    expect((await api("/auth/register", { json: registration({ username: `Straße${n}`, teamName: `Όλυμπος ${n}` }) })).status).toBe(201);
    const ss = await api("/auth/register", { json: registration({ username: `STRASSE${n}` }) });
    expect(ss.status).toBe(409);
    expect(ss.body.error.message).toBe("This username is already taken");
    const sigma = await api("/auth/register", { json: registration({ teamName: `ΌΛΥΜΠΟΣ ${n}` }) });
    expect(sigma.status).toBe(409);
    expect(sigma.body.error.message).toBe("This team name is already taken");
    const wide = await api("/auth/register", { json: registration({ username: `ｓｔｒａｓｓｅ${n}` }) });
    expect(wide.status).toBe(409);
  });

  it("refuses dеmo (Cyrillic е) and other look-alikes next to an existing demo", async () => {
    const n = unique();
    expect((await api("/auth/register", { json: registration({ username: `demo${n}` }) })).status).toBe(201);
    for (const username of [`d\u0435mo${n}`, `dem\u043e${n}`, `d\u0435m\u03bf${n}`, `DEMO${n}`]) {
      const res = await api("/auth/register", { json: registration({ username }) });
      expect(res.status, username).toBe(409);
      expect(res.body.error).toMatchObject({ code: "conflict", message: "This username is already taken" });
    }
    // The same at a profile update.
    const other = await registerUser();
    const rename = await api("/users/me", { method: "PUT", token: other.token, json: { username: `d\u0435mo${n}` } });
    expect(rename.status).toBe(409);
    expect(rename.body.error.message).toBe("This username is already taken"); // the reader's language (no Accept-Language: English)
  });

  it("holds in the database: the unique keys are on the normalised values", async () => {
    const db = createDb(env.DB);
    const n = unique();
    const first = await buildUserRow({ username: `keyed${n}`, email: `keyed${n}@example.com` });
    await db.insert(users).values(first);
    const stored = await db.select().from(users).where(eq(users.id, first.id!)).get();
    expect(stored).toMatchObject({ emailKey: `keyed${n}@example.com`, usernameKey: `keyed${n}` });
    const lookalike = await buildUserRow({ username: `k\u0435yed${n}` });
    const err = await db.insert(users).values(lookalike).then(() => null, (e: Error) => e);
    expect(String(err?.cause ?? err)).toMatch(/UNIQUE constraint failed: users\.username_key/);
  });

  it("holds under concurrency: look-alike registrations at once make one account, the others 409", async () => {
    const n = unique();
    const names = [`race${n}`, `r\u0430ce${n}`, `RACE${n}`, `rac\u0435${n}`, `ｒａｃｅ${n}`];
    const results = await Promise.all(names.map((username) => api("/auth/register", { json: registration({ username }) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.error.message).toBe("This username is already taken");
  });
});

describe("the decoy question of an unknown email", () => {
  it("is keyed with a server secret: stable for one secret, different under another", async () => {
    const emails = Array.from({ length: 24 }, (_, i) => `ghost${i}@example.com`);
    const a = await Promise.all(emails.map((e) => decoyQuestion("secret-a-0123456789abcdef0123456789", e)));
    const a2 = await Promise.all(emails.map((e) => decoyQuestion("secret-a-0123456789abcdef0123456789", e)));
    const b = await Promise.all(emails.map((e) => decoyQuestion("secret-b-0123456789abcdef0123456789", e)));
    expect(a2).toEqual(a);
    expect(b).not.toEqual(a);
    for (const q of [...a, ...b]) expect(SECURITY_QUESTIONS).toContain(q);
  });

  it("cannot be recomputed without the secret", async () => {
    const emails = Array.from({ length: 16 }, (_, i) => `nobody${i}-${unique()}@example.com`);
    const served: string[] = [];
    const unkeyed: string[] = [];
    for (const email of emails) {
      const res = await api("/auth/forgot-password/request", { json: { email }, headers: { "CF-Connecting-IP": "192.0.2.77" } });
      expect(res.status).toBe(200);
      served.push(res.body.securityQuestion);
      expect(res.body.securityQuestion).toBe(await decoyQuestion(env.JWT_SECRET, email));
      const digest = await sha256Hex(`decoy:${email.toLowerCase()}`);
      unkeyed.push(SECURITY_QUESTIONS[parseInt(digest.slice(0, 8), 16) % SECURITY_QUESTIONS.length]!);
    }
    expect(served).not.toEqual(unkeyed);
  });
});

describe("recovery by security question, hardened", () => {
  it("refuses the next answer until 2^(n-1) seconds after the n-th failure, with 'Please wait N seconds'", async () => {
    const { payload } = await registerUser();
    const c = clock(Date.now() + 1000);
    const verify = (ms: number, securityAnswer = "wrong") => outcome(forgotPasswordVerify(c.at(ms), { email: payload.email, securityAnswer }));
    expect(await verify(0)).toMatchObject({ status: 400, message: "Incorrect security answer" });
    expect(await verify(500)).toEqual({ status: 429, message: "Please wait 1 second before trying again." });
    expect(await verify(1000)).toMatchObject({ status: 400 }); // 2nd failure
    expect(await verify(1500)).toEqual({ status: 429, message: "Please wait 2 seconds before trying again." });
    expect(await verify(2999, "Babbage")).toMatchObject({ status: 429 }); // even the right answer waits
    expect(await verify(3000)).toMatchObject({ status: 400 }); // 3rd
    expect(await verify(6999)).toEqual({ status: 429, message: "Please wait 1 second before trying again." });
    expect(await verify(7000, "Babbage")).toEqual({ status: 200 });
    // A right answer ends the run of failures.
    expect(await verify(7001)).toMatchObject({ status: 400 });
    expect(await verify(7500)).toMatchObject({ status: 429, message: "Please wait 1 second before trying again." });
  });

  it("allows at most 5 wrong answers per account in 15 minutes (429), whatever the address", async () => {
    const { payload } = await registerUser();
    const start = Date.now() + 1000;
    const verify = (ms: number, securityAnswer = "wrong") => {
      const c = clock(start); // a new address each time
      return outcome(forgotPasswordVerify(c.at(ms), { email: payload.email, securityAnswer }));
    };
    for (const ms of [0, 1, 3, 7, 15].map((s) => s * SECOND)) expect(await verify(ms), `at ${ms}`).toMatchObject({ status: 400 });
    const sixth = await verify(5 * MINUTE);
    expect(sixth.status).toBe(429);
    expect(sixth.message).toMatch(/^Too many wrong answers for this account\. Please try again in 10 minutes\.$/);
    expect((await verify(5 * MINUTE + 1, "Babbage")).status).toBe(429);
    // Once the first failure leaves the window, one more answer may be checked.
    expect(await verify(15 * MINUTE + 1, "Babbage")).toEqual({ status: 200 });
  });

  it("allows at most 10 wrong answers per account in a day", async () => {
    const { payload } = await registerUser();
    const c = clock(Date.now() + 1000);
    const verify = (ms: number, securityAnswer = "wrong") => outcome(forgotPasswordVerify(c.at(ms), { email: payload.email, securityAnswer }));
    for (let k = 0; k < 10; k++) expect(await verify(k * 16 * MINUTE), `failure ${k + 1}`).toMatchObject({ status: 400 });
    const eleventh = await verify(10 * 16 * MINUTE, "Babbage");
    expect(eleventh.status).toBe(429);
    expect(eleventh.message).toMatch(/^Too many wrong answers for this account today\. Please try again in \d+ hours?\.$/);
    expect((await verify(24 * HOUR + MINUTE, "Babbage")).status).toBe(200);
  });

  it("voids every reset token of the account once one is used", async () => {
    const { payload } = await registerUser();
    const c = clock(Date.now() + 1000);
    const { resetToken: first } = await forgotPasswordVerify(c.at(0), { email: payload.email, securityAnswer: "Babbage" });
    const { resetToken: second } = await forgotPasswordVerify(c.at(SECOND), { email: payload.email, securityAnswer: "Babbage" });
    expect(await outcome(forgotPasswordReset(c.at(2 * SECOND), { email: payload.email, newPassword: "fresh-pw-1", resetToken: second }))).toEqual({ status: 200 });
    expect(await outcome(forgotPasswordReset(c.at(3 * SECOND), { email: payload.email, newPassword: "fresh-pw-2", resetToken: first }))).toMatchObject({ status: 400 });
    expect((await api("/auth/login", { json: { email: payload.email, password: "fresh-pw-1" } })).status).toBe(200);
  });

  it("voids every reset token of the account when the password changes", async () => {
    const { token, payload } = await registerUser();
    const verify = await api("/auth/forgot-password/verify", { json: { email: payload.email, securityAnswer: "Babbage" }, headers: { "CF-Connecting-IP": "192.0.2.78" } });
    expect(verify.status).toBe(200);
    const change = await api("/users/me/change-password", { token, json: { currentPassword: payload.password, newPassword: "changed-pw" } });
    expect(change.status).toBe(200);
    const reset = await api("/auth/forgot-password/reset", { json: { email: payload.email, newPassword: "hijacked-pw", resetToken: verify.body.resetToken } });
    expect(reset.status).toBe(400);
    expect((await api("/auth/login", { json: { email: payload.email, password: "changed-pw" } })).status).toBe(200);
  });

  it("tells the next sign-in how many recovery attempts were made since the last one", async () => {
    const { payload } = await registerUser();
    const fresh = await api("/auth/login", { json: { email: payload.email, password: payload.password } });
    expect(fresh.body.recoveryAttempts).toBe(0);
    const c = clock(Date.now() + 1000);
    await outcome(forgotPasswordVerify(c.at(0), { email: payload.email, securityAnswer: "wrong" }));
    await outcome(forgotPasswordVerify(c.at(100), { email: payload.email, securityAnswer: "wrong" })); // refused (delay): not checked, not counted
    await outcome(forgotPasswordVerify(c.at(2 * SECOND), { email: payload.email, securityAnswer: "wrong" }));
    await outcome(forgotPasswordVerify(c.at(5 * SECOND), { email: payload.email, securityAnswer: "Babbage" }));
    const next = await login(c.at(6 * SECOND), { email: payload.email.toUpperCase(), password: payload.password, remember: false });
    expect(next.recoveryAttempts).toBe(3);
    const after = await login(c.at(7 * SECOND), { email: payload.email, password: payload.password, remember: false });
    expect(after.recoveryAttempts).toBe(0);
  });

  it("shows the count in a notice after signing in on the page", async () => {
    const { payload } = await registerUser();
    const wrong = await api("/auth/forgot-password/verify", { json: { email: payload.email, securityAnswer: "wrong" }, headers: { "CF-Connecting-IP": "192.0.2.79" } });
    expect(wrong.status).toBe(400);
    const res = await SELF.fetch(`${ORIGIN}/?index`, {
      method: "POST",
      body: new URLSearchParams({ intent: "login", email: payload.email, password: payload.password }),
      headers: { Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    const toast = res.headers.getSetCookie().find((c) => c.startsWith("terrace_toast="));
    expect(toast).toBeDefined();
    const value = JSON.parse(decodeURIComponent(toast!.split(";")[0]!.slice("terrace_toast=".length)));
    expect(value).toEqual({
      kind: "info",
      message: "1 password recovery attempt was made on your account since you last signed in. If it was not you, change your password.",
    });
  });
});
