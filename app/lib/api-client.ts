// The browser's client of /api, typed from the routes' declarations (Hono RPC, decision 034): a
// path, a parameter or an answer's field renamed on the server fails the typecheck here.
import { hc } from "hono/client";
import type { ApiType } from "../../api/app";
import type { ErrorEnvelope } from "../../api/errors";

export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });

/** The body of a successful answer (its type without the error envelope), or an Error naming what failed. */
export async function okBody<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(request: Promise<R>, what: string): Promise<Exclude<Awaited<ReturnType<R["json"]>>, ErrorEnvelope>> {
  const res = await request;
  if (!res.ok) throw new Error(`${what} could not be loaded (${res.status}).`);
  return (await res.json()) as Exclude<Awaited<ReturnType<R["json"]>>, ErrorEnvelope>;
}
