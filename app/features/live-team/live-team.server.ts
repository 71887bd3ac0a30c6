// The Live Team page's data: the caller's teams in live gameweeks, trimmed to what the page shows.
import { AppError } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { myLiveTeams } from "../../../api/services/live-teams";
import { isPosition } from "../../../domain/constants";
import { millionsToTenths } from "../../../domain/player-display";
import { isSlotId, slotPosition } from "../../../domain/squad";
import type { LivePlayer, LiveTeamsResult } from "./types";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);
const str = (v: unknown) => (typeof v === "string" ? v : "");

function toLivePlayer(p: Record<string, unknown>): LivePlayer {
  const slotId = str(p.slotId);
  const position = isPosition(p.position) ? p.position : ((isSlotId(slotId) && slotPosition(slotId)) || "MID");
  return {
    id: num(p.id),
    webName: str(p.webName) || str(p.name) || "Unknown player",
    firstName: str(p.firstName),
    secondName: str(p.secondName),
    team: str(p.team),
    teamName: str(p.teamName),
    position,
    priceTenths: typeof p.priceTenths === "number" ? p.priceTenths : millionsToTenths(num(p.price)),
    form: num(p.form),
    slotId,
    starter: p.starter === true,
    benchPosition: typeof p.benchPosition === "number" ? p.benchPosition : null,
    captain: p.captain === true,
    viceCaptain: p.viceCaptain === true,
    points: num(p.points),
    contribution: num(p.contribution),
    multiplier: num(p.multiplier),
    inFinalXI: p.inFinalXI === true,
    minutes: num(p.minutes),
    goals: num(p.goals),
    assists: num(p.assists),
    cleanSheets: num(p.cleanSheets),
    bonus: num(p.bonus),
    bonusProvisional: p.bonusProvisional === true,
    played: p.played === true,
  };
}

/** Never rejects: a failure becomes the page's 'Unable to load your live teams' card. */
export async function loadLiveTeams(ctx: ServiceContext): Promise<LiveTeamsResult> {
  try {
    const teams = await myLiveTeams(ctx);
    return {
      ok: true,
      updatedAt: new Date().toISOString(),
      teams: teams.map((t) => ({
        id: t.id,
        teamName: t.teamName,
        managerName: t.managerName,
        username: t.user.username,
        totalPoints: t.totalPoints,
        rank: t.rank ?? null,
        status: t.status,
        gameweekInfo: t.gameweekInfo ? { totalPoints: t.gameweekInfo.totalPoints, name: t.gameweekInfo.name } : null,
        gameweek: { id: t.gameweek.id, gameweek: t.gameweek.gameweek, challengeName: t.gameweek.challengeName },
        substitutions: t.substitutions.map((s) => ({ outPlayerId: s.outPlayerId, inPlayerId: s.inPlayerId })),
        final: t.final,
        players: t.selectedPlayers.map((p) => toLivePlayer(p as unknown as Record<string, unknown>)),
      })),
    };
  } catch (err) {
    console.error("live team load failed", err);
    const detail = err instanceof AppError && err.status < 500 ? err.message : "Please try again in a moment.";
    return { ok: false, message: "Unable to load your live teams", detail };
  }
}
