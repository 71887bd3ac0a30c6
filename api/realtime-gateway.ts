import { routePartykitRequest } from "partyserver";
import { createDb } from "./db/client";
import type { Env } from "./env";
import { errorResponse, notFound, unauthorized } from "./errors";
import { TICKET_REQUIRED } from "./services/realtime";
import { resolveRoom } from "./services/chat";
import { chatMessages } from "../domain/messages/chat";
import { ADMISSION_HEADER, encodeHeaderJson, IDENTITY_HEADER, ROOM_CONFIG_HEADER } from "../domain/chat-protocol";

/**
 * /parties/:party/:room. A WebSocket upgrade must carry `?ticket=` from
 * POST /api/realtime/ticket. The Worker resolves the room (domain/chat-rooms.ts: 404 for an
 * unknown room) and hands its configuration to the room in a header the client cannot set; the
 * room checks the ticket itself, in one batch with every upgrade arriving meanwhile (issue 30),
 * and answers 401 without a usable ticket and 403 for a private room the user may not enter
 * (decision 019). Client copies of the identity headers are dropped here too.
 */
export async function handlePartyRequest(request: Request, env: Env): Promise<Response> {
  const response = await routePartykitRequest(request, env as Env & Cloudflare.Env, {
    onBeforeConnect: async (req, lobby) => {
      const ticket = new URL(req.url).searchParams.get("ticket") ?? "";
      // No ticket at all: refused here, without waking the room.
      if (!ticket || ticket.length > 100) return errorResponse(unauthorized(TICKET_REQUIRED));
      const room = await resolveRoom(createDb(env.DB), lobby.name);
      if (!room) return errorResponse(notFound(chatMessages.roomNotFound));
      const headers = new Headers(req.headers);
      headers.delete(IDENTITY_HEADER);
      headers.delete(ADMISSION_HEADER);
      headers.set(ROOM_CONFIG_HEADER, encodeHeaderJson(room));
      return new Request(req, { headers });
    },
    // Plain HTTP requests to rooms are not part of the product.
    onBeforeRequest: () => errorResponse(unauthorized("Rooms are reached over WebSocket only.")),
  });
  if (!response) return errorResponse(notFound("No such room."));
  // A room's refusal (401, 403, 503) is read here, whole: its body is not left streaming from
  // the room to a client that may never read it (the room could not be evicted meanwhile).
  if (response.status !== 101 && response.body) return new Response(await response.arrayBuffer(), response);
  return response;
}
