// The room's ways out to its sockets: one serialised frame to every socket (here and on the
// relays), to one user's own sockets, or to every socket but its author's and staff's (a message
// hidden by reports); and the registry rows of closed sockets, deleted together.
import type { Connection } from "partyserver";
import type { ServiceContext } from "../../api/services/context";
import { unregisterConnections } from "../../api/services/realtime";
import type { ServerMessage } from "../../domain/chat-protocol";
import type { Relays } from "./relays";
import { seesHidden, userTag, type ConnectionState } from "./shared";

export type SocketsDeps = {
  ctx: Pick<DurableObjectState, "getWebSockets">;
  relays: Relays;
  /** The room's own sockets with their state (partyserver's getConnections), by tag or all. */
  connections: (tag?: string) => Iterable<Connection<ConnectionState>>;
  services: () => ServiceContext;
};

export class RoomSockets {
  /** Registry rows of sockets that closed, deleted together (unregisterSoon), and that delete once under way. */
  #closed: string[] = [];
  #closedDelete: Promise<void> | null = null;

  constructor(private readonly deps: SocketsDeps) {}

  broadcast(message: ServerMessage, exceptUserId?: string) {
    this.fanout(JSON.stringify(message), exceptUserId);
  }

  /**
   * Sends one serialised message to every socket of the room (but a user's own, if named),
   * straight from the runtime's list of sockets: no per-socket attachment is read, which is
   * what makes a 1,000-socket room cheap to fill (scripts/bench/chat-fanout.ts).
   */
  fanout(payload: string, exceptUserId?: string) {
    const { ctx, relays } = this.deps;
    relays.send(exceptUserId ? { payload, except: exceptUserId } : { payload });
    const skip = exceptUserId ? new Set(ctx.getWebSockets(userTag(exceptUserId))) : null;
    for (const ws of ctx.getWebSockets()) {
      if (skip?.has(ws) || ws.readyState !== WebSocket.OPEN) continue;
      try {
        ws.send(payload);
      } catch {
        // Closing meanwhile: its close handler tidies up.
      }
    }
  }

  /** A frame to every socket of one user, here and on the relays (their own echo). */
  toOwn(userId: string, payload: string) {
    for (const c of this.deps.connections(userTag(userId))) c.send(payload);
    this.deps.relays.send({ payload, only: userId });
  }

  /** A frame to every socket but its author's and staff's, here and on the relays (a message hidden by reports). */
  hiddenFrom(authorId: string, payload: string) {
    for (const c of this.deps.connections()) {
      const state = c.state;
      if (!state || state.user.userId === authorId || seesHidden(state.role)) continue;
      c.send(payload);
    }
    this.deps.relays.send({ payload, hiddenFrom: authorId });
  }

  /**
   * A closed socket's registry row goes with those of the sockets closing at the same moment, in
   * one D1 statement (a room emptying made one round trip each, issue 30); resolves once it is gone.
   */
  unregisterSoon(registryId: string): Promise<void> {
    this.#closed.push(registryId);
    this.#closedDelete ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      const ids = this.#closed.splice(0);
      this.#closedDelete = null;
      return unregisterConnections(this.deps.services().db, ids);
    });
    return this.#closedDelete;
  }
}
