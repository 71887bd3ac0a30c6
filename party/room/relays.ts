// A big room's relays (decision 035, "Rooms beyond one object"): which relay a new socket goes to,
// the sockets each relay holds for the room (kept in storage too: relay_sockets), and the frames
// on their way to each relay: one call in flight per relay, in the room's order, tried again on
// failure, and the relay's sockets forgotten (and told to reconnect) when it cannot be reached or
// holds fewer than the room counts on it.
import type { RoomRelayRpc } from "../../api/services/room-rpc";
import { pickRelay, relayAbove, relayName, relaySockets, type RelayFrame } from "../../domain/chat-relays";
import { RECONNECT } from "../../domain/chat-protocol";
import type { ConnectionState, RemoteSocket } from "./shared";

/** Calls to a relay tried before its frames are taken as lost, and the wait before each next try (times the tries so far). */
export const RELAY_SEND_TRIES = 3;
export const RELAY_RETRY_MS = 100;
/** A relay's socket the relay does not list is forgotten only if admitted this long ago (it may still be on its way in). */
export const RELAY_ADMISSION_GRACE_MS = 5_000;

type Unsequenced<T> = T extends unknown ? Omit<T, "seq"> : never;
export type RelayFrameOut = Unsequenced<RelayFrame>;
type Outbox = { frames: RelayFrame[]; sending: boolean };
/** The relays' rows in the room's storage (ChatStore). */
export type RelayStorage = {
  relaySockets(): { registryId: string; relay: string; state: string }[];
  getMeta(key: string): string | null;
  setMeta(key: string, value: string): void;
};

export type RelaysDeps = {
  /** The room's name (known once the runtime named it: read when needed). */
  room: () => string;
  store: () => RelayStorage;
  /** The relays' binding (env.CHAT_RELAY): none, no relays. */
  enabled: () => boolean;
  /** The Worker's threshold (env.CHAT_RELAY_ABOVE), after the room's own. */
  aboveDefault: () => string | undefined;
  stubOf: (relay: string) => RoomRelayRpc;
  /** The room's own socket count (the presence's): a room keeps its sockets up to the threshold. */
  socketCount: () => number;
  /** A relay socket changed: its row is written with the next flush (flushWrites). */
  writeSoon: () => void;
  /** A relay's socket is gone (the room takes it out of the presence and the registry). */
  leave: (registryId: string) => Promise<void>;
};

export class Relays {
  /** Sockets held by this room's relays, by registry id, and how many each relay holds. */
  #remote: Map<string, RemoteSocket> | null = null;
  #loads: Map<string, number> | null = null;
  /** Upgrades sent on to each relay and not yet admitted (forNext): a burst spreads by load. */
  #routed = new Map<string, number>();
  /** Relay sockets to write to storage or delete from it, with the participant rows (takeWrites). */
  #writes: { added: RemoteSocket[]; gone: string[] } = { added: [], gone: [] };
  /**
   * The seq of the last frame sent to the relays: from the clock, so that it only grows across the
   * room's restarts (a relay compares it with those it holds).
   */
  #seq = Date.now() * 1000;
  /** Frames on their way to each relay: one RPC in flight per relay, the next carrying all that came meanwhile (in order). */
  #outbox = new Map<string, Outbox>();
  #stubs = new Map<string, RoomRelayRpc>();
  /** When each relay's sockets were last checked against the room's (check). */
  #checked = new Map<string, number>();
  /** The room's relay settings as settings last read them. */
  #settings: { above: number; perRelay: number } | null = null;

  constructor(private readonly deps: RelaysDeps) {}

  /** The sockets the relays hold, by registry id (read from storage once per wake). */
  get sockets(): Map<string, RemoteSocket> {
    this.#remote ??= new Map(this.deps.store().relaySockets().map(({ registryId, relay, state }) => [registryId, { ...(JSON.parse(state) as ConnectionState), relay }]));
    return this.#remote;
  }

  /** Sockets each relay holds (relays holding none are left out). */
  get loads(): Map<string, number> {
    if (!this.#loads) {
      const loads = new Map<string, number>();
      for (const s of this.sockets.values()) loads.set(s.relay, (loads.get(s.relay) ?? 0) + 1);
      this.#loads = loads;
    }
    return this.#loads;
  }

  /** The seq of the last frame sent: a socket admitted now gets those after it (its snapshot holds those before). */
  get seq(): number {
    return this.#seq;
  }

  /** The room's relay settings: its own (meta relayAbove, relaySockets) before the Worker's; read once per wake, not per upgrade. */
  get settings(): { above: number; perRelay: number } {
    const storage = this.deps.store();
    this.#settings ??= { above: relayAbove(storage.getMeta("relayAbove") ?? this.deps.aboveDefault()), perRelay: relaySockets(storage.getMeta("relaySockets")) };
    return this.#settings;
  }

  /** Gives this room relay settings of its own (one room of a test on relays, the others not); they outlive its memory. */
  setSettings(above: number, perRelay: number) {
    const storage = this.deps.store();
    storage.setMeta("relayAbove", String(above));
    storage.setMeta("relaySockets", String(perRelay));
    this.#settings = null;
  }

  /**
   * The relay an upgrade goes to, or null to keep it here: a room holds its own sockets up to the
   * threshold (domain/chat-relays.ts relayAbove), then new ones go to relays, filled one after the
   * other (pickRelay), until the relays hold none again.
   */
  forNext(): string | null {
    if (!this.deps.enabled()) return null;
    // Counted in the room's own sockets (the presence's count, in memory: no list of sockets built
    // per upgrade), not in people: one person's tabs load the room as much as as many people (issue
    // 42). The room's own settings (meta relayAbove, relaySockets) come before the Worker's: one room
    // of a test on relays, the others not.
    const settings = this.settings;
    if (this.sockets.size === 0 && this.deps.socketCount() < settings.above) return null;
    const loads: number[] = [];
    for (let i = 0; ; i++) {
      const name = relayName(this.deps.room(), i);
      const load = (this.loads.get(name) ?? 0) + (this.#routed.get(name) ?? 0);
      if (load === 0 && i >= this.loads.size + this.#routed.size) break;
      loads.push(load);
    }
    const name = relayName(this.deps.room(), pickRelay(loads, settings.perRelay));
    this.#routed.set(name, (this.#routed.get(name) ?? 0) + 1);
    return name;
  }

  /** A relay brought back `count` of the upgrades sent to it: no longer on their way. */
  arrived(relay: string, count: number) {
    const routed = (this.#routed.get(relay) ?? 0) - count;
    if (routed > 0) this.#routed.set(relay, routed);
    else this.#routed.delete(relay);
  }

  add(socket: RemoteSocket) {
    this.sockets.set(socket.registryId, socket);
    this.loads.set(socket.relay, (this.loads.get(socket.relay) ?? 0) + 1);
    this.#writes.added.push(socket);
    this.deps.writeSoon();
  }

  /** Forgets a relay's socket (the caller takes it out of the presence); undefined if unknown. */
  remove(registryId: string): RemoteSocket | undefined {
    const socket = this.sockets.get(registryId);
    if (!socket) return undefined;
    this.sockets.delete(registryId);
    const load = (this.loads.get(socket.relay) ?? 1) - 1;
    if (load > 0) this.loads.set(socket.relay, load);
    else this.loads.delete(socket.relay);
    this.#writes.gone.push(registryId);
    this.deps.writeSoon();
    return socket;
  }

  /** The relay sockets to write to storage and to delete from it since the last call. */
  takeWrites(): { added: { registryId: string; relay: string; state: string }[]; gone: string[] } {
    const { added, gone } = this.#writes;
    this.#writes = { added: [], gone: [] };
    return { added: added.map(({ relay, ...state }) => ({ registryId: state.registryId, relay, state: JSON.stringify(state) })), gone };
  }

  /** A frame (or a close) to every relay holding sockets, in the room's order: one RPC per relay, not one send per socket. */
  send(frame: RelayFrameOut) {
    if (this.loads.size === 0) return;
    const seq = ++this.#seq;
    for (const relay of this.loads.keys()) this.sendTo(relay, { ...frame, seq } as RelayFrame);
  }

  private sendTo(relay: string, frame: RelayFrame) {
    let box = this.#outbox.get(relay);
    if (!box) this.#outbox.set(relay, (box = { frames: [], sending: false }));
    box.frames.push(frame);
    if (!box.sending) void this.deliver(relay, box);
  }

  /**
   * Sends a relay its frames, one call at a time, in order. A failed call is tried again with the
   * frames that came meanwhile (the relay skips those it already had), up to RELAY_SEND_TRIES; past
   * that the frames are lost for its sockets, so the room forgets them and tells the relay to close
   * them all (1012: the clients reconnect and get a fresh snapshot) rather than leave them silent.
   * A relay holding fewer sockets than the room counts on it lost some without telling (it
   * restarted): check forgets those.
   */
  private async deliver(relay: string, box: Outbox) {
    box.sending = true;
    try {
      for (let failures = 0; box.frames.length; ) {
        const frames = box.frames.splice(0);
        try {
          const { held } = await this.stub(relay).deliver(frames);
          failures = 0;
          if (held !== (this.loads.get(relay) ?? 0)) await this.check(relay);
        } catch (err) {
          // A relay that restarted needs a new stub.
          this.#stubs.delete(relay);
          console.error("chat: could not reach relay", relay, err);
          if (++failures < RELAY_SEND_TRIES) {
            box.frames.unshift(...frames);
            await new Promise((resolve) => setTimeout(resolve, RELAY_RETRY_MS * failures));
          } else if (!frames.some((f) => "close" in f && "all" in f.close)) {
            failures = 0;
            await this.forget(relay);
            box.frames.unshift({ seq: ++this.#seq, close: { all: true }, ...RECONNECT });
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
  private async check(relay: string) {
    const now = Date.now();
    if (now - (this.#checked.get(relay) ?? 0) < RELAY_ADMISSION_GRACE_MS) return;
    this.#checked.set(relay, now);
    const held = await this.stub(relay).heldSockets();
    await this.forget(relay, { except: held, admittedBefore: now - RELAY_ADMISSION_GRACE_MS });
    const strays = held.filter((id) => this.sockets.get(id)?.relay !== relay);
    if (strays.length) this.sendTo(relay, { seq: ++this.#seq, close: { registryIds: strays }, ...RECONNECT });
  }

  /** Forgets a relay's sockets (but those in `except` and those admitted after `admittedBefore`): as if each had closed. */
  private async forget(relay: string, { except = [], admittedBefore = Infinity }: { except?: string[]; admittedBefore?: number } = {}) {
    const keep = new Set(except);
    const gone = [...this.sockets.values()].filter((s) => s.relay === relay && !keep.has(s.registryId) && (s.admittedAt ?? 0) < admittedBefore);
    if (gone.length) console.warn("chat: relay", relay, "no longer holds", gone.length, "socket(s)");
    await Promise.all(gone.map((s) => this.deps.leave(s.registryId)));
  }

  private stub(relay: string): RoomRelayRpc {
    let stub = this.#stubs.get(relay);
    if (!stub) this.#stubs.set(relay, (stub = this.deps.stubOf(relay)));
    return stub;
  }
}
