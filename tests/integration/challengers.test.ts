import { beforeAll, describe, expect, it } from "vitest";
import { api, createUserAndLogin, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

type Player = { id: number; teamId: number; team: string; position: string; priceTenths: number; price: number; webName: string };
let all: Player[] = [];
let admin: { token: string };
const asRulesPlayers = () => all.map((p) => ({ ...p, price: p.priceTenths }));

/** Sets the rules (and optionally the status/deadline) of a gameweek's challenge. */
async function setChallenge(gameweek: number, body: Record<string, unknown>) {
  const res = await api(`/gameweeks/admin/${gameweek}`, { method: "PUT", token: admin.token, json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

function submission(gameweek: number, selected: unknown[], extra: Record<string, unknown> = {}) {
  return { gameweekId: String(gameweek), teamName: "Route One FC", managerName: "Arne Slot", selectedPlayers: selected, ...extra };
}

beforeAll(async () => {
  await seedGame();
  all = (await api("/players")).body;
  admin = await createUserAndLogin({ role: "admin" });
});

describe("saving a team", () => {
  it("creates, then updates, one team per user per gameweek; prices come from the server", async () => {
    await setChallenge(19, { rules: { budget: 100, maxPlayersPerTeam: 3 } });
    const { token } = await registerUser();
    const { chosen, selected } = cheapSquad(asRulesPlayers());
    // A tampering client claims every player costs £0.1m and sends its own totals.
    const tampered = selected.map((s) => ({ ...s, price: 0.1, points: 999 }));
    const created = await api("/challengers/create-team", { token, json: submission(19, tampered, { remainingBudget: 99.9, totalPoints: 5000 }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cost = chosen.reduce((s, p) => s + p.price, 0);
    expect(created.body.squadCost).toBeCloseTo(cost / 10, 5);
    expect(created.body.remainingBudget).toBeCloseTo(100 - cost / 10, 5);
    expect(created.body.totalPoints).toBe(0);
    expect(created.body.selectedPlayers).toHaveLength(15);
    expect(created.body.selectedPlayers.filter((p: { starter: boolean }) => p.starter)).toHaveLength(11);
    expect(created.body.selectedPlayers.find((p: { captain: boolean }) => p.captain)).toBeTruthy();

    const again = await api("/challengers", { token, json: submission(19, selected, { teamName: "Renamed FC" }) });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(created.body.id);
    expect(again.body.teamName).toBe("Renamed FC");
    const mine = await api("/challengers/my-teams", { token });
    expect(mine.body.filter((t: { gameweek: number }) => t.gameweek === 19)).toHaveLength(1);
    const byGw = await api("/challengers/my-teams/gameweek/19", { token });
    expect(byGw.body.teamName).toBe("Renamed FC");
    expect((await api("/challengers/my-teams/gameweek/20", { token })).status).toBe(404);
  });

  it("refuses 16 players", async () => {
    await setChallenge(19, { rules: { budget: 150, maxPlayersPerTeam: 5 } });
    const { token } = await registerUser();
    const { selected } = cheapSquad(asRulesPlayers());
    const extra = all.find((p) => p.position === "MID" && !selected.some((s) => s.id === p.id))!;
    const res = await api("/challengers", { token, json: submission(19, [...selected, { id: extra.id, slot: null, starter: false, captain: false, viceCaptain: false }]) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("A squad must have exactly 15 players (this one has 16).");
  });

  it("refuses 4 players from one club under a max-3 rule", async () => {
    await setChallenge(19, { rules: { budget: 100, maxPlayersPerTeam: 3 } });
    const { token } = await registerUser();
    const { selected } = cheapSquad(asRulesPlayers(), { maxPerClub: 4, first: asRulesPlayers().filter((p) => p.teamId === 1 && p.position === "MID").slice(0, 4) });
    const res = await api("/challengers", { token, json: submission(19, selected) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/ARS/);
  });

  it("refuses an excluded player and a missing required club", async () => {
    const haaland = asRulesPlayers().find((p) => p.webName === "Haaland")!;
    await setChallenge(19, { rules: { budget: 100, maxPlayersPerTeam: 3, mustExcludePlayer: ["Haaland"] } });
    const { token } = await registerUser();
    const withHaaland = cheapSquad(asRulesPlayers(), { first: [haaland] });
    const excluded = await api("/challengers", { token, json: submission(19, withHaaland.selected) });
    expect(excluded.status).toBe(400);
    expect(excluded.body.error.message).toMatch(/Haaland/);

    await setChallenge(19, { rules: { budget: 100, maxPlayersPerTeam: 3, mustHavePlayerFromTeam: [{ team: "LIV", count: 2 }] } });
    const noLiverpool = cheapSquad(asRulesPlayers(), { exclude: (p) => p.teamId === 12 });
    const missing = await api("/challengers", { token, json: submission(19, noLiverpool.selected) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/LIV/);
  });

  it("refuses a squad over the challenge's budget", async () => {
    await setChallenge(19, { rules: { budget: 50, maxPlayersPerTeam: 3 } });
    const { token } = await registerUser();
    const res = await api("/challengers", { token, json: submission(19, cheapSquad(asRulesPlayers()).selected) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/budget|£50\.0m/i);
  });

  it("refuses an unknown manager and validates types", async () => {
    await setChallenge(19, { rules: { budget: 100, maxPlayersPerTeam: 3 } });
    const { token } = await registerUser();
    const { selected } = cheapSquad(asRulesPlayers());
    expect((await api("/challengers", { token, json: submission(19, selected, { managerName: "Nobody" }) })).status).toBe(400);
    expect((await api("/challengers", { token, json: submission(19, "not a list" as unknown as unknown[]) })).status).toBe(400);
    expect((await api("/challengers", { token, json: submission(19, selected, { teamName: "   " }) })).status).toBe(400);
    expect((await api("/challengers", { json: submission(19, selected) })).status).toBe(401);
  });

  it("refuses a submission after the deadline, and for a gameweek that is not upcoming, with 423", async () => {
    const { token } = await registerUser();
    const { selected } = cheapSquad(asRulesPlayers());
    await setChallenge(20, { rules: { budget: 100, maxPlayersPerTeam: 3 }, status: { status: "upcoming", deadline: new Date(Date.now() - 60_000).toISOString() } });
    const late = await api("/challengers", { token, json: submission(20, selected) });
    expect(late.status).toBe(423);
    expect(late.body.error.message).toMatch(/deadline/);
    const live = await api("/challengers", { token, json: submission(17, selected) });
    expect(live.status).toBe(423);
    const locked = await api("/challengers", { token, json: submission(30, selected) });
    expect(locked.status).toBe(423);
  });
});

describe("other users' teams", () => {
  it("are hidden before the deadline and can never be changed or deleted by others", async () => {
    await setChallenge(18, { rules: { budget: 100, maxPlayersPerTeam: 3 }, status: { status: "upcoming", deadline: new Date(Date.now() + 86_400_000).toISOString() } });
    const owner = await registerUser();
    const other = await registerUser();
    const { selected } = cheapSquad(asRulesPlayers());
    const team = (await api("/challengers", { token: owner.token, json: submission(18, selected) })).body;

    expect((await api(`/challengers/${team.id}`, { token: owner.token })).status).toBe(200);
    expect((await api(`/challengers/${team.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/challengers/user/${owner.user.id}/gameweek/18`, { token: other.token })).status).toBe(404);
    expect((await api(`/challengers/user/${owner.user.id}`, { token: other.token })).body).toEqual([]);
    expect((await api(`/challengers/gameweek/18`, { token: other.token })).status).toBe(403);
    const listed = await api(`/challengers`, { token: other.token });
    expect(listed.body.teams.some((t: { id: string }) => t.id === team.id)).toBe(false);

    expect((await api(`/challengers/${team.id}`, { method: "PATCH", token: other.token, json: submission(18, selected) })).status).toBe(403);
    expect((await api(`/challengers/${team.id}`, { method: "DELETE", token: other.token })).status).toBe(403);

    // The owner may change and delete it while the gameweek is open.
    const patched = await api(`/challengers/${team.id}`, { method: "PATCH", token: owner.token, json: { teamName: "Patched", managerName: "Unai Emery", selectedPlayers: selected } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.teamName).toBe("Patched");

    // After the deadline the team is public but locked.
    await setChallenge(18, { status: { status: "active" } });
    expect((await api(`/challengers/${team.id}`, { token: other.token })).status).toBe(200);
    const ofGw = await api(`/challengers/gameweek/18`, { token: other.token });
    expect(ofGw.status).toBe(200);
    expect(ofGw.body.teams.map((t: { id: string }) => t.id)).toContain(team.id);
    expect((await api(`/challengers/${team.id}`, { method: "DELETE", token: owner.token })).status).toBe(423);
    expect((await api(`/challengers/${team.id}`, { method: "PATCH", token: owner.token, json: submission(18, selected) })).status).toBe(423);
  });
});
