import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { edgeCached } from "../http/edge-cache";
import { listPlayers, toPlayerCard } from "../services/reference";
import { declare } from "../openapi/declare";
import { playerCardListSchema, playerListSchema } from "../responses/game";

export const playerRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "Every player (cached 10 minutes, ETag)", description: "Lists every player with club, position, price and status (cached 10 minutes; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags: ["Reference"], access: "public", etag: true, responses: { 200: playerListSchema } }), async (c) =>
    edgeCached(c, { scopes: ["players"], browserMaxAge: 600 }, listPlayers),
  )
  // The screens' card of every player (domain/players.ts): what the team builder's picker loads
  // when it opens, instead of carrying 820 players in the page.
  .get("/cards", declare({ summary: "Every player's card for the picker (not in the spec; cached, ETag)", description: "Lists every player's card as the team builder's picker shows it (cached; If-None-Match answers 304). Anyone may call it. Changes nothing.", tags: ["Reference"], access: "public", etag: true, responses: { 200: playerCardListSchema } }), async (c) =>
    edgeCached(c, { scopes: ["players"], browserMaxAge: 600 }, async (read) => (await listPlayers(read)).map(toPlayerCard)),
  );
