import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import type { Env } from "../api/env";
import { checkChatWrite, countChatWrite, roomSamples } from "../api/services/chat-room-data";
import { sha256Hex } from "../api/services/crypto";
import { errorResponse, forbidden, notFound, unauthorized } from "../api/errors";
import { contextFor, type ServiceContext } from "../api/services/context";
import { TICKET_REQUIRED } from "../api/services/realtime";
import type { ChatBan, ChatRoomRpc, Outcome, RoomRelayRpc, Sender, SessionTarget, Viewer } from "../api/services/room-rpc";
import type { ChatEmoji, ChatHistoryPage, ChatMessage, MatchScore, Reaction, SendMessageInput } from "../domain/chat";
import type { LiveLine } from "../domain/chat-live";
import { RELAY_HEADER, RELAY_REDIRECT_STATUS, type RelayIncoming, type RelayReply, type RelayVerdict } from "../domain/chat-relays";
import { PING_FRAME, PONG_FRAME } from "../domain/realtime-link";
import type { RoomConfig } from "../domain/chat-rooms";
import { chatMessages } from "../domain/messages/chat";
import { ROOM_CONFIG_HEADER, SESSION_ENDED, decodeHeaderJson, type ServerMessage } from "../domain/chat-protocol";
import { ChatStore } from "./chat-store";
import { AdmissionGate } from "./room/admission";
import { RoomAlarm } from "./room/alarm";
import { Brakes } from "./room/brakes";
import { ClientFrames } from "./room/frames";
import { History } from "./room/history";
import { MatchFeed } from "./room/match-feed";
import { RoomMessages } from "./room/messages";
import { Presence } from "./room/presence";
import { Relays } from "./room/relays";
import { SessionEnds } from "./room/sessions";
import { RoomSockets } from "./room/sockets";
import { remoteKey, seesHidden, send, type ConnectionState, type GateVerdict, type Peer, type RemoteSocket } from "./room/shared";

/**
 * One Durable Object per room (hibernation on): its history, reactions, participants and
 * presence, the socket protocol of domain/chat-protocol.ts, and the calls the REST services make
 * (post, history, react, delete, ban, live match updates). History lives in the room's
 * SQLite (decision 018). Every socket belongs to a session and ends with it (decision 014):
 * the services that end sessions call endSessions(); an expiring session is closed by the
 * room's alarm, which also runs the daily retention.
 *
 * This class is the coordinator: it receives the runtime's and the services' calls and hands each
 * to the room's parts (party/room/), which own their state: the door (admission.ts), who is online
 * (presence.ts), the relays of a big room (relays.ts), bans and limits (brakes.ts), what a reader
 * sees (history.ts), the writes (messages.ts), the client frames (frames.ts), the live match
 * (match-feed.ts), sessions and bans ending sockets (sessions.ts), the alarm and retention
 * (alarm.ts), and the ways out to the sockets (sockets.ts).
 */
export class ChatRoom extends Server<Env & Cloudflare.Env> implements ChatRoomRpc {
  static options = { hibernate: true };

  constructor(ctx: DurableObjectState, env: Env & Cloudflare.Env) {
    super(ctx, env);
    // The clients' heartbeat (domain/realtime-link.ts) is answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  #store: ChatStore | null = null;
  #services: ServiceContext | null = null;
  #config: RoomConfig | null = null;
  /** The header the Worker last handed the configuration in: the same again is not parsed again. */
  #configHeader: string | null = null;
  /** The participant rows (and relay sockets) of a batch are written once its answers are out (writeSoon). */
  #flushTimer: ReturnType<typeof setTimeout> | null = null;

  // The parts, wired together: each gets what it needs passed in (never this class), the basics lazily.
  readonly #base = { room: () => this.name, store: () => this.store, services: () => this.services, config: () => this.config };
  readonly #brakes = new Brakes({
    env: this.env,
    count: (sender, limit) => countChatWrite(this.services, sender, limit),
    check: (sender, limit, count) => checkChatWrite(this.services, sender, limit, count),
  });
  readonly #relays: Relays = new Relays({
    ...this.#base,
    enabled: () => Boolean(this.env.CHAT_RELAY),
    aboveDefault: () => this.env.CHAT_RELAY_ABOVE,
    stubOf: (relay) => this.env.CHAT_RELAY!.get(this.env.CHAT_RELAY!.idFromName(relay)) as unknown as RoomRelayRpc,
    socketCount: () => this.#presence.socketCount,
    writeSoon: () => this.writeSoon(),
    leave: (registryId) => this.leaveRemote(registryId),
  });
  readonly #connections = (tag?: string) => this.getConnections<ConnectionState>(tag);
  readonly #sockets = new RoomSockets({ ...this.#base, ctx: this.ctx, relays: this.#relays, connections: this.#connections });
  readonly #presence: Presence = new Presence({
    ...this.#base,
    broadcast: (message, exceptUserId) => this.#sockets.broadcast(message, exceptUserId),
    isLobby: () => this.config?.kind === "lobby",
    sockets: () => this.allSockets(),
  });
  readonly #match = new MatchFeed({ ...this.#base, broadcast: (message) => this.#sockets.broadcast(message) });
  readonly #history = new History({ ...this.#base, presence: this.#presence, match: () => this.#match.score });
  readonly #alarm = new RoomAlarm({ ...this.#base, storage: this.ctx.storage, media: () => this.env.MEDIA });
  readonly #parts = { brakes: this.#brakes, presence: this.#presence, history: this.#history, sockets: this.#sockets, alarm: this.#alarm };
  readonly #gate = new AdmissionGate({ ...this.#base, ...this.#parts, writeSoon: () => this.writeSoon() });
  readonly #messages = new RoomMessages({ ...this.#base, ...this.#parts, media: () => this.env.MEDIA });
  readonly #frames = new ClientFrames({ ...this.#base, ...this.#parts, messages: this.#messages });
  readonly #sessions = new SessionEnds({
    ...this.#base,
    ...this.#parts,
    relays: this.#relays,
    connections: this.#connections,
    dropRemote: (registryId) => void this.dropRemote(registryId),
    eraseDeleted: (userIds) => this.#history.eraseDeleted(userIds),
    leave: (connection) => this.leave(connection),
    leaveRemote: (registryId) => this.leaveRemote(registryId),
  });

  /** The room's door to D1: services, called as the system for the users it names. */
  private get services(): ServiceContext {
    this.#services ??= contextFor(this.env, null);
    return this.#services;
  }

  private get store(): ChatStore {
    this.#store ??= new ChatStore(this.ctx.storage.sql, this.name);
    return this.#store;
  }

  private get config(): RoomConfig | null {
    if (!this.#config) {
      const raw = this.store.getMeta("config");
      this.#config = raw ? (JSON.parse(raw) as RoomConfig) : null;
    }
    return this.#config;
  }

  /** The Worker resolves the room on every connection and call; the room keeps the latest. */
  private adopt(config: RoomConfig) {
    const json = JSON.stringify(config);
    if (this.#config && JSON.stringify(this.#config) === json) return;
    this.#config = config;
    this.store.setMeta("config", json);
  }

  /** Every open socket's state and its presence key: the room's own, then its relays'. */
  private *allSockets(): Iterable<[ConnectionState, string]> {
    for (const c of this.getConnections<ConnectionState>()) if (c.state?.user) yield [c.state, c.id];
    for (const socket of this.#relays.sockets.values()) yield [socket, remoteKey(socket.registryId)];
  }

  /**
   * Writes the participant rows of those who came in (ChatStore.arrive) and the relay sockets
   * once the answers that are on their way are out: a storage write holds every message the room
   * sends after it until it commits (the output gate), and the rows are needed by no answer.
   */
  private writeSoon() {
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = null;
      this.store.flushParticipants();
      const { added, gone } = this.#relays.takeWrites();
      this.store.saveRelaySockets(added, gone);
    }, 0);
  }

  /** On the embedded local data, a room copies its sample history once (scripts/sample-chat.ts). */
  async onStart() {
    if (this.env.LOCAL_DATA !== "true" || this.store.getMeta("samples")) return;
    const rows = await roomSamples(this.services, this.name).catch(() => null);
    if (!rows || rows.length === 0) return;
    this.store.importSamples(rows);
    this.store.setMeta("samples", String(rows.length));
    await this.#alarm.wakeForRetention();
  }

  getConnectionTags(_connection: Connection, ctx: ConnectionContext) {
    return this.#gate.tags(ctx.request);
  }

  /**
   * A WebSocket upgrade: its ticket is checked here, with those of every upgrade arriving meanwhile
   * (the gate: one D1 round trip for the batch, issue 30), before the socket is accepted: 401 without
   * a usable ticket, 403 for a private room the user may not enter (decision 019), as the Worker
   * answered when it checked each ticket itself. Then partyserver accepts it (onConnect).
   */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return super.fetch(request);
    const configHeader = request.headers.get(ROOM_CONFIG_HEADER);
    // The Worker resolves the room on every upgrade; this is a second lock.
    if (!configHeader) return errorResponse(notFound(chatMessages.roomNotFound));
    if (configHeader !== this.#configHeader) {
      const config = decodeHeaderJson<RoomConfig>(configHeader);
      if (!config) return errorResponse(notFound(chatMessages.roomNotFound));
      this.adopt(config);
      this.#configHeader = configHeader;
    }
    // A big room: the socket goes to a relay, which hands its admission back here (admitFromRelay).
    const relay = this.#relays.forNext();
    if (relay) return new Response(null, { status: RELAY_REDIRECT_STATUS, headers: { [RELAY_HEADER]: relay } });
    const ticket = new URL(request.url).searchParams.get("ticket") ?? "";
    const verdict = ticket && ticket.length <= 100 ? await this.#gate.admit(await sha256Hex(ticket)) : "unauthorized";
    if (verdict === "unauthorized") return errorResponse(unauthorized(TICKET_REQUIRED));
    if (verdict === "forbidden") return errorResponse(forbidden(chatMessages.roomForbidden));
    if (verdict === "unavailable") return new Response("Try again", { status: 503, headers: { "Retry-After": "1" } });
    this.#gate.remember(request, verdict);
    return super.fetch(request);
  }

  /**
   * The socket is accepted, its ticket checked (fetch): refused if the user is banned from chat,
   * the room is full or the user holds too many sockets here (brakes); else in, with its snapshot,
   * and the others told (presence).
   */
  async onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const admission = this.#gate.of(ctx.request);
    const config = this.config;
    if (!admission || !config) {
      connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      return;
    }
    const joined = this.#gate.join(config, admission, (state) => {
      connection.setState(state);
      return connection.id;
    });
    if ("refused" in joined) {
      send(connection, joined.refused.message);
      connection.close(joined.refused.close.code, joined.refused.close.reason);
      await this.#sockets.unregisterSoon(admission.admitted.registryId);
      return;
    }
    connection.send(joined.snapshot);
    joined.announce();
    await this.#alarm.wakeAt(admission.identity.sessionExpiresAt);
  }

  async onMessage(connection: Connection<ConnectionState>, message: WSMessage) {
    const state = connection.state;
    if (!state) return;
    const peer: Peer = { send: (payload) => connection.send(payload), close: (code, reason) => connection.close(code, reason), leave: () => this.leave(connection) };
    return this.#frames.handle(peer, state, typeof message === "string" ? message : new TextDecoder().decode(message as ArrayBuffer));
  }

  async onClose(connection: Connection<ConnectionState>) {
    await this.leave(connection);
  }

  async onError(connection: Connection<ConnectionState>) {
    await this.leave(connection);
  }

  /** Forgets a socket; the last socket of a user makes them leave (a delta to the others). */
  private async leave(connection: Connection<ConnectionState>) {
    const state = connection.state;
    if (!state?.registryId) return;
    if (this.#presence.drop(state.user, connection.id)) this.store.markSeen(state.user.userId, Date.now());
    await this.#sockets.unregisterSoon(state.registryId);
  }

  /** Forgets a relay's socket and takes it out of its user's presence (as leave for one of the room's own, without the registry). */
  private dropRemote(registryId: string): { socket: RemoteSocket; left: boolean } | undefined {
    const socket = this.#relays.remove(registryId);
    return socket && { socket, left: this.#presence.drop(socket.user, remoteKey(registryId)) };
  }

  /** A relay's socket closed: as leave() for one of the room's own. */
  private async leaveRemote(registryId: string) {
    const dropped = this.dropRemote(registryId);
    if (!dropped) return;
    if (dropped.left) this.store.markSeen(dropped.socket.user.userId, Date.now());
    await this.#sockets.unregisterSoon(registryId);
  }

  // ---- calls from the services (RPC) ------------------------------------------------------

  /** POST /chat/rooms/{id}/messages: the same path as a socket's send_message. */
  async postFromRest(config: RoomConfig, sender: Sender, input: SendMessageInput): Promise<Outcome<{ message: ChatMessage }>> {
    this.adopt(config);
    return this.#brakes.inOrder(sender.userId, () => this.#messages.post(sender, input, "rest"));
  }

  async history(config: RoomConfig, limit: number, offset: number, beforeSeq: number | null, viewer: Viewer): Promise<ChatHistoryPage> {
    this.adopt(config);
    return this.#history.page(limit, offset, beforeSeq, viewer);
  }

  async setHidden(seq: number, hidden: boolean): Promise<{ found: boolean }> {
    return this.#messages.setHidden(seq, hidden);
  }

  async reactFromRest(sender: Sender, messageId: string, emoji: ChatEmoji): Promise<Outcome<{ messageId: string; reactions: Reaction[] }>> {
    return this.#brakes.inOrder(sender.userId, () => this.#messages.react(sender, messageId, emoji, "rest"));
  }

  async message(seq: number): Promise<ChatMessage | null> {
    return this.store.get(seq);
  }

  /** Several stored messages in one call (the report queue's page), each null if gone, in the order asked. */
  async messages(seqs: number[]): Promise<(ChatMessage | null)[]> {
    return seqs.map((seq) => this.store.get(seq));
  }

  async deleteMessage(seq: number): Promise<{ deleted: boolean }> {
    return this.#messages.delete(seq);
  }

  /**
   * The ban service: a chat ban of this user started (kept here, and their sockets are told why
   * and closed now) or was lifted (forgotten). Returns how many sockets it closed.
   */
  async chatBanChanged(userId: string, ban: ChatBan | null): Promise<number> {
    this.#brakes.banChanged(userId, ban);
    // A lift reaches the user's sockets here (the lobby's among them): an open chat screen reconnects.
    if (!ban) this.#sockets.toOwn(userId, JSON.stringify({ type: "chat_ban_lifted" } satisfies ServerMessage));
    return ban ? this.#sessions.banned(userId, ban) : 0;
  }

  /**
   * Live scoring's update of a fixture's room: the score, and the player lines of the fixture.
   * New events since the last update are posted as system messages (match-feed.ts).
   */
  async matchUpdate(config: RoomConfig, match: MatchScore, lines: LiveLine[]): Promise<{ posted: number }> {
    this.adopt({ ...config, match });
    const posted = this.#match.update(match, lines);
    if (posted) await this.#alarm.wakeForRetention();
    return { posted };
  }

  /**
   * Closes the sockets of one session, or of every session of a user, and tells the others
   * who left. Called (RPC) by closeRealtimeSessions when a session ends. Returns how many
   * sockets it closed.
   */
  async endSessions(target: SessionTarget): Promise<number> {
    return this.#sessions.end(target);
  }

  /**
   * The alarm: sessions that expire now end; and once a day (the retention time), messages
   * older than 30 days are deleted with their media. Set again to the earliest of both.
   */
  async onAlarm() {
    this.#alarm.fired();
    const now = Date.now();
    await this.#alarm.retain(now, await this.#sessions.expire(now));
  }

  // ---- a big room's relays (decision 035, "Rooms beyond one object"; relays.ts) -----------

  /** Gives this room relay settings of its own (one room of a test on relays, the others not); they outlive its memory. */
  setRelaySettings(above: number, perRelay: number) {
    this.#relays.setSettings(above, perRelay);
  }

  /** The upgrades a relay received: admitted in the room's next batch with its own (the gate), then each as onConnect would. */
  async admitFromRelay(relay: string, tokenHashes: string[]): Promise<RelayVerdict[]> {
    this.#relays.arrived(relay, tokenHashes.length);
    const verdicts = await Promise.all(tokenHashes.map((h) => this.#gate.admit(h)));
    return verdicts.map((v) => this.connectRemote(relay, v));
  }

  /** onConnect for a socket a relay holds: the same checks and presence; its snapshot goes back to the relay. */
  private connectRemote(relay: string, verdict: GateVerdict): RelayVerdict {
    if (verdict === "unauthorized") return { status: 401 };
    if (verdict === "forbidden") return { status: 403 };
    if (verdict === "unavailable") return { status: 503 };
    const { identity, admitted } = verdict;
    const joined = this.#gate.join(this.config!, verdict, (state) => {
      this.#relays.add({ relay, ...state, admittedAt: Date.now() });
      return remoteKey(state.registryId);
    });
    if ("refused" in joined) {
      this.#sockets.unregisterSoon(admitted.registryId).catch((err) => console.error("chat: could not unregister a refused socket", err));
      return { status: 101, registryId: admitted.registryId, refused: { payload: JSON.stringify(joined.refused.message), ...joined.refused.close } };
    }
    // The frames sent to the relays from now on reach this socket; those before are in its snapshot.
    const after = this.#relays.seq;
    joined.announce();
    this.#alarm.wakeAt(identity.sessionExpiresAt).catch((err) => console.error("chat: could not set the alarm", err));
    return { status: 101, registryId: admitted.registryId, userId: identity.userId, sessionId: identity.sessionId, staff: seesHidden(identity.role), snapshot: joined.snapshot, after };
  }

  /** Client frames of a relay's sockets: each handled as one of the room's own (handleFrame); the answers go back to the relay. */
  async relayFrames(relay: string, frames: RelayIncoming[]): Promise<RelayReply[]> {
    return Promise.all(
      frames.map(async ({ registryId, text }) => {
        const reply: RelayReply = { registryId, frames: [] };
        const socket = this.#relays.sockets.get(registryId);
        if (!socket || socket.relay !== relay) return reply;
        const peer: Peer = {
          send: (payload) => reply.frames.push(payload),
          close: (code, reason) => (reply.close = { code, reason }),
          leave: () => this.leaveRemote(registryId),
        };
        await this.#frames.handle(peer, socket, text);
        return reply;
      }),
    );
  }

  async relayLeft(relay: string, registryIds: string[]): Promise<void> {
    await Promise.all(registryIds.filter((id) => this.#relays.sockets.get(id)?.relay === relay).map((id) => this.leaveRemote(id)));
  }
}
