// The Live Team page's data: the caller's teams in live gameweeks, trimmed to what the page shows.
import { z } from "zod";
import { AppError } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { myLiveTeams, type LivePlayerView, type LiveTeamView } from "../../../api/services/live-teams";
import { toSquadMember } from "../../../api/services/reference";
import type { LivePlayer, LiveTeam, LiveTeamsResult } from "./types";
import { parseQuery } from "../../lib/query.server";
import { liveMessages } from "../../../domain/messages/live";

/** ?team=id: the live team shown first. */
const liveTeamQuery = z.object({ team: z.string().nullable().default(null) });

export function selectedLiveTeam(url: URL): string | null {
  return parseQuery(url, liveTeamQuery).team;
}

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
    const detail = err instanceof AppError && err.status < 500 ? err.message : liveMessages.tryAgain;
    return { ok: false, message: liveMessages.loadFailed, detail };
  }
}
