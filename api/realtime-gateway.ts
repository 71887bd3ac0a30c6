import { createDb } from "./db/client";
import type { Env } from "./env";
import { errorResponse, notFound, unauthorized } from "./errors";
import { TICKET_REQUIRED } from "./services/realtime";
import { isParty } from "./services/room-rpc";
import { resolveRoom } from "./services/chat";
import { chatMessages } from "../domain/messages/chat";
import type { RoomConfig } from "../domain/chat-rooms";
import { ADMISSION_HEADER, encodeHeaderJson, IDENTITY_HEADER, ROOM_CONFIG_HEADER } from "../domain/chat-protocol";
import { RELAY_HEADER, RELAY_REDIRECT_STATUS, roomOfRelay } from "../domain/chat-relays";

/** A room's configuration as its header carries it, encoded once per resolved room (the same object while resolveRoom's cache holds it). */
const encoded = new WeakMap<RoomConfig, string>();
function encodedConfig(room: RoomConfig): string {
  let value = encoded.get(room);
  if (value === undefined) encoded.set(room, (value = encodeHeaderJson(room)));
  return value;
}

/** Whether a request is for /parties/...: the Worker hands it to handlePartyRequest before the app's router (server.ts). */
export function isPartyRequest(request: Request): boolean {
  const url = request.url;
  return url.startsWith("/parties/", url.indexOf("/", url.indexOf("//") + 2));
}

/** Durable Object ids by room name (a hash of the name each time otherwise); bounded like resolveRoom's cache. */
const roomIds = new Map<string, DurableObjectId>();

/**
 * /parties/:party/:room. A WebSocket upgrade must carry `?ticket=` from
 * POST /api/realtime/ticket. The Worker resolves the room (domain/chat-rooms.ts: 404 for an
 * unknown room) and hands its configuration to the room in a header the client cannot set; the
 * room checks the ticket itself, in one batch with every upgrade arriving meanwhile (issue 30),
 * and answers 401 without a usable ticket and 403 for a private room the user may not enter
 * (decision 019). Client copies of the identity headers are dropped here too.
 *
 * The routing is partyserver's (/parties/<party>/<room>, the room addressed by name, a call the
 * runtime says may be retried tried again), done here with one URL parse and one request copy
 * per upgrade: routePartykitRequest copied each request three times (issue 30).
 */
export async function handlePartyRequest(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const [, , party, name] = url.pathname.split("/");
  if (!party || !name || !isParty(party)) return errorResponse(notFound("No such room."));
  // Plain HTTP requests to rooms are not part of the product.
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return errorResponse(unauthorized("Rooms are reached over WebSocket only."));
  const ticket = url.searchParams.get("ticket") ?? "";
  // No ticket at all: refused here, without waking the room.
  if (!ticket || ticket.length > 100) return errorResponse(unauthorized(TICKET_REQUIRED));
  // The database is built only when the room is not known yet (resolveRoom's cache).
  const room = await resolveRoom(() => createDb(env.DB), name);
  if (!room) return errorResponse(notFound(chatMessages.roomNotFound));
  const headers = new Headers(request.headers);
  headers.delete(IDENTITY_HEADER);
  headers.delete(ADMISSION_HEADER);
  headers.delete(RELAY_HEADER);
  headers.set(ROOM_CONFIG_HEADER, encodedConfig(room));
  const upgrade = new Request(request, { headers });
  let id = roomIds.get(name);
  if (!id) {
    if (roomIds.size > 1_000) roomIds.clear();
    roomIds.set(name, (id = env.CHAT.idFromName(name)));
  }
  let response = await callRoom(() => env.CHAT.get(id).fetch(upgrade));
  // A big room sends the socket on to one of its relays (decision 035, "Rooms beyond one object"):
  // the relay holds it and hands its admission and frames back to the room.
  const relay = response.status === RELAY_REDIRECT_STATUS ? response.headers.get(RELAY_HEADER) : null;
  if (relay && env.CHAT_RELAY && roomOfRelay(relay) === name) {
    const relays = env.CHAT_RELAY;
    headers.set(RELAY_HEADER, relay);
    const toRelay = new Request(request, { headers });
    response = await callRoom(() => relays.get(relays.idFromName(relay)).fetch(toRelay));
  }
  // A room's refusal (401, 403, 503) is read here, whole: its body is not left streaming from
  // the room to a client that may never read it (the room could not be evicted meanwhile).
  if (response.status !== 101 && response.body) return new Response(await response.arrayBuffer(), response);
  return response;
}

/** A call to a room, tried again (up to 3 times, after a short random wait) when the runtime says it may be: partyserver's rule. */
async function callRoom(call: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const e = err as { retryable?: boolean; overloaded?: boolean } | null;
      if (attempt >= 3 || e?.retryable !== true || e.overloaded === true) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 100 * 2 ** (attempt - 1))));
    }
  }
}
