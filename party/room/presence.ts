// Who is online in the room: each user's open sockets (the room's own and its relays'), counted as
// they come and go; the joins and leaves told to the others, one by one in a small room and in
// presence_batch frames in a big one (or while an admission batch connects); and who is typing.
// Memory only: rebuilt from the sockets after hibernation.
import {
  PRESENCE_BATCH_ABOVE,
  presenceBatchAge,
  presenceListed,
  presenceMovedEnough,
  shouldBroadcastTyping,
  TYPING_MAX_ROOM,
  type Participant,
} from "../../domain/chat";
import type { PresenceUser } from "../../domain/chat-protocol";
import type { RoomLoad } from "./brakes";
import type { Broadcast, ConnectionState } from "./shared";

export type Online = { user: PresenceUser; participant: Participant; sockets: Set<string> };
type Left = { userId: string; username: string; erased?: true };

export type PresenceDeps = {
  /** The room's name (known once the runtime named it: read when needed). */
  room: () => string;
  broadcast: Broadcast;
  /** The lobby also tells everyone each user's status (online, last seen). */
  isLobby: () => boolean;
  /** Every open socket's state and its key (a relay's: remoteKey), to rebuild the map after a wake. */
  sockets: () => Iterable<[ConnectionState, string]>;
};

export class Presence {
  /** Who is online: user id -> their open sockets. Rebuilt from the sockets after hibernation. */
  #online: Map<string, Online> | null = null;
  /** Sockets in the presence (the room's own and its relays'), counted with it: the room's load is judged in sockets too. */
  #sockets = 0;
  /** Last typing start broadcast per user, and who is typing now (memory only: losing them on eviction is harmless). */
  #typingAt = new Map<string, number>();
  #typing = new Set<string>();
  /** Presence changes gathered in a big room, sent together (announce). */
  #batch: { joined: Map<string, Participant>; left: Map<string, Left> } | null = null;
  #batchTimer: ReturnType<typeof setTimeout> | null = null;
  /** The online count the last presence_batch carried. */
  #batchSentCount = 0;
  /**
   * The sockets of one admission batch are connecting: their joins are gathered into one
   * presence_batch sent once they are all in (endGathering), in a room of any size, instead of one
   * delta each to everyone already there (issue 30: the first 100 of a fill sent 4,950 of them).
   */
  #gathering = false;

  constructor(private readonly deps: PresenceDeps) {}

  /** Who is online, in the order they came (built from the sockets on first use after a wake). */
  get online(): Map<string, Online> {
    if (!this.#online) {
      const map = new Map<string, Online>();
      const now = new Date().toISOString();
      let sockets = 0;
      for (const [state, socketKey] of this.deps.sockets()) {
        const { user } = state;
        const entry = map.get(user.userId) ?? { user, participant: { ...user, isOnline: true, lastSeen: state.lastSeen ?? now, joinedAt: state.joinedAt ?? now }, sockets: new Set<string>() };
        if (!entry.sockets.has(socketKey)) sockets++;
        entry.sockets.add(socketKey);
        map.set(user.userId, entry);
      }
      this.#sockets = sockets;
      this.#online = map;
    }
    return this.#online;
  }

  /** People online. */
  get size(): number {
    return this.online.size;
  }

  /** Sockets the room holds itself and through its relays (counted as they change). */
  get socketCount(): number {
    void this.online; // built (and counted) on first use after a wake
    return this.#sockets;
  }

  has(userId: string): boolean {
    return this.online.has(userId);
  }

  /** The room's load as the brakes judge an admission of this user (brakes.ts admissionRefusal). */
  loadFor(userId: string): RoomLoad {
    return { online: this.size, sockets: this.socketCount, held: this.online.get(userId)?.sockets.size };
  }

  /** A socket (own, or a relay's by its key) joins the user's presence; true when the user was not online before. */
  join(user: PresenceUser, participant: Participant, socketKey: string): boolean {
    const entry = this.online.get(user.userId);
    if (entry) {
      if (!entry.sockets.has(socketKey)) this.#sockets++;
      entry.sockets.add(socketKey);
      entry.participant = participant;
      return false;
    }
    this.online.set(user.userId, { user, participant, sockets: new Set([socketKey]) });
    this.#sockets++;
    return true;
  }

  /** Removes a socket by its key; true (and the leave told) if it was the user's last. */
  drop(user: PresenceUser | undefined, socketKey: string): boolean {
    if (!user) return false;
    const entry = this.online.get(user.userId);
    if (!entry || !entry.sockets.delete(socketKey)) return false;
    this.#sockets--;
    if (entry.sockets.size > 0) return false;
    this.online.delete(user.userId);
    this.#typing.delete(user.userId);
    this.announce({ left: { userId: user.userId, username: user.username, ...(user.erased ? { erased: true as const } : {}) } });
    if (this.deps.isLobby()) this.deps.broadcast({ type: "user_status_changed", userId: user.userId, isOnline: false, lastSeen: new Date().toISOString() });
    return true;
  }

  /** A user now online: announced to the room, and in the lobby their status changes for everyone. */
  announceArrival(user: PresenceUser, participant: Participant) {
    this.announce({ joined: participant });
    if (this.deps.isLobby()) this.deps.broadcast({ type: "user_status_changed", userId: user.userId, isOnline: true, lastSeen: participant.lastSeen }, user.userId);
  }

  /**
   * Several sockets of one admission batch come in together: their joins go out as one batch once
   * they are all in. Their onConnects run as soon as the verdicts are given, before any timer: the
   * batch goes right after.
   */
  gather() {
    if (this.#gathering) return;
    this.#gathering = true;
    setTimeout(() => this.endGathering(), 0);
  }

  /**
   * Who is online here, the latest comer first (the order of the participant pages; from memory:
   * no read, issue 30): the first `limit` of them, or all.
   */
  newestFirst(limit = Infinity): Participant[] {
    const entries = [...this.online.values()];
    const online: Participant[] = [];
    for (let i = entries.length - 1; i >= 0 && online.length < limit; i--) online.push(entries[i]!.participant);
    return online;
  }

  /** A typing start or stop, told to the others unless throttled (3 s a user) or the room is too big. */
  typing(user: PresenceUser, isTyping: boolean, now = Date.now()) {
    if (isTyping) {
      if (!shouldBroadcastTyping(this.#typingAt.get(user.userId), now, this.socketCount)) return;
      this.#typingAt.set(user.userId, now);
      this.#typing.add(user.userId);
    } else {
      // A stop only follows a start that was broadcast, and ends the typing, not the throttle:
      // start/stop in a loop still gets one start through per 3 s.
      if (!this.#typing.delete(user.userId) || this.socketCount > TYPING_MAX_ROOM) return;
    }
    this.deps.broadcast({ type: "user_typing", userId: user.userId, username: user.username, roomId: this.deps.room(), isTyping }, user.userId);
  }

  /** A message ends its author's typing (the 3 s throttle still runs). */
  stoppedTyping(userId: string) {
    this.#typing.delete(userId);
  }

  /**
   * A join or a leave: at once in rooms up to PRESENCE_BATCH_ABOVE connected; above, gathered into
   * one presence_batch (a join and a leave of the same user in one batch cancel out), sent when the
   * online count has moved enough or the batch is old enough (domain/chat.ts presenceMovedEnough,
   * presenceBatchAge), with the count and a sample of who came and went: linear bytes to fill a room.
   */
  private announce(change: { joined: Participant } | { left: Left }) {
    const online = this.size;
    if (!this.#batch && !this.#gathering && online <= PRESENCE_BATCH_ABOVE) {
      this.#batchSentCount = online;
      if ("joined" in change) this.deps.broadcast({ type: "user_joined_room", roomId: this.deps.room(), user: change.joined }, change.joined.userId);
      else this.deps.broadcast({ type: "user_left_room", roomId: this.deps.room(), ...change.left });
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
    if (online <= PRESENCE_BATCH_ABOVE || presenceMovedEnough(this.#batchSentCount, online)) return this.sendBatch();
    this.#batchTimer ??= setTimeout(() => this.sendBatch(), presenceBatchAge(online));
  }

  /** The sockets of an admission batch are in: what they changed in the presence goes (batchDue). */
  private endGathering() {
    this.#gathering = false;
    if (this.#batch) this.batchDue(this.size);
  }

  private sendBatch() {
    if (this.#batchTimer) clearTimeout(this.#batchTimer);
    this.#batchTimer = null;
    const done = this.#batch;
    this.#batch = null;
    if (!done || (done.joined.size === 0 && done.left.size === 0)) return;
    const onlineCount = this.size;
    this.#batchSentCount = onlineCount;
    // The latest comers and leavers (Maps keep insertion order): all of them in a room of up to 100.
    const listed = presenceListed(onlineCount);
    const latest = <T>(m: Map<string, T>) => [...m.values()].slice(-listed);
    this.deps.broadcast({ type: "presence_batch", roomId: this.deps.room(), onlineCount, joined: latest(done.joined), left: latest(done.left) });
  }
}
