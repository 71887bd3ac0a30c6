// A wall post's menu and edit form at 390x844, and without JavaScript (issue 26; the journey is in
// wall-edit-flow.ts, the 1280x800 run in wall-edit-desktop.test.ts).
import { PHONE } from "./helpers.ts";
import { wallEditJourney } from "./wall-edit-flow.ts";

wallEditJourney([PHONE], true);
