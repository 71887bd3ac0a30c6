// What every piece of text a client sends goes through before its schema: control characters
// other than tab and line breaks are dropped. NUL in particular is never text (SQLite's string
// functions stop at it, so a NUL-only name passed `trim().min(1)` and then broke a CHECK with
// a 500); without them a field made only of such characters is blank and its schema says so.
// Pure; applied once, by parseOrThrow (api/errors.ts), to every body, form, query and param.

// C0 controls except \t (09), \n (0A) and \r (0D), and DEL.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The value with control characters removed from every string in it (objects and arrays walked; other values as they are). */
export function withoutControlCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(CONTROL, "");
  // Deeper than any schema of ours reads: left as it is (the schema refuses it).
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => withoutControlCharacters(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value; // Files, Dates: not text
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutControlCharacters(v, depth + 1)]));
}
