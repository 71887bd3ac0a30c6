// Why someone acted: a report's reason, a ban's, a cancelled order's, a staff edit's. One schema
// for every reason a user or staff member writes (trimmed, bounded, required where the action
// needs one); each area keeps its own words for the refusals.
import { z } from "zod";

/** A refusal: a text, or a function read at failure time (a catalogue's text in the request's language, issue 45). */
type Refusal = string | (() => string);

export type ReasonRules = {
  max: number;
  /** The refusal past `max` characters. */
  tooLong?: Refusal;
  /** Given: a blank reason is refused with this message. */
  required?: Refusal;
};

export function reasonSchema({ max, tooLong, required }: ReasonRules) {
  const text = z.string(required ? { error: required } : undefined).trim();
  return (required ? text.min(1, { error: required }) : text).max(max, tooLong === undefined ? undefined : { error: tooLong });
}
