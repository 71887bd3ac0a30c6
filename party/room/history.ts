// What a reader of the room sees: pages of history (deleted accounts among their people erased
// first, decision 016), pages of participants (those online from memory, then the others), and the
// snapshot a socket gets when it comes in, its history page shared while the history is unchanged.
import type { ChatStore } from "../chat-store";
import { deletedAmong } from "../../api/services/chat-room-data";
import type { ServiceContext } from "../../api/services/context";
import type { Viewer } from "../../api/services/room-rpc";
import { CHAT_PAGE_SIZE, CHAT_SETTINGS, SNAPSHOT_PARTICIPANTS, type ChatHistoryPage, type ChatRoom as ChatRoomShape, type MatchScore, type Participant } from "../../domain/chat";
import type { PresenceUser, ServerMessage } from "../../domain/chat-protocol";
import type { RoomConfig } from "../../domain/chat-rooms";
import type { Presence } from "./presence";

export type HistoryDeps = {
  services: () => ServiceContext;
  store: () => ChatStore;
  presence: Presence;
  /** The live score as the room last stored it (match-feed.ts). */
  match: () => MatchScore | null;
};

export class History {
  /** The people of the snapshot's history pages to check in D1 (toCheck), for the history's version. */
  #pagePeople: { version: number; ids: string[] } | null = null;
  /** The snapshot's page of history per kind of viewer, while the history has not changed (ChatStore.version). */
  #pages = new Map<"staff" | "user", { version: number; page: ChatHistoryPage | null }>();

  constructor(private readonly deps: HistoryDeps) {}

  /** A page of history as `viewer` reads it, deleted accounts among its people erased first (decision 016). */
  async page(limit: number, offset: number, beforeSeq: number | null, viewer: Viewer): Promise<ChatHistoryPage> {
    const store = this.deps.store();
    const page = store.page(limit, offset, beforeSeq, viewer);
    const toCheck = store.toCheck(page.messages);
    if (toCheck.length === 0 || !(await this.eraseDeleted(toCheck))) return page;
    return store.page(limit, offset, beforeSeq, viewer);
  }

  /** A page of participants, deleted accounts among them erased first (decision 016), as for history. */
  async checkedParticipants(offset: number, limit: number): Promise<{ participants: Participant[]; hasMore: boolean }> {
    const page = this.participants(offset, limit);
    if (await this.eraseDeleted(this.deps.store().toCheck([], page.participants.map((p) => p.userId)))) return this.participants(offset, limit);
    return page;
  }

  /** Which of these users are deleted accounts (D1): each is erased from this room's storage. True if any. */
  async eraseDeleted(userIds: string[]): Promise<boolean> {
    const deleted = await deletedAmong(this.deps.services(), userIds);
    for (const id of deleted) this.deps.store().eraseUser(id);
    return deleted.length > 0;
  }

  /**
   * A page of participants in the snapshot's order. A page within those online (a big room's
   * snapshot, one per join) shapes only its own rows: no list of everyone online per join.
   */
  participants(offset: number, limit: number): { participants: Participant[]; hasMore: boolean } {
    const { presence } = this.deps;
    if (offset + limit < presence.size) return { participants: presence.newestFirst(offset + limit).slice(offset), hasMore: true };
    return this.deps.store().participantsPage(presence.newestFirst(), offset, limit);
  }

  /**
   * The snapshot's page of history for a viewer: the same for every user (or every staff member)
   * unless reports hid something within its reach (ChatStore.sharedPage), so it is read once per
   * change of the history, not once per join (issue 30).
   */
  private snapshotPage(viewer: Viewer): ChatHistoryPage {
    const store = this.deps.store();
    const kind = viewer.staff ? "staff" : "user";
    let cached = this.#pages.get(kind);
    if (cached?.version !== store.version) {
      cached = { version: store.version, page: store.sharedPage(CHAT_PAGE_SIZE, viewer.staff) };
      this.#pages.set(kind, cached);
    }
    return cached.page ?? store.page(CHAT_PAGE_SIZE, 0, null, viewer);
  }

  /**
   * The people a snapshot is about to show who are not yet known to be live accounts: its pages'
   * authors (worked out once per version of the history) and those of its first participants who
   * are not online (someone online has a session in force: deleting an account ends them, and
   * erases the account here, endSessions).
   */
  snapshotPeople(config: RoomConfig): string[] {
    const store = this.deps.store();
    const offline = this.participants(0, SNAPSHOT_PARTICIPANTS).participants.filter((p) => !p.isOnline).map((p) => p.userId);
    if (config.kind === "lobby") return store.toCheck([], offline);
    if (this.#pagePeople?.version !== store.version) {
      const messages = [true, false].flatMap((staff) => this.snapshotPage({ userId: "", staff }).messages);
      this.#pagePeople = { version: store.version, ids: store.toCheck(messages) };
    }
    return offline.length ? [...new Set([...this.#pagePeople.ids, ...store.toCheck([], offline)])] : this.#pagePeople.ids;
  }

  /** What a socket gets when it comes in (or asks again, join_room), serialised: the room, who is here, the latest history. */
  snapshot(config: RoomConfig, you: PresenceUser, staff: boolean): string {
    const people = this.participants(0, SNAPSHOT_PARTICIPANTS);
    const page = config.kind === "lobby" ? { messages: [], hasMore: false } : this.snapshotPage({ userId: you.userId, staff });
    const room: ChatRoomShape = {
      id: config.id,
      name: config.name,
      description: config.description,
      icon: config.icon,
      color: config.color,
      isPublic: config.isPublic,
      maxParticipants: config.maxParticipants,
      createdAt: config.createdAt,
      kind: config.kind === "lobby" ? "general" : config.kind,
      teamId: config.teamId,
      match: this.deps.match() ?? config.match,
      canEnter: true,
      onlineCount: this.deps.presence.size,
      participants: people.participants,
    };
    const message: ServerMessage = { type: "room_snapshot", room, you, messages: page.messages, hasMore: page.hasMore, settings: CHAT_SETTINGS, moreParticipants: people.hasMore };
    return JSON.stringify(message);
  }
}
