import { describe, expect, it } from "vitest";
import players from "../data/players.json" with { type: "json" };
import teams from "../data/teams.json" with { type: "json" };
import { SEED_CHALLENGES } from "../api/db/seed-challenges";
import { challengeRulesSchema } from "./challenge-rules-schema";
import { POSITIONS, TEAM_NAME_MAX_LENGTH, type Position } from "./constants";
import { buildSampleTeam, createRandom, sampleManagers, teamSeed, type GameweekPool, type PlayerForm, type SamplePlayer } from "./sample-season";
import { indexPlayers } from "./squad";
import { validateFullTeam } from "./team-submission";

const short = new Map(teams.map((t) => [t.id, t.short_name]));
const pool: SamplePlayer[] = players.map((p) => ({
  id: p.id,
  webName: p.web_name,
  firstName: p.first_name,
  secondName: p.second_name,
  teamId: p.team,
  teamShort: short.get(p.team)!,
  position: POSITIONS[p.element_type - 1] as Position,
  price: p.now_cost,
  selectedByPercent: Number(p.selected_by_percent),
}));
const lookup = indexPlayers(pool);
// A made-up form table: points follow the official season totals, a few players have not played.
const form = new Map<number, PlayerForm>(
  players.map((p) => [p.id, { seasonPoints: p.total_points, appearances: p.minutes > 0 ? 10 : 0, recentPoints: Math.round(p.total_points / 4), playedRecently: p.minutes > 0, gameweekPoints: p.event_points }]),
);
const poolFor = (gameweek: number, rules: unknown): GameweekPool => ({ gameweek, players: pool, lookup, form, rules: challengeRulesSchema.parse(rules) });

describe("sampleManagers", () => {
  const managers = sampleManagers(3000, 7);

  it("are deterministic from the seed and differ with another seed", () => {
    expect(sampleManagers(3000, 7)).toEqual(managers);
    expect(sampleManagers(20, 8).map((m) => m.username)).not.toEqual(managers.slice(0, 20).map((m) => m.username));
  });

  it("have unique emails, usernames and team names (case-insensitively) within the account limits", () => {
    for (const key of ["email", "username", "teamName", "id"] as const) {
      expect(new Set(managers.map((m) => m[key].toLowerCase())).size).toBe(managers.length);
    }
    for (const m of managers) {
      expect(m.username).toMatch(/^[\p{L}\p{N}_.-]{1,30}$/u);
      expect(m.teamName.length).toBeLessThanOrEqual(TEAM_NAME_MAX_LENGTH);
      expect(m.email).toMatch(/@sample\.terrace\.local$/);
    }
  });
});

describe("buildSampleTeam", () => {
  const managers = sampleManagers(150, 11);

  for (const [i, challenge] of SEED_CHALLENGES.entries()) {
    it(`builds valid teams under "${challenge.challengeName}"`, () => {
      const gameweekPool = poolFor(5 + i, challenge.rules);
      const captains = new Map<number, number>();
      const squads = new Set<string>();
      for (const m of managers) {
        const team = buildSampleTeam(gameweekPool, m.style, createRandom(teamSeed(1, m.index, 5 + i)));
        expect(team, `${m.id} has a team`).not.toBeNull();
        expect(validateFullTeam(team!.squad, lookup, gameweekPool.rules)).toEqual([]);
        expect(team!.cost).toBeLessThanOrEqual(gameweekPool.rules.budgetTenths);
        captains.set(team!.squad.captainId!, (captains.get(team!.squad.captainId!) ?? 0) + 1);
        squads.add(team!.squad.picks.map((p) => p.playerId).sort().join(","));
      }
      // A realistic spread: popular captains, but not one for everyone; nearly every squad different.
      const top = Math.max(...captains.values());
      expect(top).toBeGreaterThan(managers.length * 0.15);
      expect(top).toBeLessThan(managers.length * 0.9);
      expect(squads.size).toBeGreaterThan(managers.length * 0.9);
    });
  }

  it("is deterministic: the same seed gives the same team", () => {
    const gameweekPool = poolFor(3, SEED_CHALLENGES[0]!.rules);
    const a = buildSampleTeam(gameweekPool, managers[0]!.style, createRandom(42));
    const b = buildSampleTeam(poolFor(3, SEED_CHALLENGES[0]!.rules), managers[0]!.style, createRandom(42));
    expect(a).toEqual(b);
  });

  it("picks from the gameweek's real points when told to use hindsight", () => {
    const gameweekPool = poolFor(9, SEED_CHALLENGES[0]!.rules);
    const points = (team: ReturnType<typeof buildSampleTeam>) => team!.squad.picks.reduce((sum, p) => sum + form.get(p.playerId)!.gameweekPoints, 0);
    const lucky = buildSampleTeam(gameweekPool, managers[0]!.style, createRandom(3), { hindsight: true });
    const usual = buildSampleTeam(gameweekPool, managers[0]!.style, createRandom(3));
    expect(points(lucky)).toBeGreaterThan(points(usual));
  });
});
