// What the pocket app adds to the signed-in shell (issue 46; decision 046): the install offer,
// the banner of a page shown from its saved copy (offline), the note of a form that cannot be
// sent offline, and the offer to reload into a new version. The saved-copy banner is in the
// page's flow at the top of the content (it is there from the first paint, never under the sticky
// header); what comes later (the install offer, the notes) floats above the phone's bottom bar,
// so that nothing already on the screen moves when it shows (no layout shift).
import { useEffect, useState } from "react";
import WifiOff from "lucide-react/icons/wifi-off";
import RefreshCw from "lucide-react/icons/refresh-cw";
import X from "lucide-react/icons/x";
import css from "../../styles/pwa.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import { Icon } from "../../ui/icon";
import { InstallPrompt } from "./install-prompt";
import { applyUpdate, clearPersonalCache, noteViewer, useUpdateWaiting } from "./service-worker";
import { pwaMessages as t } from "../../../domain/messages/pwa";
import { shellMessages as s } from "../../../domain/messages/shell";

/** Forms that keep their own queue offline (the chat's composer): left alone. */
const QUEUES_OFFLINE = '.chat-composer, [data-offline="queue"]';

/** When this page is the copy the service worker kept (it marks <html data-terrace-saved-at>). */
function savedAt(): string | null {
  return typeof document === "undefined" ? null : (document.documentElement.dataset.terraceSavedAt ?? null);
}

/** `user`: the signed-in person the shell shows (the cache is emptied when another signs in). */
export function Pocket({ user }: { user: { id: string } | null }) {
  const [saved, setSaved] = useState<string | null>(null);
  const [notSent, setNotSent] = useState(false);
  const updateWaiting = useUpdateWaiting();

  useEffect(() => setSaved(savedAt()), []);

  useEffect(() => {
    if (user) void noteViewer(user.id);
  }, [user?.id]);

  // Offline (or on a saved copy), a form is not sent: nothing leaves, what was typed stays, and
  // the note says so. Signing out still drops the saved pages on this device.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form) return;
      if (new URL(form.action, window.location.href).pathname.replace(/\.data$/, "") === "/logout") clearPersonalCache();
      if ((navigator.onLine && !savedAt()) || form.matches(QUEUES_OFFLINE)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setNotSent(true);
    };
    // Offline, a link in the app loads as a document: the service worker answers it (the saved
    // copy or the offline page), where the app's own navigation would ask for data that cannot come.
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.hash)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(to.href);
    };
    const online = () => setNotSent(false);
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("online", online);
    };
  }, []);

  const floating = notSent || updateWaiting;
  return (
    <>
      {saved || floating ? <InlineStyle css={css} /> : null}
      {saved ? (
        <p className="pocket-saved" role="status" data-testid="offline-banner">
          <Icon icon={WifiOff} />
          <span>
            {t.saved.banner} <strong data-testid="last-updated">{t.saved.lastUpdated(saved)}</strong>
          </span>
        </p>
      ) : null}
      <div className="pocket-float" role="status" aria-live="polite">
        <InstallPrompt />
        {notSent ? (
          <div className="pocket-note" data-testid="offline-form-note">
            <Icon icon={WifiOff} />
            <span>{t.form.notSent}</span>
            <button type="button" className="btn-ghost pocket-close" onClick={() => setNotSent(false)} aria-label={s.dialog.dismiss}>
              <Icon icon={X} />
            </button>
          </div>
        ) : null}
        {updateWaiting ? (
          <div className="pocket-note" data-testid="update-offer">
            <Icon icon={RefreshCw} />
            <span>{t.update.ready}</span>
            <button type="button" className="btn btn-primary" onClick={applyUpdate}>
              {t.update.reload}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
