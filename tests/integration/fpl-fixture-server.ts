// A local stand-in for the official FPL API, serving bootstrap-static, fixtures
// and event/{id}/live built from the bundled real data. The first path segment
// picks what it serves: /ok, /malformed (a player's price is text),
// /partial (only 12 clubs), /error (HTTP 500), /html (an HTML page), /truncated (a valid feed
// of only 50 players), /fewer (40 players missing, more than FPL removes in a season).
import { createServer, type Server } from "node:http";
import type { TestProject } from "vitest/node";
import { buildBootstrapStatic, buildFixturesJson, buildLiveJson } from "../support/bootstrap-fixture";

declare module "vitest" {
  export interface ProvidedContext {
    fplFixturePort: number;
  }
}

function bodyFor(mode: string, endpoint: string): { status: number; type: string; body: string } {
  if (mode === "error") return { status: 500, type: "application/json", body: '{"detail":"down"}' };
  if (mode === "html") return { status: 200, type: "text/html", body: "<html><body>The game is being updated.</body></html>" };
  let data: unknown;
  if (endpoint === "bootstrap-static/") {
    const bootstrap = buildBootstrapStatic() as { teams: unknown[]; elements: Record<string, unknown>[] };
    if (mode === "malformed") bootstrap.elements[5] = { ...bootstrap.elements[5], now_cost: "six pounds" };
    if (mode === "partial") bootstrap.teams = bootstrap.teams.slice(0, 12);
    if (mode === "truncated") bootstrap.elements = bootstrap.elements.slice(0, 50);
    if (mode === "fewer") bootstrap.elements = bootstrap.elements.slice(40);
    data = bootstrap;
  } else if (endpoint === "fixtures/") data = buildFixturesJson();
  else if (/^event\/\d+\/live\/$/.test(endpoint)) data = buildLiveJson(Number(endpoint.split("/")[1]));
  else return { status: 404, type: "application/json", body: '{"detail":"Not found."}' };
  return { status: 200, type: "application/json", body: JSON.stringify(data) };
}

let server: Server;

export default async function setup(project: TestProject) {
  server = createServer((req, res) => {
    const match = (req.url ?? "").match(/^\/(\w+)\/api\/(.*)$/);
    const { status, type, body } = match ? bodyFor(match[1]!, match[2]!) : { status: 404, type: "text/plain", body: "no" };
    res.writeHead(status, { "Content-Type": type });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  project.provide("fplFixturePort", typeof address === "object" && address ? address.port : 0);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
