// The one toggle rule (DESIGN §9) of likes, bookmarks, reactions and votes: pressing the choice
// you already hold removes it, pressing another replaces it. A like or a bookmark is the case of
// one choice; a chat emoji is a like per emoji (a user may hold several). Stores keep one row per
// user and item under a unique key and apply the rule in SQL (api/db/toggle.ts); screens use it
// for their optimistic view.

/** The choice held after pressing `choice` (null: none). */
export function press<T>(current: T | null, choice: T): T | null {
  return current === choice ? null : choice;
}

/** An on/off toggle (like, bookmark, one emoji) after a press. */
export function pressOnOff(on: boolean): boolean {
  return press(on || null, true) === true;
}
