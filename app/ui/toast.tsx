import { useEffect, useState } from "react";
import type { Toast } from "../lib/form-result";
import css from "../styles/toast.css?inline";
import { InlineStyle } from "./inline-style";

/** The flash message of the last redirect: announced politely, dismissible, gone after its seconds (6 s by default). */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState(toast);
  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const id = setTimeout(() => setShown(null), (toast.seconds ?? 6) * 1000);
    return () => clearTimeout(id);
  }, [toast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {shown ? (
        <>
          <InlineStyle css={css} />
          <div className={`toast toast-${shown.kind}`} data-testid="toast">
            <span>{shown.message}</span>
            <button type="button" className="btn-ghost toast-close" onClick={() => setShown(null)} aria-label="Dismiss">
              ×
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
