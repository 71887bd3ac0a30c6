import type { PlayerView } from "../../../api/services/reference";
import type { Position } from "../../../domain/constants";

/** What the builder needs of a player (a slim copy of the API's Player). */
export type BuilderPlayer = {
  id: number;
  webName: string;
  firstName: string;
  secondName: string;
  team: string;
  teamName: string;
  teamId: number;
  position: Position;
  price: number; // tenths
  totalPoints: number;
  form: number;
  pointsPerGame: number;
  selectedByPercent: number;
  transfersInEvent: number;
  transfersOutEvent: number;
  status: string;
  news: string;
  chanceOfPlaying: number;
  code: number;
};

export function toBuilderPlayer(p: PlayerView): BuilderPlayer {
  return {
    id: p.id,
    webName: p.webName,
    firstName: p.firstName,
    secondName: p.secondName,
    team: p.team,
    teamName: p.teamName,
    teamId: p.teamId,
    position: p.position,
    price: p.priceTenths,
    totalPoints: p.totalPoints,
    form: p.form,
    pointsPerGame: p.pointsPerGame,
    selectedByPercent: p.selectedByPercent,
    transfersInEvent: p.transfersInEvent,
    transfersOutEvent: p.transfersOutEvent,
    status: p.status,
    news: p.news,
    chanceOfPlaying: p.chanceOfPlayingNextRound,
    code: p.code,
  };
}
