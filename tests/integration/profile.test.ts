// The profile on real D1 and R2: the {user} shapes of the API, every rule of the profile
// form (one schema for the API and the /profile form actions), avatars through the uploads
// kernel, the password change, the points history from the ledger and the season, and
// that nobody reads or changes another user's profile.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { users } from "../../api/db/schema";
import { writeTeams } from "./bulk-seed";
import { applyLedger } from "../../api/services/points";
import { usernameSkeleton } from "../../domain/accounts";
import { profileMessages } from "../../domain/messages/profile";
import { catalogueLanguages } from "../../domain/messages";

/** The French texts: this file reads the French profile (requests ask for French, readInFrench). */
const fr = catalogueLanguages(profileMessages)["fr-FR"];
import { api, createUserAndLogin, ORIGIN, registerUser, readInFrench } from "./helpers";

const db = () => createDb(env.DB);
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** A PNG signature and IHDR (what the uploads kernel sniffs), padded to `length` bytes. */
function png(length = 64) {
  const head = [0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...ascii("IHDR"), ...be32(2), ...be32(2), 8, 6, 0, 0, 0];
  const out = new Uint8Array(Math.max(length, head.length));
  out.set(head);
  return out;
}
const fileForm = (field: string, bytes: Uint8Array<ArrayBuffer>, extra: Record<string, string> = {}, name = "me.png", type = "image/png") => {
  const body = new FormData();
  for (const [k, v] of Object.entries(extra)) body.append(k, v);
  body.append(field, new File([bytes], name, { type }));
  return body;
};
const keyOf = (url: string) => url.replace(/^\/media\//, "");

// ---- the Remix screen, as a browser without JavaScript ----------------------------------------
readInFrench();

/** The screen journeys below read the French texts (issue 45: the browser's language decides). */
const FRENCH = { "Accept-Language": "fr-FR,fr;q=0.9" };
const cookieOf = (res: Response) => res.headers.get("Set-Cookie")?.split(";")[0] ?? "";
async function signInUi(email: string, password: string) {
  const res = await SELF.fetch(`${ORIGIN}/?index`, {
    method: "POST",
    body: new URLSearchParams({ intent: "login", email, password }),
    headers: { Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded", ...FRENCH },
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return cookieOf(res);
}
function postProfile(cookie: string, body: URLSearchParams | FormData) {
  const headers: Record<string, string> = { Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, Cookie: cookie, ...FRENCH };
  if (body instanceof URLSearchParams) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return SELF.fetch(`${ORIGIN}/profile`, { method: "POST", body, headers, redirect: "manual" });
}
const getPage = (path: string, cookie?: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie, ...FRENCH } : FRENCH, redirect: "manual" });
const toastOf = (res: Response) => decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("terrace_toast="))?.split(";")[0]?.slice("terrace_toast=".length) ?? "");
const escaped = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

describe("the API's {user} shapes", () => {
  it("GET and PUT /users/me, POST /users/me/avatar and change-password all answer {user}, never a secret", async () => {
    const { token, payload, user } = await registerUser();
    const get = await api("/users/me", { token });
    expect(get.status).toBe(200);
    expect(Object.keys(get.body)).toEqual(["user"]);
    expect(get.body.user).toMatchObject({ id: user.id, username: payload.username, points: 0, phone: null, country: null });
    for (const secret of ["passwordHash", "securityAnswerHash", "emailKey", "usernameKey"]) expect(get.body.user).not.toHaveProperty(secret);

    const put = await api("/users/me", { method: "PUT", token, json: { city: "Lyon" } });
    expect(Object.keys(put.body)).toEqual(["user"]);
    expect(put.body.user.city).toBe("Lyon");

    const preset = await api("/users/me/avatar", { token, json: { avatar: "avatar6" } });
    expect(Object.keys(preset.body)).toEqual(["user"]);
    const multipart = await api("/users/me/avatar", { token, body: fileForm("avatar", png()) });
    expect(multipart.status).toBe(200);
    expect(Object.keys(multipart.body)).toEqual(["user"]);
    expect(multipart.body.user.avatar).toMatch(/^\/media\/avatars\//);

    const change = await api("/users/me/change-password", { token, json: { currentPassword: payload.password, newPassword: "new-secret" } });
    expect(change.status).toBe(200);
    expect(change.body.user).toMatchObject({ id: user.id });
    expect(change.body.user).not.toHaveProperty("passwordHash");
  });

  it("answers 401 to every profile endpoint when signed out", async () => {
    for (const [path, method] of [
      ["/users/me", "GET"],
      ["/users/me", "PUT"],
      ["/users/me/change-password", "POST"],
      ["/users/me/avatar", "POST"],
      ["/users/me/points-history", "GET"],
      ["/users/me/season", "GET"],
    ] as const)
      expect((await api(path, { method, json: method === "GET" ? undefined : {} })).status, `${method} ${path}`).toBe(401);
  });
});

describe("profile rules (one schema for the API and the form)", () => {
  it("trims, clears optional fields to null, and ignores what is not the user's to set", async () => {
    const { token, user } = await registerUser();
    const res = await api("/users/me", {
      method: "PUT",
      token,
      json: { firstName: "  Grace ", phone: " +33 6 12 34 56 78 ", address: "1 rue de la Paix", city: "Paris", postalCode: "75002", country: "France", points: 99_999, role: "admin", isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: "Grace", phone: "+33 6 12 34 56 78", address: "1 rue de la Paix", city: "Paris", postalCode: "75002", country: "France", points: 0, role: "user", isActive: true });
    const cleared = await api("/users/me", { method: "PUT", token, json: { address: "  ", city: null } });
    expect(cleared.body.user).toMatchObject({ address: null, city: null, country: "France" });
    expect((await db().select({ p: users.points }).from(users).where(eq(users.id, user.id)).get())!.p).toBe(0);
  });

  it("refuses bad fields with 400 and French messages, and writes nothing", async () => {
    const { token, payload } = await registerUser();
    const bad = await api("/users/me", { method: "PUT", token, json: { firstName: " ", username: "two words", email: "nope", phone: "call me", postalCode: "#!", teamName: "x".repeat(41) } });
    expect(bad.status).toBe(400);
    const issues = Object.fromEntries((bad.body.error.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(issues).toEqual({
      firstName: fr.firstNameRequired,
      username: fr.usernameCharacters,
      email: fr.emailInvalid,
      phone: fr.phoneInvalid,
      postalCode: fr.postalCodeInvalid,
      teamName: fr.atMost(40),
    });
    expect((await api("/users/me", { token })).body.user).toMatchObject({ firstName: payload.firstName, username: payload.username });
    expect((await api("/users/me", { method: "PUT", token, json: { city: 12 } })).status).toBe(400);
    expect((await api("/users/me", { method: "PUT", token, body: "not json", headers: { "Content-Type": "application/json" } })).status).toBe(400);
  });

  it("keeps username, team name and email unique by their identity keys, and updates the keys", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const taken = await api("/users/me", { method: "PUT", token: a.token, json: { username: b.payload.username.toUpperCase() } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.issues).toContainEqual({ path: "username", message: fr.usernameTaken });
    const team = await api("/users/me", { method: "PUT", token: a.token, json: { teamName: ` ${b.payload.teamName.toLowerCase()} ` } });
    expect(team.status).toBe(409);
    expect(team.body.error.message).toBe(fr.teamNameTaken);

    const renamed = `Renamed${Date.now().toString(36)}`;
    const ok = await api("/users/me", { method: "PUT", token: a.token, json: { username: renamed } });
    expect(ok.status).toBe(200);
    const row = (await db().select().from(users).where(eq(users.id, a.user.id)).get())!;
    expect(row.usernameKey).toBe(usernameSkeleton(renamed));
    // The old name is free again, the new one taken (whatever its case).
    expect((await api("/users/me", { method: "PUT", token: b.token, json: { username: renamed.toLowerCase() } })).status).toBe(409);
    expect((await api("/users/me", { method: "PUT", token: b.token, json: { username: a.payload.username } })).status).toBe(200);
  });

  it("two users asking for the same new username at once: one gets it, the other a 409", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const wanted = `race${Date.now().toString(36)}`;
    const results = await Promise.all([a, b].map((u) => api("/users/me", { method: "PUT", token: u.token, json: { username: wanted } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await db().select().from(users).where(eq(users.usernameKey, usernameSkeleton(wanted))).all()).length).toBe(1);
  });

  it("a new email needs the current password (French field errors); the same email does not", async () => {
    const { token, payload } = await registerUser();
    const email = `moved${Date.now().toString(36)}@example.com`;
    const missing = await api("/users/me", { method: "PUT", token, json: { email } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([{ path: "currentPassword", message: fr.currentPasswordForEmail }]);
    const wrong = await api("/users/me", { method: "PUT", token, json: { email, currentPassword: "not-it" } });
    expect(wrong.body.error.issues).toEqual([{ path: "currentPassword", message: fr.currentPasswordIncorrect }]);
    expect((await api("/users/me", { method: "PUT", token, json: { email: payload.email, city: "Nice" } })).status).toBe(200);
    const ok = await api("/users/me", { method: "PUT", token, json: { email, currentPassword: payload.password } });
    expect(ok.body.user.email).toBe(email);
  });

  it("password change: 6 characters at least, current password checked, every session ended", async () => {
    const { token, payload } = await registerUser();
    const short = await api("/users/me/change-password", { token, json: { currentPassword: payload.password, newPassword: "12345" }, headers: { "Accept-Language": "en-GB" } });
    expect(short.status).toBe(400);
    // Issue 45: the request's language (English by default, French by Accept-Language).
    expect(short.body.error.issues).toEqual([{ path: "newPassword", message: "The new password must be at least 6 characters" }]);
    const shortFr = await api("/users/me/change-password", { token, json: { currentPassword: payload.password, newPassword: "12345" }, headers: FRENCH });
    expect(shortFr.body.error.issues).toEqual([{ path: "newPassword", message: "Le nouveau mot de passe doit contenir au moins 6 caractères" }]);
    const wrong = await api("/users/me/change-password", { token, json: { currentPassword: "nope-nope", newPassword: "123456" }, headers: FRENCH });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("Le mot de passe actuel est incorrect");
    const wrongEn = await api("/users/me/change-password", { token, json: { currentPassword: "nope-nope", newPassword: "123456" }, headers: { "Accept-Language": "en-GB" } });
    expect(wrongEn.body.error.message).toBe("Current password is incorrect");
    expect((await api("/auth/login", { json: { email: payload.email, password: "123456" } })).status).toBe(401);
    expect((await api("/users/me/change-password", { token, json: { currentPassword: payload.password, newPassword: "123456" } })).status).toBe(200);
    expect((await api("/users/me", { token })).status).toBe(401);
    expect((await api("/auth/login", { json: { email: payload.email, password: "123456" } })).status).toBe(200);
  });
});

describe("avatars (the uploads kernel, then the avatar update)", () => {
  it("POST /upload/avatar then POST /users/me/avatar {avatar: fileUrl}: the spec's two steps, with or without the site's address", async () => {
    const { token, user } = await registerUser();
    const up = await api("/upload/avatar", { token, body: fileForm("file", png()) });
    expect(up.status).toBe(201);
    const set = await api("/users/me/avatar", { token, json: { avatar: `${ORIGIN}${up.body.fileUrl}` } });
    expect(set.status).toBe(200);
    expect(set.body.user.avatar).toBe(up.body.fileUrl);
    // Naming the avatar it already has keeps the object.
    expect(await env.MEDIA.head(keyOf(up.body.fileUrl))).not.toBeNull();
    // A preset replaces it, and the upload is deleted.
    await api("/users/me/avatar", { token, json: { avatar: "avatar2" } });
    expect(await env.MEDIA.head(keyOf(up.body.fileUrl))).toBeNull();
    // ... and a deleted upload cannot be named again.
    const gone = await api("/users/me/avatar", { token, json: { avatar: up.body.fileUrl } });
    expect(gone.status).toBe(404);
    expect((await api("/users/me", { token })).body.user.avatar).toBe("/images/avatars/avatar2.svg");
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects).toHaveLength(0);
  });

  it("refuses someone else's upload (403) and any other URL (400)", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const up = await api("/upload/avatar", { token: a.token, body: fileForm("file", png()) });
    const steal = await api("/users/me/avatar", { token: b.token, json: { avatar: up.body.fileUrl } });
    expect(steal.status).toBe(403);
    expect(steal.body.error.message).toBe(fr.avatarNotYours);
    for (const avatar of ["https://evil.example/x.png", "/media/leaks/x/y.png", `/media/avatars/${b.user.id}/../${a.user.id}/x.png`])
      expect((await api("/users/me/avatar", { token: b.token, json: { avatar } })).status, avatar).toBe(400);
    expect((await api("/users/me", { token: a.token })).body.user.avatar).toBe(up.body.fileUrl);
  });
});

describe("nobody reads or changes another user's profile", () => {
  it("has no route to another user's profile; points are staff-only; the form acts on the signed-in user only", async () => {
    const a = await createUserAndLogin();
    const b = await registerUser();
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) expect((await api(`/users/${b.user.id}`, { method, token: a.token, json: method === "GET" ? undefined : { firstName: "X" } })).status).toBeGreaterThanOrEqual(400);
    expect((await api(`/users/${b.user.id}/points`, { method: "PATCH", token: a.token, json: { points: 500 } })).status).toBe(403);
    expect((await api(`/users/${b.user.id}/avatar`, { token: a.token, json: { avatar: "avatar2" } })).status).toBe(404);
    expect((await api(`/users/me/avatar?userId=${b.user.id}`, { token: a.token, json: { avatar: "avatar2" } })).status).toBe(200);
    expect((await api("/users/me", { token: b.token })).body.user.avatar).toBe(b.user.avatar);

    const cookie = await signInUi(a.row.email, a.password);
    const res = await postProfile(cookie, new URLSearchParams({ intent: "update", id: b.user.id, userId: b.user.id, firstName: "Mallory" }));
    expect(res.status).toBe(302);
    expect((await api("/users/me", { token: b.token })).body.user.firstName).toBe(b.payload.firstName);
    expect((await db().select().from(users).where(eq(users.id, a.row.id)).get())!.firstName).toBe("Mallory");
    // The page shows only the signed-in user.
    const html = await (await getPage("/profile", cookie)).text();
    expect(html).not.toContain(b.payload.email);
  });

  it("sends a signed-out visitor of /profile to sign in, and refuses a signed-out post", async () => {
    const page = await getPage("/profile");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
    const post = await postProfile("", new URLSearchParams({ intent: "update", firstName: "X" }));
    expect(post.status).toBe(302);
  });
});

describe("/profile without JavaScript (Remix form actions)", () => {
  it("is read-only until edit; an update redirects with the French success notice (5 s)", async () => {
    const u = await createUserAndLogin();
    const cookie = await signInUi(u.row.email, u.password);
    const view = await (await getPage("/profile", cookie)).text();
    for (const text of ["Informations personnelles", "Adresse", "Sécurité", "Informations du compte", "Membre depuis", "Modifier"]) expect(view).toContain(escaped(text));
    expect(view).not.toContain('name="firstName"');
    const edit = await (await getPage("/profile?mode=edit", cookie)).text();
    expect(edit).toContain('name="firstName"');
    expect(edit).toContain('name="postalCode"');

    const ok = await postProfile(cookie, new URLSearchParams({ intent: "update", firstName: "Zinedine", lastName: "Zidane", city: "Marseille", postalCode: "13008", country: "France", phone: "" }));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/profile");
    expect(JSON.parse(toastOf(ok))).toEqual({ kind: "success", message: "Profil mis à jour avec succès !", seconds: 5 });
    expect((await db().select().from(users).where(eq(users.id, u.row.id)).get())!).toMatchObject({ firstName: "Zinedine", city: "Marseille", phone: null });
  });

  it("a refused update answers 400 with the French messages and keeps what was typed", async () => {
    const u = await createUserAndLogin();
    const cookie = await signInUi(u.row.email, u.password);
    const res = await postProfile(cookie, new URLSearchParams({ intent: "update", firstName: "", lastName: "Typed", phone: "call me" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(escaped(fr.firstNameRequired));
    expect(html).toContain(escaped(fr.phoneInvalid));
    expect(html).toContain('value="Typed"');
    expect((await db().select().from(users).where(eq(users.id, u.row.id)).get())!.lastName).toBe(u.row.lastName);
  });

  it("password mode: the spec's two messages, then success ends the session and the new password signs in", async () => {
    const u = await createUserAndLogin();
    const cookie = await signInUi(u.row.email, u.password);
    const mismatch = await postProfile(cookie, new URLSearchParams({ intent: "password", currentPassword: u.password, newPassword: "abcdef", confirmPassword: "abcdeg" }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(escaped("Les nouveaux mots de passe ne correspondent pas"));
    const short = await postProfile(cookie, new URLSearchParams({ intent: "password", currentPassword: u.password, newPassword: "abc", confirmPassword: "abc" }));
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(escaped("Le nouveau mot de passe doit contenir au moins 6 caractères"));
    const wrong = await postProfile(cookie, new URLSearchParams({ intent: "password", currentPassword: "not-mine", newPassword: "abcdef", confirmPassword: "abcdef" }));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(escaped(fr.currentPasswordIncorrect));

    const ok = await postProfile(cookie, new URLSearchParams({ intent: "password", currentPassword: u.password, newPassword: "abcdef", confirmPassword: "abcdef" }));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/");
    expect(JSON.parse(toastOf(ok)).message).toContain("Mot de passe modifié avec succès !");
    expect((await getPage("/profile", cookie)).status).toBe(302);
    await signInUi(u.row.email, "abcdef");
  });

  it("avatar: 'Veuillez sélectionner un fichier image', 'L'image ne doit pas dépasser 2MB', then 'Photo de profil mise à jour !'", async () => {
    const u = await createUserAndLogin();
    const cookie = await signInUi(u.row.email, u.password);
    const notImage = await postProfile(cookie, fileForm("avatar", new TextEncoder().encode("not a picture at all"), { intent: "avatar" }, "me.png"));
    expect(notImage.status).toBe(415);
    expect(await notImage.text()).toContain(escaped("Veuillez sélectionner un fichier image"));
    const big = await postProfile(cookie, fileForm("avatar", png(2 * 1024 * 1024 + 1), { intent: "avatar" }));
    expect(big.status).toBe(413);
    expect(await big.text()).toContain(escaped("L'image ne doit pas dépasser 2MB"));
    const none = await postProfile(cookie, new URLSearchParams({ intent: "avatar" }));
    expect(none.status).toBe(400);

    const ok = await postProfile(cookie, fileForm("avatar", png(), { intent: "avatar" }));
    expect(ok.status).toBe(302);
    expect(JSON.parse(toastOf(ok)).message).toBe("Photo de profil mise à jour !");
    const avatar = (await db().select().from(users).where(eq(users.id, u.row.id)).get())!.avatar;
    expect(avatar).toMatch(new RegExp(`^/media/avatars/${u.row.id}/`));
    expect(await env.MEDIA.head(keyOf(avatar))).not.toBeNull();
    const preset = await postProfile(cookie, new URLSearchParams({ intent: "preset", avatar: "avatar8" }));
    expect(preset.status).toBe(302);
    expect(await env.MEDIA.head(keyOf(avatar))).toBeNull();
  });
});

describe("points history and season", () => {
  it("lists every ledger movement newest first with its running balance, paged", async () => {
    const u = await createUserAndLogin({ points: 0 });
    const id = u.row.id;
    const order = crypto.randomUUID();
    const t0 = Date.now();
    const moves = [
      { key: `reward:gw3:${id}`, amount: 500, reason: "Gameweek 3 challenge: rank 1" },
      { key: `order:${order}`, amount: -120, reason: "Store order" },
      { key: `refund:${order}`, amount: 120, reason: "Refund" },
      { key: `admin:${crypto.randomUUID()}`, amount: -30, reason: "Adjustment by admin" },
      { key: `reward:gw4:${id}`, amount: 250, reason: "Gameweek 4 challenge: rank 2" },
    ];
    for (const [i, m] of moves.entries()) await applyLedger(db(), [{ ...m, userId: id }], t0 + i);
    for (let i = 0; i < 20; i++) await applyLedger(db(), [{ key: `admin:extra-${id}-${i}`, userId: id, amount: 1, reason: "x" }], t0 + 10 + i);

    const first = await api("/users/me/points-history?limit=20", { token: u.token });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.movements).toHaveLength(20);
    expect(first.body.movements[0]).toMatchObject({ kind: "adjustment", amount: 1, balance: 740 });
    const second = await api("/users/me/points-history?limit=20&offset=20", { token: u.token });
    expect(second.body.movements.map((m: { kind: string; amount: number; balance: number }) => [m.kind, m.amount, m.balance])).toEqual([
      ["reward", 250, 720],
      ["adjustment", -30, 470],
      ["refund", 120, 500],
      ["order", -120, 380],
      ["reward", 500, 500],
    ]);
    expect(second.body.movements[0].label).toBe("Récompense de la journée 4");
    expect((await api("/users/me/points-history?limit=1000", { token: u.token })).status).toBe(400);
    // The balance the page shows is the sum of the ledger.
    expect((await api("/users/me", { token: u.token })).body.user.points).toBe(740);

    const cookie = await signInUi(u.row.email, u.password);
    const page2 = await (await getPage("/profile?page=2", cookie)).text();
    expect(page2).toContain("Récompense de la journée 3");
    expect(page2).toContain("Mouvements 21 à 25 sur 25");
  });

  it("gives the user's gameweek points and rank over the season, drawn as an accessible chart", async () => {
    const u = await createUserAndLogin();
    const now = Date.now();
    const team = (gameweek: number, totalPoints: number, rank: number | null) => ({
      id: crypto.randomUUID(), userId: u.row.id, gameweek, teamName: "T", managerName: "M", picks: [], captainId: 1, viceCaptainId: 2,
      totalBudget: 1000, squadCost: 900, totalPoints, rank, createdAt: now, updatedAt: now,
    });
    await writeTeams([team(2, 61, 4), team(1, 48, 9), team(3, 0, null)]);
    const res = await api("/users/me/season", { token: u.token });
    expect(res.body).toEqual({ gameweeks: [{ gameweek: 1, points: 48, rank: 9 }, { gameweek: 2, points: 61, rank: 4 }, { gameweek: 3, points: 0, rank: null }] });
    const other = await registerUser();
    expect((await api("/users/me/season", { token: other.token })).body).toEqual({ gameweeks: [] });

    const html = await (await getPage("/profile", await signInUi(u.row.email, u.password))).text();
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<title");
    expect(html).toContain(escaped("Points et classement par journée"));
  });
});
