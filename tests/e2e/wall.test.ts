// The stadium wall and its moderation in the browser (tests/e2e/wall-flow.ts): fan on phone, staff on desktop.
import { describe, it } from "node:test";
import { DESKTOP, PHONE, useBrowser } from "./helpers.ts";
import { wallFlow } from "./wall-flow.ts";

const browser = useBrowser();

describe("stadium wall (fan on phone, staff on desktop)", () => {
  it("posts with a cropped image, comments, replies, reacts, reports; a ban refuses the next post; unban; a new stadium; axe", async () => {
    await wallFlow(browser, PHONE, DESKTOP);
  });
});
