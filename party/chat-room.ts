import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import type { Env } from "../api/env";
import { admitUpgrades, checkChatWrite, countChatWrite, deletedAmong, roomSamples } from "../api/services/chat-room-data";
import { userMayEnter } from "../api/services/chat";
import { sha256Hex } from "../api/services/crypto";
import { errorResponse, forbidden, notFound, unauthorized } from "../api/errors";
import { contextFor, type ServiceContext } from "../api/services/context";
import { TICKET_REQUIRED, unregisterConnections, unregisterSessions, type TicketArrival } from "../api/services/realtime";
import type { ChatBan, ChatRoomRpc, Outcome, Refusal, RoomRelayRpc, Sender, SessionTarget, Viewer } from "../api/services/room-rpc";
import { claimUpload } from "../api/services/uploads";
import {
  CHAT_PAGE_SIZE,
  CHAT_SETTINGS,
  canReplyTo,
  checkMessageText,
  ERASED_AUTHOR,
  isOwnChatMedia,
  mediaKeyOf,
  nextRetentionRun,
  parseMessageId,
  PRESENCE_BATCH_ABOVE,
  SNAPSHOT_PARTICIPANTS,
  presenceBatchAge,
  presenceListed,
  presenceMovedEnough,
  replyQuote,
  retentionCutoff,
  mayOpenAnotherSocket,
  roomIsFull,
  SOCKETS_PER_PERSON,
  shouldBroadcastTyping,
  SYSTEM_USER_ID,
  TYPING_MAX_ROOM,
  type ChatEmoji,
  type ChatHistoryPage,
  type ChatMessage,
  type ChatRoom as ChatRoomShape,
  type MatchScore,
  type Participant,
  type Reaction,
  type SendMessageInput,
} from "../domain/chat";
import { eventText, fixtureEvents, stateEvents, type LiveLine } from "../domain/chat-live";
import {
  pickRelay,
  RELAY_HEADER,
  RELAY_REDIRECT_STATUS,
  relayAbove,
  relayName,
  relaySockets,
  type RelayFrame,
  type RelayIncoming,
  type RelayReply,
  type RelayVerdict,
} from "../domain/chat-relays";
import { PING_FRAME, PONG_FRAME } from "../domain/realtime-link";
import type { RoomConfig } from "../domain/chat-rooms";
import { rateLimitFor } from "../domain/limits";
import { chatMessages } from "../domain/messages/chat";
import { moderationMessages } from "../domain/messages/moderation";
import { can, type Role } from "../domain/permissions";
import { withoutControlCharacters } from "../domain/input-text";
import { ChatStore, type StoredQuote } from "./chat-store";
import {
  CHAT_BANNED,
  LEFT_ROOM,
  ROOM_CONFIG_HEADER,
  RECONNECT,
  ROOM_FULL,
  SESSION_ENDED,
  TOO_MANY_SOCKETS,
  clientMessageSchema,
  decodeHeaderJson,
  type ErrorCode,
  type PresenceUser,
  type RoomIdentity,
  type ServerMessage,
} from "../domain/chat-protocol";


const seesHidden = (role: Role) => can(role, "content:moderate");

/** How long arriving upgrades wait to be admitted together (gate): one D1 round trip for all of them. */
const ADMIT_BATCH_MS = 4;
/**
 * How many admission batches may be in D1 at once (admit). A second one goes while the first is
 * in D1 instead of waiting for its answer: a fill's upgrades wait one window and one round trip,
 * not up to two. D1 runs the batches' transactions one after the other, so a ticket's uses are
 * still counted exactly (admitTicketsSql).
 */
const ADMIT_IN_FLIGHT = 2;
/** The most upgrades one batch admits (its JSON stays well within D1's limits on a statement). */
const ADMIT_BATCH_MAX = 200;
/** Calls to a relay tried before its frames are taken as lost, and the wait before each next try (times the tries so far). */
const RELAY_SEND_TRIES = 3;
const RELAY_RETRY_MS = 100;
/** A relay's socket the relay does not list is forgotten only if admitted this long ago (it may still be on its way in). */
const RELAY_ADMISSION_GRACE_MS = 5_000;

/** What the room's gate learnt of an upgrade, handed to getConnectionTags and onConnect (#admissions). */
type Admitted = { registryId: string; ban: ChatBan | null; readAt: number; participant: Participant | null };
type Admission = { identity: RoomIdentity; admitted: Admitted };
type GateVerdict = Admission | "unauthorized" | "forbidden" | "unavailable";

/** This room class's party: the URL's /parties/chat/<room> and the registry's `party`. */
const PARTY = "chat";

type ConnectionState = {
  user: PresenceUser;
  role: RoomIdentity["role"];
  sessionId: string;
  sessionExpiresAt: number;
  /** This socket's row in the registry of open sockets (api/services/realtime.ts). */
  registryId: string;
  /** The user's participant row as of this join (joinedAt, lastSeen: ISO): the presence rebuilt after hibernation shows it. */
  joinedAt?: string;
  lastSeen?: string;
};

/** An admitted socket's state (its own or a relay's), from its admission and participant row. */
function admittedState(user: PresenceUser, { identity, admitted }: Admission, participant: Participant): ConnectionState {
  const { role, sessionId, sessionExpiresAt } = identity;
  return { user, role, sessionId, sessionExpiresAt, registryId: admitted.registryId, joinedAt: participant.joinedAt, lastSeen: participant.lastSeen };
}

type Online = { user: PresenceUser; participant: Participant; sockets: Set<string> };

/** A socket held by one of the room's relays (party/room-relay.ts), as this room admitted it. */
type RemoteSocket = ConnectionState & { relay: string; admittedAt?: number };
/** Its key among a user's sockets in the presence (a local socket's is its connection id). */
const remoteKey = (registryId: string) => `r:${registryId}`;

/** Where the room's answers to a client frame go: a socket of its own, or one a relay holds (its reply). */
type Peer = { send(payload: string): void; close(code: number, reason: string): void; leave(): Promise<void> };
type Unsequenced<T> = T extends unknown ? Omit<T, "seq"> : never;

/** Which path a write came by: a socket (the hot path) or the REST service. */
type WriteVia = "socket" | "rest";
type ChatLimit = "chatMessage" | "chatReaction";

const refuse = (code: ErrorCode, message: string, extra: { retryAt?: string } = {}): Refusal => ({ ok: false, code, message, ...extra });

/** Tags (kept by the runtime across hibernation) to find a user's or a session's sockets. */
const userTag = (userId: string) => `u:${userId}`;
const sessionTag = (sessionId: string) => `s:${sessionId}`;


/**
 * One Durable Object per room (hibernation on): its history, reactions, participants and
 * presence, the socket protocol of domain/chat-protocol.ts, and the calls the REST services make
 * (post, history, react, delete, ban, live match updates). History lives in the room's
 * SQLite (decision 018). Every socket belongs to a session and ends with it (decision 014):
 * the services that end sessions call endSessions(); an expiring session is closed by the
 * room's alarm, which also runs the daily retention.
 */
export class ChatRoom extends Server<Env & Cloudflare.Env> implements ChatRoomRpc {
  static options = { hibernate: true };

  constructor(ctx: DurableObjectState, env: Env & Cloudflare.Env) {
    super(ctx, env);
    // The clients' heartbeat (domain/realtime-link.ts) is answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  #store: ChatStore | null = null;
  /** Who is online: user id -> their open sockets. Rebuilt from the sockets after hibernation. */
  #presence: Map<string, Online> | null = null;
  /** Sockets in the presence (the room's own and its relays'), counted with it: the room's load is judged in sockets too. */
  #sockets = 0;
  /** Last typing start broadcast per user, and who is typing now (memory only: losing them on eviction is harmless). */
  #typingAt = new Map<string, number>();
  #typing = new Set<string>();
  /**
   * Limit and user -> the end of the D1 window that refused them: a flood of frames is refused
   * here until then without a D1 round trip each (the counter would refuse them all the same).
   */
  #refusedUntil = new Map<string, number>();
  /**
   * Limit and user -> the end of the D1 window of one slot counted ahead (after their last write
   * here): their next write over a socket takes it and goes out without waiting for D1 (issue 30);
   * "pending" while that count is on its way. Exact across rooms: every write that goes out has a
   * count of its own within the limit; a slot left unused costs the user one write of the window.
   */
  #ahead = new Map<string, number | "pending">();
  /**
   * Chat bans of users with sockets here, as the ban service pushes them (chatBanChanged) on top of
   * the bans read at admission: a message over a socket is checked against this, with no read.
   */
  #bans = new Map<string, ChatBan & { pushedAt: number }>();
  /**
   * Each user's writes here, one after the other in the order they came (socket frames and REST
   * calls alike): a write that takes a slot must not overtake one still waiting for its count.
   */
  #writes = new Map<string, Promise<unknown>>();
  #config: RoomConfig | null = null;
  /** The header the Worker last handed the configuration in: the same again is not parsed again. */
  #configHeader: string | null = null;
  /** The live score as this room last stored it (meta "match"; undefined: not read since it woke). */
  #match: MatchScore | null | undefined = undefined;
  /** Upgrades waiting for their ticket check (gate), and its timer. */
  #arrivals: { tokenHash: string; verdict: (v: GateVerdict) => void }[] = [];
  #admitTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Batches in D1 (admit): with ADMIT_IN_FLIGHT of them, upgrades arriving meanwhile wait for one
   * to end and go together in the next, so under load a batch grows with the round trip instead
   * of round trips piling up.
   */
  #admitting = 0;
  /**
   * What the gate admitted of an upgrade, for partyserver's calls with that same request
   * (getConnectionTags, onConnect): handed over in memory, not encoded into headers and read back.
   */
  #admissions = new WeakMap<Request, Admission>();
  /** The participant rows of a batch are written once its answers are out (flushParticipants). */
  #flushTimer: ReturnType<typeof setTimeout> | null = null;
  /** The people of the snapshot's history pages to check in D1 (toCheck), for the history's version. */
  #pagePeople: { version: number; ids: string[] } | null = null;
  /** The snapshot's page of history per kind of viewer, while the history has not changed (ChatStore.version). */
  #pages = new Map<"staff" | "user", { version: number; page: ChatHistoryPage | null }>();
  /** Presence changes gathered in a big room, sent together (announce). */
  #batch: { joined: Map<string, Participant>; left: Map<string, { userId: string; username: string }> } | null = null;
  #batchTimer: ReturnType<typeof setTimeout> | null = null;
  /** The online count the last presence_batch carried. */
  #batchSentCount = 0;
  /**
   * The sockets of one admission batch are connecting (admit): their joins are gathered into one
   * presence_batch sent once they are all in (endGathering), in a room of any size, instead of one
   * delta each to everyone already there (issue 30: the first 100 of a fill sent 4,950 of them).
   */
  #gathering = false;

  /** Registry rows of sockets that closed, deleted together (unregisterSoon), and that delete once under way. */
  #closed: string[] = [];
  #closedDelete: Promise<void> | null = null;

  /** Sockets held by this room's relays, by registry id (kept in storage too: relay_sockets), and how many each relay holds. */
  #remote: Map<string, RemoteSocket> | null = null;
  #relayLoads: Map<string, number> | null = null;
  /** Upgrades sent on to each relay and not yet admitted (fetch): a burst spreads by load. */
  #routed = new Map<string, number>();
  /** Relay sockets to write to storage or delete from it, with the participant rows (flushParticipantsSoon). */
  #remoteWrites: { added: RemoteSocket[]; gone: string[] } = { added: [], gone: [] };
  /**
   * The seq of the last frame sent to the relays: from the clock, so that it only grows across the
   * room's restarts (a relay compares it with those it holds).
   */
  #relaySeq = Date.now() * 1000;
  /** Frames on their way to each relay: one RPC in flight per relay, the next carrying all that came meanwhile (in order). */
  #outbox = new Map<string, { frames: RelayFrame[]; sending: boolean }>();
  #relayStubs = new Map<string, RoomRelayRpc>();
  /** When each relay's sockets were last checked against the room's (checkRelay). */
  #relayChecked = new Map<string, number>();
  /** The room's relay settings as relaySettings last read them. */
  #relaySettings: { above: number; perRelay: number } | null = null;

  #services: ServiceContext | null = null;
  /** The room's alarm as it last set or read it (null: none; undefined: not known since it woke). */
  #alarmAt: number | null | undefined = undefined;

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

  private get presence() {
    if (!this.#presence) {
      const map = new Map<string, Online>();
      const now = new Date().toISOString();
      // Each socket (its own, then its relays') under its key, in its user's entry.
      const add = (state: ConnectionState, socketKey: string) => {
        const { user } = state;
        const entry = map.get(user.userId) ?? { user, participant: { ...user, isOnline: true, lastSeen: state.lastSeen ?? now, joinedAt: state.joinedAt ?? now }, sockets: new Set<string>() };
        entry.sockets.add(socketKey);
        map.set(user.userId, entry);
      };
      for (const c of this.getConnections<ConnectionState>()) if (c.state?.user) add(c.state, c.id);
      for (const socket of this.remote.values()) add(socket, remoteKey(socket.registryId));
      this.#sockets = 0;
      for (const entry of map.values()) this.#sockets += entry.sockets.size;
      this.#presence = map;
    }
    return this.#presence;
  }

  /** On the embedded local data, a room copies its sample history once (scripts/sample-chat.ts). */
  async onStart() {
    if (this.env.LOCAL_DATA !== "true" || this.store.getMeta("samples")) return;
    const rows = await roomSamples(this.services, this.name).catch(() => null);
    if (!rows || rows.length === 0) return;
    this.store.importSamples(rows);
    this.store.setMeta("samples", String(rows.length));
    await this.wakeAt(this.retentionAt());
  }

  getConnectionTags(_connection: Connection, ctx: ConnectionContext) {
    const identity = this.#admissions.get(ctx.request)?.identity;
    return identity ? [userTag(identity.userId), sessionTag(identity.sessionId)] : [];
  }

  /**
   * A WebSocket upgrade: its ticket is checked here, with those of every upgrade arriving meanwhile
   * (gate: one D1 round trip for the batch, issue 30), before the socket is accepted: 401 without
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
    const relay = this.relayForNext();
    if (relay) return new Response(null, { status: RELAY_REDIRECT_STATUS, headers: { [RELAY_HEADER]: relay } });
    const ticket = new URL(request.url).searchParams.get("ticket") ?? "";
    const verdict = ticket && ticket.length <= 100 ? await this.gate(ticket) : "unauthorized";
    if (verdict === "unauthorized") return errorResponse(unauthorized(TICKET_REQUIRED));
    if (verdict === "forbidden") return errorResponse(forbidden(chatMessages.roomForbidden));
    if (verdict === "unavailable") return new Response("Try again", { status: 503, headers: { "Retry-After": "1" } });
    // Who the socket is, as this room checked it: nothing the client sent says it.
    this.#admissions.set(request, verdict);
    return super.fetch(request);
  }

  /** Waits for this ticket's place in the next admission batch (admit). */
  private async gate(ticket: string): Promise<GateVerdict> {
    return this.gateHash(await sha256Hex(ticket));
  }

  private gateHash(tokenHash: string): Promise<GateVerdict> {
    return new Promise((verdict) => {
      this.#arrivals.push({ tokenHash, verdict });
      if (this.#admitting < ADMIT_IN_FLIGHT) this.#admitTimer ??= setTimeout(() => void this.admit(), ADMIT_BATCH_MS);
    });
  }

  /**
   * Admits the upgrades that arrived, in one D1 round trip (admitUpgrades): their tickets checked
   * and counted, each recorded in the registry only if its session is still in force (a logout
   * racing the upgrade: decision 014), who they are, their chat bans, and whether the people the
   * snapshots will show include deleted accounts (decision 016: erased first).
   */
  private async admit() {
    this.#admitTimer = null;
    const waiting = this.#arrivals.splice(0, ADMIT_BATCH_MAX);
    if (waiting.length === 0) return;
    this.#admitting++;
    try {
      await this.admitBatch(waiting);
    } catch (err) {
      // Never an upgrade left waiting (an open request keeps the room from ever being evicted):
      // those not answered yet are told to try again (a verdict given twice counts once).
      console.error("chat: could not admit sockets", err);
      for (const w of waiting) w.verdict("unavailable");
    } finally {
      this.#admitting--;
      // Those that came while the batches were in D1 have waited long enough: the next batch goes now.
      if (this.#arrivals.length) this.#admitTimer ??= setTimeout(() => void this.admit(), 0);
    }
  }

  private async admitBatch(waiting: { tokenHash: string; verdict: (v: GateVerdict) => void }[]) {
    const config = this.config!;
    const seen = new Map<string, number>();
    // Registry ids: one random id per batch, numbered within it (a random id each cost more than the rest of the batch's bookkeeping).
    const batchId = crypto.randomUUID();
    const arrivals: TicketArrival[] = waiting.map(({ tokenHash }, i) => {
      const n = seen.get(tokenHash) ?? 0;
      seen.set(tokenHash, n + 1);
      return { id: `${batchId}.${i}`, h: tokenHash, n };
    });
    const readAt = Date.now();
    const admission = await admitUpgrades(this.services, { party: PARTY, room: this.name }, arrivals, this.snapshotPeople(config));
    for (const id of admission.deleted) this.store.eraseUser(id);
    // A private room (decision 019): staff, or users with enough points earned.
    const forbidden = new Set<string>();
    if (!config.isPublic)
      await Promise.all(
        [...admission.admitted].map(async ([registryId, identity]) => {
          if (!(await userMayEnter(this.services.db, { id: identity.userId, role: identity.role }, config))) forbidden.add(registryId);
        }),
      );
    await unregisterConnections(this.services.db, [...forbidden]);
    // Those about to come in, as onConnect will see them (not banned, room not full), are
    // recorded as participants in one write for the batch.
    const comers = new Map<string, PresenceUser>();
    const banned = (userId: string) => config.kind !== "lobby" && (admission.bans.has(userId) || this.banOf(userId, Date.now()));
    for (const [registryId, { userId, username, avatar }] of admission.admitted) {
      if (forbidden.has(registryId) || banned(userId) || comers.has(userId)) continue;
      if (!this.presence.has(userId) && roomIsFull(this.presence.size + comers.size, config.maxParticipants, this.socketCount)) continue;
      comers.set(userId, { userId, username, avatar });
    }
    const participants = this.store.arrive([...comers.values()], Date.now());
    // Several coming in together: their joins go out as one batch once they are all in. Their
    // onConnects run as soon as the verdicts are given, before any timer: the batch goes right after.
    if (comers.size > 1 && !this.#gathering) {
      this.#gathering = true;
      setTimeout(() => this.endGathering(), 0);
    }
    for (const [i, { verdict }] of waiting.entries()) {
      const registryId = arrivals[i]!.id;
      const identity = admission.admitted.get(registryId);
      if (!identity) verdict("unauthorized");
      else if (forbidden.has(registryId)) verdict("forbidden");
      else
        verdict({ identity, admitted: { registryId, ban: admission.bans.get(identity.userId) ?? null, readAt, participant: participants.get(identity.userId) ?? null } });
    }
    this.flushParticipantsSoon();
  }

  /**
   * Writes the participant rows of those who came in (ChatStore.arrive) once the answers that
   * are on their way are out: a storage write holds every message the room sends after it until
   * it commits (the output gate), and the rows are needed by no answer (the online ones are in memory).
   */
  private flushParticipantsSoon() {
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = null;
      this.store.flushParticipants();
      const { added, gone } = this.#remoteWrites;
      this.#remoteWrites = { added: [], gone: [] };
      this.store.saveRelaySockets(
        added.map(({ relay, ...state }) => ({ registryId: state.registryId, relay, state: JSON.stringify(state) })),
        gone,
      );
    }, 0);
  }

  /**
   * The socket is accepted, its ticket checked (fetch): refused if the user is banned from chat or
   * the room is full; else in, with its snapshot, and the others told (announce).
   */
  async onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const { identity, admitted } = this.#admissions.get(ctx.request) ?? {};
    const config = this.config;
    if (!identity || !admitted || !config) {
      connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      return;
    }
    const user: PresenceUser = { userId: identity.userId, username: identity.username, avatar: identity.avatar };
    const refused = this.admissionRefusal(config, { identity, admitted });
    if (refused) {
      this.send(connection, refused.message);
      connection.close(refused.close.code, refused.close.reason);
      await this.unregisterSoon(admitted.registryId);
      return;
    }
    const participant = this.participantOf(admitted, user);
    connection.setState(admittedState(user, { identity, admitted }, participant));
    const arrived = this.joinPresence(user, participant, connection.id);
    this.send(connection, this.snapshot(user, seesHidden(identity.role)));
    if (arrived) this.announceArrival(config, user, participant);
    await this.wakeAt(identity.sessionExpiresAt);
  }

  async onMessage(connection: Connection<ConnectionState>, message: WSMessage) {
    const state = connection.state;
    if (!state) return;
    const peer: Peer = { send: (payload) => connection.send(payload), close: (code, reason) => connection.close(code, reason), leave: () => this.leave(connection) };
    return this.handleFrame(peer, state, typeof message === "string" ? message : new TextDecoder().decode(message as ArrayBuffer));
  }

  /** One client frame, from a socket of this room or of one of its relays (relayFrames): the same rules, the answers to `connection`. */
  private async handleFrame(connection: Peer, state: ConnectionState, message: string) {
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(withoutControlCharacters(JSON.parse(message)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return this.sendError(connection, refuse("invalid", chatMessages.invalidMessage));
    const data = parsed.data;
    if ("roomId" in data && data.roomId !== this.name) return this.sendError(connection, refuse("wrong_room", chatMessages.wrongRoom));
    const sender: Sender = { ...state.user, role: state.role };
    switch (data.type) {
      case "ping":
        return this.send(connection, { type: "pong", at: new Date().toISOString() });
      case "join_room":
        return this.send(connection, this.snapshot(state.user, seesHidden(state.role)));
      case "leave_room":
        connection.close(LEFT_ROOM.code, LEFT_ROOM.reason);
        return connection.leave();
      case "send_message": {
        const result = await this.inOrder(sender.userId, () => this.post(sender, data.message, "socket", data.clientId));
        if (!result.ok) return this.sendError(connection, result, data.clientId);
        return;
      }
      case "add_reaction": {
        const result = await this.inOrder(sender.userId, () => this.react(sender, data.messageId, data.emoji, "socket"));
        if (!result.ok) return this.sendError(connection, result);
        return;
      }
      case "typing_start":
      case "typing_stop":
        return this.typing(connection, state.user, data.type === "typing_start");
      case "get_participants": {
        let page = this.participantsPage(data.offset, data.limit);
        // Deleted accounts among them are erased first (decision 016), as for history.
        if (await this.eraseDeleted(this.store.toCheck([], page.participants.map((p) => p.userId))))
          page = this.participantsPage(data.offset, data.limit);
        return this.send(connection, { type: "participants_page", roomId: this.name, ...page, offset: data.offset });
      }
      case "get_room_messages": {
        const before = data.before ? parseMessageId(data.before) : null;
        if (data.before && before?.roomId !== this.name) return this.sendError(connection, refuse("wrong_room", chatMessages.wrongRoom));
        const page = await this.readPage(data.limit, data.offset, before?.seq ?? null, { userId: state.user.userId, staff: seesHidden(state.role) });
        return this.send(connection, { type: "room_messages", roomId: this.name, ...page, before: data.before ?? null, offset: data.offset });
      }
    }
  }

  async onClose(connection: Connection<ConnectionState>) {
    await this.leave(connection);
  }

  async onError(connection: Connection<ConnectionState>) {
    await this.leave(connection);
  }

  // ---- calls from the services (RPC) ------------------------------------------------------

  /** POST /chat/rooms/{id}/messages: the same path as a socket's send_message. */
  async postFromRest(config: RoomConfig, sender: Sender, input: SendMessageInput): Promise<Outcome<{ message: ChatMessage }>> {
    this.adopt(config);
    return this.inOrder(sender.userId, () => this.post(sender, input, "rest"));
  }

  async history(config: RoomConfig, limit: number, offset: number, beforeSeq: number | null, viewer: Viewer): Promise<ChatHistoryPage> {
    this.adopt(config);
    return this.readPage(limit, offset, beforeSeq, viewer);
  }

  /**
   * The moderation core hid a message (3 distinct reporters) or showed it again (reports
   * cleared). Hidden, it leaves every screen but its author's and staff's (message_deleted);
   * shown again, it is back in the history the next time it is read.
   */
  async setHidden(seq: number, hidden: boolean): Promise<{ found: boolean }> {
    const message = this.store.setHidden(seq, hidden);
    if (!message) return { found: false };
    if (hidden) {
      const payload = JSON.stringify({ type: "message_deleted", roomId: this.name, messageId: message.id } satisfies ServerMessage);
      for (const c of this.getConnections<ConnectionState>()) {
        const state = c.state;
        if (!state || state.user.userId === message.userId || seesHidden(state.role)) continue;
        c.send(payload);
      }
      this.toRelays({ payload, hiddenFrom: message.userId });
    }
    return { found: true };
  }

  async reactFromRest(sender: Sender, messageId: string, emoji: ChatEmoji): Promise<Outcome<{ messageId: string; reactions: Reaction[] }>> {
    return this.inOrder(sender.userId, () => this.react(sender, messageId, emoji, "rest"));
  }

  /** Runs a user's write after their earlier ones here (#writes). */
  private inOrder<T>(userId: string, write: () => Promise<T>): Promise<T> {
    const previous = this.#writes.get(userId) ?? Promise.resolve();
    const next = previous.then(write, write);
    const tail = next.catch(() => undefined);
    this.#writes.set(userId, tail);
    void tail.then(() => {
      if (this.#writes.get(userId) === tail) this.#writes.delete(userId);
    });
    return next;
  }

  async message(seq: number): Promise<ChatMessage | null> {
    return this.store.get(seq);
  }

  /** Staff delete: the message, its reactions and its media go; every screen drops it. */
  async deleteMessage(seq: number): Promise<{ deleted: boolean }> {
    const { deleted, mediaKeys } = this.store.delete(seq);
    if (mediaKeys.length) await this.env.MEDIA.delete(mediaKeys);
    if (deleted) this.broadcastMessage({ type: "message_deleted", roomId: this.name, messageId: `${this.name}.${seq}` });
    return { deleted };
  }

  /**
   * The ban service: a chat ban of this user started (kept here, and their sockets are told why
   * and closed now) or was lifted (forgotten). Returns how many sockets it closed.
   */
  async chatBanChanged(userId: string, ban: ChatBan | null): Promise<number> {
    if (!ban) {
      this.#bans.delete(userId);
      this.toOwnSockets(userId, JSON.stringify({ type: "chat_ban_lifted" } satisfies ServerMessage));
      return 0;
    }
    this.#bans.set(userId, { ...ban, pushedAt: Date.now() });
    const message = moderationMessages.youAreBanned("chat", ban.reason, ban.endsAt);
    let closed = 0;
    for (const connection of this.getConnections<ConnectionState>(userTag(userId))) {
      if (connection.state?.user.userId !== userId) continue;
      this.send(connection, { type: "error", code: "banned", message });
      connection.close(CHAT_BANNED.code, CHAT_BANNED.reason);
      await this.leave(connection);
      closed++;
    }
    const onRelays = [...this.remote.values()].filter((s) => s.user.userId === userId);
    if (onRelays.length) {
      this.toRelays({ close: { userId }, code: CHAT_BANNED.code, reason: CHAT_BANNED.reason, payload: JSON.stringify({ type: "error", code: "banned", message } satisfies ServerMessage) });
      await Promise.all(onRelays.map((s) => this.leaveRemote(s.registryId)));
    }
    return closed + onRelays.length;
  }

  /**
   * At admission, D1's answer is the truth (a ban lifted while the user had no socket here was
   * never pushed here), unless a ban was pushed after that read began (`readAt`).
   */
  private admittedBan(userId: string, read: ChatBan | undefined, readAt: number): ChatBan | undefined {
    const pushed = this.banOf(userId, Date.now());
    if (pushed && pushed.pushedAt >= readAt) return pushed;
    if (read) this.#bans.set(userId, { ...read, pushedAt: readAt });
    else this.#bans.delete(userId);
    return read;
  }

  /** A ban of this user the ban service pushed here (or admission read), if still in force. */
  private banOf(userId: string, now: number): (ChatBan & { pushedAt: number }) | undefined {
    const ban = this.#bans.get(userId);
    if (ban && ban.endsAt !== null && ban.endsAt <= now) {
      this.#bans.delete(userId);
      return undefined;
    }
    return ban;
  }

  /**
   * Live scoring's update of a fixture's room: the score, and the player lines of the fixture.
   * New events since the last update are posted as system messages (domain/chat-live.ts).
   */
  async matchUpdate(config: RoomConfig, match: MatchScore, lines: LiveLine[]): Promise<{ posted: number }> {
    const previousRaw = this.store.getMeta("match");
    const previous = previousRaw ? (JSON.parse(previousRaw) as MatchScore) : null;
    this.adopt({ ...config, match });
    const seen = new Map([...this.store.matchLines()].map(([id, line]) => [id, JSON.parse(line) as LiveLine]));
    // Kick-off first, full time last, what the players did in between.
    const state = stateEvents(previous, match);
    const events = [...state.filter((e) => e.kind === "kickoff"), ...fixtureEvents(seen, lines), ...state.filter((e) => e.kind !== "kickoff")];
    const now = Date.now();
    for (const event of events) {
      const message = this.store.insert({
        userId: SYSTEM_USER_ID,
        username: "Terrace Live",
        avatar: "",
        type: "system",
        content: eventText(event, match),
        imageUrl: null,
        audioUrl: null,
        replyTo: null,
        event,
        createdAt: now,
      });
      this.broadcastMessage({ type: "new_message", message });
    }
    for (const line of lines) {
      const json = JSON.stringify(line);
      if (seen.has(line.playerId) && JSON.stringify(seen.get(line.playerId)) === json) continue;
      this.store.setMatchLine(line.playerId, json);
    }
    if (JSON.stringify(previous) !== JSON.stringify(match)) {
      this.store.setMeta("match", JSON.stringify(match));
      this.#match = match;
      this.broadcastMessage({ type: "match_updated", roomId: this.name, match });
    }
    if (events.length) await this.wakeAt(this.retentionAt());
    return { posted: events.length };
  }

  /**
   * Closes the sockets of one session, or of every session of a user, and tells the others
   * who left. Called (RPC) by closeRealtimeSessions when a session ends. Returns how many
   * sockets it closed.
   */
  async endSessions(target: SessionTarget): Promise<number> {
    const tag = target.sessionId ? sessionTag(target.sessionId) : userTag(target.userId);
    // Every session of a user ends, as when the account is deleted: then it leaves, and stays
    // in this room's history and participants, under the anonymous label only (decision 016).
    if (!target.sessionId && (await this.eraseDeleted([target.userId])))
      for (const connection of this.getConnections<ConnectionState>(tag)) {
        const state = connection.state;
        if (state?.user.userId === target.userId) connection.setState({ ...state, user: { ...state.user, ...ERASED_AUTHOR } });
      }
    let closed = 0;
    const onRelays = [...this.remote.values()].filter((s) => s.user.userId === target.userId && (!target.sessionId || s.sessionId === target.sessionId));
    if (onRelays.length) {
      this.toRelays({ close: target.sessionId ? { userId: target.userId, sessionId: target.sessionId } : { userId: target.userId }, code: SESSION_ENDED.code, reason: SESSION_ENDED.reason });
      for (const s of onRelays) this.dropRemote(s.registryId);
      closed += onRelays.length;
    }
    for (const connection of this.getConnections<ConnectionState>(tag)) {
      if (connection.state?.user.userId !== target.userId) continue;
      connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      this.dropPresence(connection);
      closed++;
    }
    await unregisterSessions(this.services.db, { party: PARTY, room: this.name }, target);
    return closed;
  }

  /**
   * The alarm: sessions that expire now end; and once a day (the retention time), messages
   * older than 30 days are deleted with their media. Set again to the earliest of both.
   */
  async onAlarm() {
    // The alarm that fired is gone; one set meanwhile (wakeAt) is kept if earlier than the next.
    this.#alarmAt = null;
    const now = Date.now();
    let next = Infinity;
    const ended: string[] = [];
    for (const connection of this.getConnections<ConnectionState>()) {
      const state = connection.state;
      if (!state) continue;
      if (state.sessionExpiresAt <= now) {
        connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
        this.dropPresence(connection);
        ended.push(state.registryId);
      } else next = Math.min(next, state.sessionExpiresAt);
    }
    const expired: string[] = [];
    for (const s of this.remote.values()) {
      if (s.sessionExpiresAt <= now) expired.push(s.registryId);
      else next = Math.min(next, s.sessionExpiresAt);
    }
    if (expired.length) {
      this.toRelays({ close: { registryIds: expired }, code: SESSION_ENDED.code, reason: SESSION_ENDED.reason });
      for (const id of expired) this.dropRemote(id);
      ended.push(...expired);
    }
    await unregisterConnections(this.services.db, ended);
    if (now >= this.retentionAt()) await this.runRetention(now);
    // Retention keeps running while there is history to age out.
    if (this.store.count() > 0) next = Math.min(next, this.retentionAt());
    if (next < Infinity) await this.wakeAt(next);
  }

  /** Deletes what is past retention now (the alarm's daily run; tests call it through the alarm). */
  private async runRetention(now: number) {
    const { mediaKeys } = this.store.deleteOlderThan(retentionCutoff(now));
    for (let i = 0; i < mediaKeys.length; i += 1000) await this.env.MEDIA.delete(mediaKeys.slice(i, i + 1000));
    this.store.setMeta("retentionAt", String(nextRetentionRun(now)));
  }

  private retentionAt(): number {
    const stored = this.store.getMeta("retentionAt");
    if (stored) return Number(stored);
    const at = nextRetentionRun(Date.now());
    this.store.setMeta("retentionAt", String(at));
    return at;
  }

  // ---- a big room's relays (decision 035, "Rooms beyond one object") ---------------------

  private get remote(): Map<string, RemoteSocket> {
    this.#remote ??= new Map(this.store.relaySockets().map(({ registryId, relay, state }) => [registryId, { ...(JSON.parse(state) as ConnectionState), relay }]));
    return this.#remote;
  }

  /** Sockets each relay holds (relays holding none are left out). */
  private get relayLoads(): Map<string, number> {
    if (!this.#relayLoads) {
      const loads = new Map<string, number>();
      for (const s of this.remote.values()) loads.set(s.relay, (loads.get(s.relay) ?? 0) + 1);
      this.#relayLoads = loads;
    }
    return this.#relayLoads;
  }

  /** The room's relay settings: its own (meta relayAbove, relaySockets) before the Worker's; read once per wake, not per upgrade. */
  private get relaySettings(): { above: number; perRelay: number } {
    this.#relaySettings ??= {
      above: relayAbove(this.store.getMeta("relayAbove") ?? this.env.CHAT_RELAY_ABOVE),
      perRelay: relaySockets(this.store.getMeta("relaySockets")),
    };
    return this.#relaySettings;
  }

  /** Gives this room relay settings of its own (one room of a test on relays, the others not); they outlive its memory. */
  setRelaySettings(above: number, perRelay: number) {
    this.store.setMeta("relayAbove", String(above));
    this.store.setMeta("relaySockets", String(perRelay));
    this.#relaySettings = null;
  }

  /**
   * The relay an upgrade goes to, or null to keep it here: a room holds its own sockets up to the
   * threshold (domain/chat-relays.ts relayAbove), then new ones go to relays, filled one after the
   * other (pickRelay), until the relays hold none again.
   */
  private relayForNext(): string | null {
    if (!this.env.CHAT_RELAY) return null;
    // Counted in the room's own sockets (the presence's count, in memory: no list of sockets built
    // per upgrade), not in people: one person's tabs load the room as much as as many people (issue
    // 42). The room's own settings (meta relayAbove, relaySockets) come before the Worker's: one room
    // of a test on relays, the others not.
    const settings = this.relaySettings;
    if (this.remote.size === 0 && this.socketCount < settings.above) return null;
    const loads: number[] = [];
    for (let i = 0; ; i++) {
      const name = relayName(this.name, i);
      const load = (this.relayLoads.get(name) ?? 0) + (this.#routed.get(name) ?? 0);
      if (load === 0 && i >= this.relayLoads.size + this.#routed.size) break;
      loads.push(load);
    }
    const name = relayName(this.name, pickRelay(loads, settings.perRelay));
    this.#routed.set(name, (this.#routed.get(name) ?? 0) + 1);
    return name;
  }

  private addRemote(socket: RemoteSocket) {
    this.remote.set(socket.registryId, socket);
    this.relayLoads.set(socket.relay, (this.relayLoads.get(socket.relay) ?? 0) + 1);
    this.#remoteWrites.added.push(socket);
    this.flushParticipantsSoon();
  }

  /**
   * Forgets a relay's socket and takes it out of its user's presence (as dropPresence does for one
   * of the room's own): the socket, and whether its user is offline now; undefined if unknown.
   */
  private dropRemote(registryId: string): { socket: RemoteSocket; left: boolean } | undefined {
    const socket = this.remote.get(registryId);
    if (!socket) return undefined;
    this.remote.delete(registryId);
    const load = (this.relayLoads.get(socket.relay) ?? 1) - 1;
    if (load > 0) this.relayLoads.set(socket.relay, load);
    else this.relayLoads.delete(socket.relay);
    this.#remoteWrites.gone.push(registryId);
    this.flushParticipantsSoon();
    return { socket, left: this.dropPresenceOf(socket.user, remoteKey(registryId)) };
  }

  /** A relay's socket closed: as leave() for one of the room's own. */
  private async leaveRemote(registryId: string) {
    const dropped = this.dropRemote(registryId);
    if (!dropped) return;
    if (dropped.left) this.store.markSeen(dropped.socket.user.userId, Date.now());
    await this.unregisterSoon(registryId);
  }

  /** The upgrades a relay received: admitted in the room's next batch with its own (gate), then each as onConnect would. */
  async admitFromRelay(relay: string, tokenHashes: string[]): Promise<RelayVerdict[]> {
    const routed = (this.#routed.get(relay) ?? 0) - tokenHashes.length;
    if (routed > 0) this.#routed.set(relay, routed);
    else this.#routed.delete(relay);
    const verdicts = await Promise.all(tokenHashes.map((h) => this.gateHash(h)));
    return verdicts.map((v) => this.connectRemote(relay, v));
  }

  /** onConnect for a socket a relay holds: the same checks and presence; its snapshot goes back to the relay. */
  private connectRemote(relay: string, verdict: GateVerdict): RelayVerdict {
    if (verdict === "unauthorized") return { status: 401 };
    if (verdict === "forbidden") return { status: 403 };
    if (verdict === "unavailable") return { status: 503 };
    const { identity, admitted } = verdict;
    const config = this.config!;
    const user: PresenceUser = { userId: identity.userId, username: identity.username, avatar: identity.avatar };
    const refused = this.admissionRefusal(config, { identity, admitted });
    if (refused) {
      this.unregisterSoon(admitted.registryId).catch((err) => console.error("chat: could not unregister a refused socket", err));
      return { status: 101, registryId: admitted.registryId, refused: { payload: JSON.stringify(refused.message), ...refused.close } };
    }
    const participant = this.participantOf(admitted, user);
    const socket: RemoteSocket = { relay, ...admittedState(user, { identity, admitted }, participant), admittedAt: Date.now() };
    this.addRemote(socket);
    const arrived = this.joinPresence(user, participant, remoteKey(socket.registryId));
    const staff = seesHidden(identity.role);
    // The frames sent to the relays from now on reach this socket; those before are in its snapshot.
    const snapshot = JSON.stringify(this.snapshot(user, staff));
    const after = this.#relaySeq;
    if (arrived) this.announceArrival(config, user, participant);
    this.wakeAt(identity.sessionExpiresAt).catch((err) => console.error("chat: could not set the alarm", err));
    return { status: 101, registryId: socket.registryId, userId: user.userId, sessionId: identity.sessionId, staff, snapshot, after };
  }

  /** Client frames of a relay's sockets: each handled as one of the room's own (handleFrame); the answers go back to the relay. */
  async relayFrames(relay: string, frames: RelayIncoming[]): Promise<RelayReply[]> {
    return Promise.all(
      frames.map(async ({ registryId, text }) => {
        const reply: RelayReply = { registryId, frames: [] };
        const socket = this.remote.get(registryId);
        if (!socket || socket.relay !== relay) return reply;
        const peer: Peer = {
          send: (payload) => reply.frames.push(payload),
          close: (code, reason) => (reply.close = { code, reason }),
          leave: () => this.leaveRemote(registryId),
        };
        await this.handleFrame(peer, socket, text);
        return reply;
      }),
    );
  }

  async relayLeft(relay: string, registryIds: string[]): Promise<void> {
    await Promise.all(registryIds.filter((id) => this.remote.get(id)?.relay === relay).map((id) => this.leaveRemote(id)));
  }

  /** A frame (or a close) to every relay holding sockets, in the room's order: one RPC per relay, not one send per socket. */
  private toRelays(frame: Unsequenced<RelayFrame>) {
    if (this.relayLoads.size === 0) return;
    const seq = ++this.#relaySeq;
    for (const relay of this.relayLoads.keys()) this.toRelay(relay, { ...frame, seq } as RelayFrame);
  }

  private toRelay(relay: string, frame: RelayFrame) {
    let box = this.#outbox.get(relay);
    if (!box) this.#outbox.set(relay, (box = { frames: [], sending: false }));
    box.frames.push(frame);
    if (!box.sending) void this.sendToRelay(relay, box);
  }

  /**
   * Sends a relay its frames, one call at a time, in order. A failed call is tried again with the
   * frames that came meanwhile (the relay skips those it already had), up to RELAY_SEND_TRIES; past
   * that the frames are lost for its sockets, so the room forgets them and tells the relay to close
   * them all (1012: the clients reconnect and get a fresh snapshot) rather than leave them silent.
   * A relay holding fewer sockets than the room counts on it lost some without telling (it
   * restarted): checkRelay forgets those.
   */
  private async sendToRelay(relay: string, box: { frames: RelayFrame[]; sending: boolean }) {
    box.sending = true;
    try {
      for (let failures = 0; box.frames.length; ) {
        const frames = box.frames.splice(0);
        try {
          const { held } = await this.relayStub(relay).deliver(frames);
          failures = 0;
          if (held !== (this.relayLoads.get(relay) ?? 0)) await this.checkRelay(relay);
        } catch (err) {
          // A relay that restarted needs a new stub.
          this.#relayStubs.delete(relay);
          console.error("chat: could not reach relay", relay, err);
          if (++failures < RELAY_SEND_TRIES) {
            box.frames.unshift(...frames);
            await new Promise((resolve) => setTimeout(resolve, RELAY_RETRY_MS * failures));
          } else if (!frames.some((f) => "close" in f && "all" in f.close)) {
            failures = 0;
            await this.forgetRelay(relay);
            box.frames.unshift({ seq: ++this.#relaySeq, close: { all: true }, ...RECONNECT });
          }
        }
      }
    } finally {
      box.sending = false;
    }
  }

  /**
   * A relay's count differs from the room's (at most once per RELAY_ADMISSION_GRACE_MS a relay):
   * the sockets the room counts there that the relay no longer holds (admitted long enough ago to
   * be there) are gone; those it holds that the room does not know are sent to reconnect.
   */
  private async checkRelay(relay: string) {
    const now = Date.now();
    if (now - (this.#relayChecked.get(relay) ?? 0) < RELAY_ADMISSION_GRACE_MS) return;
    this.#relayChecked.set(relay, now);
    const held = await this.relayStub(relay).heldSockets();
    await this.forgetRelay(relay, { except: held, admittedBefore: now - RELAY_ADMISSION_GRACE_MS });
    const strays = held.filter((id) => this.remote.get(id)?.relay !== relay);
    if (strays.length) this.toRelay(relay, { seq: ++this.#relaySeq, close: { registryIds: strays }, ...RECONNECT });
  }

  /** Forgets a relay's sockets (but those in `except` and those admitted after `admittedBefore`): as if each had closed. */
  private async forgetRelay(relay: string, { except = [], admittedBefore = Infinity }: { except?: string[]; admittedBefore?: number } = {}) {
    const keep = new Set(except);
    const gone = [...this.remote.values()].filter((s) => s.relay === relay && !keep.has(s.registryId) && (s.admittedAt ?? 0) < admittedBefore);
    if (gone.length) console.warn("chat: relay", relay, "no longer holds", gone.length, "socket(s)");
    await Promise.all(gone.map((s) => this.leaveRemote(s.registryId)));
  }

  private relayStub(relay: string): RoomRelayRpc {
    let stub = this.#relayStubs.get(relay);
    if (!stub) {
      const ns = this.env.CHAT_RELAY!;
      this.#relayStubs.set(relay, (stub = ns.get(ns.idFromName(relay)) as unknown as RoomRelayRpc));
    }
    return stub;
  }

  /** A frame to every socket of one user, here and on the relays (their own echo). */
  private toOwnSockets(userId: string, payload: string) {
    for (const c of this.getConnections<ConnectionState>(userTag(userId))) c.send(payload);
    this.toRelays({ payload, only: userId });
  }

  // ---- the rules --------------------------------------------------------------------------

  /** One message from a user (socket or REST): text, reply, media, ban and rate limit checked here. */
  private async post(sender: Sender, input: SendMessageInput, via: WriteVia, clientId?: string): Promise<Outcome<{ message: ChatMessage }>> {
    const config = this.config;
    if (!config || config.kind === "lobby") return refuse("forbidden", chatMessages.noMessagesHere);
    // A resend of a message already stored (the echo was lost with the socket): answered, not stored again.
    const earlier = clientId ? this.store.sentWith(sender.userId, clientId) : null;
    if (earlier !== null) return this.echoAgain(sender, earlier, clientId!);
    const text = input.content;
    const check = checkMessageText(text, CHAT_SETTINGS);
    if (check === "tooLong") return refuse("too_long", chatMessages.tooLong(CHAT_SETTINGS.maxMessageLength));
    if (check === "empty" && input.type === "text") return refuse("invalid", chatMessages.emptyMessage);
    let replyTo: StoredQuote | null = null;
    let quotedSeq: number | null = null;
    if (input.replyTo) {
      const target = parseMessageId(input.replyTo.messageId);
      const original = target && target.roomId === this.name ? this.store.find(target.seq) : null;
      // A message hidden by reports is not there to answer: its quote would carry it to every screen.
      if (!original || original.hidden) return refuse("not_found", chatMessages.messageNotFound);
      if (!canReplyTo(sender.userId, original.message)) return refuse("forbidden", chatMessages.cannotReplyOwn);
      replyTo = { ...replyQuote(original.message), userId: original.message.userId };
      quotedSeq = target!.seq;
    }
    const url = input.type === "image" ? input.imageUrl : input.type === "audio" ? input.audioUrl : null;
    if (input.type !== "text" && (!url || !isOwnChatMedia(url, sender.userId, input.type))) return refuse("not_found", chatMessages.notYourFile);
    const now = Date.now();
    const [refusal, object] = await Promise.all([
      this.checkWrite(sender, "chatMessage", via, now),
      url ? this.env.MEDIA.head(mediaKeyOf(url)!) : Promise.resolve(true),
    ]);
    if (refusal) return refusal;
    if (!object) return refuse("not_found", chatMessages.notYourFile);
    // Hidden or removed while the checks ran: the quote must not carry it either.
    if (quotedSeq !== null) {
      const original = this.store.find(quotedSeq);
      if (!original || original.hidden) return refuse("not_found", chatMessages.messageNotFound);
    }
    // The same message sent twice at once (a resend racing the first): the first stored wins.
    const raced = clientId ? this.store.sentWith(sender.userId, clientId) : null;
    if (raced !== null) return this.echoAgain(sender, raced, clientId!);
    const message = this.store.insert({
      userId: sender.userId,
      username: sender.username,
      avatar: sender.avatar,
      type: input.type,
      content: text.trim() ? text : "",
      imageUrl: input.type === "image" ? url! : null,
      audioUrl: input.type === "audio" ? url! : null,
      replyTo,
      event: null,
      createdAt: now,
    });
    if (clientId) this.store.rememberClientId(sender.userId, clientId, parseMessageId(message.id)!.seq, now);
    // The message ends the typing (the 3 s throttle still runs).
    this.#typing.delete(sender.userId);
    const payload = JSON.stringify({ type: "new_message", message } satisfies ServerMessage);
    if (clientId) {
      const own = JSON.stringify({ type: "new_message", message, clientId } satisfies ServerMessage);
      this.toOwnSockets(sender.userId, own);
      this.fanout(payload, sender.userId);
    } else this.fanout(payload);
    // After the send: the upload is taken (attached, never removed as unattached:
    // api/services/uploads.ts), the next write's slot counted, the retention alarm set.
    if (url) await claimUpload(this.services.db, url).catch((err) => console.error("chat media claim failed", err));
    if (via === "socket") await this.countAhead(sender, "chatMessage");
    await this.wakeAt(this.retentionAt());
    return { ok: true, message };
  }

  /** The stored message again, to the sender's own sockets only, with the client id it was sent with. */
  private echoAgain(sender: Sender, seq: number, clientId: string): Outcome<{ message: ChatMessage }> {
    const stored = this.store.find(seq);
    if (!stored) return refuse("not_found", chatMessages.messageNotFound);
    const own = JSON.stringify({ type: "new_message", message: stored.message, clientId } satisfies ServerMessage);
    this.toOwnSockets(sender.userId, own);
    return { ok: true, message: stored.message };
  }

  private async react(sender: Sender, messageId: string, emoji: ChatEmoji, via: WriteVia): Promise<Outcome<{ messageId: string; reactions: Reaction[] }>> {
    const target = parseMessageId(messageId);
    if (!target || target.roomId !== this.name) return refuse("wrong_room", chatMessages.wrongRoom);
    // Hidden by reports, a message takes no reaction: every socket would hear of it.
    const shown = this.store.find(target.seq);
    if (!shown || shown.hidden) return refuse("not_found", chatMessages.messageNotFound);
    const refusal = await this.checkWrite(sender, "chatReaction", via, Date.now());
    if (refusal) return refusal;
    const original = this.store.find(target.seq);
    if (!original || original.hidden) return refuse("not_found", chatMessages.messageNotFound);
    const reactions = this.store.toggleReaction(target.seq, sender.userId, emoji, Date.now());
    this.broadcastMessage({ type: "reaction_updated", messageId, reactions });
    if (via === "socket") await this.countAhead(sender, "chatReaction");
    return { ok: true, messageId, reactions };
  }

  /**
   * A write's checks: the user's chat ban, and (staff exempt) one count on the user's limit across
   * every room, kept in D1 (one upsert: exact under concurrent sends in many rooms).
   * - Over a socket (the hot path, issue 30) nothing is read before the message goes out: the ban
   *   is the one read at admission or pushed by the ban service (chatBanChanged), and the count is
   *   the slot counted ahead after the user's last write here (countAhead); only a first write
   *   (or one racing that count) waits for its count.
   * - Over REST the ban and the count are read in D1, in one round trip: the user may have no
   *   socket in this room for the ban service to reach.
   */
  private async checkWrite(sender: Sender, limit: ChatLimit, via: WriteVia, now: number): Promise<Refusal | null> {
    const key = `${limit}:${sender.userId}`;
    if (via === "socket") {
      const ban = this.banOf(sender.userId, now);
      if (ban) return refuse("banned", moderationMessages.youAreBanned("chat", ban.reason, ban.endsAt));
      if (can(sender.role, "chat:unlimited")) return null;
    }
    const until = this.#refusedUntil.get(key);
    if (until !== undefined) {
      if (until > now) return this.limited(limit, until, now);
      this.#refusedUntil.delete(key);
    }
    // A slot counted ahead here is this write's count, whichever path it came by.
    const slot = this.#ahead.get(key);
    const slotHeld = typeof slot === "number" && slot > now;
    if (typeof slot === "number") this.#ahead.delete(key);
    if (via === "socket") return slotHeld ? null : this.judge(limit, key, await countChatWrite(this.services, sender, limit), now);
    const { ban, counted } = await checkChatWrite(this.services, sender, limit, !slotHeld);
    if (ban) {
      // Refused: the slot stays this user's for a later write.
      if (slotHeld) this.#ahead.set(key, slot);
      return refuse("banned", moderationMessages.youAreBanned("chat", ban.reason, ban.endsAt));
    }
    return slotHeld ? null : this.judge(limit, key, counted, now);
  }

  /** A counted write within the limit passes; past it, the user's writes here are refused until the window ends. */
  private judge(limit: ChatLimit, key: string, row: { count: number; windowStart: number } | null, now: number): Refusal | null {
    const rule = rateLimitFor(limit, this.env);
    if (!row || row.count <= rule.limit) return null;
    const at = row.windowStart + rule.windowMs;
    this.#refusedUntil.set(key, at);
    return this.limited(limit, at, now);
  }

  /**
   * After a write over a socket, counts the user's next one in D1 now, off the hot path: their next
   * write here goes out at once (checkWrite). One slot per user and limit at a time.
   */
  private async countAhead(sender: Sender, limit: ChatLimit) {
    if (can(sender.role, "chat:unlimited")) return;
    const key = `${limit}:${sender.userId}`;
    if (this.#ahead.has(key) || (this.#refusedUntil.get(key) ?? 0) > Date.now()) return;
    this.#ahead.set(key, "pending");
    try {
      const row = await countChatWrite(this.services, sender, limit);
      const rule = rateLimitFor(limit, this.env);
      if (row && row.count <= rule.limit) this.#ahead.set(key, row.windowStart + rule.windowMs);
      else {
        // Past the limit: the user has no write left in this window.
        this.#ahead.delete(key);
        if (row) this.#refusedUntil.set(key, row.windowStart + rule.windowMs);
      }
    } catch (err) {
      this.#ahead.delete(key);
      console.error("chat: could not count a write ahead", err);
    }
  }

  private limited(limit: ChatLimit, at: number, now: number): Refusal {
    const seconds = Math.max(1, Math.ceil((at - now) / 1000));
    const message = limit === "chatMessage" ? chatMessages.rateLimitedUntil(seconds) : chatMessages.rateLimitedReactions(seconds);
    return refuse("rate_limited", message, { retryAt: new Date(at).toISOString() });
  }

  /** A page of history as `viewer` reads it, deleted accounts among its people erased first (decision 016). */
  private async readPage(limit: number, offset: number, beforeSeq: number | null, viewer: Viewer): Promise<ChatHistoryPage> {
    const page = this.store.page(limit, offset, beforeSeq, viewer);
    const toCheck = this.store.toCheck(page.messages);
    if (toCheck.length === 0 || !(await this.eraseDeleted(toCheck))) return page;
    return this.store.page(limit, offset, beforeSeq, viewer);
  }

  /** Which of these users are deleted accounts (D1): each is erased from this room's storage. True if any. */
  private async eraseDeleted(userIds: string[]): Promise<boolean> {
    const deleted = await deletedAmong(this.services, userIds);
    for (const id of deleted) this.store.eraseUser(id);
    return deleted.length > 0;
  }

  private typing(_connection: Peer, user: PresenceUser, isTyping: boolean) {
    const now = Date.now();
    if (isTyping) {
      if (!shouldBroadcastTyping(this.#typingAt.get(user.userId), now, this.socketCount)) return;
      this.#typingAt.set(user.userId, now);
      this.#typing.add(user.userId);
    } else {
      // A stop only follows a start that was broadcast, and ends the typing, not the throttle:
      // start/stop in a loop still gets one start through per 3 s.
      if (!this.#typing.delete(user.userId) || this.socketCount > TYPING_MAX_ROOM) return;
    }
    this.broadcastMessage({ type: "user_typing", userId: user.userId, username: user.username, roomId: this.name, isTyping }, user.userId);
  }

  /**
   * Who is online here, the latest comer first (the order of the participant pages; from memory:
   * no read, issue 30): the first `limit` of them, or all.
   */
  private onlineNewestFirst(limit = Infinity): Participant[] {
    const entries = [...this.presence.values()];
    const online: Participant[] = [];
    for (let i = entries.length - 1; i >= 0 && online.length < limit; i--) online.push(entries[i]!.participant);
    return online;
  }

  /**
   * A page of participants in the snapshot's order. A page within those online (a big room's
   * snapshot, one per join) shapes only its own rows: no list of everyone online per join.
   */
  private participantsPage(offset: number, limit: number): { participants: Participant[]; hasMore: boolean } {
    if (offset + limit < this.presence.size) return { participants: this.onlineNewestFirst(offset + limit).slice(offset), hasMore: true };
    return this.store.participantsPage(this.onlineNewestFirst(), offset, limit);
  }

  /**
   * The snapshot's page of history for a viewer: the same for every user (or every staff member)
   * unless reports hid something within its reach (ChatStore.sharedPage), so it is read once per
   * change of the history, not once per join (issue 30).
   */
  private snapshotPage(viewer: Viewer): ChatHistoryPage {
    const kind = viewer.staff ? "staff" : "user";
    let cached = this.#pages.get(kind);
    if (cached?.version !== this.store.version) {
      cached = { version: this.store.version, page: this.store.sharedPage(CHAT_PAGE_SIZE, viewer.staff) };
      this.#pages.set(kind, cached);
    }
    return cached.page ?? this.store.page(CHAT_PAGE_SIZE, 0, null, viewer);
  }

  /**
   * The people a snapshot is about to show who are not yet known to be live accounts: its pages'
   * authors (worked out once per version of the history) and those of its first participants who
   * are not online (someone online has a session in force: deleting an account ends them, and
   * erases the account here, endSessions).
   */
  private snapshotPeople(config: RoomConfig): string[] {
    const offline = this.participantsPage(0, SNAPSHOT_PARTICIPANTS).participants.filter((p) => !p.isOnline).map((p) => p.userId);
    if (config.kind === "lobby") return this.store.toCheck([], offline);
    if (this.#pagePeople?.version !== this.store.version) {
      const messages = [true, false].flatMap((staff) => this.snapshotPage({ userId: "", staff }).messages);
      this.#pagePeople = { version: this.store.version, ids: this.store.toCheck(messages) };
    }
    return offline.length ? [...new Set([...this.#pagePeople.ids, ...this.store.toCheck([], offline)])] : this.#pagePeople.ids;
  }

  private snapshot(you: PresenceUser, staff: boolean): ServerMessage {
    const config = this.config!;
    const online = this.presence;
    const people = this.participantsPage(0, SNAPSHOT_PARTICIPANTS);
    const page = config.kind === "lobby" ? { messages: [], hasMore: false } : this.snapshotPage({ userId: you.userId, staff });
    if (this.#match === undefined) {
      const matchRaw = this.store.getMeta("match");
      this.#match = matchRaw ? (JSON.parse(matchRaw) as MatchScore) : null;
    }
    const room: ChatRoomShape = {
      id: config.id,
      name: config.name,
      description: config.description,
      icon: config.icon,
      color: config.color,
      isPublic: config.isPublic,
      maxParticipants: config.maxParticipants,
      createdAt: config.createdAt,
      kind: config.kind === "lobby" ? "general" : config.kind,
      teamId: config.teamId,
      match: this.#match ?? config.match,
      canEnter: true,
      onlineCount: online.size,
      participants: people.participants,
    };
    return { type: "room_snapshot", room, you, messages: page.messages, hasMore: page.hasMore, settings: CHAT_SETTINGS, moreParticipants: people.hasMore };
  }

  /** Forgets a socket; the last socket of a user makes them leave (a delta to the others). */
  private async leave(connection: Connection<ConnectionState>) {
    const state = connection.state;
    if (!state?.registryId) return;
    const left = this.dropPresence(connection);
    if (left) this.store.markSeen(state.user.userId, Date.now());
    await this.unregisterSoon(state.registryId);
  }

  /**
   * A closed socket's registry row goes with those of the sockets closing at the same moment, in
   * one D1 statement (a room emptying made one round trip each, issue 30); resolves once it is gone.
   */
  private unregisterSoon(registryId: string): Promise<void> {
    this.#closed.push(registryId);
    this.#closedDelete ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      const ids = this.#closed.splice(0);
      this.#closedDelete = null;
      return unregisterConnections(this.services.db, ids);
    });
    return this.#closedDelete;
  }

  /** Removes a socket from the presence; true (and the delta broadcast) if it was the user's last. */
  private dropPresence(connection: Connection<ConnectionState>): boolean {
    return this.dropPresenceOf(connection.state?.user, connection.id);
  }

  /** dropPresence for a socket by its key in the presence (remoteKey for a relay's). */
  private dropPresenceOf(user: PresenceUser | undefined, socketKey: string): boolean {
    if (!user) return false;
    const entry = this.presence.get(user.userId);
    if (!entry || !entry.sockets.delete(socketKey)) return false;
    this.#sockets--;
    if (entry.sockets.size > 0) return false;
    this.presence.delete(user.userId);
    this.#typing.delete(user.userId);
    this.announce({ left: { userId: user.userId, username: user.username } });
    if (this.config?.kind === "lobby") this.broadcastMessage({ type: "user_status_changed", userId: user.userId, isOnline: false, lastSeen: new Date().toISOString() });
    return true;
  }

  /** Sockets the room holds itself and through its relays (the presence's, counted as it changes). */
  private get socketCount(): number {
    void this.presence; // built (and counted) on first use after a wake
    return this.#sockets;
  }

  /**
   * Why an admitted socket may not stay (its own or a relay's): its user is banned from the chat
   * (not in the lobby), the room is full (in people, or in sockets) and the user not already in it,
   * or the user already holds SOCKETS_PER_PERSON sockets here (decision 041: the new one is refused,
   * those open stay). Null: it stays. Checked and joined in one synchronous step per socket, so
   * sockets of one person arriving at once cannot pass the cap together.
   */
  private admissionRefusal(config: RoomConfig, { identity, admitted }: Admission): { message: ServerMessage; close: { code: number; reason: string } } | null {
    const ban = config.kind === "lobby" ? undefined : this.admittedBan(identity.userId, admitted.ban ?? undefined, admitted.readAt);
    if (ban) return { message: { type: "error", code: "banned", message: moderationMessages.youAreBanned("chat", ban.reason, ban.endsAt) }, close: CHAT_BANNED };
    const presence = this.presence;
    const held = presence.get(identity.userId)?.sockets.size;
    if (held === undefined && roomIsFull(presence.size, config.maxParticipants, this.socketCount)) return { message: { type: "error", code: "room_full", message: chatMessages.roomFull }, close: ROOM_FULL };
    if (held !== undefined && !mayOpenAnotherSocket(held))
      return { message: { type: "error", code: "too_many_sockets", message: chatMessages.tooManySockets(SOCKETS_PER_PERSON) }, close: TOO_MANY_SOCKETS };
    return null;
  }

  /** An admitted user's participant row: the admission batch's, or (a place freed meanwhile, unexpected by the batch) recorded now. */
  private participantOf(admitted: Admitted, user: PresenceUser): Participant {
    if (admitted.participant) return admitted.participant;
    const participant = this.store.arrive([user], Date.now()).get(user.userId)!;
    this.flushParticipantsSoon();
    return participant;
  }

  /** A socket (own, or a relay's by its key) joins the user's presence; true when the user was not online before. */
  private joinPresence(user: PresenceUser, participant: Participant, socketKey: string): boolean {
    const entry = this.presence.get(user.userId);
    if (entry) {
      if (!entry.sockets.has(socketKey)) this.#sockets++;
      entry.sockets.add(socketKey);
      entry.participant = participant;
      return false;
    }
    this.presence.set(user.userId, { user, participant, sockets: new Set([socketKey]) });
    this.#sockets++;
    return true;
  }

  /** A user now online: announced to the room, and in the lobby their status changes for everyone. */
  private announceArrival(config: RoomConfig, user: PresenceUser, participant: Participant) {
    this.announce({ joined: participant });
    if (config.kind === "lobby") this.broadcastMessage({ type: "user_status_changed", userId: user.userId, isOnline: true, lastSeen: participant.lastSeen }, user.userId);
  }

  /**
   * A join or a leave: at once in rooms up to PRESENCE_BATCH_ABOVE connected; above, gathered into
   * one presence_batch (a join and a leave of the same user in one batch cancel out), sent when the
   * online count has moved enough or the batch is old enough (domain/chat.ts presenceMovedEnough,
   * presenceBatchAge), with the count and a sample of who came and went: linear bytes to fill a room.
   */
  private announce(change: { joined: Participant } | { left: { userId: string; username: string } }) {
    const online = this.presence.size;
    if (!this.#batch && !this.#gathering && online <= PRESENCE_BATCH_ABOVE) {
      this.#batchSentCount = online;
      if ("joined" in change) this.broadcastMessage({ type: "user_joined_room", roomId: this.name, user: change.joined }, change.joined.userId);
      else this.broadcastMessage({ type: "user_left_room", roomId: this.name, ...change.left });
      return;
    }
    const batch = (this.#batch ??= { joined: new Map(), left: new Map() });
    if ("joined" in change) {
      if (!batch.left.delete(change.joined.userId)) batch.joined.set(change.joined.userId, change.joined);
    } else if (!batch.joined.delete(change.left.userId)) batch.left.set(change.left.userId, change.left);
    // An admission batch's joins are all in first (endGathering).
    if (this.#gathering) return;
    this.batchDue(online);
  }

  /** A gathered batch goes now in a room of up to PRESENCE_BATCH_ABOVE or when the count has moved enough; else by its age. */
  private batchDue(online: number) {
    if (online <= PRESENCE_BATCH_ABOVE || presenceMovedEnough(this.#batchSentCount, online)) return this.sendPresenceBatch();
    this.#batchTimer ??= setTimeout(() => this.sendPresenceBatch(), presenceBatchAge(online));
  }

  /** The sockets of an admission batch are in: what they changed in the presence goes (batchDue). */
  private endGathering() {
    this.#gathering = false;
    if (this.#batch) this.batchDue(this.presence.size);
  }

  private sendPresenceBatch() {
    if (this.#batchTimer) clearTimeout(this.#batchTimer);
    this.#batchTimer = null;
    const done = this.#batch;
    this.#batch = null;
    if (!done || (done.joined.size === 0 && done.left.size === 0)) return;
    const onlineCount = this.presence.size;
    this.#batchSentCount = onlineCount;
    // The latest comers and leavers (Maps keep insertion order): all of them in a room of up to 100.
    const listed = presenceListed(onlineCount);
    const latest = <T>(m: Map<string, T>) => [...m.values()].slice(-listed);
    this.broadcastMessage({ type: "presence_batch", roomId: this.name, onlineCount, joined: latest(done.joined), left: latest(done.left) });
  }

  /** Moves the room's alarm earlier to `at` if it is later or unset (#alarmAt: as this room last set or read it). */
  private async wakeAt(at: number) {
    // Known and not later: no storage call (a join or a message would otherwise wait for one, and
    // every other event of the room with it, issue 30).
    if (this.#alarmAt != null && this.#alarmAt <= at) return;
    const current = this.#alarmAt === undefined ? await this.ctx.storage.getAlarm() : this.#alarmAt;
    if (current === null || at < current) {
      await this.ctx.storage.setAlarm(at);
      this.#alarmAt = at;
    } else this.#alarmAt = current;
  }

  private send(connection: Pick<Peer, "send">, message: ServerMessage) {
    connection.send(JSON.stringify(message));
  }

  private sendError(connection: Pick<Peer, "send">, refusal: Refusal, clientId?: string) {
    this.send(connection, { type: "error", code: refusal.code, message: refusal.message, ...(clientId ? { clientId } : {}), ...(refusal.retryAt ? { retryAt: refusal.retryAt } : {}) });
  }

  private broadcastMessage(message: ServerMessage, exceptUserId?: string) {
    this.fanout(JSON.stringify(message), exceptUserId);
  }

  /**
   * Sends one serialised message to every socket of the room (but a user's own, if named),
   * straight from the runtime's list of sockets: no per-socket attachment is read, which is
   * what makes a 1,000-socket room cheap to fill (scripts/bench/chat-fanout.ts).
   */
  private fanout(payload: string, exceptUserId?: string) {
    this.toRelays(exceptUserId ? { payload, except: exceptUserId } : { payload });
    const skip = exceptUserId ? new Set(this.ctx.getWebSockets(userTag(exceptUserId))) : null;
    for (const ws of this.ctx.getWebSockets()) {
      if (skip?.has(ws) || ws.readyState !== WebSocket.OPEN) continue;
      try {
        ws.send(payload);
      } catch {
        // Closing meanwhile: its close handler tidies up.
      }
    }
  }
}
