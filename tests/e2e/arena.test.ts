// The Arena (/challenges) and My Team (/my-team): tabs with counts, keyboard and no-JS use,
// the status actions of the local timeline (GW 16 completed, 17 live, 18 upcoming), and My
// Team empty and filled, at phone and desktop widths.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import type { Position } from "../../domain/constants.ts";
import {
  BASE_URL,
  DEMO,
  VIEWPORTS,
  elementsOutside,
  goto,
  heading,
  horizontalOverflow,
  PHONE,
  register,
  screenshot,
  signIn,
  uniqueUser,
  waitForHydration,
  waitForPath,
  useBrowser,
  type TestUser,
} from "./helpers.ts";

const browser = useBrowser();

const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });
const UPCOMING = /^Upcoming Quests/;
const LIVE = /^Live Quests/;
const COMPLETED = /^Completed/;
const card = (page: Page, gameweek: number) => page.locator(`[data-testid="challenge-card"][data-gameweek="${gameweek}"]`);
const tabCount = async (t: Locator) => Number((await t.getByTestId("tab-count").innerText()).trim());
const cardsIn = (page: Page) => page.locator('[role="tabpanel"] [data-testid="challenge-card"]');

async function assertFits(page: Page, viewport: { name: string; width: number }) {
  assert.ok((await horizontalOverflow(page)) <= 0, `the page scrolls sideways at ${viewport.width} px`);
  assert.deepEqual(await elementsOutside(page, "main"), [], "elements stick out of the main column");
}

describe("arena", () => {
  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: three tabs with counts; GW 18 upcoming, 17 live, 16 completed; ENTER THE ARENA opens the team builder`, async () => {
      await browser.withPage(viewport, `arena-${viewport.name}`, async (page) => {
        await signIn(page, DEMO.email, DEMO.password, DEMO.username);
        await goto(page, "/challenges");
        await heading(page, "Arena").waitFor();

        // Three tabs, upcoming selected by default, each with a count badge.
        const tabs = page.getByRole("tablist").getByRole("tab");
        assert.equal(await tabs.count(), 3);
        assert.equal(await tab(page, UPCOMING).getAttribute("aria-selected"), "true");
        assert.equal(await tab(page, LIVE).getAttribute("aria-selected"), "false");
        const counts = { upcoming: await tabCount(tab(page, UPCOMING)), live: await tabCount(tab(page, LIVE)), completed: await tabCount(tab(page, COMPLETED)) };
        assert.ok(counts.upcoming >= 1 && counts.live >= 1 && counts.completed >= 1, `tab counts: ${JSON.stringify(counts)}`);
        assert.equal(await cardsIn(page).count(), counts.upcoming, "the upcoming badge counts the upcoming cards");

        // Gameweek 18: open, its rules, rewards, real participants and champion, and the action.
        const gw18 = card(page, 18);
        await gw18.waitFor();
        await gw18.getByText("Gameweek 18", { exact: true }).waitFor();
        const text18 = (await gw18.innerText()).replace(/\s+/g, " ");
        for (const part of ["Budget", "Max/Team", "Rewards", "200", "150", "100", "manager", "No champion yet"]) {
          assert.ok(text18.toLowerCase().includes(part.toLowerCase()), `GW 18 card lacks '${part}': ${text18}`);
        }
        assert.match(text18, /Deadline (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2},? \d{2}:\d{2}/, "deadline as 'weekday day month hh:mm'");
        assert.match(text18, /\d+ (hours?|days?)( \d+h)? left|Less than an hour left/, "remaining time");
        const enter = gw18.getByRole("link", { name: "ENTER THE ARENA" });
        assert.equal(await enter.getAttribute("href"), "/pick-team?gw=18");
        await assertFits(page, viewport);
        await screenshot(page, `arena-upcoming-${viewport.name}`, false);

        // Keyboard: the selected tab is in the Tab order; ArrowRight selects Live Quests.
        await tab(page, UPCOMING).focus();
        await page.keyboard.press("ArrowRight");
        await waitForPath(page, "/challenges", "?tab=live");
        assert.equal(await tab(page, LIVE).getAttribute("aria-selected"), "true");
        assert.equal(await tab(page, LIVE).evaluate((el) => el === document.activeElement), true, "focus follows the arrow key");
        assert.equal(await tab(page, UPCOMING).getAttribute("tabindex"), "-1");
        const gw17 = card(page, 17);
        await gw17.waitFor();
        const battle = gw17.getByRole("link", { name: "BATTLE IN PROGRESS" });
        assert.equal(await battle.getAttribute("href"), "/live-team");
        assert.equal(await cardsIn(page).count(), counts.live);
        await screenshot(page, `arena-live-${viewport.name}`, false);

        // Completed: completed challenges first (GW 16 VICTORY ACHIEVED), then the sealed ones.
        await tab(page, COMPLETED).click();
        await waitForPath(page, "/challenges", "?tab=completed");
        const gw16 = card(page, 16);
        await gw16.waitFor();
        assert.equal(await gw16.getByRole("link", { name: "VICTORY ACHIEVED" }).getAttribute("href"), "/leaderboard");
        const statuses = await cardsIn(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-status")));
        assert.equal(statuses.length, counts.completed);
        assert.equal(statuses[0], "completed");
        const firstLocked = statuses.indexOf("locked");
        if (firstLocked >= 0) {
          assert.ok(statuses.slice(firstLocked).every((s) => s === "locked"), `locked challenges come after the completed ones: ${statuses.join(",")}`);
          const sealed = cardsIn(page).nth(firstLocked).getByRole("button", { name: /sealed/i });
          assert.equal(await sealed.isDisabled(), true, "a locked challenge is sealed");
        }
        await assertFits(page, viewport);

        // A slow tab change shows the loading text and the chosen tab at once.
        await page.route(/\/challenges\.data/, async (route) => {
          await new Promise((r) => setTimeout(r, 1200));
          await route.continue().catch(() => {});
        });
        await tab(page, UPCOMING).click();
        await page.getByRole("status").filter({ hasText: "Loading challenges..." }).waitFor();
        assert.equal(await tab(page, UPCOMING).getAttribute("aria-selected"), "true");
        await waitForPath(page, "/challenges", "?tab=upcoming");
        await page.getByRole("status").filter({ hasText: "Loading challenges..." }).waitFor({ state: "detached" });
        await page.unroute(/\/challenges\.data/);

        // ENTER THE ARENA goes to the team builder for that gameweek.
        await card(page, 18).getByRole("link", { name: "ENTER THE ARENA" }).click();
        await waitForPath(page, "/pick-team", "?gw=18");
      });
    });
  }

  it("the tabs are plain links that work without JavaScript", async () => {
    const { context: signedIn, page } = await browser.newPage(PHONE);
    try {
      await signIn(page, DEMO.email, DEMO.password, DEMO.username);
      const storageState = await signedIn.storageState();
      const { context: noJs, page: p } = await browser.newPage(PHONE, { storageState, javaScriptEnabled: false });
      try {
        await p.goto("/challenges");
        await heading(p, "Arena").waitFor();
        await p.getByRole("tab", { name: LIVE }).click();
        await p.waitForURL((url) => url.pathname === "/challenges" && url.search === "?tab=live");
        assert.equal(await p.getByRole("tab", { name: LIVE }).getAttribute("aria-selected"), "true");
        await card(p, 17).getByRole("link", { name: "BATTLE IN PROGRESS" }).waitFor();
        // Without JavaScript no tab is taken out of the Tab order.
        assert.equal(await p.getByRole("tab", { name: UPCOMING }).getAttribute("tabindex"), "0");
        await p.getByRole("tab", { name: COMPLETED }).click();
        await p.waitForURL((url) => url.search === "?tab=completed");
        await card(p, 16).getByRole("link", { name: "VICTORY ACHIEVED" }).waitFor();
      } finally {
        await noJs.close();
      }
    } finally {
      await signedIn.close();
    }
  });
});

// ---- My Team ----------------------------------------------------------------------------------

type ApiPlayer = { id: number; webName: string; team: string; position: Position; priceTenths: number };
type Rules = {
  budget: number;
  maxPlayersPerTeam: number;
  mustHavePlayer?: (number | string)[] | number | string | null;
  mustExcludePlayer?: (number | string)[] | number | string | null;
  mustHavePlayerFromTeam?: { team: string; count: number }[] | null;
  minPlayersFromTeam?: { team: string; count: number; position?: "captain" } | null;
};

const list = <T>(v: T | T[] | null | undefined): T[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
const norm = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();

/** A cheap, valid squad for the challenge's rules: required players and clubs first, then the cheapest. */
function squadFor(players: ApiPlayer[], rules: Rules) {
  const matches = (p: ApiPlayer, ref: number | string) => (typeof ref === "number" ? p.id === ref : norm(p.webName) === norm(ref));
  const excluded = list(rules.mustExcludePlayer);
  const pool = players.filter((p) => !excluded.some((ref) => matches(p, ref))).sort((a, b) => a.priceTenths - b.priceTenths || a.id - b.id);
  const need = { GK: 2, DEF: 5, MID: 5, FWD: 3 };
  const perClub = new Map<string, number>();
  const chosen: ApiPlayer[] = [];
  const canTake = (p: ApiPlayer) => need[p.position] > 0 && (perClub.get(p.team) ?? 0) < rules.maxPlayersPerTeam && !chosen.includes(p);
  const take = (p: ApiPlayer) => {
    chosen.push(p);
    need[p.position]--;
    perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1);
  };
  for (const ref of list(rules.mustHavePlayer)) {
    const p = pool.find((x) => matches(x, ref));
    if (p && canTake(p)) take(p);
  }
  const clubNeeds = [...list(rules.mustHavePlayerFromTeam), ...(rules.minPlayersFromTeam ? [rules.minPlayersFromTeam] : [])];
  for (const { team, count } of clubNeeds) {
    // Outfield players, so that they start (a captain must start).
    for (const p of pool.filter((x) => x.team === team && x.position !== "GK")) {
      if ((perClub.get(team) ?? 0) >= count) break;
      if (canTake(p)) take(p);
    }
  }
  for (const p of pool) if (canTake(p)) take(p);
  const starters = { GK: 1, DEF: 4, MID: 4, FWD: 2 };
  const used = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  // The substitute goalkeeper takes the first bench place (the server checks it).
  let sub = 1;
  const selected = chosen.map((p) => {
    const starter = used[p.position] < starters[p.position];
    const slot = starter ? `${p.position}-${used[p.position]}` : p.position === "GK" ? "SUB-0" : `SUB-${sub++}`;
    used[p.position]++;
    return { id: p.id, slot, starter, captain: false, viceCaptain: false, team: p.team, position: p.position };
  });
  const captainClub = rules.minPlayersFromTeam?.position === "captain" ? rules.minPlayersFromTeam.team : null;
  const outfield = selected.filter((s) => s.starter && s.position !== "GK");
  const captain = outfield.find((s) => !captainClub || s.team === captainClub) ?? outfield[0]!;
  captain.captain = true;
  outfield.find((s) => s !== captain)!.viceCaptain = true;
  return selected.map(({ team: _t, position: _p, ...rest }) => rest);
}

/** Saves a team for `gameweek` through the REST API, as `user`. */
async function saveTeamViaApi(page: Page, user: TestUser, gameweek: number, teamName: string) {
  const headers = { Origin: BASE_URL };
  const login = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password }, headers });
  assert.equal(login.status(), 200, await login.text());
  const auth = { ...headers, Authorization: `Bearer ${(await login.json()).access_token}` };
  const challenge = await (await page.request.get(`/api/gameweeks/${gameweek}`, { headers: auth })).json();
  const players = (await (await page.request.get("/api/players", { headers: auth })).json()) as ApiPlayer[];
  const res = await page.request.post("/api/challengers/create-team", {
    headers: auth,
    data: { gameweekId: String(gameweek), teamName, managerName: "Arne Slot", selectedPlayers: squadFor(players, challenge.rules as Rules) },
  });
  assert.equal(res.status(), 201, await res.text());
}

describe("my team", () => {
  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: a new manager sees 'No team yet'; after saving a team, its summary and the Arena's 'Team registered'`, async () => {
      await browser.withPage(viewport, `my-team-${viewport.name}`, async (page) => {
        const user = uniqueUser("myteam");
        await register(page, user);

        await goto(page, "/my-team");
        await heading(page, "My Team").waitFor();
        const empty = page.getByTestId("my-team-empty");
        await empty.getByRole("heading", { name: "No team yet for Gameweek 18" }).waitFor();
        assert.equal(await empty.getByRole("link", { name: /Build your team/ }).getAttribute("href"), "/pick-team?gw=18");
        await assertFits(page, viewport);
        await screenshot(page, `my-team-empty-${viewport.name}`, false);

        // With a saved team: points, rank, 15/15, 11/11, formation, 4/4, deadline, names, lists.
        await saveTeamViaApi(page, user, 18, "Terrace Test XI");
        await goto(page, "/my-team");
        await page.getByTestId("my-team-hero").getByRole("heading", { name: "Terrace Test XI" }).waitFor();
        await page.getByText("Manager: Arne Slot").waitFor();
        const stat = async (id: string) => (await page.getByTestId(id).innerText()).replace(/\s+/g, " ").trim();
        assert.match(await stat("stat-points"), /Total points \d+/i);
        assert.match(await stat("stat-rank"), /Overall rank (—|\d[\d,]*)/i);
        assert.match(await stat("stat-squad"), /Squad 15\/15/i);
        assert.match(await stat("stat-starters"), /Starting XI 11\/11/i);
        assert.match(await stat("stat-formation"), /Formation 4-4-2/i);
        assert.match(await stat("stat-subs"), /Substitutes 4\/4/i);
        assert.match(await stat("stat-deadline"), /Deadline (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2},? \d{2}:\d{2}.*(hours?|days?|hour) .*left/i);
        assert.equal(await page.getByRole("link", { name: /Edit team/ }).getAttribute("href"), "/pick-team?gw=18");
        assert.equal(await page.getByTestId("squad-player").count(), 15);
        await assertFits(page, viewport);
        await screenshot(page, `my-team-filled-${viewport.name}`, false);

        // The Arena shows the registration and offers to edit it.
        await goto(page, "/challenges");
        const gw18 = card(page, 18);
        await gw18.getByTestId("my-entry").getByText("Team registered").waitFor();
        await gw18.getByText("Terrace Test XI").waitFor();
        assert.equal(await gw18.getByRole("link", { name: "EDIT YOUR TEAM" }).getAttribute("href"), "/pick-team?gw=18");
        assert.match(await gw18.innerText(), /\b[1-9][\d,]* managers?\b/, "the participant count includes the new team");
        await waitForHydration(page);
      });
    });
  }
});
