import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIT_BATCH_MAX, ADMIT_BATCH_MS, ADMIT_IN_FLIGHT, AdmissionQueue, type Arrival } from "./admission-queue";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A queue whose batches are held until the test ends them, each answering "unauthorized" to all it held. */
function queue() {
  const batches: { hashes: string[]; end: () => void; fail: (err: Error) => void }[] = [];
  const q = new AdmissionQueue(
    (waiting: Arrival[]) =>
      new Promise<void>((resolve, reject) =>
        batches.push({
          hashes: waiting.map((w) => w.tokenHash),
          end: () => {
            for (const w of waiting) w.verdict("unauthorized");
            resolve();
          },
          fail: reject,
        }),
      ),
  );
  return { q, batches };
}

describe("admission: the waiting line of upgrades", () => {
  it("upgrades arriving within ADMIT_BATCH_MS go in one batch", async () => {
    const { q, batches } = queue();
    const verdicts = [q.wait("a"), q.wait("b")];
    await vi.advanceTimersByTimeAsync(ADMIT_BATCH_MS - 1);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.hashes)).toEqual([["a", "b"]]);
    batches[0]!.end();
    expect(await Promise.all(verdicts)).toEqual(["unauthorized", "unauthorized"]);
  });

  it("at most ADMIT_IN_FLIGHT batches at once; those arriving meanwhile go together in the next, right after one ends", async () => {
    const { q, batches } = queue();
    for (let i = 0; i < ADMIT_IN_FLIGHT; i++) {
      void q.wait(`early${i}`);
      await vi.advanceTimersByTimeAsync(ADMIT_BATCH_MS);
    }
    expect(batches).toHaveLength(ADMIT_IN_FLIGHT);
    void q.wait("late1");
    void q.wait("late2");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches).toHaveLength(ADMIT_IN_FLIGHT);
    batches[0]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.hashes).at(-1)).toEqual(["late1", "late2"]);
  });

  it("a batch holds at most ADMIT_BATCH_MAX upgrades; the rest go in the next, once it ends", async () => {
    const { q, batches } = queue();
    for (let i = 0; i < ADMIT_BATCH_MAX + 3; i++) void q.wait(`h${i}`);
    await vi.advanceTimersByTimeAsync(ADMIT_BATCH_MS);
    expect(batches[0]!.hashes).toHaveLength(ADMIT_BATCH_MAX);
    batches[0]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches[1]!.hashes).toHaveLength(3);
  });

  it("a batch that fails tells every upgrade it held to try again; none is left waiting", async () => {
    const { q, batches } = queue();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const verdicts = [q.wait("a"), q.wait("b")];
    await vi.advanceTimersByTimeAsync(ADMIT_BATCH_MS);
    batches[0]!.fail(new Error("D1 down"));
    expect(await Promise.all(verdicts)).toEqual(["unavailable", "unavailable"]);
  });
});
