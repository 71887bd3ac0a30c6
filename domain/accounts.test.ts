import { describe, expect, it } from "vitest";
import { RECOVERY_LIMITS, foldIdentity, identityKeys, recoveryVerdict, registerSchema, usernameSkeleton, type RecoveryAttempt } from "./accounts";
import { presetAvatarOf } from "./account-fields";
import { profileUpdateSchema } from "./profile";

describe("identity keys", () => {
  it("fold case fully after NFKC: Ü/ü (composed or not), ß and ss, final sigma, compatibility forms", () => {
    expect(foldIdentity(" Ünal@Example.COM ")).toBe("ünal@example.com");
    expect(foldIdentity("U\u0308nal@example.com")).toBe("ünal@example.com");
    expect(foldIdentity("Straße")).toBe(foldIdentity("STRASSE"));
    expect(foldIdentity("ẞ")).toBe("ss");
    expect(foldIdentity("ΌΛΥΜΠΟΣ")).toBe(foldIdentity("όλυμπος"));
    expect(foldIdentity("ｄｅｍｏ")).toBe("demo");
    expect(foldIdentity("ﬁfa")).toBe("fifa");
    expect(foldIdentity("de\u200Bmo\u00AD")).toBe("demo");
  });

  it("give usernames a skeleton: Cyrillic, Greek and Armenian look-alikes read as Latin", () => {
    expect(usernameSkeleton("d\u0435mo")).toBe("demo");
    expect(usernameSkeleton("DEM\u041E")).toBe("demo");
    expect(usernameSkeleton("\u0440\u0430\u0443\u0440\u0430l")).toBe("paypal");
    expect(usernameSkeleton("n\u03bf\u03bda")).toBe("nova");
    expect(usernameSkeleton("g\u0585al")).toBe("goal");
    // ASCII keeps its folded form, so existing ASCII names keep their key.
    expect(usernameSkeleton("Ada_Lovelace-1.0")).toBe("ada_lovelace-1.0");
    // Other letters stay themselves: distinct names stay distinct.
    expect(usernameSkeleton("иван")).not.toBe(usernameSkeleton("ivan"));
  });

  it("are what the database keys: email and team name folded, the username's skeleton", () => {
    expect(identityKeys({ email: "Ünal@x.io", username: "dеmo", teamName: "Straße FC", firstName: "Martin", lastName: "Ødegaard" })).toEqual({
      emailKey: "ünal@x.io",
      usernameKey: "demo",
      teamNameKey: "strasse fc",
      searchKey: "dеmo\nstrasse fc\nmartin odegaard",
    });
  });
});

describe("preset avatars", () => {
  it("take the short name or the image path with any usual extension", () => {
    expect(presetAvatarOf("avatar3")).toBe("avatar3");
    for (const ext of ["png", "jpg", "jpeg", "gif", "webp", "svg", "JPG"]) expect(presetAvatarOf(`/images/avatars/avatar8.${ext}`)).toBe("avatar8");
  });

  it("refuse anything else", () => {
    for (const v of ["avatar9", "/images/avatars/avatar9.png", "/images/avatars/avatar1.bmp", "/images/avatars/avatar1", "images/avatars/avatar1.png", "http://x/images/avatars/avatar1.png", "Avatar1", ""])
      expect(presetAvatarOf(v), v).toBeNull();
  });

  it("parse to the short name in registration and profile updates", () => {
    const base = {
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      username: "ab",
      teamName: "AB",
      password: "secret1",
      securityQuestion: "What is your favorite food?",
      securityAnswer: "x",
    };
    expect(registerSchema.parse({ ...base, avatar: "/images/avatars/avatar2.webp" }).avatar).toBe("avatar2");
    expect(profileUpdateSchema.parse({ avatar: "avatar5" }).avatar).toEqual({ preset: "avatar5" });
    expect(profileUpdateSchema.safeParse({ avatar: "/images/avatars/../avatar5.png" }).success).toBe(false);
  });
});

describe("reserved usernames", () => {
  it("refuse a name that reads as a deleted account's, in any case, at registration and in the profile", () => {
    const base = { firstName: "A", lastName: "B", email: "a@b.co", teamName: "AB", password: "secret1", securityQuestion: "What is your favorite food?", securityAnswer: "x" };
    for (const username of ["deleted-user-abc123", "Deleted-User-x", "DELETED-USER-"]) {
      const registered = registerSchema.safeParse({ ...base, username });
      expect(registered.success).toBe(false);
      expect(registered.error?.issues[0]?.message).toMatch(/reserved/);
      expect(profileUpdateSchema.safeParse({ username }).success).toBe(false);
    }
    expect(registerSchema.safeParse({ ...base, username: "deleted-usery" }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ username: "user-deleted-user-1" }).success).toBe(true);
  });
});

describe("recoveryVerdict", () => {
  const S = 1000;
  const fail = (at: number): RecoveryAttempt => ({ at, succeeded: false });
  const ok = (at: number): RecoveryAttempt => ({ at, succeeded: true });

  it("lets the first answer through and makes the n-th failure in a row wait 2^(n-1) seconds", () => {
    expect(recoveryVerdict([], 0)).toEqual({ ok: true });
    expect(recoveryVerdict([fail(0)], 999)).toEqual({ ok: false, reason: "delay", retryAfterMs: 1 });
    expect(recoveryVerdict([fail(0)], S)).toEqual({ ok: true });
    expect(recoveryVerdict([fail(0), fail(S), fail(3 * S)], 6 * S)).toEqual({ ok: false, reason: "delay", retryAfterMs: 1 * S });
    expect(recoveryVerdict([fail(0), fail(S), fail(3 * S)], 7 * S)).toEqual({ ok: true });
  });

  it("starts the run again after a right answer", () => {
    expect(recoveryVerdict([fail(0), fail(S), fail(3 * S), ok(7 * S)], 7 * S + 1)).toEqual({ ok: true });
  });

  it(`caps wrong answers at ${RECOVERY_LIMITS.perWindow} in 15 minutes and ${RECOVERY_LIMITS.perDay} a day`, () => {
    const five = [0, 1, 3, 7, 15].map((s) => fail(s * S));
    expect(recoveryVerdict(five, 60 * S)).toEqual({ ok: false, reason: "window", retryAfterMs: 15 * 60 * S - 60 * S });
    expect(recoveryVerdict(five, 15 * 60 * S + 1)).toEqual({ ok: true });
    const ten = Array.from({ length: 10 }, (_, k) => fail(k * 16 * 60 * S));
    const now = 10 * 16 * 60 * S;
    expect(recoveryVerdict(ten, now)).toEqual({ ok: false, reason: "day", retryAfterMs: RECOVERY_LIMITS.dayMs - now });
    // Right answers do not count against the caps.
    expect(recoveryVerdict([...ten.slice(0, 9), ...Array.from({ length: 5 }, (_, i) => ok(now - i))], now + 600 * S)).toEqual({ ok: true });
  });
});
