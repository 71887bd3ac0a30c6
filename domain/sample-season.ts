// The sample managers of the embedded local data (issue 9): who they are and how they pick a
// team for a gameweek. Pure and deterministic: the same seed gives the same managers and the
// same teams. The strategy is simple on purpose: value picks by recent form and season points,
// popular captains, some randomness per manager (a few differentials), always within the
// gameweek's challenge rules (every team it returns passes validateFullTeam).
import type { ChallengeRules } from "./challenge-rules.ts";
import { PITCH_SLOT_IDS, POSITIONS, SQUAD_COMPOSITION, STARTER_LIMITS, type Position, type SlotId } from "./constants.ts";
import { MANAGERS } from "./managers.ts";
import { playerMatchesRef, type PlayerLookup, type RulesPlayer, type Squad, type SquadPick } from "./squad.ts";
import { validateFullTeam } from "./team-submission.ts";

/** The fixed seed of the local sample season: same value, same season. */
export const SAMPLE_SEASON_SEED = 20252026;
/** How many sample managers the local seed creates unless told otherwise. */
export const DEFAULT_SAMPLE_MANAGERS = 2000;

/** mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed for one (manager, gameweek) pair, so that each team is reproducible on its own. */
export function teamSeed(seed: number, managerIndex: number, gameweek: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(managerIndex + 1, 0x85ebca6b) + Math.imul(gameweek, 0xc2b2ae35)) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Managers

const FIRST_NAMES = [
  "Aaron", "Abi", "Adam", "Aisha", "Alfie", "Amara", "Amir", "Ben", "Bethan", "Callum", "Chloe", "Ciaran", "Connor", "Dan", "Dev",
  "Ellie", "Emeka", "Erin", "Ffion", "Finn", "Freya", "George", "Grace", "Hamza", "Harry", "Imogen", "Isla", "Jack", "Jade", "Jamal",
  "Kai", "Kate", "Leah", "Leo", "Liam", "Lucy", "Maya", "Mo", "Niamh", "Noah", "Olu", "Oscar", "Priya", "Rhys", "Rosie", "Ryan",
  "Sam", "Sana", "Seren", "Tom", "Yusuf", "Zara",
];
const LAST_NAMES = [
  "Adeyemi", "Ahmed", "Bailey", "Bell", "Bennett", "Brown", "Campbell", "Carter", "Chen", "Clarke", "Davies", "Doyle", "Edwards", "Evans",
  "Fletcher", "Green", "Hall", "Hughes", "Hussain", "Jones", "Kaur", "Kelly", "Khan", "Lewis", "Lloyd", "Mensah", "Morgan", "Murphy",
  "Nolan", "Novak", "Okafor", "O'Brien", "Owen", "Patel", "Price", "Quinn", "Roberts", "Robinson", "Shaw", "Singh", "Smith", "Taylor",
  "Thomas", "Turner", "Walsh", "Ward", "Watson", "Williams", "Wilson", "Wright", "Young",
];
const TEAM_FIRST = [
  "Dynamo", "Inter", "Real", "Sporting", "Athletic", "Rovers", "United", "Wanderers", "Galaxy", "Vintage", "Tiki-Taka", "Gegenpress",
  "Park Lane", "Sunday League", "Back Post", "Far Post", "Top Bins", "Nutmeg", "Row Z", "Bench Warmer", "Expected", "Clean Sheet",
  "Hat-Trick", "Last Minute", "False Nine", "Route One", "Total", "Half-Time", "Free Kick", "Offside",
];
const TEAM_SECOND = [
  "XI", "FC", "Albion", "City", "Town", "Athletic", "Rangers", "Rovers", "United", "Wanderers", "Harriers", "Heroes", "Legends",
  "Dreamers", "Collective", "Crew", "Academy", "Allstars", "Strikers", "Tigers", "Wolves", "Foxes", "Magpies", "Seagulls",
];
const CLUB_CODES = ["ARS", "AVL", "BOU", "BRE", "BHA", "BUR", "CHE", "CRY", "EVE", "FUL", "LEE", "LIV", "MCI", "MUN", "NEW", "NFO", "SUN", "TOT", "WHU", "WOL"];

/** How a sample manager plays: skill (reads form well), appetite for risk, a favourite club. */
export type ManagerStyle = { skill: number; risk: number; favouriteClub: string };

export type SampleManager = {
  index: number;
  id: string;
  email: string;
  username: string;
  teamName: string;
  firstName: string;
  lastName: string;
  managerName: string;
  avatar: string;
  style: ManagerStyle;
};

/** `count` sample managers with unique emails, usernames and team names (case-insensitively). */
export function sampleManagers(count: number, seed = SAMPLE_SEASON_SEED): SampleManager[] {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const usernames = new Set<string>();
  const teamNames = new Set<string>();
  const unique = (base: string, taken: Set<string>, join: string) => {
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}${join}${n}`;
    taken.add(name.toLowerCase());
    return name;
  };
  const out: SampleManager[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const username = unique(`${firstName}${lastName}`.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 20), usernames, "");
    const teamName = unique(`${pick(TEAM_FIRST)} ${pick(TEAM_SECOND)}`, teamNames, " ");
    const id = `sample-${String(i + 1).padStart(5, "0")}`;
    out.push({
      index: i,
      id,
      email: `${id}@sample.terrace.local`,
      username,
      teamName,
      firstName,
      lastName,
      managerName: pick(MANAGERS),
      avatar: `/images/avatars/avatar${1 + Math.floor(random() * 8)}.svg`,
      style: { skill: random(), risk: random(), favouriteClub: pick(CLUB_CODES) },
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Teams

export type SamplePlayer = RulesPlayer & { selectedByPercent: number };

/** What a manager knows of a player before the gameweek (and, for a lucky week, what happened in it). */
export type PlayerForm = {
  /** Season points before this gameweek. */
  seasonPoints: number;
  /** Appearances before this gameweek. */
  appearances: number;
  /** Points over the last four gameweeks before this one. */
  recentPoints: number;
  /** Played (minutes > 0) in either of the last two gameweeks before this one. */
  playedRecently: boolean;
  /** Points actually scored in this gameweek (read only by a hindsight pick). */
  gameweekPoints: number;
};

/** Per gameweek: the players (from the database) with what is known of them. */
export type GameweekPool = {
  gameweek: number;
  players: readonly SamplePlayer[];
  lookup: PlayerLookup;
  form: ReadonlyMap<number, PlayerForm>;
  rules: ChallengeRules;
};

export type SampleTeam = { squad: Squad; cost: number };

const NO_FORM: PlayerForm = { seasonPoints: 0, appearances: 0, recentPoints: 0, playedRecently: false, gameweekPoints: 0 };

/** The value a manager sees in a player before the gameweek (no randomness). */
export function expectedValue(player: SamplePlayer, form: PlayerForm | undefined, gameweek: number, hindsight = false): number {
  const f = form ?? NO_FORM;
  if (hindsight) return f.gameweekPoints * 10 + player.selectedByPercent / 10;
  const popularity = player.selectedByPercent / 10;
  if (gameweek <= 1) return popularity + player.price / 25;
  const perGame = f.appearances ? f.seasonPoints / f.appearances : 0;
  const recent = f.recentPoints / Math.min(4, gameweek - 1);
  const value = 0.45 * recent + 0.35 * perGame + 0.2 * popularity + 0.3;
  return gameweek > 2 && !f.playedRecently ? value * 0.1 : value;
}

/**
 * A team for one gameweek under its rules. `random` drives the manager's choices; with
 * `hindsight` the manager picks from the gameweek's actual points (the demo's lucky weeks).
 * Returns null only when no valid team was found (the rules leave no room).
 */
export function buildSampleTeam(pool: GameweekPool, style: ManagerStyle, random: () => number, options: { hindsight?: boolean } = {}): SampleTeam | null {
  for (let attempt = 0; attempt < 12; attempt++) {
    const team = tryBuild(pool, style, random, options.hindsight === true, attempt);
    if (team && validateFullTeam(team.squad, pool.lookup, pool.rules).length === 0) return team;
  }
  return null;
}

type Shortlist = { required: (SamplePlayer | null)[]; byClub: Map<string, SamplePlayer[]>; byPosition: Record<Position, SamplePlayer[]>; cheapest: Record<Position, SamplePlayer[]>; base: Float64Array };
const shortlists = new WeakMap<GameweekPool, Map<boolean, Shortlist>>();

/** Per gameweek (cached): the players the rules allow, the few worth a look per position, the cheapest. */
function shortlist(pool: GameweekPool, hindsight: boolean): Shortlist {
  const cached = shortlists.get(pool)?.get(hindsight);
  if (cached) return cached;
  const { rules } = pool;
  const eligible = pool.players.filter((p) => !rules.mustExcludePlayers.some((ref) => playerMatchesRef(p, ref)));
  const base = new Float64Array(Math.max(0, ...pool.players.map((p) => p.id)) + 1);
  for (const p of eligible) base[p.id] = expectedValue(p, pool.form.get(p.id), pool.gameweek, hindsight);
  const byClub = new Map<string, SamplePlayer[]>();
  for (const p of eligible) byClub.set(p.teamShort, [...(byClub.get(p.teamShort) ?? []), p]);
  const byPosition = {} as Record<Position, SamplePlayer[]>;
  const cheapest = {} as Record<Position, SamplePlayer[]>;
  for (const position of POSITIONS) {
    const all = eligible.filter((p) => p.position === position);
    cheapest[position] = [...all].sort((a, b) => a.price - b.price || a.id - b.id);
    const best = [...all].sort((a, b) => base[b.id]! - base[a.id]! || a.id - b.id).slice(0, 20);
    byPosition[position] = [...new Set([...best, ...cheapest[position].slice(0, 8)])];
  }
  const required = rules.mustHavePlayers.map((ref) => eligible.find((p) => playerMatchesRef(p, ref)) ?? null);
  const list = { required, byClub, byPosition, cheapest, base };
  if (!shortlists.has(pool)) shortlists.set(pool, new Map());
  shortlists.get(pool)!.set(hindsight, list);
  return list;
}

function tryBuild(pool: GameweekPool, style: ManagerStyle, random: () => number, hindsight: boolean, attempt: number): SampleTeam | null {
  const { rules } = pool;
  const { required, byClub, byPosition, cheapest, base } = shortlist(pool, hindsight);
  // Noise grows with the manager's risk and with every failed attempt (which also leans cheaper).
  const noise = 0.15 + 0.6 * style.risk * (1 - style.skill * 0.5) + attempt * 0.1;
  const thrift = attempt * 0.08;
  const score = new Float64Array(base.length).fill(-1);
  const scoreOf = (p: SamplePlayer) => {
    let value = score[p.id]!;
    if (value < 0) {
      const fan = p.teamShort === style.favouriteClub ? 1.15 : 1;
      const jitter = 1 + noise * (random() * 2 - 1);
      value = Math.max(0.01, base[p.id]! * fan * jitter - (thrift * p.price) / 10);
      score[p.id] = value;
    }
    return value;
  };

  const chosen: SamplePlayer[] = [];
  const chosenIds = new Set<number>();
  const clubCount = new Map<string, number>();
  const need: Record<Position, number> = { ...SQUAD_COMPOSITION };
  let spent = 0;

  /** The least the rest of the squad can cost once a player of `skip` is taken. */
  const reserve = (skip: Position) => {
    let total = 0;
    for (const position of POSITIONS) {
      let left = need[position] - (position === skip ? 1 : 0);
      for (const p of cheapest[position]) {
        if (left <= 0) break;
        if (!chosenIds.has(p.id)) {
          total += p.price;
          left--;
        }
      }
    }
    return total;
  };
  const take = (p: SamplePlayer) => {
    chosen.push(p);
    chosenIds.add(p.id);
    clubCount.set(p.teamShort, (clubCount.get(p.teamShort) ?? 0) + 1);
    need[p.position]--;
    spent += p.price;
  };
  /** One of the best few that fit, favouring the best. */
  const choose = (candidates: readonly SamplePlayer[]) => {
    const reserves: Partial<Record<Position, number>> = {};
    const fits = (p: SamplePlayer) => {
      if (chosenIds.has(p.id) || need[p.position] <= 0 || (clubCount.get(p.teamShort) ?? 0) >= rules.maxPlayersPerTeam) return false;
      return spent + p.price + (reserves[p.position] ??= reserve(p.position)) <= rules.budgetTenths;
    };
    // The best six that fit, in one pass (this runs a few hundred thousand times per season).
    const top: SamplePlayer[] = [];
    const topScore: number[] = [];
    for (const p of candidates) {
      if (!fits(p)) continue;
      const value = scoreOf(p);
      if (top.length === 6 && value <= topScore[5]!) continue;
      let i = top.length;
      while (i > 0 && topScore[i - 1]! < value) i--;
      top.splice(i, 0, p);
      topScore.splice(i, 0, value);
      if (top.length > 6) {
        top.pop();
        topScore.pop();
      }
    }
    if (top.length === 0) return null;
    const r = random();
    return top[Math.min(top.length - 1, Math.floor(r * r * top.length))]!;
  };
  const fitsAlone = (p: SamplePlayer) => choose([p]) === p;

  // Required players and clubs first.
  for (const p of required) {
    if (!p) return null;
    if (!chosenIds.has(p.id)) {
      if (!fitsAlone(p)) return null;
      take(p);
    }
  }
  const clubNeeds = [...rules.mustHavePlayerFromTeam];
  if (rules.minPlayersFromTeam) clubNeeds.push({ team: rules.minPlayersFromTeam.team, count: rules.minPlayersFromTeam.count });
  for (const { team, count } of clubNeeds) {
    while ((clubCount.get(team) ?? 0) < count) {
      const p = choose(byClub.get(team) ?? []);
      if (!p) return null;
      take(p);
    }
  }

  // Then the rest, big names first: a forward or midfielder while both are needed, then by need.
  const order: Position[] = ["FWD", "MID", "MID", "FWD", "DEF", "MID", "DEF", "GK", "MID", "DEF", "FWD", "DEF", "MID", "DEF", "GK"];
  for (const position of order) {
    if (need[position] === 0) continue;
    const p = choose(byPosition[position]) ?? choose(cheapest[position]);
    if (!p) return null;
    take(p);
  }
  if (chosen.length !== 15) return null;
  const squad = lineUp(chosen, scoreOf, rules, random);
  return squad && { squad, cost: spent };
}

/** The XI (best by score within the formation limits), the bench in score order, the armbands. */
function lineUp(chosen: SamplePlayer[], scoreOf: (p: SamplePlayer) => number, rules: ChallengeRules, random: () => number): Squad | null {
  const byScore = [...chosen].sort((a, b) => scoreOf(b) - scoreOf(a) || a.id - b.id);
  const captainClub = rules.minPlayersFromTeam?.captainFromTeam ? rules.minPlayersFromTeam.team : null;
  const starters = new Set<SamplePlayer>();
  const counts: Record<Position, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  const start = (p: SamplePlayer) => {
    if (starters.has(p)) return;
    starters.add(p);
    counts[p.position]++;
  };
  if (captainClub) {
    const fromClub = byScore.find((p) => p.teamShort === captainClub && p.position !== "GK");
    if (fromClub) start(fromClub);
  }
  for (const position of POSITIONS) {
    for (const p of byScore) if (p.position === position && counts[position] < STARTER_LIMITS[position].min) start(p);
  }
  for (const p of byScore) {
    if (starters.size === 11) break;
    if (counts[p.position] < STARTER_LIMITS[p.position].max) start(p);
  }

  const picks: SquadPick[] = [];
  const used: Record<Position, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const p of byScore) {
    if (!starters.has(p)) continue;
    picks.push({ playerId: p.id, slot: PITCH_SLOT_IDS[p.position][used[p.position]++] as SlotId });
  }
  const bench = byScore.filter((p) => !starters.has(p));
  // The bench goalkeeper first, then outfield players by score.
  bench.sort((a, b) => Number(b.position === "GK") - Number(a.position === "GK"));
  bench.forEach((p, i) => picks.push({ playerId: p.id, slot: `SUB-${i}` as SlotId }));

  // Popular captains: mostly the best starter, sometimes the second or third (a differential).
  const armbandOrder = byScore.filter((p) => starters.has(p) && p.position !== "GK" && (!captainClub || p.teamShort === captainClub));
  const r = random();
  const captain = armbandOrder[r < 0.7 ? 0 : r < 0.9 ? 1 : 2] ?? armbandOrder[0];
  if (!captain) return null;
  const vice = byScore.find((p) => starters.has(p) && p.id !== captain.id)!;
  return { picks, captainId: captain.id, viceCaptainId: vice.id };
}
