// A match room's live feed: live scoring's updates of the fixture (the score and its players'
// lines); the new events since the last update posted as system messages (domain/chat-live.ts),
// the score kept (meta "match") and told to every socket.
import type { ChatStore } from "../chat-store";
import { SYSTEM_USER_ID, type MatchScore } from "../../domain/chat";
import { fixtureEvents, stateEvents, type LiveLine } from "../../domain/chat-live";
import { systemLine } from "../../domain/chat-system";
import type { Broadcast } from "./shared";

export type MatchFeedDeps = {
  /** The room's name (known once the runtime named it: read when needed). */
  room: () => string;
  store: () => ChatStore;
  broadcast: Broadcast;
};

export class MatchFeed {
  /** The live score as this room last stored it (meta "match"; undefined: not read since it woke). */
  #match: MatchScore | null | undefined = undefined;

  constructor(private readonly deps: MatchFeedDeps) {}

  /** The score as last stored (read once per wake). */
  get score(): MatchScore | null {
    if (this.#match === undefined) {
      const raw = this.deps.store().getMeta("match");
      this.#match = raw ? (JSON.parse(raw) as MatchScore) : null;
    }
    return this.#match;
  }

  /**
   * One update: kick-off first, full time last, what the players did in between, each posted and
   * broadcast; the players' lines and the score kept. Returns how many messages it posted.
   */
  update(match: MatchScore, lines: LiveLine[], now = Date.now()): number {
    const { broadcast } = this.deps;
    const room = this.deps.room();
    const store = this.deps.store();
    const previousRaw = store.getMeta("match");
    const previous = previousRaw ? (JSON.parse(previousRaw) as MatchScore) : null;
    const seen = new Map([...store.matchLines()].map(([id, line]) => [id, JSON.parse(line) as LiveLine]));
    const state = stateEvents(previous, match);
    const events = [...state.filter((e) => e.kind === "kickoff"), ...fixtureEvents(seen, lines), ...state.filter((e) => e.kind !== "kickoff")];
    for (const event of events) {
      const message = store.insert({
        userId: SYSTEM_USER_ID,
        username: "Terrace Live",
        avatar: "",
        type: "system",
        // A key and values, never a sentence: each reader renders it in their language (issue 45).
        content: "",
        system: systemLine(event, match),
        imageUrl: null,
        audioUrl: null,
        replyTo: null,
        event,
        createdAt: now,
      });
      broadcast({ type: "new_message", message });
    }
    for (const line of lines) {
      const json = JSON.stringify(line);
      if (seen.has(line.playerId) && JSON.stringify(seen.get(line.playerId)) === json) continue;
      store.setMatchLine(line.playerId, json);
    }
    if (JSON.stringify(previous) !== JSON.stringify(match)) {
      store.setMeta("match", JSON.stringify(match));
      this.#match = match;
      broadcast({ type: "match_updated", roomId: room, match });
    }
    return events.length;
  }
}
