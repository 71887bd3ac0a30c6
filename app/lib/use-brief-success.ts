import { useEffect, useState } from "react";

/**
 * A create form's success (add leak, add challenge: the spec's 2-second banner): `shown` holds
 * what was created for `ms` (null: until the next success), and `formKey` changes with each
 * success so the form remounts empty. The first render already holds it, so the page answered
 * to a form posted without JavaScript carries the message.
 */
export function useBriefSuccess<T>(created: T | null | undefined, ms: number | null = 2000) {
  const [shown, setShown] = useState<T | null>(created ?? null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!created) return;
    setShown(created);
    setFormKey((k) => k + 1);
    if (ms === null) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [created, ms]);
  return { shown, formKey };
}
