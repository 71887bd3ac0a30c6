// The offer to install Terrace (issue 46): shown where the browser fires beforeinstallprompt
// (Chromium on Android and desktop), once: "Install" opens the browser's own dialog, "Not now"
// hides it; either way it is remembered on this device and never offered again. Not on the first
// screen of a visit: once the person has moved on to another (they came to use the app, and the
// page they opened is not covered, nor its largest paint taken over, by the offer).
import { useEffect, useState } from "react";
import { useLocation } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import { Icon } from "../../ui/icon";
import { InlineStyle } from "../../ui/inline-style";
import css from "../../styles/pwa.css?inline";
import { pwaMessages as t } from "../../../domain/messages/pwa";

/** The browser's event (not in TypeScript's DOM types yet). */
type InstallEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

export const INSTALL_OFFERED_KEY = "terrace:install-offered";

// Caught from the module's first load: the event can come before the page is hydrated.
let deferred: InstallEvent | null = null;
const listeners = new Set<() => void>();
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // the browser's own mini-bar: ours says why
    deferred = event as InstallEvent;
    listeners.forEach((l) => l());
  });
  window.addEventListener("appinstalled", () => remember());
}

function offeredBefore() {
  try {
    return window.localStorage.getItem(INSTALL_OFFERED_KEY) !== null;
  } catch {
    return true; // no storage: never nag
  }
}

function remember() {
  try {
    window.localStorage.setItem(INSTALL_OFFERED_KEY, new Date().toISOString());
  } catch {
    // storage refused: the offer simply goes for this page
  }
}

/** The person went on to another screen in this visit: offered only then, not over the first page they opened. */
let engaged = false;

export function InstallPrompt() {
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const location = useLocation();
  const [firstScreen] = useState(location.key);
  engaged ||= location.key !== firstScreen;
  useEffect(() => {
    const update = () => setEvent(deferred && !offeredBefore() ? deferred : null);
    update();
    listeners.add(update);
    return () => void listeners.delete(update);
  }, []);
  if (!event || !engaged) return null;
  const close = () => {
    remember();
    deferred = null;
    setEvent(null);
  };
  const install = async () => {
    close();
    await event.prompt().catch(() => {});
  };
  return (
    <section className="pocket-card" aria-labelledby="install-title" data-testid="install-prompt">
      <InlineStyle css={css} />
      <Icon icon={Download} className="pocket-card-icon" />
      <div className="pocket-card-text">
        <h2 id="install-title">{t.install.title}</h2>
        <p>{t.install.text}</p>
      </div>
      <div className="pocket-card-actions">
        <button type="button" className="btn btn-primary" onClick={install}>
          {t.install.install}
        </button>
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t.install.dismiss}
        </button>
      </div>
    </section>
  );
}
