// What the touch-target journeys measure (issue 41, DESIGN.md §9: 44x44 CSS px on a phone, 24 on
// a desktop): shared by touch-targets.test.ts and the journeys of the screens it cannot reach as
// the demo manager (reaction-icons.test.ts: a wall with comments); and how the issue's journeys
// go from screen to screen as the demo manager (openInApp).
import type { Page } from "playwright-core";

export type Offender = { what: string; width: number; height: number };

/**
 * Every visible interactive element of the page whose hit area is under `min` x `min` CSS px.
 *
 * Interactive: a[href], button, input (not hidden), select, textarea, summary, [role=button],
 * [role=tab], [tabindex="0"], and a label wrapping a control.
 * Visible: a box larger than 1x1 px (a visually hidden element, e.g. the skip link before focus or a
 * native radio drawn by its label, is 1x1 or clipped to nothing: its label is measured instead), not
 * `visibility: hidden`, not inside a closed <details> or a hidden ancestor (checkVisibility).
 * Hit area: the element's border box, grown by an empty (`content: ""`), absolutely positioned
 * ::after or ::before drawn with negative insets (the CSS way to enlarge a target without moving
 * anything; the element itself is positioned).
 * A checkbox or radio wrapped by its label is measured through the label (clicking the label is
 * clicking it); a field (text input, select, textarea) is measured itself.
 * Excepted: an inline link inside running text, i.e. an <a> whose display is `inline` and whose
 * nearest non-inline ancestor has letters or digits outside the link (a sentence around it).
 */
export async function measureTargets(page: Page, min: number): Promise<Offender[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      "a[href]",
      "button",
      'input:not([type="hidden"])',
      "select",
      "textarea",
      "summary",
      '[role="button"]',
      '[role="tab"]',
      '[tabindex="0"]',
      "label",
    ].join(",");
    const describe = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const cls = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      const name = (el.getAttribute("aria-label") || (el as HTMLElement).innerText || el.getAttribute("placeholder") || el.getAttribute("name") || "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40);
      return `${tag}${cls}${name ? ` "${name}"` : ""}`;
    };
    const inRunningText = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block) return false;
      const own = (el.textContent ?? "").trim();
      const around = (block.textContent ?? "").replace(own, "");
      return /[\p{L}\p{N}]/u.test(around);
    };
    // The hit area a pseudo-element adds (position: absolute with negative insets around the element).
    const grown = (el: Element, r: DOMRect) => {
      let { left, top, right, bottom } = r;
      if (getComputedStyle(el).position === "static") return { left, top, right, bottom };
      for (const pseudo of ["::before", "::after"]) {
        const s = getComputedStyle(el, pseudo);
        if (s.content !== '""' || s.position !== "absolute" || s.display === "none") continue;
        const px = (v: string) => (v.endsWith("px") ? parseFloat(v) : 0);
        left = Math.min(left, r.left + px(s.left));
        top = Math.min(top, r.top + px(s.top));
        right = Math.max(right, r.right - px(s.right));
        bottom = Math.max(bottom, r.bottom - px(s.bottom));
      }
      return { left, top, right, bottom };
    };
    const offenders: { what: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll(SELECTOR)) {
      if (seen.has(el)) continue;
      seen.add(el);
      if (el.tagName === "LABEL" && !el.querySelector('input:not([type="hidden"]), select, textarea')) continue;
      if (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest("label")) continue;
      if (!el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (inRunningText(el)) continue;
      const g = grown(el, r);
      const width = Math.round((g.right - g.left) * 10) / 10;
      const height = Math.round((g.bottom - g.top) * 10) / 10;
      if (width < min - 0.01 || height < min - 0.01) offenders.push({ what: describe(el), width, height });
    }
    return offenders;
  }, min);
}

/**
 * Opens a screen as a link does, in the page already loaded (Remix's router): the shell's realtime
 * link stays up, so a tour of the screens costs the demo account one realtime ticket, not one a screen (its 60 in 10
 * minutes are shared with the rest of the suite).
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to), path);
  await page.waitForFunction(
    (to) => location.pathname === to && (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state.navigation.state === "idle",
    path,
  );
}
