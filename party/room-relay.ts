import { DurableObject } from "cloudflare:workers";
import type { Env } from "../api/env";
import { errorResponse, forbidden, notFound, unauthorized } from "../api/errors";
import { sha256Hex } from "../api/services/crypto";
import { TICKET_REQUIRED } from "../api/services/realtime";
import type { ChatRoomRpc, RoomRelayRpc } from "../api/services/room-rpc";
import { frameReaches, RELAY_HEADER, roomOfRelay, type RelayFrame, type RelayIncoming, type RelayVerdict } from "../domain/chat-relays";
import { chatMessages } from "../domain/messages/chat";
import { PING_FRAME, PONG_FRAME } from "../domain/realtime-link";

/** What a relay keeps of each socket (the runtime keeps it across hibernation): who it is, as the room admitted it. */
type Attachment = { relay: string; registryId: string; userId: string; sessionId: string; staff: boolean };

/** How long upgrades wait to go to the room together (as the room's own gate: one RPC for the batch). */
const ADMIT_BATCH_MS = 10;
/** The room's latest frames kept here: a socket admitted while they were on their way gets those after its snapshot. */
const RECENT_FRAMES = 500;

const userTag = (userId: string) => `u:${userId}`;
const sessionTag = (sessionId: string) => `s:${sessionId}`;
const socketTag = (registryId: string) => `r:${registryId}`;
const STAFF_TAG = "staff";

/**
 * One slice of a big room's sockets (decision 035, "Rooms beyond one object"; domain/chat-relays.ts).
 * The room (party/chat-room.ts) admits each socket, answers each client frame and decides every
 * frame sent; a relay only holds the sockets: it hands the room their upgrades, frames and closes
 * in batches (RPC), and sends on, in the room's order, the frames the room gives it (deliver), each
 * encoded once by the room for all its relays. Hibernation on: a relay keeps no state the room needs.
 */
export class RoomRelay extends DurableObject<Env> implements RoomRelayRpc {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The clients' heartbeat is answered by the runtime, as in the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  /** This relay's name (`<room>~<n>`), as the Worker handed it with an upgrade or a socket keeps it. */
  #name: string | null = null;
  #room: ChatRoomRpc | null = null;
  #arrivals: { tokenHash: string; verdict: (v: RelayVerdict) => void }[] = [];
  #admitTimer: ReturnType<typeof setTimeout> | null = null;
  /** The room's frames as they came (the last RECENT_FRAMES), and the seq of the last one. */
  #recent: RelayFrame[] = [];
  #lastSeq = 0;
  /** Sockets admitted after the room's frame `seq`: frames up to it, still on their way, are not for them (their snapshot has them). */
  #after = new Map<WebSocket, number>();
  /** Client frames waiting for the room, and whether a batch of them is with the room (one at a time: their order is kept). */
  #incoming: RelayIncoming[] = [];
  #handing = false;
  /** Sockets that closed, told to the room together; and those the room closed itself (nothing to tell). */
  #left: string[] = [];
  #leftTold: Promise<void> | null = null;
  #closedByRoom = new WeakSet<WebSocket>();

  private get name(): string | null {
    if (!this.#name) {
      const any = this.ctx.getWebSockets()[0];
      this.#name = (any?.deserializeAttachment() as Attachment | null)?.relay ?? null;
    }
    return this.#name;
  }

  private get room(): ChatRoomRpc {
    if (!this.#room) {
      const room = roomOfRelay(this.name!)!;
      this.#room = this.env.CHAT.get(this.env.CHAT.idFromName(room)) as unknown as ChatRoomRpc;
    }
    return this.#room;
  }

  /** An upgrade the Worker sent here on the room's word (api/realtime-gateway.ts): admitted by the room, then held here. */
  async fetch(request: Request): Promise<Response> {
    const relay = request.headers.get(RELAY_HEADER);
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !relay || !roomOfRelay(relay)) return errorResponse(notFound(chatMessages.roomNotFound));
    this.#name ??= relay;
    const ticket = new URL(request.url).searchParams.get("ticket") ?? "";
    if (!ticket || ticket.length > 100) return errorResponse(unauthorized(TICKET_REQUIRED));
    const verdict = await this.gate(await sha256Hex(ticket));
    if (verdict.status !== 101) {
      if (verdict.status === 401) return errorResponse(unauthorized(TICKET_REQUIRED));
      if (verdict.status === 403) return errorResponse(forbidden(chatMessages.roomForbidden));
      return new Response("Try again", { status: 503, headers: { "Retry-After": "1" } });
    }
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    if ("refused" in verdict) {
      // Told why and closed, as the room does with its own (banned, room full); the room has forgotten it.
      this.ctx.acceptWebSocket(server);
      this.#closedByRoom.add(server);
      server.send(verdict.refused.payload);
      server.close(verdict.refused.code, verdict.refused.reason);
      return new Response(null, { status: 101, webSocket: client });
    }
    const tags = [userTag(verdict.userId), sessionTag(verdict.sessionId), socketTag(verdict.registryId), ...(verdict.staff ? [STAFF_TAG] : [])];
    this.ctx.acceptWebSocket(server, tags);
    server.serializeAttachment({ relay: this.#name, registryId: verdict.registryId, userId: verdict.userId, sessionId: verdict.sessionId, staff: verdict.staff } satisfies Attachment);
    server.send(verdict.snapshot);
    // The room's frames after its snapshot that reached here before this socket did.
    for (const frame of this.#recent) if (frame.seq > verdict.after) this.apply(frame, server, verdict.userId, verdict.staff);
    if (verdict.after > this.#lastSeq) this.#after.set(server, verdict.after);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Waits for this upgrade's place in the next batch handed to the room. */
  private gate(tokenHash: string): Promise<RelayVerdict> {
    return new Promise((verdict) => {
      this.#arrivals.push({ tokenHash, verdict });
      this.#admitTimer ??= setTimeout(() => void this.admit(), ADMIT_BATCH_MS);
    });
  }

  private async admit() {
    this.#admitTimer = null;
    const waiting = this.#arrivals.splice(0);
    if (waiting.length === 0) return;
    try {
      const verdicts = await this.room.admitFromRelay(this.name!, waiting.map((w) => w.tokenHash));
      for (const [i, w] of waiting.entries()) w.verdict(verdicts[i] ?? { status: 503 });
    } catch (err) {
      this.#room = null; // a room that restarted needs a new stub
      console.error("chat relay: could not admit sockets", err);
      for (const w of waiting) w.verdict({ status: 503 });
    }
  }

  /**
   * The room's frames, in its order: each sent to the sockets it is for, or sockets closed. A frame
   * not after the last one here is skipped: the room sends a batch again when its call failed, and
   * the call may have landed. Answers how many sockets this relay holds, which the room checks
   * against its own count (a relay that restarted lost its sockets without telling it).
   */
  async deliver(frames: RelayFrame[]): Promise<{ held: number }> {
    for (const frame of frames) {
      if (frame.seq <= this.#lastSeq) continue;
      this.#lastSeq = frame.seq;
      this.#recent.push(frame);
      if ("close" in frame) this.closeSockets(frame);
      else this.sendOn(frame);
    }
    if (this.#recent.length > RECENT_FRAMES) this.#recent.splice(0, this.#recent.length - RECENT_FRAMES);
    for (const [ws, after] of this.#after) if (after <= this.#lastSeq) this.#after.delete(ws);
    return { held: this.held().length };
  }

  async heldSockets(): Promise<string[]> {
    return this.held().flatMap((ws) => (ws.deserializeAttachment() as Attachment | null)?.registryId ?? []);
  }

  /** The sockets this relay holds for the room: open and not closing (a refused one is closed at once). No attachment read: this runs per delivery. */
  private held(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN && !this.#closedByRoom.has(ws));
  }

  /**
   * One frame to every socket it is for, straight from the runtime's lists by tag (no attachment
   * read per socket): the relay's part of the room's fan-out.
   */
  private sendOn(frame: Extract<RelayFrame, { payload: string }>) {
    const skip = new Set<WebSocket>();
    if (frame.except !== undefined) for (const ws of this.ctx.getWebSockets(userTag(frame.except))) skip.add(ws);
    if (frame.hiddenFrom !== undefined) for (const ws of [...this.ctx.getWebSockets(userTag(frame.hiddenFrom)), ...this.ctx.getWebSockets(STAFF_TAG)]) skip.add(ws);
    const targets = frame.only !== undefined ? this.ctx.getWebSockets(userTag(frame.only)) : this.ctx.getWebSockets();
    for (const ws of targets) {
      if (skip.has(ws) || ws.readyState !== WebSocket.OPEN) continue;
      const after = this.#after.get(ws);
      if (after !== undefined && frame.seq <= after) continue;
      try {
        ws.send(frame.payload);
      } catch {
        // Closing meanwhile: its close handler tells the room.
      }
    }
  }

  /** A frame the room sent before this socket came, applied to it alone (fetch). */
  private apply(frame: RelayFrame, ws: WebSocket, userId: string, staff: boolean) {
    if ("close" in frame) {
      const c = frame.close;
      const hit = "all" in c ? true : "registryIds" in c ? false : c.userId === userId && (!c.sessionId || this.ctx.getTags(ws).includes(sessionTag(c.sessionId)));
      if (hit) this.closeOne(ws, frame);
      return;
    }
    if (frameReaches(frame, userId, staff)) ws.send(frame.payload);
  }

  private closeSockets(frame: Extract<RelayFrame, { close: unknown }>) {
    const c = frame.close;
    const sockets =
      "all" in c
        ? this.ctx.getWebSockets()
        : "registryIds" in c
          ? c.registryIds.flatMap((id) => this.ctx.getWebSockets(socketTag(id)))
          : this.ctx.getWebSockets(c.sessionId ? sessionTag(c.sessionId) : userTag(c.userId));
    for (const ws of sockets) this.closeOne(ws, frame);
  }

  private closeOne(ws: WebSocket, frame: Extract<RelayFrame, { close: unknown }>) {
    this.#closedByRoom.add(ws);
    try {
      if (frame.payload) ws.send(frame.payload);
      ws.close(frame.code, frame.reason);
    } catch {
      // Already closing.
    }
  }

  /** A client frame: to the room, with the others of this moment (one batch with the room at a time, in order). */
  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const attachment = ws.deserializeAttachment() as Attachment | null;
    if (!attachment || this.#closedByRoom.has(ws)) return;
    this.#incoming.push({ registryId: attachment.registryId, text: typeof message === "string" ? message : new TextDecoder().decode(message) });
    if (!this.#handing) await this.handFrames();
  }

  private async handFrames() {
    this.#handing = true;
    try {
      while (this.#incoming.length) {
        const batch = this.#incoming.splice(0);
        try {
          const replies = await this.room.relayFrames(this.name!, batch);
          for (const reply of replies) {
            for (const ws of this.ctx.getWebSockets(socketTag(reply.registryId))) {
              try {
                for (const payload of reply.frames) ws.send(payload);
                if (reply.close) {
                  this.#closedByRoom.add(ws);
                  ws.close(reply.close.code, reply.close.reason);
                }
              } catch {
                // Closing meanwhile.
              }
            }
          }
        } catch (err) {
          this.#room = null;
          console.error("chat relay: could not hand frames to the room", err);
        }
      }
    } finally {
      this.#handing = false;
    }
  }

  async webSocketClose(ws: WebSocket) {
    await this.closed(ws);
  }

  async webSocketError(ws: WebSocket) {
    await this.closed(ws);
  }

  /**
   * A socket closed by its client: the room is told, with the others closing at the same moment
   * (one RPC); each close event waits for it, so the call runs within an event of this relay.
   */
  private closed(ws: WebSocket): Promise<void> {
    if (this.#closedByRoom.has(ws)) return Promise.resolve();
    this.#closedByRoom.add(ws);
    const attachment = ws.deserializeAttachment() as Attachment | null;
    if (!attachment) return Promise.resolve();
    this.#left.push(attachment.registryId);
    this.#leftTold ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
      const ids = this.#left.splice(0);
      this.#leftTold = null;
      try {
        await this.room.relayLeft(this.name!, ids);
      } catch (err) {
        this.#room = null;
        console.error("chat relay: could not tell the room of closed sockets", err);
      }
    });
    return this.#leftTold;
  }
}
