import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAGUE_TIME_ZONE, setReaderSource, withLocale } from "./locale";

// These tests read the French texts (the spec's); the English ones are checked where marked (issue 45).
beforeAll(() => setReaderSource(() => ({ locale: "fr-FR", timeZone: LEAGUE_TIME_ZONE })));
afterAll(() => setReaderSource(() => undefined));
import { profileMessages as m } from "./messages/profile";
import { avatarChoiceSchema, ledgerMovement, passwordChangeFormSchema, passwordChangeSchema, profileUpdateSchema } from "./profile";
import { seasonChart } from "./season-chart";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("profileUpdateSchema", () => {
  it("trims, turns cleared optional fields into null and leaves absent ones out", () => {
    const v = profileUpdateSchema.parse({ firstName: "  Grace ", city: "  ", phone: "+33 6 12 34 56 78", country: null });
    expect(v).toEqual({ firstName: "Grace", city: null, phone: "+33 6 12 34 56 78", country: null });
    expect("lastName" in v).toBe(false);
  });
  it("refuses, in French, what a profile cannot hold", () => {
    const r = profileUpdateSchema.safeParse({ firstName: " ", lastName: "", username: "a b", email: "nope", teamName: "", phone: "abc", postalCode: "#", city: "x".repeat(101) });
    expect(issues(r)).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      username: m.usernameCharacters,
      email: m.emailInvalid,
      teamName: m.teamNameRequired,
      phone: m.phoneInvalid,
      postalCode: m.postalCodeInvalid,
      city: m.atMost(100),
    });
    expect(profileUpdateSchema.safeParse({ points: 10_000, role: "admin" }).data).toEqual({}); // not the user's to set
  });
});

describe("password change", () => {
  it("needs 6 characters and a matching confirmation, with the spec's texts", () => {
    expect(issues(passwordChangeFormSchema.safeParse({ currentPassword: "old-pw", newPassword: "12345", confirmPassword: "12345" }))).toEqual({ newPassword: m.newPasswordTooShort });
    expect(issues(passwordChangeFormSchema.safeParse({ currentPassword: "old-pw", newPassword: "123456", confirmPassword: "1234567" }))).toEqual({ confirmPassword: m.newPasswordsDoNotMatch });
    expect(m.newPasswordsDoNotMatch).toBe("Les nouveaux mots de passe ne correspondent pas");
    expect(m.newPasswordTooShort).toBe("Le nouveau mot de passe doit contenir au moins 6 caractères");
    expect(issues(passwordChangeSchema.safeParse({ newPassword: "123456" }))).toEqual({ currentPassword: m.currentPasswordRequired });
  });
});

describe("avatarChoiceSchema", () => {
  const id = "0b9c6f1e-8d1f-4b8a-9a57-3c1b2f0e4d5a";
  const file = "5d41402a-bc4b-4a76-b971-9d911017c592";
  it("takes a preset or an uploaded avatar's URL (with or without the site's address)", () => {
    expect(avatarChoiceSchema.parse("avatar4")).toEqual({ preset: "avatar4" });
    expect(avatarChoiceSchema.parse(`/media/avatars/${id}/${file}.png`)).toEqual({ upload: `/media/avatars/${id}/${file}.png`, ownerId: id });
    expect(avatarChoiceSchema.parse(`https://terrace.example/media/avatars/${id}/${file}.jpg`)).toEqual({ upload: `/media/avatars/${id}/${file}.jpg`, ownerId: id });
  });
  it("refuses anything else: other kinds, paths that climb, outside images", () => {
    for (const bad of [`/media/leaks/${id}/${file}.png`, `/media/avatars/${id}/../x/${file}.png`, "https://evil.example/a.png", `/media/avatars/${id}/${file}.svg`, ""])
      expect(avatarChoiceSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe("ledgerMovement", () => {
  it("names each kind of movement from its ledger key", () => {
    expect(ledgerMovement("reward:gw12:u1")).toEqual({ kind: "reward", label: "Récompense de la journée 12" });
    expect(ledgerMovement("order:5d41402a-bc4b-4a76-b971-9d911017c592")).toEqual({ kind: "order", label: "Commande 5d41402a" });
    expect(ledgerMovement("order:sample-order-001").label).toBe("Commande sample-order-001");
    expect(ledgerMovement("refund:5d41402a-bc4b-4a76-b971-9d911017c592")).toEqual({ kind: "refund", label: "Remboursement de la commande 5d41402a" });
    expect(ledgerMovement("admin:abc").kind).toBe("adjustment");
    expect(ledgerMovement("opening:x@y.z").kind).toBe("opening");
    expect(ledgerMovement("something").kind).toBe("other");
  });
});

describe("seasonChart", () => {
  it("puts more points higher and rank 1 at the top, gameweeks left to right", () => {
    const c = seasonChart([{ gameweek: 3, points: 20, rank: 5 }, { gameweek: 1, points: 80, rank: 1 }, { gameweek: 2, points: 40, rank: null }], 100, 50, 0);
    expect(c.pointsDots).toEqual([{ x: 0, y: 0 }, { x: 50, y: 25 }, { x: 100, y: 37.5 }]);
    expect(c.rankPath).toBe("M0 0 L100 50");
    expect(seasonChart([]).pointsPath).toBe("");
  });
});
