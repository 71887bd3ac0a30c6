import { useEffect, useState } from "react";
import { TOAST_MS, type Toast } from "../lib/form-result";

/** The flash message of the last redirect: announced politely, dismissible, gone after its time (6 s unless it says). */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState(toast);
  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const id = setTimeout(() => setShown(null), toast.ms ?? TOAST_MS);
    return () => clearTimeout(id);
  }, [toast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {shown ? (
        <div className={`toast toast-${shown.kind}`} data-testid="toast">
          <span>{shown.message}</span>
          <button type="button" className="btn-ghost toast-close" onClick={() => setShown(null)} aria-label="Dismiss">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
