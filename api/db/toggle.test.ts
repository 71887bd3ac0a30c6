import { describe, expect, it } from "vitest";
import { pressStatements } from "./toggle";

describe("pressStatements", () => {
  it("an on/off row: the press marks an existing row, the second statement deletes it", () => {
    const [upsert, remove] = pressStatements("post_likes", { post_id: 7, user_id: "u1" }, 1000);
    expect(upsert.sql.replace(/\s+/g, " ")).toBe(
      "INSERT INTO post_likes (post_id, user_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (post_id, user_id) DO UPDATE SET created_at = -1",
    );
    expect(upsert.params).toEqual([7, "u1", 1000]);
    expect(remove).toEqual({ sql: "DELETE FROM post_likes WHERE post_id = ? AND user_id = ? AND created_at = -1", params: [7, "u1"] });
  });

  it("a one-choice row: the same choice marks it, another replaces it", () => {
    const [upsert] = pressStatements("comment_reactions", { comment_id: 3, user_id: "u1" }, 5, { column: "type", value: "peace" });
    expect(upsert.sql).toContain("(comment_id, user_id, type, created_at) VALUES (?1, ?2, ?3, ?4)");
    expect(upsert.sql).toContain("created_at = CASE WHEN type = excluded.type THEN -1 ELSE excluded.created_at END, type = excluded.type");
    expect(upsert.params).toEqual([3, "u1", "peace", 5]);
  });
});
