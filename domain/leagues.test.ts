import { describe, expect, it } from "vitest";
import { createLeagueSchema, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, joinLeagueSchema, LEAGUE_NAME_MAX_LENGTH } from "./leagues.ts";

describe("league schemas", () => {
  it("take a trimmed name of at most 40 characters", () => {
    expect(createLeagueSchema.parse({ name: "  Sunday Legends " }).name).toBe("Sunday Legends");
    expect(createLeagueSchema.safeParse({ name: "x".repeat(LEAGUE_NAME_MAX_LENGTH) }).success).toBe(true);
    expect(createLeagueSchema.safeParse({ name: "x".repeat(LEAGUE_NAME_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe("League name must be at most 40 characters");
    expect(createLeagueSchema.safeParse({ name: "   " }).success).toBe(false);
  });

  it("take a 6-character invite code in any case, and draw codes from letters and digits that read well", () => {
    expect(joinLeagueSchema.parse({ code: " ab2cd9 " }).code).toBe("AB2CD9");
    expect(joinLeagueSchema.safeParse({ code: "AB2CD" }).error?.issues[0]?.message).toBe("An invite code has 6 letters and digits");
    expect(INVITE_CODE_LENGTH).toBe(6);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });
});
