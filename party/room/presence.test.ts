import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESENCE_BATCH_ABOVE, type Participant } from "../../domain/chat";
import type { PresenceUser, ServerMessage } from "../../domain/chat-protocol";
import { Presence } from "./presence";
import type { ConnectionState } from "./shared";

const user = (n: number): PresenceUser => ({ userId: `u${n}`, username: `user${n}`, avatar: "" });
const participant = (n: number): Participant => ({ ...user(n), isOnline: true, lastSeen: "2026-01-01T00:00:00.000Z", joinedAt: "2026-01-01T00:00:00.000Z" });
const state = (n: number): ConnectionState => ({ user: user(n), role: "user", sessionId: `s${n}`, sessionExpiresAt: 0, registryId: `r${n}` });

function room({ lobby = false, sockets = [] as [ConnectionState, string][] } = {}) {
  const sent: { message: ServerMessage; except?: string }[] = [];
  const presence = new Presence({ room: () => "general", broadcast: (message, except) => sent.push({ message, except }), isLobby: () => lobby, sockets: () => sockets });
  return { presence, sent, types: () => sent.map((s) => s.message.type) };
}

/** n people online, told one by one (a small room), then the record of what was told cleared. */
function filled(n: number) {
  const r = room();
  for (let i = 0; i < n; i++) if (r.presence.join(user(i), participant(i), `c${i}`)) r.presence.announceArrival(user(i), participant(i));
  vi.advanceTimersByTime(60_000);
  r.sent.length = 0;
  return r;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("presence: who is online", () => {
  it("counts people and sockets; a person's second socket is no arrival, their last one closing is a leave", () => {
    const { presence } = room();
    expect(presence.join(user(1), participant(1), "a")).toBe(true);
    expect(presence.join(user(1), participant(1), "b")).toBe(false);
    expect(presence.join(user(1), participant(1), "b")).toBe(false); // the same socket again counts once
    expect(presence.join(user(2), participant(2), "c")).toBe(true);
    expect([presence.size, presence.socketCount]).toEqual([2, 3]);
    expect(presence.loadFor("u1")).toEqual({ online: 2, sockets: 3, held: 2 });
    expect(presence.loadFor("u9").held).toBeUndefined();
    expect(presence.drop(user(1), "a")).toBe(false);
    expect(presence.drop(user(1), "zzz")).toBe(false); // unknown socket: nothing changes
    expect(presence.drop(user(1), "b")).toBe(true);
    expect([presence.size, presence.socketCount, presence.has("u1")]).toEqual([1, 1, false]);
  });

  it("is rebuilt from the open sockets after a wake (the room's own and its relays'), in the order they came", () => {
    const { presence } = room({ sockets: [[state(1), "a"], [state(2), "b"], [state(1), "r:x"]] });
    expect([presence.size, presence.socketCount]).toEqual([2, 3]);
    expect(presence.newestFirst().map((p) => p.userId)).toEqual(["u2", "u1"]);
    expect(presence.newestFirst(1).map((p) => p.userId)).toEqual(["u2"]);
  });
});

describe("presence: joins and leaves told to the others", () => {
  it("in a small room, one delta each, never to the comer's own sockets", () => {
    const r = room();
    r.presence.join(user(1), participant(1), "a");
    r.presence.announceArrival(user(1), participant(1));
    r.presence.drop(user(1), "a");
    expect(r.sent).toEqual([
      { message: { type: "user_joined_room", roomId: "general", user: participant(1) }, except: "u1" },
      { message: { type: "user_left_room", roomId: "general", userId: "u1", username: "user1" }, except: undefined },
    ]);
  });

  it("in the lobby, each arrival and leave also changes the user's status for everyone", () => {
    const r = room({ lobby: true });
    r.presence.join(user(1), participant(1), "a");
    r.presence.announceArrival(user(1), participant(1));
    r.presence.drop(user(1), "a");
    expect(r.types()).toEqual(["user_joined_room", "user_status_changed", "user_left_room", "user_status_changed"]);
  });

  it("an admission batch's joins go as one presence_batch once they are all in", () => {
    const r = room();
    r.presence.gather();
    for (let i = 0; i < 3; i++) if (r.presence.join(user(i), participant(i), `c${i}`)) r.presence.announceArrival(user(i), participant(i));
    expect(r.sent).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]!.message).toMatchObject({ type: "presence_batch", onlineCount: 3, left: [] });
    expect((r.sent[0]!.message as { joined: Participant[] }).joined.map((p) => p.userId)).toEqual(["u0", "u1", "u2"]);
  });

  it("above PRESENCE_BATCH_ABOVE, changes wait for the count to move enough or the batch to age; a join and a leave cancel out", () => {
    const r = filled(PRESENCE_BATCH_ABOVE + 1);
    const n = PRESENCE_BATCH_ABOVE + 1;
    r.presence.join(user(n), participant(n), "x");
    r.presence.announceArrival(user(n), participant(n));
    r.presence.drop(user(n), "x");
    r.presence.join(user(n + 1), participant(n + 1), "y");
    r.presence.announceArrival(user(n + 1), participant(n + 1));
    expect(r.sent).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(r.sent).toHaveLength(1);
    const batch = r.sent[0]!.message as Extract<ServerMessage, { type: "presence_batch" }>;
    expect(batch.onlineCount).toBe(n + 1);
    expect(batch.joined.map((p) => p.userId)).toEqual([`u${n + 1}`]);
    expect(batch.left).toEqual([]);
  });
});

describe("presence: typing", () => {
  it("one start per user per 3 s, a stop only after a start told, never to the typist", () => {
    const r = filled(2);
    r.presence.typing(user(0), true, 1_000);
    r.presence.typing(user(0), true, 2_000);
    r.presence.typing(user(0), false, 2_500);
    r.presence.typing(user(0), false, 2_600);
    r.presence.typing(user(0), true, 3_000);
    r.presence.typing(user(0), true, 4_000);
    expect(r.sent.map((s) => [(s.message as { isTyping: boolean }).isTyping, s.except])).toEqual([
      [true, "u0"],
      [false, "u0"],
      [true, "u0"],
    ]);
  });

  it("a message ends its author's typing: no stop follows it", () => {
    const r = filled(2);
    r.presence.typing(user(0), true, 1_000);
    r.presence.stoppedTyping("u0");
    r.presence.typing(user(0), false, 1_500);
    expect(r.sent).toHaveLength(1);
  });
});
