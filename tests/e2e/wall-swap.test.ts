// The stadium wall and its moderation in the browser (tests/e2e/wall-flow.ts): fan on desktop, staff on phone.
import { describe, it } from "node:test";
import { DESKTOP, PHONE, useBrowser } from "./helpers.ts";
import { wallFlow } from "./wall-flow.ts";

const browser = useBrowser();

describe("stadium wall (fan on desktop, staff on phone)", () => {
  it("posts with a cropped image, comments, replies, reacts, reports; a ban refuses the next post; unban; a new stadium; axe", async () => {
    await wallFlow(browser, DESKTOP, PHONE);
  });
});
