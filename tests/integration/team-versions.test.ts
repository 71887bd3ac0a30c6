import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeSquad } from "../../domain/squad-url";
import { api, createUserAndLogin, ORIGIN, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

// A saved team never silently reverts: a save names the version of the saved team it
// started from, and one based on an older version is refused.
type Player = { id: number; teamId: number; team: string; position: string; priceTenths: number; price: number; webName: string };
let all: Player[] = [];
const GW = 19;
const CHANGED = "This team was changed on another device; reload to see it";

beforeAll(async () => {
  await seedGame();
  all = (await api("/players")).body;
  const admin = await createUserAndLogin({ role: "admin" });
  expect((await api(`/gameweeks/admin/${GW}`, { method: "PUT", token: admin.token, json: { rules: { budget: 100, maxPlayersPerTeam: 3 } } })).status).toBe(200);
});

function team(captainIndex = 0, extra: Record<string, unknown> = {}) {
  const { selected } = cheapSquad(all.map((p) => ({ ...p, price: p.priceTenths })));
  const outfield = selected.filter((s) => s.starter && !s.slot.startsWith("GK"));
  const picks = selected.map((s) => ({ ...s, captain: s.id === outfield[captainIndex]!.id, viceCaptain: s.id === outfield[captainIndex + 1]!.id }));
  return { gameweekId: String(GW), teamName: "Two Devices FC", managerName: "Arne Slot", selectedPlayers: picks, ...extra };
}

describe("saved team versions", () => {
  it("refuses a save based on an older version with 409, and keeps the newer team", async () => {
    const { token } = await registerUser();
    const first = await api("/challengers/create-team", { token, json: team(0, { baseVersion: null }) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const v1 = first.body.version as number;
    // Device B changes the captain, based on v1.
    const second = await api("/challengers/create-team", { token, json: team(2, { baseVersion: v1 }) });
    expect(second.status).toBe(201);
    expect(second.body.version).toBeGreaterThan(v1);
    // Device A, still on v1, validates its old draft: refused, nothing overwritten.
    const stale = await api("/challengers/create-team", { token, json: team(0, { baseVersion: v1 }) });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(CHANGED);
    // A device that started from no team cannot replace one either.
    expect((await api("/challengers/create-team", { token, json: team(0, { baseVersion: null }) })).status).toBe(409);
    const stored = await api(`/challengers/my-teams/gameweek/${GW}`, { token });
    expect(stored.body.version).toBe(second.body.version);
    expect(stored.body.selectedPlayers.find((p: { captain: boolean }) => p.captain).id).toBe(second.body.selectedPlayers.find((p: { captain: boolean }) => p.captain).id);
    // PATCH obeys the same rule; a client that sends no version is not checked (older clients).
    expect((await api(`/challengers/${stored.body.id}`, { method: "PATCH", token, json: { ...team(1, { baseVersion: v1 }), gameweekId: undefined } })).status).toBe(409);
    expect((await api("/challengers/create-team", { token, json: team(1) })).status).toBe(201);
  });

  it("lets exactly one of two saves based on the same version win when sent at once", async () => {
    const { token } = await registerUser();
    const v1 = (await api("/challengers/create-team", { token, json: team(0, { baseVersion: null }) })).body.version as number;
    const results = await Promise.all([0, 1, 2, 3].map((i) => api("/challengers/create-team", { token, json: team(i % 3, { baseVersion: v1 }) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it("answers the builder's form with the same 409 and message", async () => {
    const { token } = await registerUser();
    const body = team(0);
    const v1 = (await api("/challengers/create-team", { token, json: { ...body, baseVersion: null } })).body.version as number;
    await api("/challengers/create-team", { token, json: { ...team(2), baseVersion: v1 } });
    const squad = {
      picks: body.selectedPlayers.map((p) => ({ playerId: p.id, slot: p.slot })),
      captainId: body.selectedPlayers.find((p) => p.captain)!.id,
      viceCaptainId: body.selectedPlayers.find((p) => p.viceCaptain)!.id,
    };
    const encoded = encodeSquad({ squad, phase: "team" });
    const form = new URLSearchParams({ intent: "submit", gw: String(GW), s: encoded.s ?? "", c: encoded.c ?? "", v: encoded.v ?? "", baseVersion: String(v1), teamName: body.teamName, managerName: body.managerName, js: "1" });
    const res = await SELF.fetch(`${ORIGIN}/pick-team.data?gw=${GW}`, {
      method: "POST",
      body: form,
      headers: { Cookie: `terrace_session=${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(CHANGED);
  });
});
