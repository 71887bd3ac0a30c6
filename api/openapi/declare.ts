// How a route of /api declares its contract: what it reads (params, query, body) and what it answers
// per status. The request validators are the ones the handlers read from (`c.req.valid(...)`), so
// what is documented is what is enforced; the response schemas are held to in tests
// (tests/integration/contract.ts). hono-openapi turns both into the OpenAPI 3.1 document
// (api/openapi/document.ts); decision 034.
import type { MiddlewareHandler } from "hono";
import { describeRoute, resolver, uniqueSymbol } from "hono-openapi";
import { z } from "zod";
import { errorEnvelopeSchema, parseOrThrow, type AppError } from "../errors";
import type { AppEnv } from "../http/app-env";
import { readJson } from "../http/body";
import { requireStaff, requireUser } from "../services/context";

type Target = "json" | "query" | "param";
type Validated<T extends Target, S extends z.ZodType> = { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } };
/** An optional body: the client may leave it out. */
type OptionallyValidated<T extends Target, S extends z.ZodType> = { in: { [K in T]?: z.input<S> }; out: { [K in T]: z.output<S> } };

/** A validator in hono's shape (typed for `c.req.valid` and the RPC client) that parses as the API always has: parseOrThrow's 400 envelope, control characters dropped. */
function validating<T extends Target, S extends z.ZodType>(target: T, schema: S, read: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => unknown | Promise<unknown>, documented = true) {
  const middleware: MiddlewareHandler<AppEnv, string, Validated<T, S>> = async (c, next) => {
    c.req.addValidatedData(target, parseOrThrow(schema, await read(c)) as never);
    await next();
  };
  // hono-openapi reads the schema of a validator from this property (its own validator does the same).
  return documented ? Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } }) : middleware;
}

/** The path parameters, as one object schema ({id: rowIdSchema}). */
export const params = <S extends z.ZodType>(schema: S) => validating("param", schema, (c) => c.req.param());
/** The query string. */
export const query = <S extends z.ZodType>(schema: S) => validating("query", schema, (c) => c.req.query());
/** A JSON object body (400 for an empty, malformed or non-object one). */
export const json = <S extends z.ZodType>(schema: S) => validating("json", schema, (c) => readJson(c));
/** An optional JSON body (a DELETE's reason): the schema's reading of {} when the request sends no JSON. Documented by `declare({ optionalBody })`. */
export const optionalJson = <S extends z.ZodType>(schema: S) =>
  validating("json", schema, (c) => ((c.req.header("Content-Type") ?? "").toLowerCase().includes("json") ? readJson(c) : {}), false) as unknown as MiddlewareHandler<
    AppEnv,
    string,
    OptionallyValidated<"json", S>
  >;

/** Who may call: anyone, anyone (the answer depends on who), a signed-in user, staff (moderator or admin). */
export type Access = "public" | "optional" | "user" | "staff";
export type ErrorStatus = AppError["status"];

export type RouteContract = {
  summary: string;
  description?: string;
  tags: [string, ...string[]];
  access: Access;
  /** The answers with a body, by status: the 2xx, and any other whose body is not the error envelope (a held import's 409). */
  responses: Partial<Record<200 | 201 | ErrorStatus, z.ZodType>>;
  /** The error statuses this route answers, each with the one envelope. */
  errors?: ErrorStatus[];
  /** Answered 304 (no body) to a matching If-None-Match. */
  etag?: boolean;
  /** The success is 204 No Content (no body), as a DELETE that has nothing to answer. */
  noContent?: boolean;
  /** Response headers worth naming. */
  headers?: Record<string, { description: string; schema: { type: "string" | "integer" } }>;
  /** A body that may be left out (validated by `optionalJson`). */
  optionalBody?: z.ZodType;
  /** A multipart body (uploads), documented here and read by the handler. */
  multipart?: z.ZodType;
  /** The same call also accepts this as JSON (documented beside the multipart). */
  alsoJson?: z.ZodType;
  /** Request headers the route reads. */
  requestHeaders?: { name: string; description: string; required?: boolean }[];
};

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: "Invalid input: the first problem, with every issue listed",
  401: "Not signed in, or the token is invalid or expired",
  403: "Signed in, but not allowed",
  404: "No such object",
  409: "Conflicts with the current state",
  413: "Request body too large",
  415: "Unsupported media type",
  422: "Well-formed but cannot be applied as sent",
  423: "Locked",
  429: "Too many requests (Retry-After says when to try again)",
  500: "Unexpected error",
  502: "The upstream source answered something unusable",
};

/** The statuses every route of an access level can answer, whatever it does. */
export function baseErrors(access: Access): ErrorStatus[] {
  if (access === "user") return [401];
  if (access === "staff") return [401, 403];
  return [];
}

/** What a test needs to hold an answer to the contract: the schema of each documented status. */
export type ContractEntry = { access: Access; statuses: Map<number, z.ZodType | null> };
export const contractSymbol = Symbol.for("terrace.contract");

/** The route's contract as a middleware (no-op at run time): hono-openapi documents it, tests read it. */
export function declare(contract: RouteContract) {
  const errors = [...new Set([...baseErrors(contract.access), ...(contract.errors ?? [])])].filter((status) => !(status in contract.responses)).sort();
  const statuses = new Map<number, z.ZodType | null>();
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(contract.responses)) {
    statuses.set(Number(status), schema);
    responses[status] = {
      description: Number(status) === 201 ? "Created" : Number(status) === 200 ? "OK" : ERROR_TEXT[Number(status) as ErrorStatus],
      ...(contract.headers ? { headers: contract.headers } : {}),
      content: { "application/json": { schema: resolver(schema) } },
    };
  }
  if (contract.noContent) {
    statuses.set(204, null);
    responses["204"] = { description: "Done: nothing to answer (no body)" };
  }
  if (contract.etag) {
    statuses.set(304, null);
    responses["304"] = { description: "Not modified: the ETag sent in If-None-Match still holds (no body)" };
  }
  for (const status of errors) {
    statuses.set(status, errorEnvelopeSchema);
    responses[String(status)] = { description: ERROR_TEXT[status], content: { "application/json": { schema: resolver(errorEnvelopeSchema) } } };
  }
  const security: Record<string, string[]>[] = contract.access === "public" ? [] : contract.access === "optional" ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
  const requestBody = contract.multipart
    ? {
        required: true,
        content: {
          "multipart/form-data": { schema: resolver(contract.multipart) },
          ...(contract.alsoJson ? { "application/json": { schema: resolver(contract.alsoJson) } } : {}),
        },
      }
    : contract.optionalBody
      ? { required: false, content: { "application/json": { schema: resolver(contract.optionalBody) } } }
      : undefined;
  const described = describeRoute({
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: contract.tags,
    security,
    ...(requestBody ? { requestBody: requestBody as never } : {}),
    ...(contract.requestHeaders
      ? { parameters: contract.requestHeaders.map((h) => ({ in: "header" as const, name: h.name, description: h.description, required: h.required ?? false, schema: { type: "string" as const } })) }
      : {}),
    responses: responses as never,
  });
  // The access it documents is the access it enforces, before any input is read: signed out 401,
  // a user on a staff route 403 (each service still checks its own ability for the object).
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (contract.access === "user") requireUser(c.var.ctx);
    else if (contract.access === "staff") requireStaff(c.var.ctx);
    await next();
  };
  const spec = (described as unknown as Record<symbol, unknown>)[uniqueSymbol];
  return Object.assign(middleware, { [uniqueSymbol]: spec, [contractSymbol]: { access: contract.access, statuses } satisfies ContractEntry });
}

export { z };
