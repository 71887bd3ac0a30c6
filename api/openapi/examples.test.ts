import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleOf, withExamples } from "./examples";

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;

describe("examples made from schemas", () => {
  it("fit the schema they were made from: bounds, enums, formats, nullable and nested objects", () => {
    const schema = z.object({
      id: z.string().min(3).max(5),
      count: z.int().min(2).max(9),
      kind: z.enum(["post", "comment"]),
      email: z.email(),
      note: z.string().nullable(),
      tags: z.array(z.string()).min(2),
      author: z.object({ name: z.string(), joined: z.iso.datetime() }),
    });
    const example = sampleOf(json(schema), {});
    expect(schema.safeParse(example).success).toBe(true);
    expect(example).toMatchObject({ count: 2, kind: "post", email: "demo@terrace.local" });
  });

  it("prefer the schema's own examples, and follow references to components", () => {
    const components = { Error: json(z.object({ message: z.string().meta({ examples: ["Please sign in to continue."] }) })) };
    expect(sampleOf({ $ref: "#/components/schemas/Error" }, components)).toEqual({ message: "Please sign in to continue." });
  });

  it("show only the required fields of a request body, and every field of a response", () => {
    const body = json(z.object({ headline: z.string(), description: z.string().optional() }));
    const document = withExamples({
      paths: { "/leaks": { post: { requestBody: { content: { "application/json": { schema: body } } }, responses: { 201: { content: { "application/json": { schema: body } } } } } } },
    });
    const op = (document.paths as Record<string, any>)["/leaks"].post;
    expect(op.requestBody.content["application/json"].example).toEqual({ headline: "headline" });
    expect(op.responses[201].content["application/json"].example).toEqual({ headline: "headline", description: "description" });
  });
});
