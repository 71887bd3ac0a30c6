// The page's module scripts are fetched and run after its first paint (issue 47, decision 057).
// The page is drawn on the server: its first paint needs none of them (they hydrate it, and
// hydration had to wait for the paint anyway: decision 056). Fetched at once, they raced the
// first paint: whenever they arrived before it, Lighthouse's simulation counted all 110 KB of
// them in the largest contentful paint (2.0-2.2 s instead of 1.0-1.2 s on the same page: it
// cannot tell that a module did not run before the paint). Remix's <Scripts> writes the preloads
// and the module script that imports the routes with no way to hold them: the document's stream
// holds them (inert attributes), and START_SCRIPTS_AFTER_PAINT, written after them by the root,
// lets them go once the browser has painted.

const PRELOAD = '<link rel="modulepreload"';
const HELD_PRELOAD = '<link data-after-paint="modulepreload"';
/** Remix's module script (React writes `async=""`), and what it becomes until the first paint. */
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/g;
const HELD_MODULE_SCRIPT = '<script$1 type="text/plain" data-after-paint="module">';
/** An unfinished tag longer than this is not one of ours: sent on without waiting for its end. */
const LONGEST_HELD_TAG = 200;

/**
 * `html` with every module preload and module script held until the first paint (a tag cut
 * between two chunks included). Read as the response is sent, not before: React writes what is
 * ready when the stream is read, and a stream read at once (as pipeThrough does) got the sign-in
 * screen's placeholder instead of the screen, which without JavaScript never comes.
 */
export function withScriptsAfterFirstPaint(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = html.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  const rewrite = (text: string) => encoder.encode(text.replaceAll(PRELOAD, HELD_PRELOAD).replace(MODULE_SCRIPT, HELD_MODULE_SCRIPT));
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
          // Hold back the chunk's end when it is a tag not finished yet: the next chunk ends it.
          const lastTag = text.lastIndexOf("<");
          const tail = lastTag === -1 ? "" : text.slice(lastTag);
          held = tail.length < LONGEST_HELD_TAG && !tail.includes(">") ? tail : "";
          const ready = text.slice(0, text.length - held.length);
          if (ready) return controller.enqueue(rewrite(ready));
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/**
 * Lets the held scripts go once the first contentful paint has been shown (its paint timing
 * entry comes when the frame is presented; where there is none, after the first frame), at
 * once on a hidden page (it paints nothing), and at the latest after 3 s. Each preload becomes
 * one again (a new element: a changed rel is not fetched by every browser), and the module
 * script runs as a new element with its nonce. An inline script written after <Scripts>, so
 * that everything it lets go is already parsed.
 */
export const START_SCRIPTS_AFTER_PAINT = [
  "(()=>{",
  // go(): once, each held element replaced by a live one.
  "let done=0;const go=()=>{if(done)return;done=1;",
  'for(const h of document.querySelectorAll("[data-after-paint]")){',
  'const k=h.getAttribute("data-after-paint"),m=k=="module",e=m?document.createElement("script"):h.cloneNode();',
  'e.removeAttribute("data-after-paint");',
  "if(m){e.type=k;e.nonce=h.nonce;e.textContent=h.textContent}else e.rel=k;",
  "h.replaceWith(e)}};",
  // A hidden page at once; else when it hides, after 3 s at the latest, or at the first contentful paint.
  'const hidden=()=>document.visibilityState=="hidden";',
  "if(hidden())return go();",
  'document.addEventListener("visibilitychange",()=>hidden()&&go());',
  "setTimeout(go,3e3);",
  'if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(()=>setTimeout(go));',
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})',
  "})()",
  // One line, no spaces: the script is in every page's HTML (the builder's stays under 60 KB).
].join("");
