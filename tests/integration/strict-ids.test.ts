// Issue 42: ids were read loosely ("0x178" and "377e0" deleted posts 376 and 377 through the bulk
// moderation, the answer naming "0x178" while the audit row named post 376). Every numeric id is
// read strictly (domain/ids.ts): digits only, no leading zero, sign, exponent, point, hex prefix or
// white space, within the safe range; anything else is a 400 that names it.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { auditLog, posts } from "../../api/db/schema";
import { parseRowId } from "../../domain/ids";
import { api, createUserAndLogin } from "./helpers";
import { crowd, openCasesOn, wallOf } from "./bulk-seed";

const db = () => createDb(env.DB);

/** Loose spellings of `id` that a lax parse (Number, parseInt, z.coerce) reads as `id` or near it. */
const loose = (id: number) => [
  `0x${id.toString(16)}`,
  `${id}e0`,
  `${id / 10}e1`,
  `0${id}`,
  `+${id}`,
  ` ${id}`,
  `${id} `,
  `${id}\t`,
  `\n${id}`,
  `${id}.0`,
  `${id}.`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}n`,
  `${id},`,
  String(id).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))), // fullwidth digits
  "-1",
  "0",
  "",
  "9007199254740993",
  "Infinity",
  "NaN",
];

describe("ids are parsed strictly", () => {
  it("the parser: canonical decimal text or a positive safe integer, nothing else", () => {
    expect(parseRowId("376")).toBe(376);
    expect(parseRowId(376)).toBe(376);
    expect(parseRowId("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    for (const text of loose(370)) expect(parseRowId(text), JSON.stringify(text)).toBeNull();
    for (const value of [1.5, -3, 0, Number.MAX_SAFE_INTEGER + 2, Number.NaN, null, undefined, true, ["1"], { id: 1 }]) expect(parseRowId(value), String(value)).toBeNull();
  });

  it("POST /api/admin/moderation/bulk with ['0x…', '…e0'] is a 400 naming the bad id, and deletes nothing", async () => {
    const wall = await wallOf(3);
    const reporters = await crowd(3);
    await openCasesOn("post", wall.posts.map((p) => ({ itemId: String(p.id), authorId: p.authorId })), reporters, 3);
    const mod = await createUserAndLogin({ role: "moderator" });
    const [a, b, c] = wall.posts.map((p) => p.id) as [number, number, number];
    const hex = `0x${a.toString(16)}`;
    const res = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "delete", itemIds: [hex, `${b}e0`] } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(hex);
    expect(JSON.stringify(res.body.error.issues)).toContain(`${b}e0`);
    for (const spelling of loose(a)) {
      const one = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "delete", itemIds: [spelling] } });
      expect(one.status, JSON.stringify(spelling)).toBe(400);
    }
    // A chat message's id is checked by its own type too.
    expect((await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "chat_message", action: "clear", itemIds: ["12"] } })).status).toBe(400);
    const left = await db().select({ id: posts.id }).from(posts).where(eq(posts.stadiumId, wall.ground));
    expect(left.map((p) => p.id).sort((x, y) => x - y)).toEqual([a, b, c]);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, String(a)))).toEqual([]);

    // The canonical spelling works, and the answer and the audit row name the same id.
    const ok = await api("/admin/moderation/bulk", { token: mod.token, json: { kind: "post", action: "delete", itemIds: [String(c)] } });
    expect(ok.status).toBe(200);
    expect(ok.body.done).toEqual([String(c)]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, String(c)));
    expect(audit.length).toBeGreaterThan(0);
  });

  it("path parameters: /api/stadiums/{id} and /api/leaks/{id} refuse every loose spelling with a 400", async () => {
    const wall = await wallOf(1);
    const user = await createUserAndLogin();
    expect((await api(`/stadiums/${wall.ground}`, { token: user.token })).status).toBe(200);
    for (const spelling of loose(wall.ground).filter((s) => s.trim() !== "")) {
      const res = await api(`/stadiums/${encodeURIComponent(spelling)}`, { token: user.token });
      expect(res.status, JSON.stringify(spelling)).toBe(400);
      const leak = await api(`/leaks/${encodeURIComponent(spelling)}`, { token: user.token });
      expect(leak.status, JSON.stringify(spelling)).toBe(400);
    }
  });
});
