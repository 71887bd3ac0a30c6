// How a room closes a socket (domain/chat-protocol.ts, community.md §7). No zod here: the
// realtime link in every signed-in page's layout imports these (decision 028, a lean first load).

/** How a room closes a socket whose session has ended (or never was valid): the client should not reconnect with it. */
export const SESSION_ENDED = { code: 4001, reason: "Session ended" } as const;
/** The user was banned from chat: sockets close within a second; reconnecting is refused. */
export const CHAT_BANNED = { code: 4003, reason: "Banned from chat" } as const;
/** The room has maxParticipants people connected. */
export const ROOM_FULL = { code: 4004, reason: "Room full" } as const;
/** A private room the user may not enter (decision 019). */
export const ROOM_FORBIDDEN = { code: 4005, reason: "Private room" } as const;
/** The person already holds CHAT_LIMITS.sockets.perPersonPerRoom sockets in this room (decision 041): this one is refused, the others stay. */
export const TOO_MANY_SOCKETS = { code: 4006, reason: "Too many connections" } as const;
/** The client sent leave_room. */
export const LEFT_ROOM = { code: 4000, reason: "Left room" } as const;
/** Frames for the socket were lost on their way (a big room's relay could not be reached): reconnect for a fresh snapshot. */
export const RECONNECT = { code: 1012, reason: "Reconnect" } as const;
/** Close codes after which a client should not reconnect by itself. */
export const FINAL_CLOSE_CODES: readonly number[] = [SESSION_ENDED.code, CHAT_BANNED.code, ROOM_FULL.code, ROOM_FORBIDDEN.code, TOO_MANY_SOCKETS.code, LEFT_ROOM.code];
