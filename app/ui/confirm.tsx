import { Form } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { activate } from "../lib/links";

/**
 * The confirm step before a destructive action. It works without JavaScript:
 * the first button only opens the question; the form posts `confirm=yes` with
 * the intent, and the server refuses the intent without it (intentAction's
 * `destructive`).
 */
export function ConfirmAction({
  intent,
  label,
  question,
  confirmLabel,
  hidden = {},
  action,
  children,
  cancel,
  tone = "danger",
}: {
  intent: string;
  /** The button that asks: "Delete league". */
  label: ReactNode;
  /** "Delete “Friends” for every member? This cannot be undone." */
  question: ReactNode;
  /** The button that does it: "Yes, delete". */
  confirmLabel: ReactNode;
  hidden?: Record<string, string>;
  action?: string;
  /** Fields the confirm step asks for (a reason). */
  children?: ReactNode;
  /**
   * A way back: 'Annuler' closes the question (focus back on its button); without JavaScript it
   * is a link to `href` (the page as it was).
   */
  cancel?: { label: ReactNode; href: string };
  /**
   * How the asking button looks: `danger` (the default) for what destroys or bars, `neutral` for
   * what undoes nothing of value (clearing reports, reporting). The confirming button follows.
   */
  tone?: "danger" | "neutral";
}) {
  const look = tone === "danger" ? "btn btn-danger" : "btn btn-secondary";
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (!ref.current) return;
    ref.current.open = false;
    ref.current.querySelector("summary")?.focus();
  };
  return (
    <details className="confirm" ref={ref}>
      <summary className={look}>{label}</summary>
      <div className="confirm-panel" role="group">
        <p>{question}</p>
        <Form method="post" action={action} className="confirm-actions">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="confirm" value="yes" />
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          {children}
          <button type="submit" className={tone === "danger" ? "btn btn-danger" : "btn btn-primary"}>
            {confirmLabel}
          </button>
          {cancel && (
            <a className="btn btn-secondary" href={cancel.href} onClick={activate(close)}>
              {cancel.label}
            </a>
          )}
        </Form>
      </div>
    </details>
  );
}
