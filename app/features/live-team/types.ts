// What the Live Team page shows of a team and its players (trimmed from the live service).
import type { LiveTeamView } from "../../../api/services/live-teams";
import type { LiveStats, SquadMember } from "../../../domain/players";

export type LivePlayer = SquadMember & LiveStats;

export type LiveTeam = Omit<LiveTeamView, "user" | "selectedPlayers"> & { username: string; players: LivePlayer[] };

export type LiveTeamsResult = { ok: true; teams: LiveTeam[]; updatedAt: string } | { ok: false; message: string; detail: string };
