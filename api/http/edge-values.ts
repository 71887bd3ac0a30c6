// The public answers a page's loader reads from the edge cache (issue 48, decision 048): the same
// cache entries as the API routes that serve them (api/routes/gameweeks.ts, players.ts,
// fixtures.ts), so a page opened at the deadline costs D1 only its session and the manager's own
// rows. One home for each: the path and scopes here must be the route's.
import { AppError } from "../errors";
import type { ServiceContext } from "../services/context";
import { nextFixturesFrom } from "../services/fixtures";
import { getChallenge } from "../services/gameweeks";
import { gameweekStatus, listPlayers, toPlayerCard } from "../services/reference";
import { edgeValue } from "./edge-cache";

/** GET /api/gameweeks/status. */
export const cachedGameweekStatus = (ctx: ServiceContext, origin: string) => edgeValue(ctx, origin, "/api/gameweeks/status", ["gameweeks"], gameweekStatus);

/** GET /api/gameweeks/:gameweek, or null when the gameweek has no challenge (a 404 is not cached). */
export const cachedChallenge = (ctx: ServiceContext, origin: string, gameweek: number) =>
  edgeValue(ctx, origin, `/api/gameweeks/${gameweek}`, ["gameweeks"], (read) => getChallenge(read, String(gameweek))).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });

/** GET /api/players/cards. */
export const cachedPlayerCards = (ctx: ServiceContext, origin: string) =>
  edgeValue(ctx, origin, "/api/players/cards", ["players"], async (read) => (await listPlayers(read)).map(toPlayerCard));

/** GET /api/fixtures/next/:gameweek. */
export const cachedNextFixtures = (ctx: ServiceContext, origin: string, gameweek: number) =>
  edgeValue(ctx, origin, `/api/fixtures/next/${gameweek}`, ["fixtures"], (read) => nextFixturesFrom(read, gameweek));
