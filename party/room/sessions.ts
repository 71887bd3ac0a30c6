// How a user's sockets end against their will. Every socket belongs to a session and ends with it
// (decision 014): the services that end sessions call the room (end), and the room's alarm ends
// those that expire (expire); an account deleted leaves under the anonymous label. A chat ban
// closes the user's sockets, told why (banned). Sockets on the relays end too.
import type { Connection } from "partyserver";
import type { ServiceContext } from "../../api/services/context";
import { unregisterConnections, unregisterSessions } from "../../api/services/realtime";
import type { ChatBan, SessionTarget } from "../../api/services/room-rpc";
import { ERASED_AUTHOR } from "../../domain/chat";
import { CHAT_BANNED, SESSION_ENDED, type ServerMessage } from "../../domain/chat-protocol";
import type { Presence } from "./presence";
import type { Relays } from "./relays";
import { PARTY, send, sessionTag, userTag, type ConnectionState } from "./shared";

export type SessionsDeps = {
  room: () => string;
  services: () => ServiceContext;
  connections: (tag?: string) => Iterable<Connection<ConnectionState>>;
  presence: Presence;
  relays: Relays;
  /** A relay's socket forgotten and out of the presence (no registry row deleted: the caller does). */
  dropRemote: (registryId: string) => void;
  /** A socket of the room's own, or of a relay, closed: out of the presence and the registry. */
  leave: (connection: Connection<ConnectionState>) => Promise<void>;
  leaveRemote: (registryId: string) => Promise<void>;
  /** Which of these users are deleted accounts, each erased from the room's storage (history.ts). */
  eraseDeleted: (userIds: string[]) => Promise<boolean>;
};

export class SessionEnds {
  constructor(private readonly deps: SessionsDeps) {}

  /**
   * Closes the sockets of one session, or of every session of a user, and tells the others
   * who left. Returns how many sockets it closed.
   */
  async end(target: SessionTarget): Promise<number> {
    const { connections, presence, relays } = this.deps;
    const tag = target.sessionId ? sessionTag(target.sessionId) : userTag(target.userId);
    // Every session of a user ends, as when the account is deleted: then it leaves, and stays
    // in this room's history and participants, under the anonymous label only (decision 016).
    if (!target.sessionId && (await this.deps.eraseDeleted([target.userId]))) {
      for (const connection of connections(tag)) {
        const state = connection.state;
        if (state?.user.userId === target.userId) connection.setState({ ...state, user: { ...state.user, ...ERASED_AUTHOR } });
      }
      // Their sockets on the relays (a big room) leave with the mark too, never the old name.
      for (const s of relays.sockets.values()) if (s.user.userId === target.userId) s.user = { ...s.user, ...ERASED_AUTHOR };
    }
    let closed = 0;
    const onRelays = [...relays.sockets.values()].filter((s) => s.user.userId === target.userId && (!target.sessionId || s.sessionId === target.sessionId));
    if (onRelays.length) {
      relays.send({ close: target.sessionId ? { userId: target.userId, sessionId: target.sessionId } : { userId: target.userId }, code: SESSION_ENDED.code, reason: SESSION_ENDED.reason });
      for (const s of onRelays) this.deps.dropRemote(s.registryId);
      closed += onRelays.length;
    }
    for (const connection of connections(tag)) {
      if (connection.state?.user.userId !== target.userId) continue;
      connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      presence.drop(connection.state?.user, connection.id);
      closed++;
    }
    await unregisterSessions(this.deps.services().db, { party: PARTY, room: this.deps.room() }, target);
    return closed;
  }

  /** The alarm: the sockets whose session expires by `now` close. Returns when the next one expires (Infinity: none). */
  async expire(now: number): Promise<number> {
    const { connections, presence, relays } = this.deps;
    let next = Infinity;
    const ended: string[] = [];
    for (const connection of connections()) {
      const state = connection.state;
      if (!state) continue;
      if (state.sessionExpiresAt <= now) {
        connection.close(SESSION_ENDED.code, SESSION_ENDED.reason);
        presence.drop(state.user, connection.id);
        ended.push(state.registryId);
      } else next = Math.min(next, state.sessionExpiresAt);
    }
    const expired: string[] = [];
    for (const s of relays.sockets.values()) {
      if (s.sessionExpiresAt <= now) expired.push(s.registryId);
      else next = Math.min(next, s.sessionExpiresAt);
    }
    if (expired.length) {
      relays.send({ close: { registryIds: expired }, code: SESSION_ENDED.code, reason: SESSION_ENDED.reason });
      for (const id of expired) this.deps.dropRemote(id);
      ended.push(...expired);
    }
    await unregisterConnections(this.deps.services().db, ended);
    return next;
  }

  /** A chat ban started: the user's sockets here and on the relays are told why and closed. Returns how many. */
  async banned(userId: string, ban: ChatBan): Promise<number> {
    const { connections, relays } = this.deps;
    const text = { key: "banned", values: { reason: ban.reason, endsAt: ban.endsAt } } as const;
    let closed = 0;
    for (const connection of connections(userTag(userId))) {
      if (connection.state?.user.userId !== userId) continue;
      send(connection, { type: "error", code: "banned", ...text });
      connection.close(CHAT_BANNED.code, CHAT_BANNED.reason);
      await this.deps.leave(connection);
      closed++;
    }
    const onRelays = [...relays.sockets.values()].filter((s) => s.user.userId === userId);
    if (onRelays.length) {
      relays.send({ close: { userId }, code: CHAT_BANNED.code, reason: CHAT_BANNED.reason, payload: JSON.stringify({ type: "error", code: "banned", ...text } satisfies ServerMessage) });
      await Promise.all(onRelays.map((s) => this.deps.leaveRemote(s.registryId)));
    }
    return closed + onRelays.length;
  }
}
