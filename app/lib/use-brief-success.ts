import { useEffect, useState } from "react";

/**
 * A create form's success (add leak, add challenge: the spec's 2-second banner): `shown` holds
 * what was created for `ms`, and `formKey` changes with each success so the form remounts empty.
 */
export function useBriefSuccess<T>(created: T | null | undefined, ms = 2000) {
  const [shown, setShown] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!created) return;
    setShown(created);
    setFormKey((k) => k + 1);
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [created, ms]);
  return { shown, formKey };
}
