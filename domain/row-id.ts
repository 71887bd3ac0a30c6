// The rule of a numeric row id as text, without zod (the pick-team screen reads ids from its URL
// in the browser, decision 028: no zod on a first load). The schemas built on it: domain/ids.ts.

/**
 * A decimal row id written as the app writes it: digits only, no leading zero, no sign, exponent,
 * point, hex prefix or white space, within the safe integer range (issue 42: "0x178" and "377e0"
 * were read as posts 376 and 377). One canonical spelling per id, so the id an answer or an audit
 * row names is the one the client sent.
 */
export const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;

/** The row id `value` stands for (a canonical decimal string, or a JSON number that is a positive safe integer), else null. */
export function parseRowId(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== "string" || !DECIMAL_ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Is `value` a row id as text, exactly as the app writes it? */
export const isRowIdText = (value: string) => typeof value === "string" && parseRowId(value) !== null;

/** The message of a refused id: it names the id (quoted as sent, cut to 40 characters). */
export const badIdMessage = (value: unknown) => `Invalid id: ${JSON.stringify(typeof value === "string" ? value.slice(0, 40) : value) ?? String(value)}`;
