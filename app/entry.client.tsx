// The browser entry: Remix's default. It runs only after the browser has painted the server's
// HTML once (app/lib/scripts-after-paint.ts holds the module scripts until then, decision 057),
// so hydration never comes before the first paint (decision 056's reason to wait for it here).
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
