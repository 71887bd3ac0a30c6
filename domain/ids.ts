// The ids a client sends, parsed one way everywhere (path parameters, bodies, form fields).
import { z } from "zod";

/** A text id (a user, an order, a product, a poll): not blank, and no longer than any id the app makes. */
export const textIdSchema = z.string().trim().min(1).max(64);

/** A numeric row id (posts, comments, stadiums): a positive safe integer, from a path or a form field. */
export const rowIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
