import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./http/app-env";
import { AppError, errorBody, notFound, tooLarge } from "./http/errors";
import { buildServiceContext } from "./http/service-context";
import { adminFplRoutes } from "./routes/admin-fpl";
import { adminUserRoutes } from "./routes/admin-users";
import { authRoutes } from "./routes/auth";
import { realtimeRoutes } from "./routes/realtime";
import { userRoutes } from "./routes/users";
import { challengerRoutes } from "./routes/challengers";
import { gameweekRoutes } from "./routes/gameweeks";
import { fixtureRoutes } from "./routes/fixtures";
import { leaderboardRoutes } from "./routes/leaderboard";
import { leagueRoutes } from "./routes/leagues";
import { playerRoutes } from "./routes/players";
import { teamRoutes } from "./routes/teams";

/** Largest request body: an avatar (2 MB) or a post image plus its form fields. */
const MAX_BODY_BYTES = 11 * 1024 * 1024;

export const api = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  .use("*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw tooLarge("Request body is too large"); } }))
  .use("*", async (c, next) => {
    c.set("ctx", await buildServiceContext(c.env, c.req.raw));
    await next();
  })
  .route("/auth", authRoutes)
  .route("/users", userRoutes)
  .route("/admin/users", adminUserRoutes)
  .route("/admin", adminFplRoutes)
  .route("/realtime", realtimeRoutes)
  .route("/players", playerRoutes)
  .route("/teams", teamRoutes)
  .route("/gameweeks", gameweekRoutes)
  .route("/challengers", challengerRoutes)
  .route("/fixtures", fixtureRoutes)
  .route("/leaderboard", leaderboardRoutes)
  .route("/leagues", leagueRoutes);

api.notFound((c) => c.json(errorBody(notFound("No such endpoint.")), 404));

api.onError((err, c) => {
  if (err instanceof AppError) {
    if (err.status >= 500) console.error(err);
    return c.json(errorBody(err), err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ error: { code: "bad_request", message: err.message || "Bad request" } }, err.status);
  }
  console.error("Unhandled API error", err);
  return c.json({ error: { code: "internal", message: "Something went wrong. Please try again." } }, 500);
});
