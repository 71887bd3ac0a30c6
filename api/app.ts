import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./http/app-env";
import type { ApplyGlobalResponse } from "hono/client";
import { errorResponse, notFound, tooLarge, type AppError, type ErrorEnvelope } from "./errors";
import { requireStaff } from "./services/context";
import { adminFplRoutes } from "./routes/admin-fpl";
import { voteRoutes } from "./routes/votes";
import { cartRoutes, orderRoutes, productRoutes } from "./routes/store";
import { stadiumRoutes } from "./routes/stadiums";
import { postModerationRoutes } from "./routes/posts-moderation";
import { commentModerationRoutes } from "./routes/comments-moderation";
import { adminAuditRoutes } from "./routes/admin-audit";
import { adminUserRoutes } from "./routes/admin-users";
import { authRoutes } from "./routes/auth";
import { realtimeRoutes } from "./routes/realtime";
import { adminChatBanRoutes, adminChatRoutes, chatRoutes } from "./routes/chat";
import { userRoutes } from "./routes/users";
import { challengerRoutes } from "./routes/challengers";
import { gameweekRoutes } from "./routes/gameweeks";
import { fixtureRoutes } from "./routes/fixtures";
import { leaderboardRoutes } from "./routes/leaderboard";
import { leagueRoutes } from "./routes/leagues";
import { leakRoutes } from "./routes/leaks";
import { managerRoutes } from "./routes/managers";
import { playerRoutes } from "./routes/players";
import { teamRoutes } from "./routes/teams";
import { uploadRoutes } from "./routes/uploads";
import { moderationRoutes } from "./routes/moderation";
import { pushRoutes } from "./routes/push";
import { openApiRoutes } from "./openapi/routes";
import { apiMessages } from "../domain/messages/api";

/** Largest request body: an avatar (2 MB) or a post image plus its form fields. */
const MAX_BODY_BYTES = 11 * 1024 * 1024;

const STAFF_PATH = /\/admin(\/|$)/;

export const api = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  // Staff endpoints (a path segment "admin": /admin/..., /gameweeks/admin, /orders/admin/...) turn
  // away anonymous callers (401) and users (403) before any input is read; each service still
  // checks its own ability (moderator or admin) for the object.
  .use("*", async (c, next) => {
    if (STAFF_PATH.test(c.req.path)) requireStaff(c.var.ctx);
    await next();
  })
  .use("*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw tooLarge("Request body is too large"); } }))
  .route("/auth", authRoutes)
  .route("/users", userRoutes)
  .route("/admin/users", adminChatBanRoutes) // before /admin/users/:id
  .route("/admin/users", adminUserRoutes)
  .route("/admin/chat", adminChatRoutes)
  .route("/chat", chatRoutes)
  .route("/admin/audit", adminAuditRoutes)
  .route("/admin/moderation", moderationRoutes)
  .route("/admin", adminFplRoutes)
  .route("/realtime", realtimeRoutes)
  .route("/players", playerRoutes)
  .route("/managers", managerRoutes)
  .route("/teams", teamRoutes)
  .route("/gameweeks", gameweekRoutes)
  .route("/challengers", challengerRoutes)
  .route("/fixtures", fixtureRoutes)
  .route("/leaderboard", leaderboardRoutes)
  .route("/leagues", leagueRoutes)
  .route("/votes", voteRoutes)
  .route("/products", productRoutes)
  .route("/cart", cartRoutes)
  .route("/orders", orderRoutes)
  .route("/leaks", leakRoutes)
  .route("/stadiums", stadiumRoutes)
  .route("/push", pushRoutes)
  .route("/posts-moderation", postModerationRoutes)
  .route("/comments-moderation", commentModerationRoutes)
  .route("/", uploadRoutes); // /uploads/... and /upload/...

/** The API's type, for the typed client (app/lib/api-client.ts, tests): each route's answers, and the one error envelope for every error status. */
export type ApiType = ApplyGlobalResponse<typeof api, { [S in AppError["status"]]: { json: ErrorEnvelope } }>;

// GET /openapi.json and /docs: the contract of the routes above (not part of ApiType).
api.route("/", openApiRoutes(api));

api.notFound(() => errorResponse(notFound(apiMessages.noSuchEndpoint)));

// Errors of the API's own routes; the Worker's front (server.ts) answers the same way.
api.onError((err) => errorResponse(err));
