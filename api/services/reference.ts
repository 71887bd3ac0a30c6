// Reference data of the game: clubs, players, gameweeks and their status.
import { asc, eq } from "drizzle-orm";
import { POSITIONS, type Position, type SlotId } from "../../domain/constants";
import { tenthsToMillions } from "../../domain/player-display";
import type { PlayerCard, SquadMember } from "../../domain/players";
import { clubs, gameSettings, gameweeks, players } from "../db/schema";
import type { ServiceContext } from "./context";

type PlayerRow = typeof players.$inferSelect;
type ClubRow = typeof clubs.$inferSelect;

/** A player with every field of the spec's Player (game.md §3); price in £m, priceTenths exact. */
export function toPlayerView(p: PlayerRow, club: ClubRow | undefined) {
  return {
    id: p.id,
    code: p.code,
    firstName: p.firstName,
    secondName: p.secondName,
    webName: p.webName,
    name: `${p.firstName} ${p.secondName}`,
    team: club?.shortName ?? "",
    teamId: p.teamId,
    teamCode: p.teamCode,
    teamName: club?.name ?? "",
    position: p.position,
    elementType: p.elementType,
    price: tenthsToMillions(p.price),
    priceTenths: p.price,
    priceChangeStartTenths: p.priceChangeStart,
    points: p.totalPoints,
    totalPoints: p.totalPoints,
    eventPoints: p.eventPoints,
    form: p.form,
    pointsPerGame: p.pointsPerGame,
    selectedByPercent: p.selectedByPercent,
    transfersIn: p.transfersIn,
    transfersOut: p.transfersOut,
    transfersInEvent: p.transfersInEvent,
    transfersOutEvent: p.transfersOutEvent,
    minutes: p.minutes,
    goalsScored: p.goalsScored,
    assists: p.assists,
    cleanSheets: p.cleanSheets,
    goalsConceded: p.goalsConceded,
    ownGoals: p.ownGoals,
    penaltiesSaved: p.penaltiesSaved,
    penaltiesMissed: p.penaltiesMissed,
    yellowCards: p.yellowCards,
    redCards: p.redCards,
    saves: p.saves,
    bonus: p.bonus,
    bps: p.bps,
    influence: p.influence,
    creativity: p.creativity,
    threat: p.threat,
    ictIndex: p.ictIndex,
    expectedGoals: p.expectedGoals,
    expectedAssists: p.expectedAssists,
    expectedGoalInvolvements: p.expectedGoalInvolvements,
    status: p.status,
    chanceOfPlayingNextRound: p.chanceOfPlayingNextRound ?? 100,
    chanceOfPlayingThisRound: p.chanceOfPlayingThisRound ?? 100,
    news: p.news,
    newsAdded: p.newsAdded,
    photo: p.photo,
    removed: p.removed,
    special: p.special,
    squadNumber: p.squadNumber,
    dreamteamCount: p.dreamteamCount,
    inDreamteam: p.inDreamteam,
    canTransact: p.canTransact,
    canSelect: p.canSelect,
    // Squad fields of the spec's Player: set on a saved team's players, neutral in the list.
    selected: false,
    captain: false,
    viceCaptain: false,
    starter: false,
    slotId: null as SlotId | null,
    benchPosition: null as number | null,
  };
}
export type PlayerView = ReturnType<typeof toPlayerView>;

/**
 * A player a saved team names but the table no longer holds: the same complete shape, with
 * his id and position (the caller's), "Unknown player" and zeros elsewhere.
 */
export function unknownPlayerView(id: number, position: Position): PlayerView {
  const row: PlayerRow = {
    id, code: 0, firstName: "", secondName: "", webName: "Unknown player", webNameKey: "", fullNameKey: "", teamId: 0, teamCode: 0,
    elementType: POSITIONS.indexOf(position) + 1, position, price: 0, priceChangeStart: 0, totalPoints: 0, eventPoints: 0,
    form: 0, pointsPerGame: 0, selectedByPercent: 0, transfersIn: 0, transfersOut: 0, transfersInEvent: 0, transfersOutEvent: 0,
    minutes: 0, goalsScored: 0, assists: 0, cleanSheets: 0, goalsConceded: 0, ownGoals: 0, penaltiesSaved: 0, penaltiesMissed: 0,
    yellowCards: 0, redCards: 0, saves: 0, bonus: 0, bps: 0, influence: 0, creativity: 0, threat: 0, ictIndex: 0,
    expectedGoals: 0, expectedAssists: 0, expectedGoalInvolvements: 0, status: "u", chanceOfPlayingNextRound: 0,
    chanceOfPlayingThisRound: 0, news: "", newsAdded: null, photo: "", removed: true, special: false, squadNumber: null,
    dreamteamCount: 0, inDreamteam: false, canTransact: false, canSelect: false,
  };
  return { ...toPlayerView(row, undefined), name: "Unknown player" };
}

/** What the screens show of a player (domain/players.ts): the one mapping from the API's Player. */
export function toPlayerCard(p: PlayerView): PlayerCard {
  return {
    id: p.id,
    webName: p.webName,
    firstName: p.firstName,
    secondName: p.secondName,
    team: p.team,
    teamName: p.teamName,
    teamId: p.teamId,
    position: p.position,
    priceTenths: p.priceTenths,
    totalPoints: p.totalPoints,
    form: p.form,
    pointsPerGame: p.pointsPerGame,
    selectedByPercent: p.selectedByPercent,
    transfersInEvent: p.transfersInEvent,
    transfersOutEvent: p.transfersOutEvent,
    status: p.status,
    // The view says 100 for "no figure"; the card keeps FPL's null so that "a" shows no badge.
    chanceOfPlaying: p.status === "a" ? null : p.chanceOfPlayingNextRound,
    news: p.news,
    newsAdded: p.newsAdded,
    priceChangeTenths: p.priceChangeStartTenths,
    photo: p.photo,
  };
}

/** A saved team's player (challengers' teamViews) as the screens show him. */
export function toSquadMember(p: PlayerView & Omit<SquadMember, keyof PlayerCard>): SquadMember {
  return {
    ...toPlayerCard(p),
    slotId: p.slotId,
    starter: p.starter,
    benchPosition: p.benchPosition,
    captain: p.captain,
    viceCaptain: p.viceCaptain,
  };
}

export async function listClubs(ctx: ServiceContext) {
  const rows = await ctx.db.select().from(clubs).orderBy(asc(clubs.id)).all();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    shortName: c.shortName,
    code: c.code,
    strength: c.strength,
    strengthOverallHome: c.strengthOverallHome,
    strengthOverallAway: c.strengthOverallAway,
  }));
}

export async function listPlayers(ctx: ServiceContext): Promise<PlayerView[]> {
  const [rows, clubRows] = await Promise.all([ctx.db.select().from(players).orderBy(asc(players.id)).all(), ctx.db.select().from(clubs).all()]);
  const byId = new Map(clubRows.map((c) => [c.id, c]));
  return rows.map((p) => toPlayerView(p, byId.get(p.teamId)));
}

export async function getSettings(ctx: ServiceContext) {
  const row = await ctx.db.select().from(gameSettings).where(eq(gameSettings.id, 1)).get();
  return {
    autoOpenNextGameweek: row?.autoOpenNextGameweek ?? true,
    maxOpenGameweeks: row?.maxOpenGameweeks ?? 3,
    deadlineWarningHours: row?.deadlineWarningHours ?? 24,
  };
}

/**
 * The spec's gameweek status object. The current gameweek is the active one,
 * else the first upcoming, else the last completed, else 1.
 */
export async function gameweekStatus(ctx: ServiceContext) {
  const [rows, settings] = await Promise.all([ctx.db.select().from(gameweeks).orderBy(asc(gameweeks.id)).all(), getSettings(ctx)]);
  const active = rows.find((g) => g.status === "active");
  const upcoming = rows.filter((g) => g.status === "upcoming");
  const completed = rows.filter((g) => g.status === "completed");
  const currentGameweek = active?.id ?? upcoming[0]?.id ?? completed.at(-1)?.id ?? 1;
  const status: Record<number, { id: number; status: string; deadline: string; isLive: boolean }> = {};
  for (const g of rows) status[g.id] = { id: g.id, status: g.status, deadline: new Date(g.deadline).toISOString(), isLive: g.isLive };
  return {
    currentGameweek,
    openedGameweeks: upcoming.map((g) => g.id),
    lastUpdated: new Date(Math.max(0, ...rows.map((g) => g.updatedAt))).toISOString(),
    status,
    settings,
  };
}
