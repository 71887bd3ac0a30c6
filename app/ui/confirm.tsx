import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

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
}) {
  return (
    <details className="confirm">
      <summary className="btn btn-danger">{label}</summary>
      <div className="confirm-panel" role="group">
        <p>{question}</p>
        <Form method="post" action={action} className="confirm-actions">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="confirm" value="yes" />
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          {children}
          <button type="submit" className="btn btn-danger">
            {confirmLabel}
          </button>
        </Form>
      </div>
    </details>
  );
}
