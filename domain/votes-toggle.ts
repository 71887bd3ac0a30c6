// Votes under the one toggle rule (domain/toggle.ts): pressing the button of the vote
// you already have removes it, pressing the other one switches. Stores keep one row per
// user and item under a unique key and recompute counts from the rows in the same batch;
// this module only says what the next state is and how far a score moves.
import { press } from "./toggle";

export type VoteDirection = 1 | -1;
/** A user's vote on an item: up, down, or none (0). */
export type VoteState = VoteDirection | 0;

/** The state after pressing `pressed`: same again removes, the other switches. */
export function toggleVote(current: VoteState, pressed: VoteDirection): VoteState {
  return press(current || null, pressed) ?? 0;
}

/** How far a score moves from `before` to `after`: 1 for a new vote, 2 for a switch, -1 for a removal. */
export function voteDelta(before: VoteState, after: VoteState): number {
  return after - before;
}
