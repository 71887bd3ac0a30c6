// The ids a client sends, parsed one way everywhere (path parameters, bodies, form fields).
import { z } from "zod";
import { badIdMessage, DECIMAL_ID } from "./row-id.ts";

export { badIdMessage, isRowIdText, parseRowId } from "./row-id.ts";

/** A text id (a user, an order, a product, a poll): not blank, and no longer than any id the app makes. */
export const textIdSchema = z.string().trim().min(1).max(64);

/**
 * A numeric row id (posts, comments, stadiums, leaks, players), from a path, a query, a form field
 * or a JSON body, parsed strictly (as parseRowId: canonical decimal text, or a positive safe
 * integer); anything else is a 400 naming the id (`message`: the screen's own wording, when it has
 * one). No transform: the OpenAPI document shows a pattern-checked string or an integer.
 */
export const strictRowIdSchema = (message?: string | (() => string)) => {
  const refused = { error: (issue: { input?: unknown }) => (typeof message === "function" ? message() : message) ?? badIdMessage(issue.input) };
  return z
    .union(
      [
        z.string(refused).regex(DECIMAL_ID, refused).refine((text) => Number.isSafeInteger(Number(text)), refused),
        z.number(refused).int(refused).positive(refused).max(Number.MAX_SAFE_INTEGER, refused),
      ],
      refused,
    )
    .pipe(z.coerce.number());
};

/** A numeric row id (posts, comments, stadiums): strictly decimal (strictRowIdSchema). */
export const rowIdSchema = strictRowIdSchema();
