// The Arena's data: every challenge with its rules spelt out for people (player ids become
// names, club codes get their names), sorted into the three tabs of spec game.md §2.
import { myTeams } from "../../../api/services/challengers";
import type { ServiceContext } from "../../../api/services/context";
import { listChallenges, type ChallengeView } from "../../../api/services/gameweeks";
import { gameweekStatus, listClubs, listPlayers } from "../../../api/services/reference";
import { parseArenaTab, type ArenaTab } from "./tab-names";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";
import { arenaMessages } from "../../../domain/messages/arena";


type PlayerRef = number | string;
export type ClubCount = { team: string; name: string; count: number };

export type ArenaChallenge = {
  id: string;
  gameweek: number;
  challengeName: string;
  description: string;
  status: ChallengeView["status"];
  deadline: string | null;
  isLive: boolean;
  opened: boolean;
  rules: {
    budget: number;
    maxPlayersPerTeam: number;
    requiredPlayers: string[];
    excludedPlayers: string[];
    requiredClubs: ClubCount[];
    captainClub: (ClubCount & { captain: boolean }) | null;
  };
  rewards: [number, number, number];
  participants: number;
  champion: ChallengeView["champion"];
  myTeam: { teamName: string; totalPoints: number; rank: number | null } | null;
};

/** A rule field may hold one value, a list, or nothing (older rows, admin input): always a list. */
function list<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined || (value as unknown) === "") return [];
  return Array.isArray(value) ? value : [value];
}

/** ?tab=: one of the three tabs, the upcoming one for anything else. */
const arenaQuery = z.object({ tab: z.unknown().optional().transform((v) => parseArenaTab(typeof v === "string" ? v : null)) });

/** The Arena page: the tab the URL asks for and every challenge. */
export async function arenaPage(ctx: ServiceContext, url: URL) {
  const { tab } = parseQuery(url, arenaQuery);
  return { tab, ...(await loadArena(ctx)) };
}

export async function loadArena(ctx: ServiceContext) {
  const [challenges, status, teams, clubs] = await Promise.all([listChallenges(ctx), gameweekStatus(ctx), myTeams(ctx), listClubs(ctx)]);
  const opened = new Set(status.openedGameweeks);
  const clubName = new Map(clubs.map((c) => [c.shortName, c.name]));
  const club = (team: string, count: number): ClubCount => ({ team, name: clubName.get(team) ?? team, count });

  // Rules may name players by id: resolve only those (most rules use names).
  const ids = new Set<number>();
  for (const c of challenges)
    for (const ref of [...list<PlayerRef>(c.rules.mustHavePlayer), ...list<PlayerRef>(c.rules.mustExcludePlayer)]) if (typeof ref === "number") ids.add(ref);
  const playerName = new Map<number, string>();
  if (ids.size) for (const p of await listPlayers(ctx)) if (ids.has(p.id)) playerName.set(p.id, `${p.webName} (${p.team})`);
  const refName = (ref: PlayerRef) => (typeof ref === "number" ? (playerName.get(ref) ?? arenaMessages.card.playerNumber(ref)) : ref);

  const teamByGameweek = new Map(teams.map((t) => [t.gameweek, { teamName: t.teamName, totalPoints: t.totalPoints, rank: t.rank }]));

  const all: ArenaChallenge[] = challenges.map((c) => {
    const min = c.rules.minPlayersFromTeam;
    return {
      id: c.id,
      gameweek: c.gameweek,
      challengeName: c.challengeName,
      description: c.description,
      status: c.status,
      deadline: c.deadline,
      isLive: c.isLive,
      opened: c.status === "upcoming" && opened.has(c.gameweek),
      rules: {
        budget: c.rules.budget,
        maxPlayersPerTeam: c.rules.maxPlayersPerTeam,
        requiredPlayers: list<PlayerRef>(c.rules.mustHavePlayer).map(refName),
        excludedPlayers: list<PlayerRef>(c.rules.mustExcludePlayer).map(refName),
        requiredClubs: list(c.rules.mustHavePlayerFromTeam).map((r) => club(r.team, r.count)),
        captainClub: min ? { ...club(min.team, min.count), captain: min.position === "captain" } : null,
      },
      rewards: [c.rewards.rank1.points, c.rewards.rank2.points, c.rewards.rank3.points],
      participants: c.participants,
      champion: c.champion,
      myTeam: teamByGameweek.get(c.gameweek) ?? null,
    };
  });

  const byGameweek = (a: ArenaChallenge, b: ArenaChallenge) => a.gameweek - b.gameweek;
  const tabs: Record<ArenaTab, ArenaChallenge[]> = {
    upcoming: all.filter((c) => c.status === "upcoming").sort(byGameweek),
    live: all.filter((c) => c.status === "active").sort(byGameweek),
    // Completed first (the latest on top), then the locked ones in calendar order.
    completed: [...all.filter((c) => c.status === "completed").sort((a, b) => b.gameweek - a.gameweek), ...all.filter((c) => c.status === "locked").sort(byGameweek)],
  };
  return { tabs, currentGameweek: status.currentGameweek, now: ctx.now() };
}
