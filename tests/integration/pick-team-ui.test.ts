// The builder without JavaScript: every operation is a link the loader applies
// (then redirects), and the submit is a plain form post.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, ORIGIN, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

let cookie = "";
let players: { id: number; webName: string; teamId: number; position: string; price: number; priceTenths: number }[] = [];
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
/** The page's text as a reader sees it: React's SSR text separators removed. */
const html = async (path: string) => (await (await get(path)).text()).replace(/<!-- -->/g, "");

beforeAll(async () => {
  await seedGame();
  const user = await registerUser();
  cookie = `terrace_session=${user.token}`;
  players = (await api("/players")).body;
});

describe("team builder without JavaScript", () => {
  it("renders the builder for the first open gameweek with every player available to pick", async () => {
    expect((await get("/pick-team")).status).toBe(200);
    const page = await html("/pick-team");
    expect(page).toContain("GW 18 - Challenge");
    expect(page).toContain("Confirm Transfer (0/15)");
    // The pitch is one GET form: the draft once as hidden fields, each slot a button adding its own.
    expect(page).toContain('<form method="get" class="pitch-wrap"><input type="hidden" name="gw" value="18"/>');
    expect(page).toContain('name="picker" value="FWD-0"');
  });

  it("carries only its squads' players in the page (under 60 KB); a ?picker= page, the picker itself without JavaScript, carries them all", async () => {
    const page = await (await get("/pick-team?gw=18")).text();
    expect(page.length).toBeLessThan(60_000);
    expect(page).not.toContain("Haaland");
    const picker = await (await get("/pick-team?gw=18&picker=FWD-0")).text();
    expect(picker).toContain("Haaland");
  });

  it("stays under 60 KB with a full squad, and carries fixtures only for the card it opens", async () => {
    const need = { GK: 2, DEF: 5, MID: 5, FWD: 3 } as const;
    const slots = (Object.keys(need) as (keyof typeof need)[]).flatMap((pos) =>
      players
        .filter((p) => p.position === pos)
        .slice(0, need[pos])
        .map((p, i) => `${pos}-${i}.${p.id}`),
    );
    const squad = `/pick-team?gw=18&s=${slots.join(",")}`;
    const page = await html(squad);
    expect(page).toContain("Confirm Transfer (15/15)");
    expect(page.length).toBeLessThan(60_000);
    expect(page).not.toContain('class="fdr ');
    const card = await html(`${squad}&detail=${slots[0]!.split(".")[1]}`);
    expect(card).toContain('class="fdr ');
  });

  it("opens the picker from a link and adds a player through a link", async () => {
    const picker = await html("/pick-team?gw=19&picker=GK-0");
    expect(picker).toContain("Select Goalkeeper Player");
    const keeper = players.find((p) => p.position === "GK")!;
    const add = await get(`/pick-team?gw=19&op=add&slot=GK-0&player=${keeper.id}`);
    expect(add.status).toBe(302);
    expect(add.headers.get("Location")).toBe(`/pick-team?gw=19&s=GK-0.${keeper.id}`);
    const page = await html(add.headers.get("Location")!);
    expect(page).toContain(keeper.webName);
    expect(page).toContain("Confirm Transfer (1/15)");
  });

  it("explains a refused operation instead of applying it", async () => {
    const [a, b] = players.filter((p) => p.position === "GK");
    const res = await get(`/pick-team?gw=19&s=GK-0.${a!.id}&op=add&slot=GK-0&player=${b!.id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="builder-message"');
  });

  it("answers a signed-out save from the builder with 401 and which dialog to show, signed out or expired", async () => {
    const post = (cookieHeader: string) =>
      SELF.fetch(`${ORIGIN}/pick-team.data?gw=20`, {
        method: "POST",
        body: new URLSearchParams({ intent: "submit", gw: "20", s: "", teamName: "Gone FC", managerName: "Eddie Howe", js: "1" }),
        headers: { Cookie: cookieHeader, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
      });
    const missing = await post("");
    expect(missing.status).toBe(401);
    const missingText = await missing.text();
    expect(missingText).toContain("Please log in to validate your team.");
    expect(missingText).toContain('"missing"');
    const expired = await post("terrace_session=not-a-valid-token");
    expect(expired.status).toBe(401);
    const expiredText = await expired.text();
    expect(expiredText).toContain("Your session has expired. Please log in again.");
    expect(expiredText).toContain('"expired"');
  });

  it("submits the squad with a form post and lands on the saved team", async () => {
    const { selected } = cheapSquad(players.map((p) => ({ ...p, price: p.priceTenths })));
    const s = selected.map((p) => `${p.slot}.${p.id}`).join(",");
    const captain = selected.find((p) => p.captain)!.id;
    const vice = selected.find((p) => p.viceCaptain)!.id;
    const body = new URLSearchParams({ intent: "submit", gw: "20", s, c: String(captain), v: String(vice), teamName: "No Script FC", managerName: "Eddie Howe" });
    const res = await SELF.fetch(`${ORIGIN}/pick-team?gw=20`, {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    // Gameweek 20's seeded challenge is "Budget Blitz" (£90m, max 3 per club): the cheap squad fits.
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pick-team?gw=20&saved=1");
    const saved = await html("/pick-team?gw=20&saved=1");
    expect(saved).toContain("Team registered in challenge");
    expect(saved).toContain("No Script FC");
    // Bravo's 'View My Team' opens the gameweek just entered.
    expect(saved).toContain('href="/my-team?gw=20"');
  });

  it("says 'Gameweek data not found' for a ?gw= that names no gameweek, instead of opening another", async () => {
    for (const gw of ["99", "0", "abc", "18.5"]) {
      const page = await html(`/pick-team?gw=${gw}`);
      expect(page, gw).toContain("Error: Gameweek data not found");
      expect(page, gw).not.toContain("GW 18 - Challenge");
    }
  });

  it("reads a junk ?detail= or ?saved= as absent (the builder, no card, no saved banner), and a blank ?picker= as the picker", async () => {
    for (const query of ["detail=abc", "detail=-3", "saved=yes", "detail=&saved="]) {
      const res = await get(`/pick-team?gw=18&${query}`);
      expect(res.status, query).toBe(200);
      const page = (await res.text()).replace(/<!-- -->/g, "");
      expect(page, query).toContain("GW 18 - Challenge");
      expect(page, query).not.toContain('href="/my-team?gw=18"');
    }
    expect(await html("/pick-team?gw=18&picker=")).toContain("Haaland");
  });

  it("shows the status screen for a gameweek that is live, completed or locked", async () => {
    expect(await html("/pick-team?gw=17")).toContain("Gameweek 17 Live");
    expect(await html("/pick-team?gw=5")).toContain("Gameweek 5 Completed");
    expect(await html("/pick-team?gw=30")).toContain("Gameweek 30 Locked");
  });
});
