// My Team (spec game.md §2 'My Team summary'), for real: the gameweek is the first open
// (upcoming) one, else the current one, or ?gw=N for one of the user's other teams.
import { myTeams } from "../../../api/services/challengers";
import type { ServiceContext } from "../../../api/services/context";
import { findChallenge } from "../../../api/services/gameweeks";
import { gameweekStatus, toSquadMember } from "../../../api/services/reference";
import { defaultGameweek as defaultGameweekOf, gameweekParamSchema, type GameweekStatus } from "../../../domain/gameweek";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";

/** ?gw=N: one of the user's other teams; anything else is the default gameweek. */
const myTeamQuery = z.object({ gw: gameweekParamSchema.nullable().catch(null).default(null) });

export async function loadMyTeam(ctx: ServiceContext, url: URL) {
  const [status, teams] = await Promise.all([gameweekStatus(ctx), myTeams(ctx)]);
  const requested = parseQuery(url, myTeamQuery).gw;
  const defaultGameweek = defaultGameweekOf(status);
  const gameweek = requested !== null && status.status[requested] ? requested : defaultGameweek;
  const info = status.status[gameweek] ?? null;
  const found = await findChallenge(ctx, gameweek);
  const row = teams.find((t) => t.gameweek === gameweek) ?? null;

  const team = row
    ? {
        id: row.id,
        teamName: row.teamName,
        managerName: row.managerName,
        totalPoints: row.totalPoints,
        rank: row.rank,
        totalBudget: row.totalBudget,
        remainingBudget: row.remainingBudget,
        squadCost: row.squadCost,
        players: row.selectedPlayers.map(toSquadMember),
      }
    : null;

  return {
    gameweek,
    isDefault: gameweek === defaultGameweek,
    defaultGameweek,
    status: (info?.status ?? "locked") as GameweekStatus,
    opened: status.openedGameweeks.includes(gameweek),
    deadline: info?.deadline ?? null,
    challengeName: found?.challenge.challengeName ?? null,
    team,
    otherTeams: teams.filter((t) => t.gameweek !== gameweek).map((t) => ({ gameweek: t.gameweek, teamName: t.teamName, totalPoints: t.totalPoints })),
    now: ctx.now(),
  };
}
