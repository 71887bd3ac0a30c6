import { useId, type ReactElement, cloneElement } from "react";
import { ResultBanner } from "./result-banner";

/**
 * A labelled control with its hint and error: the error is announced and tied
 * to the control (aria-invalid, aria-describedby), whatever the control is.
 */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  /** One input, select or textarea. */
  children: ReactElement<React.InputHTMLAttributes<HTMLElement>>;
  className?: string;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <label className={`field${error ? " has-error" : ""}${className ? ` ${className}` : ""}`}>
      <span>{label}</span>
      {cloneElement(children, { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <span id={`${id}-hint`} className="muted field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** A form's banner message and any errors that belong to no single field (the result banner's list form). */
const FAILED = { ok: false } as const;

/** A form's error list; `reveal` brings it where the user is looking when it appears (ResultBanner). */
export function ErrorList({ message, errors, id, reveal }: { message?: string | null; errors?: readonly string[]; id?: string; reveal?: boolean }) {
  return <ResultBanner result={FAILED} message={message} errors={errors} as="div" id={id} reveal={reveal} />;
}
