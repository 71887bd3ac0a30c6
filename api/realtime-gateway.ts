import { routePartykitRequest } from "partyserver";
import { createDb } from "./db/client";
import type { Env } from "./env";
import { errorResponse, notFound, unauthorized } from "./errors";
import { consumeRealtimeTicket } from "./services/realtime";
import { IDENTITY_HEADER, type RoomIdentity } from "../party/messages";

/**
 * /parties/:party/:room. A WebSocket upgrade must carry `?ticket=` from
 * POST /api/realtime/ticket; the identity it names is handed to the room in a
 * header the client cannot set (any client copy is replaced).
 */
export async function handlePartyRequest(request: Request, env: Env): Promise<Response> {
  const response = await routePartykitRequest(request, env as Env & Cloudflare.Env, {
    onBeforeConnect: async (req) => {
      const ticket = new URL(req.url).searchParams.get("ticket") ?? "";
      const identity = await consumeRealtimeTicket(createDb(env.DB), ticket, Date.now());
      if (!identity) return errorResponse(unauthorized("A valid realtime ticket is required."));
      const headers = new Headers(req.headers);
      headers.set(IDENTITY_HEADER, JSON.stringify(identity satisfies RoomIdentity));
      return new Request(req, { headers });
    },
    // Plain HTTP requests to rooms are not part of the product.
    onBeforeRequest: () => errorResponse(unauthorized("Rooms are reached over WebSocket only.")),
  });
  return response ?? errorResponse(notFound("No such room."));
}
