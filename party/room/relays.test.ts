import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomRelayRpc } from "../../api/services/room-rpc";
import type { RelayFrame } from "../../domain/chat-relays";
import { RECONNECT } from "../../domain/chat-protocol";
import { RELAY_RETRY_MS, RELAY_SEND_TRIES, Relays } from "./relays";
import type { RemoteSocket } from "./shared";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A relay that records what it is given and fails the calls it is told to; it holds what the room counts on it unless told otherwise. */
class RecordingRelay implements RoomRelayRpc {
  calls: RelayFrame[][] = [];
  failures = 0;
  held: number | null = null;
  constructor(private readonly relays: () => Relays, private readonly name: string) {}
  async deliver(frames: RelayFrame[]) {
    this.calls.push(frames);
    await Promise.resolve();
    if (this.failures > 0) {
      this.failures--;
      throw new Error("relay unreachable");
    }
    return { held: this.held ?? this.relays().loads.get(this.name) ?? 0 };
  }
  async heldSockets() {
    return [];
  }
}

function room({ above = 2, perRelay = 2, own = 0 } = {}) {
  const meta = new Map<string, string>([
    ["relayAbove", String(above)],
    ["relaySockets", String(perRelay)],
  ]);
  const left: string[] = [];
  const stubs = new Map<string, RecordingRelay>();
  const relays: Relays = new Relays({
    room: () => "match-1",
    store: () => ({ relaySockets: () => [], getMeta: (k) => meta.get(k) ?? null, setMeta: (k, v) => void meta.set(k, v) }),
    enabled: () => true,
    aboveDefault: () => undefined,
    stubOf: (name) => {
      if (!stubs.has(name)) stubs.set(name, new RecordingRelay(() => relays, name));
      return stubs.get(name)!;
    },
    socketCount: () => own,
    writeSoon: () => undefined,
    leave: async (registryId) => {
      left.push(registryId);
      relays.remove(registryId);
    },
  });
  return { relays, stubs, left };
}
const socket = (registryId: string, relay: string): RemoteSocket => ({
  user: { userId: registryId, username: registryId, avatar: "" },
  role: "user",
  sessionId: "s",
  sessionExpiresAt: 0,
  registryId,
  relay,
  admittedAt: 0,
});

describe("relays: where a new socket goes", () => {
  it("the room keeps its sockets up to the threshold, then fills relays one after the other", () => {
    expect(room({ own: 1 }).relays.forNext()).toBeNull();
    const { relays } = room({ own: 2 });
    expect([relays.forNext(), relays.forNext(), relays.forNext()]).toEqual(["match-1~0", "match-1~0", "match-1~1"]);
    relays.arrived("match-1~0", 2);
    relays.add(socket("a", "match-1~0"));
    relays.add(socket("b", "match-1~0"));
    expect(relays.loads).toEqual(new Map([["match-1~0", 2]]));
    expect(relays.takeWrites().added.map((w) => w.registryId)).toEqual(["a", "b"]);
    relays.remove("a");
    expect(relays.takeWrites()).toEqual({ added: [], gone: ["a"] });
  });
});

describe("relays: frames on their way", () => {
  it("go to every relay holding sockets, in order, one call in flight each, the next carrying all that came meanwhile", async () => {
    const { relays, stubs } = room();
    relays.send({ payload: "nobody holds a socket yet" });
    relays.add(socket("a", "match-1~0"));
    relays.add(socket("b", "match-1~1"));
    relays.send({ payload: "1" });
    relays.send({ payload: "2" });
    relays.send({ payload: "3" });
    await vi.advanceTimersByTimeAsync(0);
    for (const name of ["match-1~0", "match-1~1"]) {
      const calls = stubs.get(name)!.calls;
      expect(calls.map((c) => c.map((f) => ("payload" in f ? f.payload : null)))).toEqual([["1"], ["2", "3"]]);
      const seqs = calls.flat().map((f) => f.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }
  });

  it("a failed call is tried again with what came meanwhile; past RELAY_SEND_TRIES the relay's sockets are forgotten and told to reconnect", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { relays, stubs, left } = room();
    relays.add(socket("a", "match-1~0"));
    relays.add(socket("b", "match-1~0"));
    relays.send({ payload: "1" });
    const relay = stubs.get("match-1~0")!;
    relay.failures = RELAY_SEND_TRIES;
    await vi.advanceTimersByTimeAsync(RELAY_RETRY_MS * RELAY_SEND_TRIES * RELAY_SEND_TRIES);
    expect(relay.calls.slice(0, RELAY_SEND_TRIES).every((c) => c.length === 1 && "payload" in c[0]! && c[0].payload === "1")).toBe(true);
    expect(left.sort()).toEqual(["a", "b"]);
    expect(relay.calls.at(-1)).toEqual([expect.objectContaining({ close: { all: true }, ...RECONNECT })]);
  });
});
