// The room's brakes: who may not stay or write here and how fast. The chat bans in memory (read at
// admission, pushed by the ban service), the exact per-user limits counted in D1 (a slot counted
// ahead on the socket path, a window refused in memory), each user's writes in order, and the
// admission refusals: banned, room full, or the per-person socket cap (decision 041).
import type { ChatBan, Refusal, Sender } from "../../api/services/room-rpc";
import { mayOpenAnotherSocket, roomIsFull, SOCKETS_PER_PERSON } from "../../domain/chat";
import { CHAT_BANNED, ROOM_FULL, TOO_MANY_SOCKETS, type ServerMessage } from "../../domain/chat-protocol";
import type { RoomConfig } from "../../domain/chat-rooms";
import { rateLimitFor, type LimitsEnv } from "../../domain/limits";
import { can } from "../../domain/permissions";
import { refuse, type Admission, type ChatLimit, type WriteVia } from "./shared";

export type PushedBan = ChatBan & { pushedAt: number };
type Counted = { count: number; windowStart: number } | null;
export type BrakesDeps = {
  env: LimitsEnv;
  /** One more count on the user's limit across every room, in D1 (api/services/chat-room-data.ts countChatWrite). */
  count: (sender: Sender, limit: ChatLimit) => Promise<Counted>;
  /** The user's chat ban in force and (if `count`) one more count, in one D1 round trip (checkChatWrite). */
  check: (sender: Sender, limit: ChatLimit, count: boolean) => Promise<{ ban: ChatBan | null; counted: Counted }>;
};
/** Why an admitted socket may not stay: what it is told, and how it is closed. */
export type AdmissionRefusal = { message: ServerMessage; close: { code: number; reason: string } };
/** The room's load as the presence counts it, for one admission: people online, sockets, and this user's sockets (undefined: not online). */
export type RoomLoad = { online: number; sockets: number; held: number | undefined };

export class Brakes {
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
   * Chat bans of users with sockets here, as the ban service pushes them (banChanged) on top of
   * the bans read at admission: a message over a socket is checked against this, with no read.
   */
  #bans = new Map<string, PushedBan>();
  /**
   * Each user's writes here, one after the other in the order they came (socket frames and REST
   * calls alike): a write that takes a slot must not overtake one still waiting for its count.
   */
  #writes = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: BrakesDeps) {}

  /** Runs a user's write after their earlier ones here (#writes). */
  inOrder<T>(userId: string, write: () => Promise<T>): Promise<T> {
    const previous = this.#writes.get(userId) ?? Promise.resolve();
    const next = previous.then(write, write);
    const tail = next.catch(() => undefined);
    this.#writes.set(userId, tail);
    void tail.then(() => {
      if (this.#writes.get(userId) === tail) this.#writes.delete(userId);
    });
    return next;
  }

  /** The ban service: a chat ban of this user started (kept) or was lifted (forgotten). */
  banChanged(userId: string, ban: ChatBan | null, now = Date.now()) {
    if (ban) this.#bans.set(userId, { ...ban, pushedAt: now });
    else this.#bans.delete(userId);
  }

  /** A ban of this user the ban service pushed here (or admission read), if still in force. */
  banOf(userId: string, now: number): PushedBan | undefined {
    const ban = this.#bans.get(userId);
    if (ban && ban.endsAt !== null && ban.endsAt <= now) {
      this.#bans.delete(userId);
      return undefined;
    }
    return ban;
  }

  /**
   * At admission, D1's answer is the truth (a ban lifted while the user had no socket here was
   * never pushed here), unless a ban was pushed after that read began (`readAt`).
   */
  admittedBan(userId: string, read: ChatBan | undefined, readAt: number): ChatBan | undefined {
    const pushed = this.banOf(userId, Date.now());
    if (pushed && pushed.pushedAt >= readAt) return pushed;
    if (read) this.#bans.set(userId, { ...read, pushedAt: readAt });
    else this.#bans.delete(userId);
    return read;
  }

  /**
   * Why an admitted socket may not stay (its own or a relay's): its user is banned from the chat
   * (not in the lobby), the room is full (in people, or in sockets) and the user not already in it,
   * or the user already holds SOCKETS_PER_PERSON sockets here (decision 041: the new one is refused,
   * those open stay). Null: it stays. The caller checks and joins in one synchronous step per
   * socket, so sockets of one person arriving at once cannot pass the cap together.
   */
  admissionRefusal(config: RoomConfig, { identity, admitted }: Admission, load: RoomLoad): AdmissionRefusal | null {
    const ban = config.kind === "lobby" ? undefined : this.admittedBan(identity.userId, admitted.ban ?? undefined, admitted.readAt);
    if (ban) return { message: { type: "error", code: "banned", key: "banned", values: { reason: ban.reason, endsAt: ban.endsAt } }, close: CHAT_BANNED };
    if (load.held === undefined && roomIsFull(load.online, config.maxParticipants, load.sockets))
      return { message: { type: "error", code: "room_full", key: "roomFull" }, close: ROOM_FULL };
    if (load.held !== undefined && !mayOpenAnotherSocket(load.held))
      return { message: { type: "error", code: "too_many_sockets", key: "tooManySockets", values: { max: SOCKETS_PER_PERSON } }, close: TOO_MANY_SOCKETS };
    return null;
  }

  /**
   * A write's checks: the user's chat ban, and (staff exempt) one count on the user's limit across
   * every room, kept in D1 (one upsert: exact under concurrent sends in many rooms).
   * - Over a socket (the hot path, issue 30) nothing is read before the message goes out: the ban
   *   is the one read at admission or pushed by the ban service (banChanged), and the count is
   *   the slot counted ahead after the user's last write here (countAhead); only a first write
   *   (or one racing that count) waits for its count.
   * - Over REST the ban and the count are read in D1, in one round trip: the user may have no
   *   socket in this room for the ban service to reach.
   */
  async checkWrite(sender: Sender, limit: ChatLimit, via: WriteVia, now: number): Promise<Refusal | null> {
    const key = `${limit}:${sender.userId}`;
    if (via === "socket") {
      const ban = this.banOf(sender.userId, now);
      if (ban) return refuse("banned", { key: "banned", values: { reason: ban.reason, endsAt: ban.endsAt } });
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
    if (via === "socket") return slotHeld ? null : this.judge(limit, key, await this.deps.count(sender, limit), now);
    const { ban, counted } = await this.deps.check(sender, limit, !slotHeld);
    if (ban) {
      // Refused: the slot stays this user's for a later write.
      if (slotHeld) this.#ahead.set(key, slot);
      return refuse("banned", { key: "banned", values: { reason: ban.reason, endsAt: ban.endsAt } });
    }
    return slotHeld ? null : this.judge(limit, key, counted, now);
  }

  /** A counted write within the limit passes; past it, the user's writes here are refused until the window ends. */
  judge(limit: ChatLimit, key: string, row: Counted, now: number): Refusal | null {
    const rule = rateLimitFor(limit, this.deps.env);
    if (!row || row.count <= rule.limit) return null;
    const at = row.windowStart + rule.windowMs;
    this.#refusedUntil.set(key, at);
    return this.limited(limit, at, now);
  }

  /**
   * After a write over a socket, counts the user's next one in D1 now, off the hot path: their next
   * write here goes out at once (checkWrite). One slot per user and limit at a time.
   */
  async countAhead(sender: Sender, limit: ChatLimit) {
    if (can(sender.role, "chat:unlimited")) return;
    const key = `${limit}:${sender.userId}`;
    if (this.#ahead.has(key) || (this.#refusedUntil.get(key) ?? 0) > Date.now()) return;
    this.#ahead.set(key, "pending");
    try {
      const row = await this.deps.count(sender, limit);
      const rule = rateLimitFor(limit, this.deps.env);
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

  limited(limit: ChatLimit, at: number, now: number): Refusal {
    const seconds = Math.max(1, Math.ceil((at - now) / 1000));
    return refuse("rate_limited", { key: limit === "chatMessage" ? "rateLimitedUntil" : "rateLimitedReactions", values: { seconds } }, { retryAt: new Date(at).toISOString() });
  }
}
