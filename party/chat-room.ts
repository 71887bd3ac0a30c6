import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { createDb } from "../api/db/client";
import type { Env } from "../api/env";
import { registerConnection, unregisterConnection, unregisterSessions, type SessionTarget } from "../api/services/realtime";
import { IDENTITY_HEADER, SESSION_ENDED, clientMessageSchema, type PresenceUser, type RoomIdentity, type ServerMessage } from "./messages";

/** This room class's party: the URL's /parties/chat/<room> and the registry's `party`. */
const PARTY = "chat";

type ConnectionState = {
  user: PresenceUser;
  role: RoomIdentity["role"];
  sessionId: string;
  sessionExpiresAt: number;
  /** This socket's row in the registry of open sockets (api/services/realtime.ts). */
  registryId: string;
};

/** Tags (kept by the runtime across hibernation) to find a user's or a session's sockets. */
const userTag = (userId: string) => `u:${userId}`;
const sessionTag = (sessionId: string) => `s:${sessionId}`;

function identityOf(request: Request): RoomIdentity | null {
  const raw = request.headers.get(IDENTITY_HEADER);
  return raw ? (JSON.parse(raw) as RoomIdentity) : null;
}

/**
 * One Durable Object per room (hibernation on). For now it knows who is online
 * and answers pings; the chat issue adds messages, reactions and moderation.
 * Every socket belongs to a session and ends with it (decision 014): the services that
 * end sessions call endSessions(); an expiring session is closed by the room's alarm.
 */
export class ChatRoom extends Server<Env & Cloudflare.Env> {
  static options = { hibernate: true };

  getConnectionTags(_connection: Connection, ctx: ConnectionContext) {
    const identity = identityOf(ctx.request);
    return identity ? [userTag(identity.userId), sessionTag(identity.sessionId)] : [];
  }

  async onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const identity = identityOf(ctx.request);
    if (!identity) {
      // The Worker refuses unauthenticated upgrades; this is a second lock.
      connection.close(4001, "Unauthorized");
      return;
    }
    // Recorded only if the session is still in force at this moment (a logout racing the upgrade).
    const registryId = crypto.randomUUID();
    const registered = await registerConnection(createDb(this.env.DB), {
      id: registryId,
      userId: identity.userId,
      sessionId: identity.sessionId,
      party: PARTY,
      room: this.name,
      connectedAt: Date.now(),
    });
    if (!registered) {
      connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      return;
    }
    const user: PresenceUser = { userId: identity.userId, username: identity.username, avatar: identity.avatar };
    connection.setState({ user, role: identity.role, sessionId: identity.sessionId, sessionExpiresAt: identity.sessionExpiresAt, registryId });
    await this.wakeAt(identity.sessionExpiresAt);
    this.broadcastMessage({ type: "user_status_changed", userId: user.userId, isOnline: true, lastSeen: new Date().toISOString() }, [connection.id]);
  }

  onMessage(connection: Connection<ConnectionState>, message: WSMessage) {
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(JSON.parse(typeof message === "string" ? message : new TextDecoder().decode(message as ArrayBuffer)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return this.send(connection, { type: "error", code: "invalid", message: "Unknown message" });
    switch (parsed.data.type) {
      case "ping":
        return this.send(connection, { type: "pong", at: new Date().toISOString() });
      default:
        return;
    }
  }

  async onClose(connection: Connection<ConnectionState>) {
    await this.forget(connection);
  }

  async onError(connection: Connection<ConnectionState>) {
    await this.forget(connection);
  }

  /**
   * Closes the sockets of one session, or of every session of a user, and tells the others
   * who is online now. Called (RPC) by closeRealtimeSessions when a session ends. Returns
   * how many sockets it closed.
   */
  async endSessions(target: SessionTarget): Promise<number> {
    const tag = target.sessionId ? sessionTag(target.sessionId) : userTag(target.userId);
    let closed = 0;
    for (const connection of this.getConnections<ConnectionState>(tag)) {
      if (connection.state?.user.userId !== target.userId) continue;
      connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      closed++;
    }
    await unregisterSessions(createDb(this.env.DB), { party: PARTY, room: this.name }, target);
    if (closed > 0) this.broadcastMessage({ type: "user_status_changed", userId: target.userId, isOnline: false, lastSeen: new Date().toISOString() });
    return closed;
  }

  /** The alarm is set to the earliest session expiry among the sockets: those sessions end now. */
  async onAlarm() {
    const now = Date.now();
    const db = createDb(this.env.DB);
    let next = Infinity;
    const ended: string[] = [];
    for (const connection of this.getConnections<ConnectionState>()) {
      const state = connection.state;
      if (!state) continue;
      if (state.sessionExpiresAt <= now) {
        connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
        ended.push(state.registryId);
      } else next = Math.min(next, state.sessionExpiresAt);
    }
    await Promise.all(ended.map((id) => unregisterConnection(db, id)));
    
    if (next < Infinity) await this.ctx.storage.setAlarm(next);
  }

  /** Moves the room's alarm earlier to `at` if it is later or unset. */
  private async wakeAt(at: number) {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || at < current) await this.ctx.storage.setAlarm(at);
  }

  private async forget(connection: Connection<ConnectionState>) {
    if (connection.state?.registryId) await unregisterConnection(createDb(this.env.DB), connection.state.registryId);
    if (connection.state?.user) this.broadcastMessage({ type: "user_status_changed", userId: connection.state.user.userId, isOnline: false, lastSeen: new Date().toISOString() }, [connection.id]);
  }

  private onlineUsers(): PresenceUser[] {
    const byId = new Map<string, PresenceUser>();
    for (const c of this.getConnections<ConnectionState>()) {
      if (c.state?.user && c.readyState === WebSocket.OPEN) byId.set(c.state.user.userId, c.state.user);
    }
    return [...byId.values()];
  }

  private send(connection: Connection, message: ServerMessage) {
    connection.send(JSON.stringify(message));
  }

  private broadcastMessage(message: ServerMessage, without?: string[]) {
    this.broadcast(JSON.stringify(message), without);
  }
}
