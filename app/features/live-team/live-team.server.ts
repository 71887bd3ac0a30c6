// The Live Team page's data: the caller's teams in live gameweeks, trimmed to what the page shows.
import { AppError } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { myLiveTeams, type LivePlayerView, type LiveTeamView } from "../../../api/services/live-teams";
import { toSquadMember } from "../../../api/services/reference";
import type { LivePlayer, LiveTeam, LiveTeamsResult } from "./types";

function toLivePlayer(p: LivePlayerView): LivePlayer {
  return {
    ...toSquadMember(p),
    points: p.points,
    contribution: p.contribution,
    multiplier: p.multiplier,
    inFinalXI: p.inFinalXI,
    minutes: p.minutes,
    goals: p.goals,
    assists: p.assists,
    cleanSheets: p.cleanSheets,
    bonus: p.bonus,
    bonusProvisional: p.bonusProvisional,
    played: p.played,
  };
}

function toLiveTeam({ user, selectedPlayers, ...team }: LiveTeamView): LiveTeam {
  return { ...team, username: user.username, players: selectedPlayers.map(toLivePlayer) };
}

/** Never rejects: a failure becomes the page's 'Unable to load your live teams' card. */
export async function loadLiveTeams(ctx: ServiceContext): Promise<LiveTeamsResult> {
  try {
    return { ok: true, updatedAt: new Date().toISOString(), teams: (await myLiveTeams(ctx)).map(toLiveTeam) };
  } catch (err) {
    console.error("live team load failed", err);
    const detail = err instanceof AppError && err.status < 500 ? err.message : "Please try again in a moment.";
    return { ok: false, message: "Unable to load your live teams", detail };
  }
}
