// The Leaderboard page: the season table (paged), a manager's latest locked team, and the
// caller's mini-leagues with their create/join forms.
import { AppError, parseOrThrow } from "../../../api/errors";
import { createLeagueSchema, joinLeagueSchema } from "../../../domain/leagues";
import type { ServiceContext } from "../../../api/services/context";
import { createLeague, joinLeague, myLeagues } from "../../../api/services/leagues";
import { leaderboard, managerLatestTeam } from "../../../api/services/leaderboard";
import { toSquadMember } from "../../../api/services/reference";
import type { SquadMember } from "../../../domain/players";
import { intentAction } from "../../lib/form-action.server";
import type { FormResult } from "../../lib/form-result";
import { pageParamSchema } from "../../../domain/lists";
import { PAGE_SIZE } from "./constants";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";
import { leaderboardMessages } from "../../../domain/messages/leaderboard";

export type ManagerTeam =
  | { ok: true; userId: string; teamName: string; managerName: string; username: string; gameweek: number; totalPoints: number; rank: number | null; players: SquadMember[] }
  | { ok: false; userId: string; message: string };

async function loadManagerTeam(ctx: ServiceContext, userId: string): Promise<ManagerTeam> {
  try {
    const team = await managerLatestTeam(ctx, userId);
    return {
      ok: true,
      userId,
      teamName: team.teamName,
      managerName: team.managerName,
      username: team.user.username,
      gameweek: team.gameweek,
      totalPoints: team.totalPoints,
      rank: team.rank ?? null,
      players: team.selectedPlayers.map(toSquadMember),
    };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { ok: false, userId, message: err.message };
    throw err;
  }
}

/** ?page= of the season table and ?team=id, the manager whose latest team opens. */
const leaderboardQuery = z.object({ page: pageParamSchema(), team: z.string().optional() });

export async function loadLeaderboard(ctx: ServiceContext, url: URL) {
  const { page, team: teamOf } = parseQuery(url, leaderboardQuery);
  const limit = PAGE_SIZE;
  const offset = (page - 1) * PAGE_SIZE;
  const [board, leagues, team] = await Promise.all([
    leaderboard(ctx, { limit, offset }),
    myLeagues(ctx),
    teamOf ? loadManagerTeam(ctx, teamOf) : Promise.resolve(null),
  ]);
  return { meId: ctx.actor!.id, page, board, leagues, team };
}

export type LeagueFormResult = FormResult<"create" | "join" | "unknown", { code: string }>;

export function leagueAction(ctx: ServiceContext, request: Request) {
  return intentAction<"create" | "join", { code: string }>(request, {
    create: async ({ fields }) => {
      const league = await createLeague(ctx, parseOrThrow(createLeagueSchema, { name: fields.name ?? "" }));
      return { message: leaderboardMessages.created(league.name, league.code), code: league.code };
    },
    join: async ({ fields }) => {
      const league = await joinLeague(ctx, parseOrThrow(joinLeagueSchema, { code: fields.code ?? "" }));
      return { message: leaderboardMessages.joined(league.name), code: league.code };
    },
  });
}
