// What the Live Team page shows of a team and its players (trimmed from the live service).
import type { Position } from "../../../domain/constants";

export type LivePlayer = {
  id: number;
  webName: string;
  firstName: string;
  secondName: string;
  team: string;
  teamName: string;
  position: Position;
  priceTenths: number;
  form: number;
  slotId: string;
  starter: boolean;
  benchPosition: number | null;
  captain: boolean;
  viceCaptain: boolean;
  /** Gameweek points of the player (before the armband). */
  points: number;
  /** What he adds to the team total: points x multiplier (0 when he does not count). */
  contribution: number;
  multiplier: number;
  inFinalXI: boolean;
  minutes: number;
  goals: number;
  assists: number;
  cleanSheets: number;
  bonus: number;
  bonusProvisional: boolean;
  played: boolean;
};

export type LiveTeam = {
  id: string;
  teamName: string;
  managerName: string;
  username: string;
  totalPoints: number;
  rank: number | null;
  status: string;
  gameweekInfo: { totalPoints: number; name: string } | null;
  gameweek: { id: string | null; gameweek: number; challengeName: string };
  substitutions: { outPlayerId: number; inPlayerId: number }[];
  final: boolean;
  players: LivePlayer[];
};

export type LiveTeamsResult = { ok: true; teams: LiveTeam[]; updatedAt: string } | { ok: false; message: string; detail: string };
