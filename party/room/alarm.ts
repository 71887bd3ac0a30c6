// The room's one alarm, shared by what must happen at a time: sessions that expire (the
// coordinator closes their sockets) and the daily retention run, which deletes messages older than
// 30 days with their media. The alarm is only moved earlier, and known in memory once read.
import type { ChatStore } from "../chat-store";
import { nextRetentionRun, retentionCutoff } from "../../domain/chat";

export type AlarmDeps = {
  storage: Pick<DurableObjectStorage, "getAlarm" | "setAlarm">;
  store: () => ChatStore;
  media: () => Pick<R2Bucket, "delete">;
};

export class RoomAlarm {
  /** The room's alarm as it last set or read it (null: none; undefined: not known since it woke). */
  #at: number | null | undefined = undefined;

  constructor(private readonly deps: AlarmDeps) {}

  /** Moves the room's alarm earlier to `at` if it is later or unset. */
  async wakeAt(at: number) {
    // Known and not later: no storage call (a join or a message would otherwise wait for one, and
    // every other event of the room with it, issue 30).
    if (this.#at != null && this.#at <= at) return;
    const current = this.#at === undefined ? await this.deps.storage.getAlarm() : this.#at;
    if (current === null || at < current) {
      await this.deps.storage.setAlarm(at);
      this.#at = at;
    } else this.#at = current;
  }

  /** The alarm that fired is gone; one set meanwhile (wakeAt) is kept if earlier than the next. */
  fired() {
    this.#at = null;
  }

  /** When retention runs next (meta retentionAt; the first time, set from now). */
  retentionAt(): number {
    const store = this.deps.store();
    const stored = store.getMeta("retentionAt");
    if (stored) return Number(stored);
    const at = nextRetentionRun(Date.now());
    store.setMeta("retentionAt", String(at));
    return at;
  }

  /** Wakes the room for retention (after a message is stored). */
  async wakeForRetention() {
    await this.wakeAt(this.retentionAt());
  }

  /**
   * The alarm's retention step, at `now`: what is past retention goes (if its time has come), and
   * the earliest of `next` and the next run (while there is history to age out) is set.
   */
  async retain(now: number, next: number) {
    const store = this.deps.store();
    if (now >= this.retentionAt()) {
      const { mediaKeys } = store.deleteOlderThan(retentionCutoff(now));
      for (let i = 0; i < mediaKeys.length; i += 1000) await this.deps.media().delete(mediaKeys.slice(i, i + 1000));
      store.setMeta("retentionAt", String(nextRetentionRun(now)));
    }
    // Retention keeps running while there is history to age out.
    if (store.count() > 0) next = Math.min(next, this.retentionAt());
    if (next < Infinity) await this.wakeAt(next);
  }
}
