import { activate } from "../lib/links";
import css from "../styles/modal.css?inline";
import { InlineStyle } from "./inline-style";
import { useEffect, useRef } from "react";
import { shellMessages as t } from "../../domain/messages/shell";
import X from "lucide-react/icons/x";
import { Icon } from "./icon";

/**
 * An accessible modal dialog: focus moves into it, Escape and the backdrop
 * close it, focus returns to where it was.
 */
export function Modal({
  title,
  onClose,
  children,
  className = "",
  labelledBy,
}: {
  title?: string;
  onClose: () => void;
  children: React.ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>("[autofocus], input, button, a[href], select");
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <InlineStyle css={css} />
      <div ref={ref} className={`modal ${className}`} role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : title}>
        {title ? (
          <header className="modal-header">
            <h2 id={labelledBy}>{title}</h2>
            <button type="button" className="icon-btn" aria-label={t.dialog.close} onClick={onClose}>
              <Icon icon={X} />
            </button>
          </header>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A dialog's Close: a link back (works without JavaScript) that closes in place when JavaScript runs. */
export function DialogClose({ href, onClose }: { href: string; onClose: () => void }) {
  return (
    <div className="dialog-actions">
      <a className="btn btn-secondary btn-block" href={href} onClick={activate(onClose)}>
        {t.dialog.close}
      </a>
    </div>
  );
}
