// What the screens show of a player: one card for every page (builder, My Team, Live Team,
// the leaderboard's team modal), the same card in a squad, and the live gameweek figures.
// The API's Player (api/services/reference.ts PlayerView) maps to it with toPlayerCard and
// toSquadMember; the squad rules read a card through toRulesPlayer.
import type { Position, SlotId } from "./constants.ts";
import type { RulesPlayer } from "./squad.ts";
import { availabilityOf, type Availability } from "./availability.ts";

export type PlayerCard = {
  id: number;
  webName: string;
  firstName: string;
  secondName: string;
  /** Club short code, e.g. "ARS" ("" for a player no longer in the game). */
  team: string;
  teamName: string;
  teamId: number;
  position: Position;
  /** Tenths of a million: 60 = £6.0m (display with formatPrice). */
  priceTenths: number;
  /** Season points. */
  totalPoints: number;
  form: number;
  pointsPerGame: number;
  selectedByPercent: number;
  transfersInEvent: number;
  transfersOutEvent: number;
  /** FPL availability: "a" available, else doubtful/injured/suspended... (see availability.ts) */
  status: string;
  /** Chance of playing the next round, 0-100; null when FPL gives none (no concern). */
  chanceOfPlaying: number | null;
  news: string;
  /** When the news was added (ISO time), null without news. */
  newsAdded: string | null;
  /** Price move since the season's start, tenths (+3 = up £0.3m). */
  priceChangeTenths: number;
  /** FPL's photo file ("154561.jpg"; "" when none). */
  photo: string;
};

/** A card's availability (status, chance, news) as the screens show it. */
export function cardAvailability(p: Pick<PlayerCard, "status" | "chanceOfPlaying" | "news">): Availability {
  return availabilityOf(p);
}

export type ClubOption = { id: number; shortName: string; name: string };

/** The clubs the cards play for, in club id order: a list's club filter, without a second source. */
export function clubsOf(cards: readonly Pick<PlayerCard, "teamId" | "team" | "teamName">[]): ClubOption[] {
  const byId = new Map<number, ClubOption>();
  for (const c of cards) if (c.team && !byId.has(c.teamId)) byId.set(c.teamId, { id: c.teamId, shortName: c.team, name: c.teamName });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A player in a saved squad: where he stands and his armband. */
export type SquadMember = PlayerCard & {
  slotId: SlotId;
  starter: boolean;
  /** 1-4 on the bench, null for a starter. */
  benchPosition: number | null;
  captain: boolean;
  viceCaptain: boolean;
};

/** A squad player's figures in a live gameweek. */
export type LiveStats = {
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

/** What the squad rules (squad.ts) read of a player card. */
export function toRulesPlayer(p: PlayerCard): RulesPlayer {
  return { id: p.id, webName: p.webName, firstName: p.firstName, secondName: p.secondName, teamId: p.teamId, teamShort: p.team, position: p.position, price: p.priceTenths };
}
