// The answers derived from the tables (decision 044): a table's columns reach its answers, the
// hidden ones do not, and a number column reads as a plain JSON number.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { stadiums, users } from "../db/schema";
import { stadiumShape, userShape } from "./shapes";

const HIDDEN_USER_COLUMNS = ["emailKey", "usernameKey", "teamNameKey", "searchKey", "passwordHash", "securityAnswerHash", "deactivatedReason", "deactivatedUntil", "isSample", "deletedAt"];

describe("answers derived from the tables", () => {
  it("give every column of a table taken whole (Stadium)", () => {
    expect(Object.keys(stadiumShape.shape).sort()).toEqual(Object.keys(getTableColumns(stadiums)).sort());
  });

  it("give a user every column but the hidden ones, never a hash or a key", () => {
    const columns = Object.keys(getTableColumns(users));
    expect(Object.keys(userShape.shape).sort()).toEqual(columns.filter((c) => !HIDDEN_USER_COLUMNS.includes(c)).sort());
    expect(Object.keys(userShape.shape).filter((key) => /hash|key$/i.test(key))).toEqual([]);
  });

  it("take nullability, booleans and enums from the table, numbers plain", () => {
    // The shapes without their component ids (a named schema is written as a reference).
    const json = z.toJSONSchema(z.object(stadiumShape.shape)) as { properties: Record<string, unknown> };
    expect(json.properties.capacity).toEqual({ type: "number" });
    expect(json.properties.archivedAt).toEqual({ type: ["number", "null"] });
    const user = z.toJSONSchema(z.object(userShape.shape)) as { properties: Record<string, unknown> };
    expect(user.properties.role).toEqual({ type: "string", enum: ["user", "moderator", "admin"] });
    expect(user.properties.isActive).toEqual({ type: "boolean" });
    expect(user.properties.phone).toEqual({ type: ["string", "null"] });
    // What the answer changes: epoch columns answered as ISO strings.
    expect(user.properties.createdAt).toEqual({ type: "string" });
  });
});
