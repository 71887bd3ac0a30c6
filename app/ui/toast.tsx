import { useEffect, useRef, useState } from "react";
import type { Toast } from "../lib/form-result";
import css from "../styles/toast.css?inline";
import { InlineStyle } from "./inline-style";
import { shellMessages as t } from "../../domain/messages/shell";
import X from "lucide-react/icons/x";
import { Icon } from "./icon";

/** The flash message of the last redirect: announced politely, dismissible, gone after its seconds (6 s by default). */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState(toast);
  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const id = setTimeout(() => setShown(null), (toast.seconds ?? 6) * 1000);
    return () => clearTimeout(id);
  }, [toast]);
  // Never over what one types in (issue 41: 'Stade choisi' sat over the wall's composer): focus or
  // typing in a form the toast covers sends it away (it was announced already).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown) return;
    const typing = (e: Event) => {
      const field = e.target instanceof Element ? e.target.closest("input, textarea, select, [contenteditable]") : null;
      const toast = box.current?.getBoundingClientRect();
      if (!field || !toast) return;
      const area = (field.closest("form") ?? field).getBoundingClientRect();
      const overlaps = toast.left < area.right && area.left < toast.right && toast.top < area.bottom && area.top < toast.bottom;
      if (overlaps) setShown(null);
    };
    document.addEventListener("focusin", typing);
    document.addEventListener("input", typing);
    return () => {
      document.removeEventListener("focusin", typing);
      document.removeEventListener("input", typing);
    };
  }, [shown]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {shown ? (
        <>
          <InlineStyle css={css} />
          <div className={`toast toast-${shown.kind}`} data-testid="toast" ref={box}>
            <span>{shown.message}</span>
            <button type="button" className="btn-ghost toast-close" onClick={() => setShown(null)} aria-label={t.dialog.dismiss}>
              <Icon icon={X} />
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
