// The room's door: WebSocket upgrades (its own and its relays') wait a few milliseconds to be
// admitted together, in one D1 round trip per batch (issue 30): tickets checked and counted, each
// socket recorded in the registry while its session is in force (decision 014), who they are,
// their chat bans, private rooms (decision 019), and the participant rows of those who come in.
// What the gate learnt of an upgrade is handed to partyserver's later calls with that same request.
import type { ChatStore } from "../chat-store";
import { admitUpgrades } from "../../api/services/chat-room-data";
import { userMayEnter } from "../../api/services/chat";
import type { ServiceContext } from "../../api/services/context";
import { unregisterConnections, type TicketArrival } from "../../api/services/realtime";
import { roomIsFull } from "../../domain/chat";
import type { PresenceUser } from "../../domain/chat-protocol";
import type { RoomConfig } from "../../domain/chat-rooms";
import type { AdmissionRefusal, Brakes } from "./brakes";
import type { History } from "./history";
import type { Presence } from "./presence";
import { AdmissionQueue, type Arrival } from "./admission-queue";
import { admittedState, PARTY, seesHidden, sessionTag, userTag, type Admission, type ConnectionState, type GateVerdict } from "./shared";

export type AdmissionDeps = {
  /** The room's name (known once the runtime named it: read when needed). */
  room: () => string;
  services: () => ServiceContext;
  config: () => RoomConfig | null;
  store: () => ChatStore;
  brakes: Brakes;
  presence: Presence;
  /** What a reader sees: the snapshot a socket gets, and the people it is about to show (to check at admission). */
  history: History;
  /** The participant rows written once the answers are out (the room's flush). */
  writeSoon: () => void;
};

export class AdmissionGate {
  readonly #queue = new AdmissionQueue((waiting) => this.admitBatch(waiting));
  /**
   * What the gate admitted of an upgrade, for partyserver's calls with that same request
   * (getConnectionTags, onConnect): handed over in memory, not encoded into headers and read back.
   */
  #admissions = new WeakMap<Request, Admission>();

  constructor(private readonly deps: AdmissionDeps) {}

  /** Waits for this ticket hash's place in the next admission batch. */
  admit(tokenHash: string): Promise<GateVerdict> {
    return this.#queue.wait(tokenHash);
  }

  /** Who the socket of this upgrade is, as this room checked it: nothing the client sent says it. */
  remember(request: Request, admission: Admission) {
    this.#admissions.set(request, admission);
  }

  of(request: Request): Admission | undefined {
    return this.#admissions.get(request);
  }

  /** The runtime's tags of an admitted socket (kept across hibernation): its user's and its session's. */
  tags(request: Request): string[] {
    const identity = this.#admissions.get(request)?.identity;
    return identity ? [userTag(identity.userId), sessionTag(identity.sessionId)] : [];
  }

  /**
   * Admits the upgrades that arrived, in one D1 round trip (admitUpgrades): their tickets checked
   * and counted, each recorded in the registry only if its session is still in force (a logout
   * racing the upgrade: decision 014), who they are, their chat bans, and whether the people the
   * snapshots will show include deleted accounts (decision 016: erased first).
   */
  private async admitBatch(waiting: Arrival[]) {
    const { services, brakes, presence } = this.deps;
    const room = this.deps.room();
    const config = this.deps.config()!;
    const store = this.deps.store();
    const seen = new Map<string, number>();
    // Registry ids: one random id per batch, numbered within it (a random id each cost more than the rest of the batch's bookkeeping).
    const batchId = crypto.randomUUID();
    const arrivals: TicketArrival[] = waiting.map(({ tokenHash }, i) => {
      const n = seen.get(tokenHash) ?? 0;
      seen.set(tokenHash, n + 1);
      return { id: `${batchId}.${i}`, h: tokenHash, n };
    });
    const readAt = Date.now();
    const admission = await admitUpgrades(services(), { party: PARTY, room }, arrivals, this.deps.history.snapshotPeople(config));
    for (const id of admission.deleted) store.eraseUser(id);
    // A private room (decision 019): staff, or users with enough points earned.
    const forbidden = new Set<string>();
    if (!config.isPublic)
      await Promise.all(
        [...admission.admitted].map(async ([registryId, identity]) => {
          if (!(await userMayEnter(services().db, { id: identity.userId, role: identity.role }, config))) forbidden.add(registryId);
        }),
      );
    await unregisterConnections(services().db, [...forbidden]);
    // Those about to come in, as onConnect will see them (not banned, room not full), are
    // recorded as participants in one write for the batch.
    const comers = new Map<string, PresenceUser>();
    const banned = (userId: string) => config.kind !== "lobby" && (admission.bans.has(userId) || brakes.banOf(userId, Date.now()));
    for (const [registryId, { userId, username, avatar }] of admission.admitted) {
      if (forbidden.has(registryId) || banned(userId) || comers.has(userId)) continue;
      if (!presence.has(userId) && roomIsFull(presence.size + comers.size, config.maxParticipants, presence.socketCount)) continue;
      comers.set(userId, { userId, username, avatar });
    }
    const participants = store.arrive([...comers.values()], Date.now());
    // Several coming in together: their joins go out as one batch once they are all in.
    if (comers.size > 1) presence.gather();
    for (const [i, { verdict }] of waiting.entries()) {
      const registryId = arrivals[i]!.id;
      const identity = admission.admitted.get(registryId);
      if (!identity) verdict("unauthorized");
      else if (forbidden.has(registryId)) verdict("forbidden");
      else
        verdict({ identity, admitted: { registryId, ban: admission.bans.get(identity.userId) ?? null, readAt, participant: participants.get(identity.userId) ?? null } });
    }
    this.deps.writeSoon();
  }

  /**
   * An admitted socket (its own, or a relay's) stays or is refused, checked and joined in one
   * synchronous step (so one person's sockets arriving at once cannot pass the cap together). In,
   * `place` keeps its state (and names its key in the presence), it joins the presence and gets
   * its snapshot; its arrival is told (announce) once the snapshot is on its way.
   */
  join(config: RoomConfig, admission: Admission, place: (state: ConnectionState) => string): { refused: AdmissionRefusal } | { snapshot: string; announce: () => void } {
    const { identity, admitted } = admission;
    const { brakes, presence, history } = this.deps;
    const user: PresenceUser = { userId: identity.userId, username: identity.username, avatar: identity.avatar };
    const refused = brakes.admissionRefusal(config, admission, presence.loadFor(identity.userId));
    if (refused) return { refused };
    // The admission batch's participant row, or (a place freed meanwhile, unexpected by the batch) recorded now.
    let participant = admitted.participant;
    if (!participant) {
      participant = this.deps.store().arrive([user], Date.now()).get(user.userId)!;
      this.deps.writeSoon();
    }
    const arrived = presence.join(user, participant, place(admittedState(user, admission, participant)));
    const snapshot = history.snapshot(config, user, seesHidden(identity.role));
    return { snapshot, announce: () => void (arrived && presence.announceArrival(user, participant)) };
  }
}
