// Shared helpers for the browser tests (run by tests/e2e/run.mjs, which starts
// the server and sets E2E_BASE_URL and CHROME_PATH).
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";

export const BASE_URL = (process.env.E2E_BASE_URL ?? "http://127.0.0.1:8788").replace(/\/$/, "");
export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts");

export type Viewport = { name: "phone" | "desktop"; width: number; height: number };
export const PHONE: Viewport = { name: "phone", width: 390, height: 844 };
export const DESKTOP: Viewport = { name: "desktop", width: 1280, height: 800 };
export const VIEWPORTS = [PHONE, DESKTOP] as const;

export const DEMO = { email: "demo@terrace.local", password: "demo1234", username: "demo" } as const;
export const ADMIN = { email: "admin@terrace.local", password: "admin1234", username: "admin" } as const;

/** Timeouts (ms): one for ordinary UI waits, one for the realtime connection. */
/** A French browser (issue 45: pages open in English by default): for the journeys about the French texts. */
export const FRENCH_BROWSER = { locale: "fr-FR" } as const satisfies BrowserContextOptions;

export const UI_TIMEOUT = 15_000;
export const REALTIME_TIMEOUT = 10_000;

/** `extraArgs`: more Chromium switches (e.g. the fake microphone of chat.test.ts). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: set CHROME_PATH or install the Debian package (apt-get install -y --no-install-recommends chromium fonts-liberation).`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}

/**
 * A fresh browser context (own cookies) with one page at the given viewport; `options`
 * adds to or overrides the defaults (e.g. `{ javaScriptEnabled: false, storageState }`).
 */
export async function newPage(browser: Browser, viewport: Viewport, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport.name === "phone";
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    colorScheme: "light",
    locale: "en-GB",
    // The league's zone: the page tells the server the browser's zone (TimeZoneSync), and the journeys read UK times.
    timezoneId: "Europe/London",
    ...options,
  });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Runs one journey in a fresh context; on failure saves a full-page screenshot
 * to tests/e2e/artifacts/<name>-FAILED.png, then rethrows. Always closes the context.
 */
export async function withPage(browser: Browser, viewport: Viewport, name: string, fn: (page: Page, context: BrowserContext) => Promise<void>, options: BrowserContextOptions = {}) {
  const { context, page } = await newPage(browser, viewport, options);
  try {
    await fn(page, context);
  } catch (err) {
    await screenshot(page, `${name}-${viewport.name}-FAILED`).catch(() => {});
    throw err;
  } finally {
    await context.close().catch(() => {});
  }
}

export type BrowserSession = {
  /** The file's Chromium (only inside tests and hooks: it starts in a `before` hook). */
  readonly browser: Browser;
  /** A fresh context and page at `viewport`; the caller closes `context` (the `after` hook closes any left open). */
  newPage(viewport: Viewport, options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** One journey in a fresh context: screenshot `<name>-<viewport>-FAILED.png` on failure, context always closed. */
  withPage(viewport: Viewport, name: string, fn: (page: Page, context: BrowserContext) => Promise<void>, options?: BrowserContextOptions): Promise<void>;
};

/**
 * One Chromium per test file: call once at the top of the file. It registers node:test
 * `before` (launch) and `after` (close) hooks and hands out pages at PHONE (390x844) and
 * DESKTOP (1280x800). `extraArgs`: more Chromium switches for this file's browser.
 *
 *   const browser = useBrowser();
 *   it("...", () => browser.withPage(PHONE, "journey", async (page) => { ... }));
 */
export function useBrowser(extraArgs: string[] = [], defaults: BrowserContextOptions = {}): BrowserSession {
  let current: Browser | undefined;
  before(async () => {
    current = await launchBrowser(extraArgs);
  });
  after(async () => {
    await current?.close();
    current = undefined;
  });
  const get = () => {
    if (!current) throw new Error("useBrowser(): the browser is only available inside tests and hooks (it starts in before())");
    return current;
  };
  return {
    get browser() {
      return get();
    },
    newPage: (viewport, options) => newPage(get(), viewport, { ...defaults, ...options }),
    withPage: (viewport, name, fn, options) => withPage(get(), viewport, name, fn, { ...defaults, ...options }),
  };
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation
 * (WCAG 2.x A/AA and axe's best practices, plus the 24 px target-size rule of DESIGN.md §9,
 * which axe leaves off by default). Moderate and minor findings are not failures.
 * `exclude`: CSS selectors to leave out (say why where it is used).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[]; label?: string } = {}) {
  // axe.run in the page itself (and its same-origin frames; ours has no other), not
  // runPartial + finishRun, which opens a blank page in the context for every run; and only
  // the violations in full (the passes, sent back node by node, are never read). The same
  // violations either way (checked on a page with ten kinds of them and an iframe), in a
  // quarter of the time (decision 036).
  let builder = new AxeBuilder({ page })
    .options({ rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] })
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (blocking.length === 0) return;
  const where = options.label ?? new URL(page.url()).pathname;
  const lines = blocking.map((v) => {
    const targets = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(" ")}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, " ").trim()})` : ""}`);
    const more = v.nodes.length > 5 ? [`      … and ${v.nodes.length - 5} more`] : [];
    return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets, ...more].join("\n");
  });
  throw new Error(`axe: ${blocking.length} serious/critical violation(s) on ${where}:\n${lines.join("\n")}`);
}

export async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name.replace(/[^\w.-]+/g, "_")}.png`);
  await page.screenshot({ path: file, fullPage, animations: "disabled" });
  return file;
}

export type TestUser = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  teamName: string;
  password: string;
  securityQuestion: string;
  securityAnswer: string;
};

/** Unique registration data (timestamp + random), valid under the register rules. */
export function uniqueUser(prefix = "e2e"): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: "Erin",
    lastName: "Tester",
    email: `${prefix}.${id}@example.test`,
    username: `${prefix}_${id}`,
    teamName: `${prefix} ${id} FC`,
    password: `pw-${id}`,
    securityQuestion: "What is your favorite food?",
    securityAnswer: `Pie ${id}`,
  };
}

/**
 * The page's React tree is hydrated (Remix forms then submit through
 * JavaScript): React marks hydrated elements with a __reactFiber$ key.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector("main") ?? document.querySelector("h1");
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  });
}

/**
 * Nothing on the page is loading (no element says aria-busy). Journeys wait for this rather than
 * "networkidle", which the service worker's asset caching and open sockets keep from settling
 * under load.
 */
export async function waitUntilNothingLoads(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Navigates to a path (relative to the base URL) and waits for hydration. */
export async function goto(page: Page, pathname: string) {
  const response = await page.goto(pathname);
  await waitForHydration(page);
  return response;
}

/**
 * A signed-in page for shell checks. "/" is the team builder, which opens its rules
 * popup by itself at phone width (spec game.md §2), so shell journeys use this page.
 */
export const SHELL_PATH = "/profile";

export const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
export const headerUsername = (page: Page) => page.getByTestId("header-username");

/** Waits until the current URL's path (and, if given, query) matches. */
export async function waitForPath(page: Page, pathname: string, search?: string) {
  await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search));
}

export async function waitForText(locator: Locator, text: string | RegExp, timeout = UI_TIMEOUT) {
  await locator.filter({ hasText: text }).first().waitFor({ state: "visible", timeout });
}

/** Fills and submits the sign-in form (the page must show it). */
/** Fills and sends the sign-in form by its fields (any language, with or without JavaScript). */
export async function fillSignIn(page: Page, email: string, password: string) {
  const form = page.locator("form", { has: page.locator('input[name="intent"][value="login"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Signs in on the sign-in screen in whatever language it speaks (found by its fields, not its words). */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.locator("form", { has: page.locator('input[name="intent"][value="login"]') });
  await form.waitFor();
  await waitForHydration(page);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Signs in from "/" and waits for the shell (header username). */
export async function signIn(page: Page, email: string, password: string, username?: string) {
  await goto(page, "/");
  await submitSignIn(page, email, password);
  await waitForText(headerUsername(page), username ?? /\S/);
  await waitForHydration(page);
}

/** Fills the register form (the page must show it); `avatarIndex` picks a preset (0-based). */
export async function fillRegister(page: Page, user: TestUser, avatarIndex = 2) {
  // By the fields' names: the form reads the same in every language.
  const form = page.locator("form", { has: page.locator('input[name="intent"][value="register"]') });
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await field("firstName").fill(user.firstName);
  await field("lastName").fill(user.lastName);
  await field("email").fill(user.email);
  await field("username").fill(user.username);
  await field("teamName").fill(user.teamName);
  await field("password").fill(user.password);
  await field("confirmPassword").fill(user.password);
  await form.locator(".avatar-option").nth(avatarIndex).click();
  await field("securityQuestion").selectOption(user.securityQuestion);
  await field("securityAnswer").fill(user.securityAnswer);
  return form;
}

/** Registers through the UI from "/?view=register" (in whatever language it speaks) and waits for the shell. */
export async function register(page: Page, user: TestUser, avatarIndex = 2) {
  await goto(page, "/?view=register");
  await page.locator('input[name="intent"][value="register"]').waitFor({ state: "attached" });
  const form = await fillRegister(page, user, avatarIndex);
  await form.locator('button[type="submit"]').last().click();
  await waitForText(headerUsername(page), user.username);
  await waitForHydration(page);
}

/** Signs out through the visible control: the header's Logout (desktop) or Menu > Logout (phone). */
export async function signOut(page: Page, viewport: Viewport) {
  // By the controls' places, not their words: the same in every language.
  if (viewport.name === "phone") {
    const bar = page.locator("nav.bottom-bar");
    await bar.locator(".bottom-menu summary").click();
    await bar.locator('form[action="/logout"] button').click();
  } else {
    await page.locator('header.topbar form[action="/logout"] button').click();
  }
  await page.locator('input[name="intent"][value="login"]').waitFor({ state: "attached" });
  await waitForPath(page, "/");
  // The flash toast of the redirect says so, once.
  await page.getByTestId("toast").first().waitFor();
}

/** How far the page scrolls sideways (> 0: something is wider than the viewport). */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Visible elements inside `container` that stick out of its box sideways (layout overflow). */
export async function elementsOutside(page: Page, container: string) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (!box) return [`${selector} not found`];
    return [...document.querySelectorAll(`${selector} *`)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === "hidden") return false;
        return r.right > box.right + 0.5 || r.left < box.left - 0.5;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join(".")}` : ""}`);
  }, container);
}

// ---- the team builder --------------------------------------------------------

/** Closes the builder's rules popup if it opened (it does at phone width). */
export async function closeRulesPopup(page: Page) {
  const button = page.getByRole("button", { name: "Got it, let's start!" });
  if (await button.isVisible().catch(() => false)) await button.click();
}

/** Opens the picker from an empty slot and picks the first available player (optionally after a search). */
export async function pickInto(page: Page, slot: string, search?: string) {
  await page.locator(`[data-slot="${slot}"]`).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: /^Select .* Player$/ }).waitFor();
  if (search) await dialog.getByPlaceholder("Search by name or club").fill(search);
  await dialog.locator("tbody tr:not(.refused)").first().locator("a.picker-player").click();
  await dialog.waitFor({ state: "detached" });
  await page.locator(`[data-slot="${slot}"][data-player-id]`).waitFor();
}

/** Opens a picked player's card and runs one of its actions. */
export async function playerAction(page: Page, slot: string, action: string) {
  await page.locator(`[data-slot="${slot}"][data-player-id]`).click();
  await page.getByRole("dialog").getByRole("link", { name: action }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

/** The REST API as a client would call it (the Origin check wants our origin); the body read as JSON, null if none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API answers JSON of many shapes
export async function api(path: string, init: { token?: string; json?: unknown; method?: string } = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: { Origin: BASE_URL, "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/**
 * The person's language choice as the switch stores it (the terrace_lang cookie, issue 45): the
 * pages after it are in `locale` whatever the browser says. Used after signIn (whose screen is
 * read in the browser's language) by journeys about a screen's texts in one language.
 */
export async function chooseLanguage(page: Page, locale: "en-GB" | "fr-FR") {
  await page.context().addCookies([{ name: "terrace_lang", value: locale, url: BASE_URL }]);
}
