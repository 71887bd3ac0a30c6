// A wall post's menu and edit form at 1280x800 (issue 26; the journey is in wall-edit-flow.ts,
// the 390x844 and no-JavaScript runs in wall-edit.test.ts).
import { DESKTOP } from "./helpers.ts";
import { wallEditJourney } from "./wall-edit-flow.ts";

wallEditJourney([DESKTOP], false);
