// Why someone acted: a report's reason, a ban's, a cancelled order's, a staff edit's. One schema
// for every reason a user or staff member writes (trimmed, bounded, required where the action
// needs one); each area keeps its own words for the refusals.
import { z } from "zod";

export type ReasonRules = {
  max: number;
  /** The refusal past `max` characters. */
  tooLong?: string;
  /** Given: a blank reason is refused with this message. */
  required?: string;
};

export function reasonSchema({ max, tooLong, required }: ReasonRules) {
  const text = z.string(required ? { error: required } : undefined).trim();
  return (required ? text.min(1, required) : text).max(max, tooLong);
}
