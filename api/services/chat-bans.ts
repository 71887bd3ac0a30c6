// A chat ban reaches the rooms: every room holding one of the user's sockets (the registry of
// open sockets, api/services/realtime.ts) is told when a ban starts (it keeps the ban in memory,
// tells the user's sockets why and closes them) and when it is lifted (it forgets it). The rooms
// then need no storage read per message to refuse a banned user (issue 30); a message sent over
// REST, which may reach a room with none of the user's sockets, still reads the ban in D1.
import { and, eq, ne } from "drizzle-orm";
import { realtimeConnections } from "../db/schema";
import type { ServiceContext } from "./context";
import { roomStub, type ChatBan } from "./room-rpc";

/**
 * Tells the rooms with the user's sockets that a chat ban started (`ban`) or was lifted (null). A
 * lift reaches the lobby too: the banned person's room sockets were closed for good, and the lobby
 * socket every signed-in page holds is how an open chat screen hears that it may reconnect.
 */
export async function tellRoomsOfChatBan(ctx: ServiceContext, userId: string, ban: ChatBan | null) {
  const rooms = await ctx.db
    .selectDistinct({ room: realtimeConnections.room })
    .from(realtimeConnections)
    .where(and(eq(realtimeConnections.userId, userId), eq(realtimeConnections.party, "chat"), ban ? ne(realtimeConnections.room, "lobby") : undefined));
  await Promise.all(
    rooms.map(async ({ room }) => {
      try {
        await (await roomStub(ctx.env, room)).chatBanChanged(userId, ban);
      } catch (err) {
        // The ban stands in D1: the room reads it when the user's sockets are next admitted.
        console.error("chat: could not tell room", room, "of a ban", err);
      }
    }),
  );
}
