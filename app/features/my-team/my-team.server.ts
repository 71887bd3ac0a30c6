// My Team (spec game.md §2 'My Team summary'), for real: the gameweek is the first open
// (upcoming) one, else the current one, or ?gw=N for one of the user's other teams.
import { myTeamRows, squadFromCards } from "../../../api/services/challengers";
import type { ServiceContext } from "../../../api/services/context";
import { cachedChallenge, cachedGameweekStatus, cachedPlayerCards } from "../../../api/http/edge-values";
import { tenthsToMillions } from "../../../domain/player-display";
import type { PlayerCard } from "../../../domain/players";
import { defaultGameweek as defaultGameweekOf, gameweekParamSchema, type GameweekStatus } from "../../../domain/gameweek";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";

/** ?gw=N: one of the user's other teams; anything else is the default gameweek. */
const myTeamQuery = z.object({ gw: gameweekParamSchema.nullable().catch(null).default(null) });

/** The cards by id, made once per cached list (the edge cache's value is shared and frozen). */
const indexes = new WeakMap<readonly PlayerCard[], ReadonlyMap<number, PlayerCard>>();
function cardIndex(cards: readonly PlayerCard[]) {
  let index = indexes.get(cards);
  if (!index) indexes.set(cards, (index = new Map(cards.map((c) => [c.id, c]))));
  return index;
}

/**
 * The status, the challenge and the players' cards come from the edge cache (the API's answers,
 * api/http/edge-values.ts): D1 is read for the session and the manager's teams on their shard
 * (issue 48: at most 3 round trips for a page opened at the deadline, the shell's notices included).
 */
export async function loadMyTeam(ctx: ServiceContext, url: URL) {
  const [status, teams] = await Promise.all([cachedGameweekStatus(ctx, url.origin), myTeamRows(ctx)]);
  const requested = parseQuery(url, myTeamQuery).gw;
  const defaultGameweek = defaultGameweekOf(status);
  const gameweek = requested !== null && status.status[requested] ? requested : defaultGameweek;
  const info = status.status[gameweek] ?? null;
  const row = teams.find((t) => t.gameweek === gameweek) ?? null;
  const [challenge, cards] = await Promise.all([cachedChallenge(ctx, url.origin, gameweek), row ? cachedPlayerCards(ctx, url.origin) : []]);

  const team = row
    ? {
        id: row.id,
        teamName: row.teamName,
        managerName: row.managerName,
        totalPoints: row.totalPoints,
        rank: row.rank,
        totalBudget: tenthsToMillions(row.totalBudget),
        remainingBudget: tenthsToMillions(row.totalBudget - row.squadCost),
        squadCost: tenthsToMillions(row.squadCost),
        players: squadFromCards(row, cardIndex(cards)),
      }
    : null;

  return {
    gameweek,
    isDefault: gameweek === defaultGameweek,
    defaultGameweek,
    status: (info?.status ?? "locked") as GameweekStatus,
    opened: status.openedGameweeks.includes(gameweek),
    deadline: info?.deadline ?? null,
    challengeName: challenge?.challengeName ?? null,
    team,
    otherTeams: teams.filter((t) => t.gameweek !== gameweek).map((t) => ({ gameweek: t.gameweek, teamName: t.teamName, totalPoints: t.totalPoints })),
    now: ctx.now(),
  };
}
