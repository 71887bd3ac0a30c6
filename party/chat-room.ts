import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import type { Env } from "../api/env";
import { IDENTITY_HEADER, clientMessageSchema, type PresenceUser, type RoomIdentity, type ServerMessage } from "./messages";

type ConnectionState = { user: PresenceUser; role: RoomIdentity["role"] };

/**
 * One Durable Object per room (hibernation on). For now it knows who is online
 * and answers pings; the chat issue adds messages, reactions and moderation.
 */
export class ChatRoom extends Server<Env & Cloudflare.Env> {
  static options = { hibernate: true };

  onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const raw = ctx.request.headers.get(IDENTITY_HEADER);
    const identity = raw ? (JSON.parse(raw) as RoomIdentity) : null;
    if (!identity) {
      // The Worker refuses unauthenticated upgrades; this is a second lock.
      connection.close(4001, "Unauthorized");
      return;
    }
    const user: PresenceUser = { userId: identity.userId, username: identity.username, avatar: identity.avatar };
    connection.setState({ user, role: identity.role });
    this.send(connection, { type: "welcome", you: user, online: this.onlineUsers() });
    this.broadcastMessage({ type: "presence", online: this.onlineUsers() }, [connection.id]);
  }

  onMessage(connection: Connection<ConnectionState>, message: WSMessage) {
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(JSON.parse(typeof message === "string" ? message : new TextDecoder().decode(message as ArrayBuffer)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return this.send(connection, { type: "error", message: "Unknown message" });
    switch (parsed.data.type) {
      case "ping":
        return this.send(connection, { type: "pong", at: new Date().toISOString() });
    }
  }

  onClose(connection: Connection<ConnectionState>) {
    this.broadcastMessage({ type: "presence", online: this.onlineUsers() }, [connection.id]);
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
