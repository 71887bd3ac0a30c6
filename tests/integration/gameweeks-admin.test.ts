import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { runGameweekJobs } from "../../api/jobs/gameweek-jobs";
import { api, createUserAndLogin, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

let admin: { token: string };
let moderator: { token: string };
let otherAdmin: { token: string };

beforeAll(async () => {
  await seedGame();
  admin = await createUserAndLogin({ role: "admin" });
  moderator = await createUserAndLogin({ role: "moderator" });
  otherAdmin = await createUserAndLogin({ role: "admin" });
});

const challenge = (overrides: Record<string, unknown> = {}) => ({
  gameweek: 21,
  challengeName: "Boxing Day Special",
  description: "Festive football",
  deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  rules: { budget: 95.5, maxPlayersPerTeam: 2, mustHavePlayerFromTeam: [{ team: "NEW", count: 1 }], mustExcludePlayer: "Haaland" },
  ...overrides,
});

describe("gameweek admin", () => {
  it("is for staff only", async () => {
    const user = await registerUser();
    expect((await api("/gameweeks/admin", { token: user.token, json: challenge() })).status).toBe(403);
    expect((await api("/gameweeks/admin", { json: challenge() })).status).toBe(401);
    expect((await api("/gameweeks/admin/21", { method: "PUT", token: user.token, json: { challengeName: "x" } })).status).toBe(403);
    expect((await api("/gameweeks/admin/21", { method: "DELETE", token: user.token })).status).toBe(403);
  });

  it("is admin only: a moderator cannot lock, reopen, edit or delete a gameweek's challenge, and nothing changes", async () => {
    const before = (await api("/gameweeks")).body.find((c: { gameweek: number }) => c.gameweek === 21);
    for (const [path, init] of [
      ["/gameweeks/admin/21/status", { json: { status: "locked" } }],
      ["/gameweeks/admin/21/status", { json: { status: "upcoming" } }],
      ["/gameweeks/admin/21", { method: "PUT", json: { challengeName: "Taken over" } }],
      ["/gameweeks/admin/21", { method: "DELETE" }],
      ["/challengers/gameweek/21/update-rankings", { method: "POST" }],
    ] as const) {
      expect((await api(path, { ...init, token: moderator.token })).status, path).toBe(403);
    }
    expect((await api("/gameweeks")).body.find((c: { gameweek: number }) => c.gameweek === 21)).toEqual(before);
  });

  it("creates, updates and deletes a challenge; a gameweek has one challenge", async () => {
    expect((await api("/gameweeks/admin/21", { method: "DELETE", token: admin.token })).status).toBe(200);
    // Game administration is admin-only: a moderator moderates content, not the game.
    expect((await api("/gameweeks/admin", { token: moderator.token, json: challenge({ status: "upcoming" }) })).status).toBe(403);
    const created = await api("/gameweeks/admin", { token: admin.token, json: challenge({ status: "upcoming" }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      gameweek: 21,
      challengeName: "Boxing Day Special",
      status: "upcoming",
      rules: { budget: 95.5, maxPlayersPerTeam: 2, mustHavePlayerFromTeam: [{ team: "NEW", count: 1 }], mustExcludePlayer: ["Haaland"] },
      rewards: { rank1: { points: 200 } },
    });
    const dup = await api("/gameweeks/admin", { token: admin.token, json: challenge() });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe("Gameweek 21 already exists!");

    const updated = await api(`/gameweeks/admin/${created.body.id}`, { method: "PUT", token: admin.token, json: { challengeName: "Renamed", status: { status: "locked" } } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ challengeName: "Renamed", status: "locked", rules: { budget: 95.5 } });
    expect((await api(`/gameweeks/21`)).body.challengeName).toBe("Renamed");
    // Accepts the old client's single-object mustHavePlayerFromTeam.
    const single = await api(`/gameweeks/admin/21`, { method: "PUT", token: admin.token, json: { rules: { budget: 100, mustHavePlayerFromTeam: { team: "ars", count: 2 } } } });
    expect(single.status).toBe(200);
    expect(single.body.rules.mustHavePlayerFromTeam).toEqual([{ team: "ARS", count: 2 }]);
  });

  it.each([
    [{ gameweek: 0 }, "Gameweek must be a number from 1 to 38"],
    [{ gameweek: 39 }, "Gameweek must be a number from 1 to 38"],
    [{ gameweek: "x" }, "Gameweek must be a number from 1 to 38"],
    [{ challengeName: "  " }, "Challenge name is required"],
    [{ rules: { budget: 49.5 } }, "The budget is at least £50.0m"],
    [{ rules: { budget: 150.5 } }, "The budget is at most £150.0m"],
    [{ rules: { budget: 95.3 } }, "The budget goes in steps of £0.5m"],
    [{ rules: { maxPlayersPerTeam: 6 } }, "Max players per team must be from 1 to 5"],
    [{ rules: { maxPlayersPerTeam: 0 } }, "Max players per team must be from 1 to 5"],
    [{ rules: { mustHavePlayerFromTeam: [{ team: "XYZ", count: 1 }] } }, "Unknown club: XYZ"],
    [{ rules: { mustHavePlayerFromTeam: [{ team: "ARS", count: 0 }] } }, "At least 1"],
    [{ rules: { mustHavePlayerFromTeam: [{ team: "ARS", count: 6 }], maxPlayersPerTeam: 5 } }, "At most 5"],
    [{ rules: { mustHavePlayerFromTeam: [{ team: "ARS", count: 1 }, { team: "ars", count: 2 }] } }, "ARS is listed more than once"],
    [{ rules: { maxPlayersPerTeam: 2, mustHavePlayerFromTeam: [{ team: "ARS", count: 3 }] } }, "Cannot require 3 players from ARS with a limit of 2 per club"],
    [{ rules: { minPlayersFromTeam: { team: "ZZZ", count: 1, position: "captain" } } }, "Unknown club: ZZZ"],
    [{ rules: { minPlayersFromTeam: { team: "ARS", count: 1, position: "keeper" } } }, "rules.minPlayersFromTeam.position"],
    [{ rules: { mustHavePlayer: ["Saka"], mustExcludePlayer: [" saka "] } }, "cannot be both required and excluded"],
    [{ rules: { budget: "100" } }, "rules.budget"],
    [{ challengeName: "x".repeat(81) }, "challengeName"],
    [{ challengeName: undefined }, "Challenge name is required"],
    [{ description: "x".repeat(501) }, "description"],
    [{ deadline: "next friday" }, "Deadline must be a date and time"],
    [{ status: "finished" }, "status"],
    [{ rewards: { rank1: -1, rank2: 0, rank3: 0 } }, "rewards.rank1"],
  ])("refuses %j", async (change, message) => {
    const res = await api("/gameweeks/admin", { token: admin.token, json: challenge({ gameweek: 22, ...change }) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });

  it("keeps excluded player names trimmed and unique, and answers 404 for a challenge that does not exist", async () => {
    expect((await api("/gameweeks/admin/23", { method: "DELETE", token: admin.token })).status).toBe(200);
    const created = await api("/gameweeks/admin", { token: admin.token, json: challenge({ gameweek: 23, rules: { mustExcludePlayer: [" Haaland ", "haaland", "Saka", ""] } }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.rules.mustExcludePlayer).toEqual(["Haaland", "Saka"]);
    const none = crypto.randomUUID();
    expect((await api(`/gameweeks/admin/${none}`, { method: "PUT", token: admin.token, json: { challengeName: "x" } })).status).toBe(404);
    expect((await api(`/gameweeks/admin/${none}`, { method: "DELETE", token: admin.token })).status).toBe(404);
    expect((await api(`/gameweeks/admin/23`, { method: "PUT", token: admin.token, json: { gameweek: 24 } })).status).toBe(400);
  });

  it("creates one challenge when two admins create the same gameweek at once", async () => {
    expect((await api("/gameweeks/admin/24", { method: "DELETE", token: admin.token })).status).toBe(200);
    const results = await Promise.all([admin, otherAdmin, admin].map((who) => api("/gameweeks/admin", { token: who.token, json: challenge({ gameweek: 24 }) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe("Gameweek 24 already exists!");
    expect((await api("/gameweeks")).body.filter((c: { gameweek: number }) => c.gameweek === 24)).toHaveLength(1);
  });

  it("will not delete a challenge that already has saved teams", async () => {
    const players = (await api("/players")).body.map((p: { priceTenths: number }) => ({ ...p, price: p.priceTenths }));
    await api("/gameweeks/admin/19", { method: "PUT", token: admin.token, json: { rules: { budget: 100, maxPlayersPerTeam: 3 } } });
    const user = await registerUser();
    const saved = await api("/challengers", { token: user.token, json: { gameweekId: "19", teamName: "Keepers", managerName: "Eddie Howe", selectedPlayers: cheapSquad(players).selected } });
    expect(saved.status).toBe(201);
    const del = await api("/gameweeks/admin/19", { method: "DELETE", token: admin.token });
    expect(del.status).toBe(409);
    // The participants are the figure the scoring run stores (issue 48): counted by the next run, not on request.
    await runGameweekJobs(env);
    expect((await api("/gameweeks")).body.find((c: { gameweek: number }) => c.gameweek === 19).participants).toBe(1);
  });
});
