// The Leaderboard page: the season table (paged), a manager's latest locked team, and the
// caller's mini-leagues with their create/join forms.
import { data } from "@remix-run/cloudflare";
import { AppError } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { createLeague, joinLeague, myLeagues } from "../../../api/services/leagues";
import { leaderboard, managerLatestTeam } from "../../../api/services/leaderboard";
import { slotPosition } from "../../../domain/squad";
import { formError } from "../../lib/session.server";
import { listQueryFromUrl } from "../../../domain/lists";
import { PAGE_SIZE } from "./constants";


export type TeamPlayer = {
  id: number;
  webName: string;
  team: string;
  position: string;
  priceTenths: number;
  points: number;
  starter: boolean;
  captain: boolean;
  viceCaptain: boolean;
  benchPosition: number | null;
  slotId: string;
};

export type ManagerTeam =
  | { ok: true; userId: string; teamName: string; managerName: string; username: string; gameweek: number; totalPoints: number; rank: number | null; players: TeamPlayer[] }
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
      players: team.selectedPlayers.map((p) => {
        const full = p as Partial<Record<string, unknown>> & typeof p;
        return {
          id: p.id,
          webName: p.webName,
          team: typeof full.team === "string" ? full.team : "",
          position: typeof full.position === "string" ? full.position : (slotPosition(p.slotId) ?? ""),
          priceTenths: typeof full.priceTenths === "number" ? full.priceTenths : 0,
          points: typeof full.points === "number" ? full.points : 0,
          starter: p.starter,
          captain: p.captain,
          viceCaptain: p.viceCaptain,
          benchPosition: p.benchPosition,
          slotId: p.slotId,
        };
      }),
    };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { ok: false, userId, message: err.message };
    throw err;
  }
}

export async function loadLeaderboard(ctx: ServiceContext, url: URL) {
  const { page, limit, offset } = listQueryFromUrl(url, PAGE_SIZE);
  const teamOf = url.searchParams.get("team");
  const [board, leagues, team] = await Promise.all([
    leaderboard(ctx, { limit, offset }),
    myLeagues(ctx),
    teamOf ? loadManagerTeam(ctx, teamOf) : Promise.resolve(null),
  ]);
  return { page, board, leagues, team };
}

export type LeagueFormResult = { intent: "create" | "join" | "unknown"; ok: boolean; message: string; fields: Record<string, string>; code?: string };

export async function leagueAction(ctx: ServiceContext, request: Request) {
  const form = await request.formData();
  const raw = String(form.get("intent") ?? "");
  const intent: LeagueFormResult["intent"] = raw === "create" || raw === "join" ? raw : "unknown";
  try {
    if (intent === "create") {
      const league = await createLeague(ctx, { name: String(form.get("name") ?? "") });
      return data<LeagueFormResult>({ intent, ok: true, message: `League “${league.name}” created. Share its invite code ${league.code} with your friends.`, fields: {}, code: league.code });
    }
    if (intent === "join") {
      const league = await joinLeague(ctx, { code: String(form.get("code") ?? "") });
      return data<LeagueFormResult>({ intent, ok: true, message: `You joined “${league.name}”.`, fields: {}, code: league.code });
    }
    return data<LeagueFormResult>({ intent, ok: false, message: "Unknown action.", fields: {} }, { status: 400 });
  } catch (err) {
    const e = formError(err);
    return data<LeagueFormResult>({ intent, ok: false, message: e.message, fields: e.fields }, { status: e.status });
  }
}
