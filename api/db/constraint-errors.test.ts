import { describe, expect, it } from "vitest";
import { constraintViolation, isCheckViolation, isUniqueViolation } from "./constraint-errors";

// D1's texts, as drizzle wraps them (the D1 error as the cause of a "Failed query" error).
const wrapped = (message: string) => new Error("Failed query: insert into ...", { cause: new Error(`D1_ERROR: ${message}: SQLITE_CONSTRAINT`) });

describe("constraint errors", () => {
  it("finds the kind and the name through drizzle's wrapping", () => {
    expect(constraintViolation(wrapped("UNIQUE constraint failed: leagues.code"))).toEqual({ kind: "unique", name: "leagues.code" });
    expect(constraintViolation(wrapped("CHECK constraint failed: product_sizes_stock_non_negative"))).toEqual({ kind: "check", name: "product_sizes_stock_non_negative" });
    expect(constraintViolation(new Error("FOREIGN KEY constraint failed"))).toEqual({ kind: "foreign key", name: null });
    expect(constraintViolation(new Error("network down"))).toBeNull();
    expect(constraintViolation("UNIQUE constraint failed: x.y")).toEqual({ kind: "unique", name: "x.y" });
  });

  it("answers the two questions the services ask", () => {
    expect(isUniqueViolation(wrapped("UNIQUE constraint failed: player_vote_choices.player_vote_id, player_vote_choices.user_id"))).toBe(true);
    expect(isUniqueViolation(wrapped("CHECK constraint failed: users_points_non_negative"))).toBe(false);
    expect(isCheckViolation(wrapped("CHECK constraint failed: users_points_non_negative"))).toBe(true);
    expect(isCheckViolation(wrapped("CHECK constraint failed: product_sizes_stock_non_negative"), "stock")).toBe(true);
    expect(isCheckViolation(wrapped("CHECK constraint failed: users_points_non_negative"), "stock")).toBe(false);
  });

  it("tells a unique key of one table from another's (the standings fold retry)", () => {
    // D1's text for two rebuilds folding the same gameweek at once, as tests/integration/rank-histogram.test.ts meets it (a raw batch: no drizzle wrapping).
    const fold = new Error("D1_ERROR: UNIQUE constraint failed: standings_folds.gameweek: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_PRIMARYKEY)");
    expect(isUniqueViolation(fold, "standings_folds")).toBe(true);
    expect(isUniqueViolation(wrapped("UNIQUE constraint failed: standings_folds.gameweek"), "standings_folds")).toBe(true);
    expect(isUniqueViolation(wrapped("UNIQUE constraint failed: season_standings.user_id"), "standings_folds")).toBe(false);
    // A table whose name starts with another's is not that table.
    expect(isUniqueViolation(wrapped("UNIQUE constraint failed: standings_folds_old.gameweek"), "standings_folds")).toBe(false);
    // Any other error that merely names the table is not a key refusing a second fold.
    expect(isUniqueViolation(new Error("D1_ERROR: no such table: standings_folds"), "standings_folds")).toBe(false);
    expect(isUniqueViolation(wrapped("CHECK constraint failed: standings_folds_gameweek"), "standings_folds")).toBe(false);
  });
});
