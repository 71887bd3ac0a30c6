import { useState } from "react";

/**
 * The last state the server confirmed for an optimistic control (votes, reactions): the
 * loader's, replaced by a fetcher's answer once the fetcher is idle. Adjusted during render, not
 * in an effect: with an effect, the first idle frame showed the state from before the answer
 * (the count flickered back for a frame, and a test read it).
 * `loaderKey` names the loader's value (it changes when a revalidation brings a new one).
 */
export function useConfirmed<T, D>(
  fromLoader: T,
  loaderKey: string,
  fetcher: { state: string; data: D | undefined },
  fromAnswer: (data: D) => T | null,
): T {
  const [confirmed, setConfirmed] = useState(fromLoader);
  const [seenKey, setSeenKey] = useState(loaderKey);
  const [seenData, setSeenData] = useState(fetcher.data);
  let next = confirmed;
  if (loaderKey !== seenKey) {
    setSeenKey(loaderKey);
    next = fromLoader;
  }
  if (fetcher.state === "idle" && fetcher.data !== seenData) {
    setSeenData(fetcher.data);
    next = (fetcher.data === undefined ? null : fromAnswer(fetcher.data)) ?? next;
  }
  if (next !== confirmed) setConfirmed(next);
  return next;
}
