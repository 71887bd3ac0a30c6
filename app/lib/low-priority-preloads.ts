// The page's module scripts are preloaded at low priority (issue 47, decision 056). The page is
// drawn on the server: its first paint needs none of them (they hydrate it), but a
// <link rel="modulepreload"> is fetched at high priority, the priority of a script that blocks
// rendering, so it competed with what the first paint does need, and Lighthouse's simulation
// counted the 110 KB of scripts in the first paint whenever they arrived before it (FCP 1.9-2.2 s
// instead of 0.7-1.2 s on the same page). Remix's <Scripts> writes the preloads with no way to
// give them a priority: the document's stream adds it.

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * `html` with `fetchpriority="low"` on every module preload (a tag cut between two chunks
 * included). Read as the response is sent, not before: React writes what is ready when the stream
 * is read, and a stream read at once (as pipeThrough does) got the sign-in screen's placeholder
 * instead of the screen, which without JavaScript never comes.
 */
export function withLowPriorityModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = html.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  const rewrite = (text: string) => encoder.encode(text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            const rest = held + decoder.decode();
            if (rest) controller.enqueue(rewrite(rest));
            controller.close();
            return;
          }
          const text = held + decoder.decode(value, { stream: true });
          // Hold back the chunk's end only when it may be the start of a preload tag.
          const lastTag = text.lastIndexOf("<");
          const tail = lastTag === -1 ? "" : text.slice(lastTag);
          held = tail.length < PRELOAD.length && PRELOAD.startsWith(tail) ? tail : "";
          const ready = text.slice(0, text.length - held.length);
          if (ready) return controller.enqueue(rewrite(ready));
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
