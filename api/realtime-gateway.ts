import { routePartykitRequest } from "partyserver";
import { createDb } from "./db/client";
import type { Env } from "./env";
import { errorResponse, forbidden, notFound, unauthorized } from "./errors";
import { consumeRealtimeTicket } from "./services/realtime";
import { resolveRoom, userMayEnter } from "./services/chat";
import { chatMessages } from "../domain/messages/chat";
import { encodeHeaderJson, IDENTITY_HEADER, ROOM_CONFIG_HEADER, type RoomIdentity } from "../domain/chat-protocol";

/**
 * /parties/:party/:room. A WebSocket upgrade must carry `?ticket=` from
 * POST /api/realtime/ticket; the identity it names, and the room's configuration
 * (domain/chat-rooms.ts: 404 for an unknown room, 403 for a private room the user may
 * not enter, decision 019), are handed to the room in headers the client cannot set
 * (any client copy is replaced).
 */
export async function handlePartyRequest(request: Request, env: Env): Promise<Response> {
  const response = await routePartykitRequest(request, env as Env & Cloudflare.Env, {
    onBeforeConnect: async (req, lobby) => {
      const db = createDb(env.DB);
      const ticket = new URL(req.url).searchParams.get("ticket") ?? "";
      const identity = await consumeRealtimeTicket(db, ticket, Date.now());
      if (!identity) return errorResponse(unauthorized("A valid realtime ticket is required."));
      const room = await resolveRoom(db, lobby.name);
      if (!room) return errorResponse(notFound(chatMessages.roomNotFound));
      if (!(await userMayEnter(db, { id: identity.userId, role: identity.role }, room))) return errorResponse(forbidden(chatMessages.roomForbidden));
      const headers = new Headers(req.headers);
      headers.set(IDENTITY_HEADER, encodeHeaderJson(identity satisfies RoomIdentity));
      headers.set(ROOM_CONFIG_HEADER, encodeHeaderJson(room));
      return new Request(req, { headers });
    },
    // Plain HTTP requests to rooms are not part of the product.
    onBeforeRequest: () => errorResponse(unauthorized("Rooms are reached over WebSocket only.")),
  });
  return response ?? errorResponse(notFound("No such room."));
}
