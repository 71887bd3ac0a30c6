// Loaders read their query string with a schema, as the API's handlers do (queryAs): one place
// turns ?a=1&b= into an object and parses it. What the schema refuses is an AppError 400, which
// the build's refusal wrapper (loader.server.ts) answers as the page's 400, never a 500; a screen
// that would rather fall back says so in its schema (`.catch()`, or the lenient forms of domain/lists.ts).
import type { z } from "zod";
import { parseOrThrow } from "../../api/errors";

/**
 * The query of `from` parsed by `schema`: each parameter's first value, blank ones left out
 * (an emptied filter field is no filter) unless `keepBlank` (a screen where "" means "all").
 */
export function parseQuery<S extends z.ZodType>(from: Request | URL, schema: S, options: QueryOptions = {}): z.output<S> {
  return parseOrThrow(schema, queryParams(from, options));
}

type QueryOptions = { keepBlank?: boolean };

/** The query of `from` as an object of strings, read as `parseQuery` reads it (for a screen that branches before it parses). */
export function queryParams(from: Request | URL, options: QueryOptions = {}): Record<string, string> {
  const url = from instanceof URL ? from : new URL(from.url);
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!Object.hasOwn(params, key) && (options.keepBlank || value.trim() !== "")) params[key] = value;
  return params;
}
