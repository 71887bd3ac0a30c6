import { routePartykitRequest } from "partyserver";
import { createDb } from "./db/client";
import type { Env } from "./env";
import { errorBody, unauthorized } from "./http/errors";
import { consumeRealtimeTicket } from "./services/realtime";
import { IDENTITY_HEADER } from "../party/messages";

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
      if (!identity) return Response.json(errorBody(unauthorized("A valid realtime ticket is required.")), { status: 401 });
      const headers = new Headers(req.headers);
      headers.set(IDENTITY_HEADER, JSON.stringify({ userId: identity.userId, username: identity.username, avatar: identity.avatar }));
      return new Request(req, { headers });
    },
    // Plain HTTP requests to rooms are not part of the product.
    onBeforeRequest: () => Response.json(errorBody(unauthorized("Rooms are reached over WebSocket only.")), { status: 401 }),
  });
  return response ?? Response.json({ error: { code: "not_found", message: "No such room." } }, { status: 404 });
}
