// Fixtures, Leaderboard (with mini-leagues) and Live Team, on the real local data.
//
// Named zz-… so that it runs last: journey (c) moves the game clock of the test server
// (a global offset) through Gameweek 18, which would change what earlier files expect.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { POSITIONS } from "../../domain/constants.ts";
import {
  closeRulesPopup,
  pickInto,
  playerAction,
  ADMIN,
  BASE_URL,
  DESKTOP,
  PHONE,
  VIEWPORTS,
  elementsOutside,
  expectNoAxeViolations,
  goto,
  heading,
  horizontalOverflow,
  register,
  screenshot,
  signIn,
  uniqueUser,
  waitForHydration,
  useBrowser,
  type TestUser,
} from "./helpers.ts";

const browser = useBrowser();

type Fixture = { id: number; gameweek: number; kickoff: string; homeTeam: { name: string }; awayTeam: { name: string }; homeScore: number | null; awayScore: number | null };
type Status = { currentGameweek: number; openedGameweeks: number[]; status: Record<string, { status: string; deadline: string; isLive: boolean }> };

async function apiGet<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path);
  assert.equal(res.status(), 200, `GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function assertFits(page: Page, width: number) {
  assert.ok((await horizontalOverflow(page)) <= 0, `the page scrolls sideways at ${width} px`);
  assert.deepEqual(await elementsOutside(page, "main"), [], "elements stick out of the main column");
}

// ---- (a) Fixtures and Leaderboard show the real data ------------------------------------------

describe("fixtures and leaderboard", () => {
  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: fixtures list real upcoming matches and results; the leaderboard shows the current gameweek`, async () => {
      await browser.withPage(viewport, `live-fixtures-${viewport.name}`, async (page, context) => {
        // A new manager (sign-ins of the shared demo account are rate-limited across the suite).
        await register(page, uniqueUser(`fx${viewport.name}`));
        const status = await apiGet<Status>(context, "/api/gameweeks/status");
        const [nextUp] = await apiGet<Fixture[]>(context, "/api/fixtures/upcoming?limit=1");
        const [latest] = await apiGet<Fixture[]>(context, "/api/fixtures/results?limit=1");
        assert.ok(nextUp && latest, "the local data has upcoming fixtures and results");

        await goto(page, "/fixtures");
        await heading(page, "Fixtures").waitFor();
        const upcoming = page.locator('section[aria-labelledby="upcoming-title"]');
        const results = page.locator('section[aria-labelledby="results-title"]');

        // The soonest unfinished fixture comes first, with its real clubs and its kickoff (en-GB 'Sat 21 Nov 20:57').
        const firstRow = upcoming.locator("li.fx-row").first();
        const firstText = await firstRow.innerText();
        assert.ok(firstText.includes(nextUp.homeTeam.name) && firstText.includes(nextUp.awayTeam.name), `first upcoming row: ${firstText}`);
        assert.match(firstText, /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}/);
        // The latest result, with its real score.
        const firstResult = await results.locator("li.fx-row").first().innerText();
        assert.ok(firstResult.includes(latest.homeTeam.name), `first result row: ${firstResult}`);
        assert.ok(firstResult.includes(`${latest.homeScore} - ${latest.awayScore}`), `score ${latest.homeScore} - ${latest.awayScore} in: ${firstResult}`);

        // Gameweek badges come from the real state.
        assert.equal((await page.getByTestId("upcoming-badge").innerText()).trim(), `Gameweek ${status.openedGameweeks[0]}`);
        if (status.status[status.currentGameweek]?.isLive)
          await page.getByTestId("live-gameweek-badge").filter({ hasText: `Gameweek ${status.currentGameweek} live` }).waitFor();
        assert.equal((await page.getByTestId("results-badge").innerText()).trim(), `Gameweek ${latest.gameweek}`);
        await assertFits(page, viewport.width);
        await screenshot(page, `live-fixtures-${viewport.name}`);

        // 'Show more' asks for ten more of that list (and works as a plain link).
        const before = await results.locator("li.fx-row").count();
        await results.getByRole("link", { name: "Show more results" }).click();
        await page.waitForURL(/results=20/);
        await page.waitForFunction((n) => document.querySelectorAll("section[aria-labelledby=\"results-title\"] li.fx-row").length > n, before);

        // Leaderboard: the summary's gameweek is the current one; empty states are explained.
        await page.goto("/leaderboard");
        await waitForHydration(page);
        await heading(page, "Leaderboard").waitFor();
        assert.equal((await page.getByTestId("current-gameweek").innerText()).trim(), String(status.currentGameweek));
        const board = await apiGet<{ total: number; topScore: number }>(context, "/api/leaderboard?limit=1");
        assert.equal((await page.getByTestId("total-managers").innerText()).replace(/,/g, ""), String(board.total));
        assert.equal((await page.getByTestId("top-score").innerText()).replace(/,/g, ""), String(board.topScore));
        assert.match(await page.getByTestId("showing").innerText(), new RegExp(`of ${board.total.toLocaleString("en-GB")} managers`));
        if (board.total === 0) await page.getByText("No managers ranked yet").waitFor();
        await assertFits(page, viewport.width);
        await screenshot(page, `live-leaderboard-${viewport.name}`);
      });
    });
  }
});

// ---- (b) Mini-leagues: create, share the code, join ------------------------------------------

describe("mini-leagues", () => {
  it("one new manager creates a league, a second joins it with the invite code (a wrong code is refused)", async () => {
    const owner = uniqueUser("owner");
    const friend = uniqueUser("friend");
    const leagueName = `Terrace Pals ${Date.now().toString(36).slice(-5)}`;
    let code = "";

    await browser.withPage(DESKTOP, "live-league-owner", async (page) => {
      await register(page, owner);
      await goto(page, "/leaderboard");
      await page.getByText("You are not in a mini-league yet").waitFor();
      const create = page.locator("form", { has: page.locator('input[name="intent"][value="create"]') });
      // An empty name is refused with its field message.
      await create.getByRole("button", { name: "Create League" }).click();
      await create.getByText("League name is required").waitFor();
      await create.getByLabel("League name").fill(leagueName);
      await create.getByRole("button", { name: "Create League" }).click();
      await page.getByTestId("league-success").waitFor();
      const league = page.getByTestId("mini-league").filter({ hasText: leagueName });
      code = (await league.getByTestId("invite-code").innerText()).trim();
      assert.match(code, /^[A-Z0-9]{6}$/);
      assert.match(await league.innerText(), /1 member\b/);
      assert.ok((await league.locator("tr.lb-me").innerText()).includes(owner.username));
    });

    await browser.withPage(PHONE, "live-league-friend", async (page) => {
      await register(page, friend);
      await goto(page, "/leaderboard");
      const join = page.locator("form", { has: page.locator('input[name="intent"][value="join"]') });
      const wrong = code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
      await join.getByLabel("Invite code").fill(wrong);
      await join.getByRole("button", { name: "Join League" }).click();
      await join.getByText("No league has this invite code").waitFor();
      await join.getByLabel("Invite code").fill("ab");
      await join.getByRole("button", { name: "Join League" }).click();
      await join.getByText("An invite code has 6 letters and digits").waitFor();
      await page.getByText("You are not in a mini-league yet").waitFor();

      await join.getByLabel("Invite code").fill(code.toLowerCase());
      await join.getByRole("button", { name: "Join League" }).click();
      await page.getByTestId("league-success").waitFor();
      const league = page.getByTestId("mini-league").filter({ hasText: leagueName });
      const text = await league.innerText();
      assert.ok(text.includes(owner.username) && text.includes(friend.username), text);
      assert.match(text, /2 members/);
      await assertFits(page, PHONE.width);
      await screenshot(page, "live-league-phone");
    });

    // The owner sees the friend in the table too.
    await browser.withPage(DESKTOP, "live-league-owner-again", async (page) => {
      await signIn(page, owner.email, owner.password, owner.username);
      await goto(page, "/leaderboard");
      const league = page.getByTestId("mini-league").filter({ hasText: leagueName });
      const text = await league.innerText();
      assert.ok(text.includes(friend.username), text);
      assert.match(text, /2 members/);
      await screenshot(page, "live-league-desktop");
    });
  });
});

// ---- (c) Live Team: points rise as the replay of Gameweek 18 advances -------------------------

/** Builds and submits a Gameweek 18 squad through the team builder (as pick-team.test.ts does). */
async function buildGameweek18Team(page: Page, teamName: string) {
  await goto(page, "/pick-team?gw=18");
  await page.getByRole("heading", { level: 1, name: "GW 18 - Challenge" }).waitFor();
  await closeRulesPopup(page);
  // Gameweek 18's challenge wants a Liverpool captain.
  await pickInto(page, "FWD-0", "LIV");
  // In the local data's Gameweek 18, of this squad only MID-1 (Dewsbury-Hall) and DEF-2
  // (Richards) did not play; Konsa did. With DEF-2 benched, one starter is missing and the
  // bench order alone decides who comes on for him. The two are picked by name: the picker's
  // first rows (the other slots) are not the same at every hour of the local timeline.
  await pickInto(page, "MID-1", "Dewsbury-Hall");
  await pickInto(page, "DEF-2", "Richards");
  for (const slot of ["FWD-1", "FWD-2", "MID-0", "MID-2", "MID-3", "MID-4", "DEF-0", "DEF-1", "DEF-3"]) await pickInto(page, slot);
  await pickInto(page, "DEF-4", "Konsa");
  for (const slot of ["GK-0", "GK-1"]) await pickInto(page, slot);
  await page.getByTestId("main-button").click();
  await page.getByRole("button", { name: "Pick my XI" }).click();
  for (const slot of ["GK-1", "DEF-2", "MID-4", "FWD-2"]) await playerAction(page, slot, "Send to Bench");
  // Bench order (auto-subs follow it): the forward, benched last, moves up to 2nd outfield sub,
  // ahead of the midfielder (the defender benched first did not play).
  const forward = Number(await page.locator('[data-slot="SUB-3"][data-player-id]').getAttribute("data-player-id"));
  const midfielder = Number(await page.locator('[data-slot="SUB-2"][data-player-id]').getAttribute("data-player-id"));
  await playerAction(page, "SUB-3", "Earlier in bench order");
  assert.equal(Number(await page.locator('[data-slot="SUB-2"][data-player-id]').getAttribute("data-player-id")), forward);
  assert.equal(Number(await page.locator('[data-slot="SUB-3"][data-player-id]').getAttribute("data-player-id")), midfielder);
  await playerAction(page, "FWD-0", "Set as Captain");
  await playerAction(page, "DEF-0", "Set as Vice Captain");
  await page.getByLabel("Team name").fill(teamName);
  await page.getByLabel("Manager").selectOption("Arne Slot");
  await page.getByTestId("main-button").click();
  await page.getByRole("heading", { name: "Bravo!" }).waitFor();
  return { forward, midfielder };
}

type ClockReport = { now: number; locked: number[]; completed: number[]; errors: string[] };
type LiveTeamApi = { id: string; teamName: string; gameweek: { gameweek: number }; gameweekInfo: { totalPoints: number }; final: boolean };

describe("live team", () => {
  const manager: TestUser = uniqueUser("live");
  const teamName = `Replay ${Date.now().toString(36).slice(-5)} XI`;
  let admin: { context: BrowserContext; page: Page } | null = null;
  let gameNow = 0;
  let kickoffs: number[] = [];
  let bench = { forward: 0, midfielder: 0 };
  const readings: number[] = [];

  /** Moves the test server's game clock on (admin-only local endpoint) and runs the gameweek jobs. */
  async function advanceTo(target: number) {
    const minutes = Math.max(1, Math.ceil((target - gameNow) / 60_000));
    const res = await admin!.context.request.post("/api/admin/clock", { data: { advanceMinutes: minutes }, headers: { Origin: BASE_URL } });
    assert.equal(res.status(), 200, `clock: ${res.status()} ${await res.text()}`);
    const report = (await res.json()) as ClockReport;
    // Only Gameweek 18 matters here (the job reports each gameweek's failures separately).
    assert.deepEqual(
      report.errors.filter((e) => e.startsWith("Gameweek 18")),
      [],
      "the gameweek job ran Gameweek 18 without errors",
    );
    gameNow = report.now;
    return report;
  }

  async function readPoints(page: Page) {
    const text = (await page.getByTestId("gw-points").innerText()).trim();
    assert.match(text, /^-?\d+$/, `GW POINTS reads a number: ${text}`);
    return Number(text);
  }

  async function apiPoints(context: BrowserContext) {
    const teams = await apiGet<LiveTeamApi[]>(context, "/api/challengers/my-live-teams");
    const mine = teams.find((t) => t.teamName === teamName);
    assert.ok(mine, `the API lists ${teamName} as live`);
    return mine.gameweekInfo.totalPoints;
  }

  before(async () => {
    admin = await browser.newPage(DESKTOP);
    await signIn(admin.page, ADMIN.email, ADMIN.password, ADMIN.username);
    const status = await apiGet<Status>(admin.context, "/api/gameweeks/status");
    assert.equal(status.status["18"]?.status, "upcoming", "Gameweek 18 is upcoming on a fresh local database (run with tests/e2e/run.mjs)");
    const fixtures = await apiGet<Fixture[]>(admin.context, "/api/fixtures?gameweek=18");
    kickoffs = fixtures.map((f) => Date.parse(f.kickoff)).sort((a, b) => a - b);
    assert.ok(kickoffs.length > 0);
    // A one-minute step tells the game clock's current time.
    gameNow = (await advanceTo(0)).now;
  });
  after(async () => {
    await admin?.context.close();
  });

  it("before the deadline: a new manager has no live team, then builds a Gameweek 18 squad", { timeout: 240_000 }, async () => {
    await browser.withPage(DESKTOP, "live-team-build", async (page) => {
      await register(page, manager);
      await goto(page, "/live-team");
      await heading(page, "LIVE TEAM").waitFor();
      await page.getByRole("heading", { name: "No Live Teams Found" }).waitFor();
      await page.getByText("You don't have any live teams at the moment. Create a team in an active challenge to see it here!").waitFor();
      await page.getByRole("link", { name: "Go to Challenges" }).waitFor();
      await screenshot(page, "live-team-empty-desktop");
      bench = await buildGameweek18Team(page, teamName);
    });
  });

  it("after the deadline: the team is live, its points follow the replay and refresh by themselves", { timeout: 300_000 }, async () => {
    await browser.withPage(DESKTOP, "live-team-live", async (page, context) => {
      await signIn(page, manager.email, manager.password, manager.username);

      // Past the deadline and an hour into the first match of the gameweek.
      const report = await advanceTo(kickoffs[0]! + 60 * 60_000);
      assert.ok(report.locked.includes(18) || report.now > kickoffs[0]!, "Gameweek 18 is locked");
      await goto(page, "/live-team");
      await heading(page, "LIVE TEAM").waitFor();
      await page.getByTestId("live-team-name").filter({ hasText: teamName }).waitFor();
      const text = await page.locator("main").innerText();
      assert.ok(text.includes(`@${manager.username}`) && text.includes("Arne Slot"), "manager name and @username");
      assert.match(text, /GW POINTS/);
      assert.match(text, /RANK/);
      assert.match((await page.getByTestId("challenge-status").innerText()).trim(), /^LIVE$/);
      await page.getByRole("heading", { name: "Challenge Formation" }).waitFor();
      await page.getByText("Bench players").waitFor();
      assert.equal(await page.locator(".lt-pitch [data-player-id]").count(), 11);
      assert.equal(await page.locator(".lt-bench [data-player-id]").count(), 4);
      // The bench in the order the manager set: the forward moved up is the 2nd outfield sub.
      assert.equal(await page.locator(`.lt-bench [data-bench-order="3"] [data-player-id="${bench.forward}"]`).count(), 1, "the live bench shows the chosen order");
      assert.match(await page.locator('.lt-bench [data-bench-order="3"] .bench-order').innerText(), /2nd sub/);
      for (const pos of POSITIONS) await page.getByTestId(`analytics-${pos}`).waitFor();
      assert.match(await page.getByTestId("updated-at").innerText(), /Updated \d{2}:\d{2}/);
      const first = await readPoints(page);
      assert.equal(first, await apiPoints(context), "the page shows the service's live points");
      readings.push(first);

      // The captain's card and its detail dialog.
      const captain = page.locator(".lt-pitch [data-player-id]", { has: page.locator(".armband:not(.vice)") });
      assert.equal(await captain.count(), 1);
      await captain.click();
      const dialog = page.getByRole("dialog");
      for (const label of ["Points", "Price", "Minutes", "Goals", "Assists", "Clean sheets", "Bonus", "Form"]) await dialog.getByText(label, { exact: true }).waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await screenshot(page, "live-team-desktop");

      // The page polls: after the clock passes a round of matches, the new points show on
      // screen without a reload (the marker on window survives only without one).
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      const polled = page.waitForRequest((r) => new URL(r.url()).pathname === "/live-team.data", { timeout: 45_000 });
      // (The middle kickoff of the gameweek: on the local data, its busiest round of matches.)
      const middle = kickoffs[Math.floor(kickoffs.length / 2)]!;
      await advanceTo(middle + 120 * 60_000);
      const expected = await apiPoints(context);
      await polled;
      await page.waitForFunction((want) => document.querySelector('[data-testid="gw-points"]')?.textContent?.trim() === String(want), expected, { timeout: 45_000 });
      assert.equal(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, "no full reload");
      readings.push(await readPoints(page));

      // Later still, during the last match of the gameweek.
      await advanceTo(kickoffs.at(-1)! + 60 * 60_000);
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId("live-team-name").filter({ hasText: teamName }).waitFor();
      const last = await readPoints(page);
      assert.equal(last, await apiPoints(context));
      readings.push(last);

      // Everton's match is over: the auto-sub follows the bench order set in the builder. The
      // forward moved up to 2nd sub came on for the starter who did not play; the midfielder he
      // passed (who played, and would have come on in the order as benched) does not count.
      const cameOn = page.locator(`.lt-bench [data-player-id="${bench.forward}"]`);
      assert.match((await cameOn.getAttribute("class")) ?? "", /lt-subbed-on/, "the 2nd sub came on");
      assert.match((await cameOn.textContent()) ?? "", /came on for Dewsbury-Hall/);
      const subbedOff = page.locator(".lt-pitch .lt-subbed-off");
      assert.equal(await subbedOff.count(), 1, "one starter replaced");
      assert.match((await subbedOff.textContent()) ?? "", /Dewsbury/);
      const passedOver = page.locator(`.lt-bench [data-player-id="${bench.midfielder}"]`);
      assert.match((await passedOver.getAttribute("class")) ?? "", /lt-not-counted/, "the 3rd sub stays out");
      await screenshot(page, "live-team-auto-sub-desktop");

      // A match is live: its styles (the provisional badge, the live fixture row) meet AA in both
      // themes. theme-axe.test.ts sees them only when the suite happens to run during a match.
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        for (const [path, live] of [["/live-team", ".lt-badge-provisional"], ["/fixtures", ".fx-live-badge"]] as const) {
          await goto(page, path);
          await page.locator(live).first().waitFor();
          await expectNoAxeViolations(page, { label: `${path} during a live match (${colorScheme})` });
        }
      }
      await page.emulateMedia({ colorScheme: null });

      console.log(`# GW POINTS readings: ${readings.join(" -> ")}`);
      // Points of a true replay: they never went down between these moments, and they rose.
      for (let i = 1; i < readings.length; i++) assert.ok(readings[i]! >= readings[i - 1]!, `GW POINTS went down: ${readings.join(" → ")}`);
      assert.ok(readings.at(-1)! > readings[0]!, `GW POINTS never rose: ${readings.join(" → ")}`);
    });
  });

  it("phone: the live team fits, and once the gameweek is over its final score is on the leaderboard", { timeout: 180_000 }, async () => {
    await browser.withPage(PHONE, "live-team-phone", async (page, context) => {
      await signIn(page, manager.email, manager.password, manager.username);
      await goto(page, "/live-team");
      await page.getByTestId("live-team-name").filter({ hasText: teamName }).waitFor();
      await assertFits(page, PHONE.width);
      await screenshot(page, "live-team-phone");

      // The end of the gameweek: scored, ranked, on the season leaderboard with its team.
      await advanceTo(kickoffs.at(-1)! + 3 * 60 * 60_000);
      // Among the local sample season's managers, on whichever page the manager's position falls.
      let position = 0;
      let entry: { manager: string; totalPoints: number } | undefined;
      for (let offset = 0; !entry; offset += 100) {
        const board = await apiGet<{ entries: { manager: string; totalPoints: number }[] }>(context, `/api/leaderboard?limit=100&offset=${offset}`);
        const i = board.entries.findIndex((e) => e.manager === manager.username);
        if (i >= 0) [position, entry] = [offset + i + 1, board.entries[i]];
        else if (board.entries.length < 100) break;
      }
      assert.ok(entry, "the manager is ranked");
      const pageNumber = Math.ceil(position / 20);
      await goto(page, pageNumber > 1 ? `/leaderboard?page=${pageNumber}` : "/leaderboard");
      const row = page.locator("tr", { hasText: manager.username });
      await row.waitFor();
      assert.equal(await row.getAttribute("aria-current"), "true", "the manager's own row is highlighted");
      assert.ok(entry.totalPoints >= readings.at(-1)!, `final ${entry.totalPoints} after ${readings.join(" → ")}`);
      assert.ok((await row.innerText()).includes(entry.totalPoints.toLocaleString("en-GB")));
      await row.getByRole("link", { name: "View team" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: teamName }).waitFor();
      assert.equal(await dialog.getByTestId("starting-xi").locator("tbody tr").count(), 11);
      assert.equal(await dialog.getByTestId("substitutes").locator("tbody tr").count(), 4);
      await screenshot(page, "live-leaderboard-team-phone");
      await dialog.getByRole("link", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.waitForURL((url) => !url.searchParams.has("team"));
    });
  });
});
