import { describe, expect, it } from "vitest";
import { NOTICES_MARK_MAX, noticesReadSchema } from "./notices";
import { noticeMessages } from "./messages/notices";
import { withLocale } from "./locale";

describe("noticesReadSchema", () => {
  it("takes named notices or none (all), and refuses junk", () => {
    expect(noticesReadSchema.parse({})).toEqual({});
    expect(noticesReadSchema.parse({ ids: ["3", 4] })).toEqual({ ids: [3, 4] });
    for (const bad of [{ ids: [] }, { ids: [0] }, { ids: ["x"] }, { ids: Array.from({ length: NOTICES_MARK_MAX + 1 }, (_, i) => i + 1) }, { all: true }])
      expect(noticesReadSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe("the notices' texts, in the reader's language", () => {
  it("tell one moderation action once, in the singular or the plural", () => {
    expect(noticeMessages.removed("comment", "Useless ref", 1, "Spam")).toBe('Your comment "Useless ref" was removed by the moderators. Reason: Spam');
    expect(noticeMessages.removed("comment", "Useless ref", 30, "Spam")).toBe("30 of your comments were removed by the moderators. Reason: Spam");
    expect(noticeMessages.removed("player_vote", "Salah or Haaland", 2, null)).toBe("2 of your player polls were removed by the moderators.");
    expect(noticeMessages.removed("team_vote", "", 1, null)).toBe("Your team vote was removed by the moderators.");
  });

  it("tell a ban with its reason and its end, or that it is permanent", () => {
    expect(noticeMessages.banned("chat", null, "Spam")).toBe("You are banned from the chat permanently. Reason: Spam");
    expect(noticeMessages.banned("comments", Date.UTC(2026, 11, 5, 14, 0), "Insultes")).toMatch(/^You are banned from commenting until .*5 Dec, 14:00 UK time\. Reason: Insultes$/);
    expect(withLocale("fr-FR", () => noticeMessages.banned("comments", Date.UTC(2026, 11, 5, 14, 0), "Insultes"))).toMatch(/^Il vous est interdit de commenter jusqu'au .*5 déc\. à 14:00, heure de Londres\. Raison : Insultes$/);
    expect(withLocale("fr-FR", () => noticeMessages.removed("leak", "Salah", 2, null))).toBe("2 de vos fuites ont été supprimées par les modérateurs.");
  });
});
