import type { Context } from "hono";
import type { z } from "zod";
import { AppError, badRequest, parseOrThrow } from "../errors";
import { apiMessages } from "../../domain/messages/api";

/** The JSON body, or a 400 for an empty, malformed or non-object body. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) throw badRequest(apiMessages.bodyNotObject);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(apiMessages.bodyNotJson);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw badRequest(apiMessages.bodyNotObject);
  return value as Record<string, unknown>;
}

/** Multipart fields as a plain object (strings only) plus the files by name. */
export async function readMultipart(c: Context) {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest(apiMessages.bodyNotMultipart);
  }
  return splitFormData(form);
}

export function splitFormData(form: FormData) {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if ((value as File).size > 0) files[key] = value as File;
  }
  return { fields, files };
}

export const isMultipart = (c: Context) => (c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** The JSON body parsed with a domain schema: the handler hands the service typed input (400 with issues otherwise). */
export async function readJsonAs<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseOrThrow(schema, await readJson(c));
}

/** An optional JSON body (a DELETE's reason, a confirmation): parsed when the request sends JSON, else the schema's reading of {}. */
export async function readOptionalJsonAs<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return (c.req.header("Content-Type") ?? "").toLowerCase().includes("json") ? readJsonAs(c, schema) : parseOrThrow(schema, {});
}

/** A page of a list the spec answers as a bare array: the rows, and how many match in X-Total-Count. */
export function pagedArray<T>(c: Context, page: { items: T[]; total: number }) {
  c.header("X-Total-Count", String(page.total));
  return c.json(page.items);
}

/** The query string parsed with a domain schema. */
export function queryAs<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.query());
}

/** A path parameter parsed with a domain schema ("18" as a gameweek number). */
export function paramAs<S extends z.ZodType>(c: Context, name: string, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.param(name));
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A posted form, or a 415 (not a form) / 400 (a broken one): never a 500 for what a client sends. */
export async function readFormBody(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw new AppError(415, "unsupported_media_type", apiMessages.formPostsOnly);
  try {
    return await request.formData();
  } catch {
    throw badRequest(apiMessages.formUnreadable);
  }
}
