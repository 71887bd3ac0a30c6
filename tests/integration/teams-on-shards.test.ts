// Saved teams live on their managers' shards (issue 28, decision 035): a team saved through the
// API lands on the shard the map gives its manager, under an id that names the manager's bucket,
// and is found by that id on that shard alone; teams saved before the shards (kept in the main
// database's unmoved_challenger_teams by migration 0028) are moved there by the gameweek job, a
// chunk a run, without losing or doubling one.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { challengerTeams } from "../../api/db/shard-schema";
import { gameShards, shardOfUser } from "../../api/db/shards";
import { Meter, moveUnmovedTeams, runGameweekJobs, TEAMS_MOVED_PER_RUN } from "../../api/jobs/gameweek-jobs";
import { BUCKETS, bucketOf, bucketOfTeamId, shardOfBucket } from "../../domain/shards";
import { buildTeamRow } from "../factories";
import { crowd, onEveryShard } from "./bulk-seed";
import { cheapSquad, seedGame } from "./game-data";
import { api, registerUser } from "./helpers";

type Player = { id: number; priceTenths: number };
let squad: ReturnType<typeof cheapSquad>["selected"] = [];
const shards = () => gameShards(env);

beforeAll(async () => {
  await seedGame({ currentGameweek: 18 });
  squad = cheapSquad(((await api("/players")).body as Player[]).map((p) => ({ ...p, price: p.priceTenths })) as never).selected;
});

const submission = (gameweek: number) => ({ gameweekId: String(gameweek), teamName: "Shard Town", managerName: "Arne Slot", selectedPlayers: squad });

describe("teams on the shards", () => {
  it("a saved team is on its manager's shard, under an id naming the manager's bucket, and found there alone", async () => {
    const managers = await Promise.all(Array.from({ length: 12 }, () => registerUser()));
    const saved = await Promise.all(managers.map((m) => api("/challengers", { token: m.token, json: submission(19) })));
    const used = new Set<number>();
    for (const [i, res] of saved.entries()) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { id } = res.body as { id: string };
      const userId = managers[i]!.user.id as string;
      expect(id).toMatch(/^b\d{1,4}-/);
      expect(bucketOfTeamId(id)).toBe(bucketOf(userId));
      const home = shardOfUser(shards(), userId);
      used.add(home.number);
      for (const shard of shards().list) {
        const row = await shard.d1.prepare("SELECT user_id FROM challenger_teams WHERE id = ?").bind(id).first<{ user_id: string }>();
        expect(row, `shard ${shard.number}`).toEqual(shard.number === home.number ? { user_id: userId } : null);
      }
      expect((await api(`/challengers/${id}`, { token: managers[i]!.token })).body.id).toBe(id);
    }
    // Twelve managers over three shards: more than one shard holds them (all on one: 3 x 3^-12).
    expect(used.size).toBeGreaterThan(1);

    // The same uuid under a bucket of another shard names no team: 404, not another manager's.
    const { id } = saved[0]!.body as { id: string };
    const home = shardOfUser(shards(), managers[0]!.user.id).number;
    const elsewhere = Array.from({ length: BUCKETS }, (_, b) => b).find((b) => shardOfBucket(shards().map, b) !== home)!;
    const forged = id.replace(/^b\d+-/, `b${elsewhere}-`);
    expect((await api(`/challengers/${forged}`, { token: managers[0]!.token })).status).toBe(404);
    expect((await api(`/challengers/${forged}`, { method: "DELETE", token: managers[0]!.token })).status).toBe(404);
  });

  it("teams saved before the shards move to them a chunk a job run, keep their ids, and are neither lost nor doubled", { timeout: 60_000 }, async () => {
    const managers = await crowd(65);
    const now = Date.now();
    // 650 teams (gameweeks 1-10) left in the main database, as migration 0028 keeps them.
    const legacy = managers.flatMap((u) => Array.from({ length: 10 }, (_, g) => ({ ...buildTeamRow(u.id, g + 1, squad as never, now), totalPoints: g * 3, rank: g + 1 })));
    const json = JSON.stringify(
      legacy.map((t) => ({ ...t, user_id: t.userId, team_name: t.teamName, manager_name: t.managerName, picks: JSON.stringify(t.picks), captain_id: t.captainId, vice_captain_id: t.viceCaptainId,
        total_budget: t.totalBudget, squad_cost: t.squadCost, total_points: t.totalPoints, created_at: t.createdAt, updated_at: t.updatedAt })),
    );
    const columns = ["id", "user_id", "gameweek", "team_name", "manager_name", "picks", "captain_id", "vice_captain_id", "total_budget", "squad_cost", "total_points", "rank", "created_at", "updated_at"];
    await env.DB.prepare(`INSERT INTO unmoved_challenger_teams (${columns.join(", ")}) SELECT ${columns.map((c) => `json_extract(value, '$.${c}')`).join(", ")} FROM json_each(?)`).bind(json).run();
    // One of them already reached its shard before a failure, and was renamed there since: kept as it is.
    const early = legacy[0]!;
    await shardOfUser(shards(), early.userId).db.insert(challengerTeams).values({ ...early, teamName: "Renamed since" });

    const left = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM unmoved_challenger_teams").first<{ n: number }>())!.n;
    // The job's first step moves one chunk.
    await runGameweekJobs(env, { now });
    expect(await left()).toBe(legacy.length - TEAMS_MOVED_PER_RUN);
    expect(await moveUnmovedTeams(createDb(env.DB), shards(), new Meter())).toBe(legacy.length - TEAMS_MOVED_PER_RUN);
    expect(await left()).toBe(0);
    expect(await moveUnmovedTeams(createDb(env.DB), shards(), new Meter())).toBe(0);

    const onShards = await onEveryShard<{ id: string; user_id: string; gameweek: number; team_name: string; total_points: number; rank: number }>(
      "SELECT id, user_id, gameweek, team_name, total_points, rank FROM challenger_teams WHERE user_id IN (SELECT value FROM json_each(?))",
      JSON.stringify(managers.map((m) => m.id)),
    );
    expect(onShards).toHaveLength(legacy.length);
    const byId = new Map(onShards.map((t) => [t.id, t]));
    for (const t of legacy) {
      expect(byId.get(t.id), t.id).toEqual({ id: t.id, user_id: t.userId, gameweek: t.gameweek, team_name: t === early ? "Renamed since" : t.teamName, total_points: t.totalPoints, rank: t.rank });
      const home = shardOfUser(shards(), t.userId);
      expect(await home.d1.prepare("SELECT COUNT(*) AS n FROM challenger_teams WHERE id = ?").bind(t.id).first<{ n: number }>()).toEqual({ n: 1 });
    }
  });

  it("a moved team keeps its old id (no bucket in it) and is still found by it", async () => {
    const owner = await registerUser();
    const row = { ...buildTeamRow(owner.user.id, 17, squad as never), totalPoints: 12 };
    await env.DB.prepare(
      "INSERT INTO unmoved_challenger_teams (id, user_id, gameweek, team_name, manager_name, picks, captain_id, vice_captain_id, total_budget, squad_cost, total_points, rank, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
      .bind(row.id, row.userId, row.gameweek, row.teamName, row.managerName, JSON.stringify(row.picks), row.captainId, row.viceCaptainId, row.totalBudget, row.squadCost, 12, null, row.createdAt, row.updatedAt)
      .run();
    await moveUnmovedTeams(createDb(env.DB), shards(), new Meter());
    expect(bucketOfTeamId(row.id)).toBeNull();
    const res = await api(`/challengers/${row.id}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, totalPoints: 12, gameweek: 17 });
  });
});
