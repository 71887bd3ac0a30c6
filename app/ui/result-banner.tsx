// The one banner for a form's result (issue 24 §4): a failure is an alert (role="alert",
// .alert-error), a success a status (.alert-success, or inside the page's polite live region).
// Every screen's result notice is this component; ErrorList (field.tsx) is its list form.
import { useActionData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/** What a banner reads of a result: ok or not, and its message. */
export type Outcome = { ok: boolean; message?: string | null } | null | undefined;

export function ResultBanner({
  result,
  show = "error",
  message,
  errors,
  as: Tag = "p",
  tone = "alert",
  className,
  testId,
  id,
  live = false,
  reveal = false,
  children,
}: {
  /** The result, or "action": the route's action data (the last form posted to this page). */
  result: Outcome | "action";
  /** Which outcomes show: failures (the default), successes, or both. */
  show?: "error" | "success" | "both";
  /** What shows instead of the result's message (the screen's own wording). */
  message?: ReactNode;
  /** More reasons under the message (duplicates dropped; a list when there is more than one). */
  errors?: readonly string[];
  as?: "p" | "div";
  /** `alert` (forms) or `banner` (the game's pages). */
  tone?: "alert" | "banner";
  className?: string;
  testId?: string;
  id?: string;
  /** Keep a polite live region in the page even when nothing shows; a success is announced inside it. */
  live?: boolean;
  /**
   * Bring each new result where the user is looking (issue 26): scrolled into view and focused.
   * A result shows again when its object changes, so pass a stable one (action data is).
   */
  reveal?: boolean;
  children?: ReactNode;
}) {
  const actionData = useActionData<Outcome>();
  const outcome = result === "action" ? actionData : result;
  const shown = outcome && (show === "both" || (show === "success") === outcome.ok) ? outcome : null;
  const ref = useRef<HTMLElement>(null);
  const lines = shown ? [...new Set([message ?? shown.message, ...(errors ?? [])].filter((e) => e !== null && e !== undefined && e !== ""))] : [];
  // Revealed again when the result or its words change (a screen's own message may come later).
  const said = lines.map((line) => (typeof line === "string" ? line : "")).join("\n");
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    if (!reveal) return keepInView(el);
    el.scrollIntoView({ block: "center" });
    el.focus({ preventScroll: true });
  }, [reveal, shown, said]);
  const banner =
    shown && lines.length ? (
      <Tag
        className={`${tone} ${tone}-${shown.ok ? "success" : "error"}${className ? ` ${className}` : ""}`}
        role={shown.ok ? (live ? undefined : "status") : "alert"}
        data-testid={testId}
        id={id}
        ref={ref as never}
        tabIndex={reveal ? -1 : undefined}
      >
        {lines.length === 1 ? (
          lines[0]
        ) : (
          <ul>
            {lines.map((e, i) => (
              <li key={typeof e === "string" ? e : i}>{e}</li>
            ))}
          </ul>
        )}
        {children}
      </Tag>
    ) : null;
  return live ? (
    <div role="status" aria-live="polite">
      {banner}
    </div>
  ) : (
    banner
  );
}

/**
 * No result is ever drawn under the sticky header, nor out of sight (issue 41: a refusal showed
 * under it where nobody saw it): a banner not wholly between the header's bottom and the
 * viewport's is scrolled the least that brings it there.
 */
function keepInView(el: HTMLElement) {
  const header = document.querySelector<HTMLElement>(".topbar");
  const sticky = header && ["sticky", "fixed"].includes(getComputedStyle(header).position);
  const top = sticky ? header.getBoundingClientRect().bottom + 8 : 0;
  const box = el.getBoundingClientRect();
  if (box.height === 0) return;
  if (box.top < top) window.scrollBy({ top: box.top - top });
  else if (box.bottom > window.innerHeight) window.scrollBy({ top: Math.min(box.bottom - window.innerHeight + 8, box.top - top) });
}
