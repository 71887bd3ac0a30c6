// Every answer of /api that a test receives is held to the contract its route declares
// (api/openapi/declare.ts): setup.ts routes SELF.fetch through `checkedFetch`, so no test and no
// new route can skip it. An undocumented status, or a body its status's schema refuses, fails
// the test that made the call (the error is thrown from its fetch).
import { findTargetHandler } from "hono/utils/handler";
import type { z } from "zod";
import { api as apiApp } from "../../api/app";
import { contractSymbol, type ContractEntry } from "../../api/openapi/declare";

type Operation = { method: string; path: string; pattern: RegExp; contract: ContractEntry };

/** The declared operations in the order Hono tries them (the first match is the one that answers). */
export const OPERATIONS: Operation[] = (() => {
  const list: Operation[] = [];
  for (const route of apiApp.routes) {
    const contract = (findTargetHandler(route.handler) as unknown as Record<symbol, ContractEntry | undefined>)[contractSymbol];
    if (contract) list.push({ method: route.method, path: route.path, pattern: routePattern(route.path), contract });
  }
  return list;
})();

/** The API's routes that answer without a contract (only the document and its reference page may). */
export const UNDECLARED: string[] = (() => {
  const declared = new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`));
  const out = new Set<string>();
  for (const route of apiApp.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    if (!declared.has(key)) out.add(key);
  }
  return [...out];
})();

function routePattern(path: string): RegExp {
  const parts = path.split("/").map((segment) => {
    const param = /^:([^{]+)(?:\{(.+)\})?$/.exec(segment);
    if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return param[2] ? `(?:${param[2]})` : "[^/]+";
  });
  return new RegExp(`^${parts.join("/")}/?$`);
}

export function operationOf(method: string, apiPath: string): Operation | undefined {
  return OPERATIONS.find((o) => o.method === method && o.pattern.test(apiPath));
}

/** What the contract checks have seen in this file (the contract test reports the totals). */
export const CHECKED = { responses: 0, operations: new Set<string>(), statuses: new Set<string>() };

export class ContractViolation extends Error {}

/** Holds one answer to its route's contract; throws a ContractViolation when it does not keep it. */
export async function checkResponse(method: string, url: URL, res: Response): Promise<void> {
  if (!url.pathname.startsWith("/api/")) return;
  const apiPath = url.pathname.slice(4);
  if (apiPath === "/openapi.json" || apiPath === "/docs") return;
  const op = operationOf(method === "HEAD" ? "GET" : method, apiPath);
  const where = `${method} ${url.pathname} answered ${res.status}`;
  if (!op) {
    // Paths no route declares: the API's 404 envelope (or 405) and nothing else.
    if (res.status !== 404) throw new ContractViolation(`${where}: no declared route matches`);
    return expectBody(where, res, (await import("../../api/errors")).errorEnvelopeSchema);
  }
  if (!op.contract.statuses.has(res.status)) {
    throw new ContractViolation(`${where}: status ${res.status} is not documented for ${op.method} ${op.path} (documented: ${[...op.contract.statuses.keys()].join(", ")})`);
  }
  CHECKED.responses++;
  CHECKED.operations.add(`${op.method} ${op.path}`);
  CHECKED.statuses.add(`${op.method} ${op.path} ${res.status}`);
  const schema = op.contract.statuses.get(res.status);
  if (schema === null || method === "HEAD") return;
  await expectBody(`${where} (${op.method} ${op.path})`, res, schema!);
}

async function expectBody(where: string, res: Response, schema: z.ZodType) {
  // The Worker's own answer, before the runtime's fetch undoes its encoding (the edge cache sends gzip as kept).
  const copy = res.clone();
  const text = res.headers.get("Content-Encoding") === "gzip" ? await new Response(copy.body!.pipeThrough(new DecompressionStream("gzip"))).text() : await copy.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ContractViolation(`${where}: the body is not JSON: ${text.slice(0, 200)}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`);
    throw new ContractViolation(`${where}: the body does not match its documented schema: ${issues.join("; ")} — body: ${text.slice(0, 300)}`);
  }
}
