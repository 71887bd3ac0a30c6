import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { declare } from "../openapi/declare";
import { managerListSchema } from "../responses/game";
import { MANAGERS } from "../../domain/managers";

// The team form's manager list (game.md §3 Manager choices): a saved team's managerName is one of
// these, exactly as written (issue 43: a client reads the list rather than guessing it).
export const managerRoutes = new Hono<AppEnv>().get(
  "/",
  declare({ summary: "The managers a team may name (not in the spec)", description: "Lists the managers a saved team's managerName may be, exactly as a save must send them (the team form's list). Anyone may call it. Changes nothing.", tags: ["Reference"], access: "public", responses: { 200: managerListSchema } }),
  (c) => c.json({ managers: [...MANAGERS] }),
);
