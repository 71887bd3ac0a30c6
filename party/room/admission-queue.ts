// The waiting line of the room's door (admission.ts): upgrades wait a few milliseconds to be
// admitted together, one D1 round trip per batch (issue 30). Pure: the batch's work is passed in.
import type { GateVerdict } from "./shared";

/** How long arriving upgrades wait to be admitted together: one D1 round trip for all of them. */
export const ADMIT_BATCH_MS = 4;
/**
 * How many admission batches may be in D1 at once. A second one goes while the first is in D1
 * instead of waiting for its answer: a fill's upgrades wait one window and one round trip, not up
 * to two. D1 runs the batches' transactions one after the other, so a ticket's uses are still
 * counted exactly (admitTicketsSql).
 */
export const ADMIT_IN_FLIGHT = 2;
/** The most upgrades one batch admits (its JSON stays well within D1's limits on a statement). */
export const ADMIT_BATCH_MAX = 200;

export type Arrival = { tokenHash: string; verdict: (v: GateVerdict) => void };

/**
 * The waiting line of upgrades: a batch goes ADMIT_BATCH_MS after the first arrival, at most
 * ADMIT_IN_FLIGHT batches at once (those arriving meanwhile go together in the next, so under load
 * a batch grows with the round trip instead of round trips piling up), ADMIT_BATCH_MAX at most in
 * one. A batch that fails answers "unavailable" to every upgrade it held: never one left waiting
 * (an open request keeps the room from ever being evicted).
 */
export class AdmissionQueue {
  #arrivals: Arrival[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  #inFlight = 0;

  constructor(private readonly run: (waiting: Arrival[]) => Promise<void>) {}

  /** Waits for this ticket's place in the next batch. */
  wait(tokenHash: string): Promise<GateVerdict> {
    return new Promise((verdict) => {
      this.#arrivals.push({ tokenHash, verdict });
      if (this.#inFlight < ADMIT_IN_FLIGHT) this.#timer ??= setTimeout(() => void this.next(), ADMIT_BATCH_MS);
    });
  }

  private async next() {
    this.#timer = null;
    const waiting = this.#arrivals.splice(0, ADMIT_BATCH_MAX);
    if (waiting.length === 0) return;
    this.#inFlight++;
    try {
      await this.run(waiting);
    } catch (err) {
      // Those not answered yet are told to try again (a verdict given twice counts once).
      console.error("chat: could not admit sockets", err);
      for (const w of waiting) w.verdict("unavailable");
    } finally {
      this.#inFlight--;
      // Those that came while the batches were in D1 have waited long enough: the next batch goes now.
      if (this.#arrivals.length) this.#timer ??= setTimeout(() => void this.next(), 0);
    }
  }
}
