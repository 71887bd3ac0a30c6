// The sample season of the embedded local data (issue 9; local data only, never production):
// sample managers flagged `is_sample`, their team in every gameweek up to the upcoming one,
// the demo manager's teams up to the live gameweek, and mini-leagues with the demo in them.
// Only choices are built here (who picked whom, captains, leagues): no points and no ranks.
// The scoring job computes those from the stored teams and stats, as for real managers.
import { identityKeys } from "../../domain/accounts.ts";
import { type ChallengeRulesWire } from "../../domain/challenge-rules.ts";
import { challengeRulesSchema } from "../../domain/challenge-rules-schema.ts";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "../../domain/leagues.ts";
import {
  SAMPLE_SEASON_SEED,
  buildSampleTeam,
  createRandom,
  sampleManagers,
  teamSeed,
  type GameweekPool,
  type ManagerStyle,
  type PlayerForm,
  type SamplePlayer,
} from "../../domain/sample-season.ts";
import { indexPlayers } from "../../domain/squad.ts";
import type { Position } from "../../domain/constants.ts";

export type SampleSeasonInput = {
  // (ids are optional in drizzle's insert types; every row here has one)
  players: readonly { id?: number; webName: string; firstName: string; secondName: string; teamId: number; position: string; price: number; selectedByPercent: number }[];
  clubs: readonly { id?: number; shortName: string }[];
  /** Per-fixture stats already played on the timeline. */
  stats: readonly { playerId: number; gameweek: number; minutes: number; totalPoints: number }[];
  challenges: readonly { gameweek: number; rules: ChallengeRulesWire }[];
  gameweeks: readonly { id: number; deadline: number }[];
  /** The upcoming gameweek (G): sample managers have teams in 1..G, the demo in 1..G-1. */
  currentGameweek: number;
  demoUserId: string | null;
  managers: number;
  seed?: number;
};

/** A value no password hash ever has: sample managers cannot sign in. */
export const SAMPLE_PASSWORD_HASH = "sample$no-sign-in";
export const DEMO_LEAGUE_ID = "sample-league-demo";
const DEMO_STYLE: ManagerStyle = { skill: 0.9, risk: 0.2, favouriteClub: "LIV" };

export function sampleTeamId(userKey: string, gameweek: number) {
  return `sample-team-${userKey}-gw${gameweek}`;
}

export function buildSampleSeason(input: SampleSeasonInput) {
  const seed = input.seed ?? SAMPLE_SEASON_SEED;
  const G = input.currentGameweek;
  const clubShort = new Map(input.clubs.map((c) => [c.id!, c.shortName]));
  const players: SamplePlayer[] = input.players.map((p) => ({
    id: p.id!,
    webName: p.webName,
    firstName: p.firstName,
    secondName: p.secondName,
    teamId: p.teamId,
    teamShort: clubShort.get(p.teamId) ?? "",
    position: p.position as Position,
    price: p.price,
    selectedByPercent: p.selectedByPercent,
  }));
  const lookup = indexPlayers(players);
  const deadlines = new Map(input.gameweeks.map((g) => [g.id, g.deadline]));

  // Each player's points and minutes per gameweek, from the stats played so far.
  const perGameweek = new Map<number, Map<number, { points: number; minutes: number }>>();
  for (const s of input.stats) {
    const byPlayer = perGameweek.get(s.gameweek) ?? new Map();
    perGameweek.set(s.gameweek, byPlayer);
    const line = byPlayer.get(s.playerId) ?? { points: 0, minutes: 0 };
    line.points += s.totalPoints;
    line.minutes += s.minutes;
    byPlayer.set(s.playerId, line);
  }
  const line = (gw: number, id: number) => perGameweek.get(gw)?.get(id);
  const poolFor = (gw: number): GameweekPool | null => {
    const challenge = input.challenges.find((c) => c.gameweek === gw);
    if (!challenge) return null;
    const form = new Map<number, PlayerForm>();
    for (const p of players) {
      let seasonPoints = 0;
      let appearances = 0;
      let recentPoints = 0;
      for (let g = 1; g < gw; g++) {
        const l = line(g, p.id);
        if (!l) continue;
        seasonPoints += l.points;
        if (l.minutes > 0) appearances++;
        if (g >= gw - 4) recentPoints += l.points;
      }
      const playedRecently = (line(gw - 1, p.id)?.minutes ?? 0) > 0 || (line(gw - 2, p.id)?.minutes ?? 0) > 0;
      form.set(p.id, { seasonPoints, appearances, recentPoints, playedRecently, gameweekPoints: line(gw, p.id)?.points ?? 0 });
    }
    return { gameweek: gw, players, lookup, form, rules: challengeRulesSchema.parse(challenge.rules) };
  };

  const managers = sampleManagers(input.managers, seed);
  const users = managers.map((m) => ({
    id: m.id,
    email: m.email,
    username: m.username,
    teamName: m.teamName,
    ...identityKeys(m), // the unique keys (decision 013)
    firstName: m.firstName,
    lastName: m.lastName,
    avatar: m.avatar,
    passwordHash: SAMPLE_PASSWORD_HASH,
    securityQuestion: "What was the name of your first pet?",
    securityAnswerHash: SAMPLE_PASSWORD_HASH,
    role: "user" as const,
    isActive: true,
    isSample: true,
    points: 0,
    createdAt: (deadlines.get(1) ?? 0) - 7 * 24 * 3600_000,
  }));

  type TeamRow = {
    id: string; userId: string; gameweek: number; teamName: string; managerName: string; picks: unknown; captainId: number;
    viceCaptainId: number; totalBudget: number; squadCost: number; createdAt: number; updatedAt: number;
  };
  const teams: TeamRow[] = [];
  const unbuilt: string[] = [];
  // The demo's lucky week: picked with hindsight, so the job is likely to put it on the podium.
  const luckyWeeks = new Set([G - 3].filter((g) => g >= 1 && g < G - 1));
  for (let gw = 1; gw <= G; gw++) {
    const pool = poolFor(gw);
    if (!pool) continue;
    const savedAt = (deadlines.get(gw) ?? 0) - 6 * 3600_000;
    for (const m of managers) {
      const random = createRandom(teamSeed(seed, m.index, gw));
      const team = buildSampleTeam(pool, m.style, random);
      if (!team) {
        unbuilt.push(`${m.id} gw${gw}`);
        continue;
      }
      const at = savedAt - Math.floor(random() * 72) * 3600_000;
      teams.push({
        id: sampleTeamId(m.id, gw), userId: m.id, gameweek: gw, teamName: m.teamName, managerName: m.managerName,
        picks: team.squad.picks, captainId: team.squad.captainId!, viceCaptainId: team.squad.viceCaptainId!,
        totalBudget: pool.rules.budgetTenths, squadCost: team.cost, createdAt: at, updatedAt: at,
      });
    }
    if (input.demoUserId && gw < G) {
      const random = createRandom(teamSeed(seed, -1, gw));
      const team = buildSampleTeam(pool, DEMO_STYLE, random, { hindsight: luckyWeeks.has(gw) });
      if (team) {
        teams.push({
          id: sampleTeamId("demo", gw), userId: input.demoUserId, gameweek: gw, teamName: "Demo Dynamos", managerName: "Arne Slot",
          picks: team.squad.picks, captainId: team.squad.captainId!, viceCaptainId: team.squad.viceCaptainId!,
          totalBudget: pool.rules.budgetTenths, squadCost: team.cost, createdAt: savedAt, updatedAt: savedAt,
        });
      } else unbuilt.push(`demo gw${gw}`);
    }
  }

  // Two mini-leagues: the demo's own (it shows the join code) and a sample manager's the demo joined.
  const leagueRandom = createRandom(seed ^ 0x5eed);
  const code = () => Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[Math.floor(leagueRandom() * INVITE_CODE_ALPHABET.length)]).join("");
  const leagues: { id: string; name: string; code: string; ownerId: string; createdAt: number }[] = [];
  const leagueMembers: { leagueId: string; userId: string; joinedAt: number }[] = [];
  const createdAt = (deadlines.get(1) ?? 0) - 3 * 24 * 3600_000;
  if (input.demoUserId && managers.length > 0) {
    const spread = (n: number, offset: number) => [...new Set(Array.from({ length: n }, (_, i) => managers[(offset + i * 97) % managers.length]!.id))];
    leagues.push({ id: DEMO_LEAGUE_ID, name: "Terrace Five-a-Side", code: code(), ownerId: input.demoUserId, createdAt });
    for (const userId of [input.demoUserId, ...spread(11, 3)]) leagueMembers.push({ leagueId: DEMO_LEAGUE_ID, userId, joinedAt: createdAt });
    const ownerOfSecond = managers[0]!.id;
    leagues.push({ id: "sample-league-office", name: "Office Sweepstake", code: code(), ownerId: ownerOfSecond, createdAt });
    for (const userId of [ownerOfSecond, input.demoUserId, ...spread(28, 11)]) {
      if (!leagueMembers.some((m) => m.leagueId === "sample-league-office" && m.userId === userId)) leagueMembers.push({ leagueId: "sample-league-office", userId, joinedAt: createdAt });
    }
  }
  return { users, teams, leagues, leagueMembers, unbuilt };
}
