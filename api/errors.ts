// One error type for every rule the services enforce. Hono's onError and the
// Remix actions both turn it into the right status; nothing else leaks out.
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { withoutControlCharacters } from "../domain/input-text";
import { apiMessages } from "../domain/messages/api";

export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "unprocessable",
  "payload_too_large",
  "unsupported_media_type",
  "locked",
  "rate_limited",
  "upstream_invalid",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with the input: where (a dotted path, "" for the whole) and what. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error envelope of every API answer that is not a success (documented as components.schemas.Error). */
export const errorEnvelopeSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(ERROR_CODES),
      message: z.string().meta({ examples: ["Please sign in to continue."] }),
      issues: z.array(fieldIssueSchema).optional(),
    }),
  })
  .meta({ id: "Error", description: "Every error answer: a code, a message for people, and the field issues of a 400." });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

// The Remix build bundles its own copy of this module, so the Worker (server.ts) and the pages
// hold two AppError classes: `instanceof` goes by a shared brand, not by the class object.
const APP_ERROR = Symbol.for("terrace.AppError");

export class AppError extends Error {
  readonly [APP_ERROR] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && APP_ERROR in value;
  }

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 502,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** For a 429: when to try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) =>
  new AppError(400, issues ? "validation_failed" : "bad_request", message, issues);
export const unauthorized = (message: string = apiMessages.signIn) => new AppError(401, "unauthorized", message);
export const forbidden = (message: string = apiMessages.notPermitted) => new AppError(403, "forbidden", message);
export const notFound = (message: string = apiMessages.notFound) => new AppError(404, "not_found", message);
export const conflict = (message: string, issues?: FieldIssue[]) => new AppError(409, "conflict", message, issues);
/** Well-formed, but it cannot be applied as sent (e.g. an Idempotency-Key reused with another request). */
export const unprocessable = (message: string) => new AppError(422, "unprocessable", message);
export const tooLarge = (message: string) => new AppError(413, "payload_too_large", message);
export const rateLimited = (message: string, retryAfterSeconds?: number) => new AppError(429, "rate_limited", message, undefined, retryAfterSeconds);

export function issuesFromZod(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

/** Parse or throw a 400 whose message is the first problem, with every issue listed. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(withoutControlCharacters(input));
  if (!result.success) {
    const issues = issuesFromZod(result.error);
    throw badRequest(issues[0]?.message ?? apiMessages.invalidInput, issues);
  }
  return result.data;
}

function errorBody(err: AppError): ErrorEnvelope {
  return { error: { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) } };
}

// Read per answer: in the language of the request that failed.
const internal = () => new AppError(500, "internal", apiMessages.failed);

/** An error as the one JSON envelope: the status and message of an AppError, a plain 500 for anything else. */
export function errorResponse(err: unknown): Response {
  let error: AppError;
  if (err instanceof AppError) error = err;
  else if (err instanceof HTTPException && err.status < 500) error = new AppError(err.status as AppError["status"], "bad_request", err.message || apiMessages.badRequest);
  else error = internal();
  if (error.status >= 500) console.error(err);
  const headers = error.retryAfterSeconds ? { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) } : undefined;
  return Response.json(errorBody(error), { status: error.status, headers });
}
