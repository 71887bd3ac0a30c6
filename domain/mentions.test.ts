import { describe, expect, it } from "vitest";
import { isDeletedUsername, leadingMention, mentionsName, replaceMentions, shownCommentText } from "./mentions";
import { anonymisedIdentity } from "./admin-users";

const gone = anonymisedIdentity("5b0e2a4c-1f4e-4f7a-9d1b-2c3d4e5f6a7b").username;

describe("mentions and erasure", () => {
  it("a deleted account's username is recognised as one", () => {
    expect(isDeletedUsername(gone)).toBe(true);
    expect(isDeletedUsername("alice")).toBe(false);
  });

  it("replaces every mention of a name, in any case, and no other name", () => {
    expect(replaceMentions("@Alice great point, @alice. Ask @alice2 or bob@alice.com", "alice", gone)).toBe(`@${gone} great point, @${gone}. Ask @alice2 or bob@alice.com`);
    expect(replaceMentions("(@alice) and @alice-", "ALICE", "x")).toBe("(@x) and @x-");
    expect(mentionsName("hi @Alice!", "alice")).toBe(true);
    expect(mentionsName("hi @alicia", "alice")).toBe(false);
  });

  it("finds a reply's leading mention", () => {
    expect(leadingMention("@bob.smith I agree")).toBe("bob.smith");
    expect(leadingMention("I agree @bob")).toBeNull();
  });

  it("shows a deleted account's mentions as the label, and drops a leading mention nobody in the thread has", () => {
    expect(shownCommentText(`@${gone} I agree with @${gone}.`, { deletedLabel: "Utilisateur supprimé" })).toBe("@Utilisateur supprimé I agree with @Utilisateur supprimé.");
    expect(shownCommentText("@bob I agree", { deletedLabel: "x", stillThere: () => false })).toBe("I agree");
    expect(shownCommentText("@bob I agree", { deletedLabel: "x", stillThere: (n) => n === "bob" })).toBe("@bob I agree");
    // A reply that is only the mention keeps it (nothing else to show).
    expect(shownCommentText("@bob", { deletedLabel: "x", stillThere: () => false })).toBe("@bob");
  });
});
