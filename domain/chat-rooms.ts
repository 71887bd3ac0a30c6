// The chat's rooms (issue 12; community.md §3 Chat room). Three sources, one shape:
// - the fixed rooms below (general, themed, private VIP), the same in every deployment;
// - one room per Premier League club, from the clubs table (`club-<teamId>`);
// - during a live gameweek, one room per fixture (`match-<fixtureId>`), from the fixtures table.
// No table of rooms: a room is a name for a Durable Object plus this configuration, which the
// Worker resolves and hands to the room on every connection (decision 018).
// Who may enter a private room is decided here and checked on the server (decision 019).
// No sentence of any language here (issue 45): a room's name and description are its reader's
// (domain/chat-system.ts roomLabel, from the chat catalogue), its icon a Lucide icon's name.
import { MATCH_ROOM_CAPACITY, type ChatRoom, type MatchScore, type RoomKind } from "./chat";

/** What a room needs to know about itself (handed to its Durable Object by the Worker): the public room's fields, less what depends on the viewer or the moment. */
export type RoomConfig = Omit<ChatRoom, "kind" | "canEnter" | "onlineCount" | "participants"> & {
  kind: RoomKind | "lobby";
  fixtureId: number | null;
  /** Private rooms: lifetime points earned (positive ledger rows) needed to enter (decision 019). */
  vipMinEarnedPoints: number | null;
};

const CREATED = "2025-08-01T00:00:00.000Z";

/**
 * The rooms' icons: names of Lucide icons (https://lucide.dev/icons), drawn as SVG by the screens
 * (app/features/chat/room-icon.tsx) and given as they are by GET /chat/rooms: never an emoji.
 */
export const ROOM_ICONS = ["messages-square", "lightbulb", "arrow-left-right", "clipboard-list", "crown", "gem", "shield", "goal"] as const;
export type RoomIconName = (typeof ROOM_ICONS)[number];

type Fixed = Pick<RoomConfig, "id" | "kind" | "color" | "maxParticipants"> & Partial<RoomConfig> & { icon: RoomIconName | "" };
const fixed = (r: Fixed): RoomConfig => ({
  // A fixed room's name and description are its reader's (roomLabel); a club's or a match's name is theirs.
  name: "",
  description: "",
  isPublic: true,
  createdAt: CREATED,
  teamId: null,
  fixtureId: null,
  vipMinEarnedPoints: null,
  match: null,
  ...r,
});

/** The rooms every deployment has, in the order the room list shows them. */
export const FIXED_ROOMS: readonly RoomConfig[] = [
  fixed({ id: "general", kind: "general", icon: "messages-square", color: "#37003c", maxParticipants: 100 }),
  fixed({ id: "fantasy-tips", kind: "theme", icon: "lightbulb", color: "#00ff87", maxParticipants: 100 }),
  fixed({ id: "transfers", kind: "theme", icon: "arrow-left-right", color: "#04f5ff", maxParticipants: 80 }),
  fixed({ id: "tactics", kind: "theme", icon: "clipboard-list", color: "#e90052", maxParticipants: 50 }),
  fixed({
    id: "vip-lounge",
    kind: "vip",
    icon: "crown",
    color: "#ffd700",
    isPublic: false,
    maxParticipants: 30,
    vipMinEarnedPoints: 500,
  }),
  fixed({
    id: "vip-elite",
    kind: "vip",
    icon: "gem",
    color: "#b9f2ff",
    isPublic: false,
    maxParticipants: 20,
    vipMinEarnedPoints: 5000,
  }),
];

/**
 * The site-wide socket every signed-in page opens (app/features/realtime): presence and the
 * end of sessions only, not a chat room (not listed, no messages).
 */
export const LOBBY: RoomConfig = fixed({ id: "lobby", kind: "lobby", icon: "", color: "#000000", maxParticipants: 1_000_000 });

/** Club colours for the club rooms (official primary colours; a neutral one otherwise). */
const CLUB_COLOURS: Record<string, string> = {
  ARS: "#ef0107", AVL: "#670e36", BOU: "#da291c", BRE: "#e30613", BHA: "#0057b8", BUR: "#6c1d45", CHE: "#034694", CRY: "#1b458f",
  EVE: "#003399", FUL: "#000000", LEE: "#ffcd00", LIV: "#c8102e", MCI: "#6cabdd", MUN: "#da291c", NEW: "#241f20", NFO: "#dd0000",
  SUN: "#eb172b", TOT: "#132257", WHU: "#7a263a", WOL: "#fdb913",
};

export const clubRoomId = (teamId: number) => `club-${teamId}`;
export const matchRoomIdOf = (fixtureId: number) => `match-${fixtureId}`;

/** What a room id names: a fixed room, a club's, a fixture's, or nothing. */
export function parseRoomId(id: string): { kind: "fixed"; room: RoomConfig } | { kind: "club"; teamId: number } | { kind: "match"; fixtureId: number } | null {
  if (id === LOBBY.id) return { kind: "fixed", room: LOBBY };
  const room = FIXED_ROOMS.find((r) => r.id === id);
  if (room) return { kind: "fixed", room };
  const club = /^club-([1-9][0-9]{0,3})$/.exec(id);
  if (club) return { kind: "club", teamId: Number(club[1]) };
  const match = /^match-([1-9][0-9]{0,7})$/.exec(id);
  if (match) return { kind: "match", fixtureId: Number(match[1]) };
  return null;
}

export function clubRoom(club: { id: number; name: string; shortName: string }): RoomConfig {
  return fixed({
    id: clubRoomId(club.id),
    kind: "club",
    name: club.name,
    icon: "shield",
    color: CLUB_COLOURS[club.shortName] ?? "#37003c",
    maxParticipants: 100,
    teamId: club.id,
  });
}

export function matchRoom(match: MatchScore): RoomConfig {
  return fixed({
    id: matchRoomIdOf(match.fixtureId),
    kind: "match",
    name: `${match.home.shortName} - ${match.away.shortName}`,
    icon: "goal",
    color: "#00ff87",
    maxParticipants: MATCH_ROOM_CAPACITY,
    fixtureId: match.fixtureId,
    match,
  });
}

/**
 * Decision 019: a public room is open to every signed-in user; a private (VIP) room to staff
 * and to users who have earned at least its threshold of points in total (rewards, opening
 * balance; spending does not take it away).
 */
export function mayEnter(room: Pick<RoomConfig, "isPublic" | "vipMinEarnedPoints">, user: { staff: boolean; earnedPoints: number }): boolean {
  if (room.isPublic) return true;
  if (user.staff) return true;
  return room.vipMinEarnedPoints !== null && user.earnedPoints >= room.vipMinEarnedPoints;
}
