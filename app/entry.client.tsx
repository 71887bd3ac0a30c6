// The browser entry: Remix's default, except that it hydrates after the browser has painted the
// server's HTML once. Started at once, hydration ran before the first paint whenever the scripts
// were already there (the service worker's cache, a fast network), and the page appeared only
// after it (issue 47: Lighthouse then counted the whole of the scripts in the first paint).
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// A frame's callbacks run before its paint; a task queued from one runs after it. A hidden page
// paints nothing (and runs no frames): it hydrates at once.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
