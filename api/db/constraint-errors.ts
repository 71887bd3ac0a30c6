// The one place that recognises a database constraint error. D1 reports them as text
// ("UNIQUE constraint failed: leagues.code", "CHECK constraint failed: users_points_non_negative"),
// and drizzle wraps D1's error as the cause of its own: the whole chain is read, a few levels deep.

export type ConstraintKind = "unique" | "check" | "foreign key" | "not null";

const PATTERN = /(UNIQUE|CHECK|FOREIGN KEY|NOT NULL) constraint failed(?::\s*([^\s,:]+))?/;

/** The constraint an error broke (its kind, and its name or column when SQLite says it), or null for any other error. */
export function constraintViolation(err: unknown): { kind: ConstraintKind; name: string | null } | null {
  for (const text of errorTexts(err)) {
    const m = PATTERN.exec(text);
    if (m) return { kind: m[1]!.toLowerCase() as ConstraintKind, name: m[2] ?? null };
  }
  return null;
}

/** The messages of an error and of the causes it wraps (drizzle wraps D1's), a few levels deep. */
function* errorTexts(err: unknown) {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield String((e as Error).message ?? e);
}

/**
 * A unique key or primary key refused a second row (two requests at once, a code drawn twice...);
 * with `table`, only a key of that table (SQLite names the key's columns as `table.column`).
 */
export function isUniqueViolation(err: unknown, table?: string): boolean {
  const v = constraintViolation(err);
  return v?.kind === "unique" && (table === undefined || (v.name ?? "").startsWith(`${table}.`));
}

/** A CHECK refused a row; with `name`, only that check (its name, or a column it names, contains `name`). */
export function isCheckViolation(err: unknown, name?: string): boolean {
  const v = constraintViolation(err);
  return v?.kind === "check" && (name === undefined || (v.name ?? "").includes(name));
}

/** A CREATE met a table of the same name (two backups named for the same second). */
export function isAlreadyExists(err: unknown): boolean {
  return [...errorTexts(err)].some((text) => /table \S+ already exists/.test(text));
}
