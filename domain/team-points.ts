// Gameweek points of a 15-player squad: automatic substitutions, then the
// captain's (or vice-captain's) multiplier.

import { CAPTAIN_MULTIPLIER, STARTER_LIMITS, STARTERS_COUNT, SUBS_COUNT, type Position } from "./constants.ts";
import { playedInMatch } from "./scoring.ts";
import { benchOrder, slotPosition, type SquadPick } from "./squad.ts";

export interface GameweekPick {
  playerId: number;
  position: Position;
  starter: boolean;
  /** 1-4 for bench players (1 is usually the backup GK); ignored for starters. */
  benchOrder: number | null;
  isCaptain: boolean;
  isViceCaptain: boolean;
}

/** One player's gameweek, summed over all his fixtures in it. */
export interface PlayerGameweek {
  points: number;
  /** Minutes > 0 or shown a card, in any fixture of the gameweek. */
  played: boolean;
  /** All his fixtures of the gameweek are finished (true if he has none). */
  fixturesFinished: boolean;
}

export interface TeamPointsOptions {
  /** CAPTAIN_MULTIPLIER (2) normally, 3 for a triple captain. */
  captainMultiplier?: number;
  /**
   * true: the gameweek is over; every player's fixtures count as finished,
   * whatever `fixturesFinished` says. false (provisional, during the gameweek):
   * see `computeTeamPoints`.
   */
  final: boolean;
}

export interface PlayerContribution {
  playerId: number;
  position: Position;
  points: number;
  /** 0 = not in the final XI, 1 = counts, captainMultiplier = captain (or vice standing in). */
  multiplier: number;
  contribution: number;
  inFinalXI: boolean;
}

export interface Substitution {
  outPlayerId: number;
  inPlayerId: number;
}

export interface TeamPointsResult {
  total: number;
  /** All 15 picks: the starting XI in squad order, then the bench in bench order. */
  players: PlayerContribution[];
  /** In the order they were made. */
  substitutions: Substitution[];
  /** Who received the captain multiplier: the captain, the vice-captain, or nobody. */
  multipliedPlayerId: number | null;
  /** Points of bench players who stayed on the bench. */
  benchPoints: number;
}

/** A player with no entry (e.g. no fixture this gameweek) scored 0 and did not play. */
const NO_FIXTURE: PlayerGameweek = { points: 0, played: false, fixturesFinished: true };

/** Sums the per-fixture results of players with several fixtures in one gameweek. */
export function combineFixtures(
  fixtures: readonly { playerId: number; points: number; played: boolean; finished: boolean }[],
): Map<number, PlayerGameweek> {
  const byPlayer = new Map<number, PlayerGameweek>();
  for (const fixture of fixtures) {
    const sofar = byPlayer.get(fixture.playerId) ?? { points: 0, played: false, fixturesFinished: true };
    byPlayer.set(fixture.playerId, {
      points: sofar.points + fixture.points,
      played: sofar.played || fixture.played,
      fixturesFinished: sofar.fixturesFinished && fixture.finished,
    });
  }
  return byPlayer;
}

/**
 * The XI's formation minimums (STARTER_LIMITS: exactly 1 GK, >= 3 DEF, >= 2 MID, >= 1 FWD), which
 * must hold after every substitution. Maximums need no check: a substitute only replaces a starter.
 */
function formationIsValid(xi: readonly GameweekPick[]): boolean {
  const count = (position: Position) => xi.filter((pick) => pick.position === position).length;
  return (
    count("GK") === STARTER_LIMITS.GK.min &&
    count("DEF") >= STARTER_LIMITS.DEF.min &&
    count("MID") >= STARTER_LIMITS.MID.min &&
    count("FWD") >= STARTER_LIMITS.FWD.min
  );
}

const BENCH_ORDERS = Array.from({ length: SUBS_COUNT }, (_, index) => index + 1).join();

function validateSquad(picks: readonly GameweekPick[]): void {
  const starters = picks.filter((pick) => pick.starter);
  const bench = picks.filter((pick) => !pick.starter);
  if (starters.length !== STARTERS_COUNT || bench.length !== SUBS_COUNT) {
    throw new Error(`a squad needs ${STARTERS_COUNT} starters and ${SUBS_COUNT} bench players, got ${starters.length} and ${bench.length}`);
  }
  const orders = bench.map((pick) => pick.benchOrder).sort();
  if (orders.join() !== BENCH_ORDERS) throw new Error(`bench orders must be ${BENCH_ORDERS.replaceAll(",", ", ")}, got ${orders.join(", ")}`);
  if (new Set(picks.map((pick) => pick.playerId)).size !== picks.length) throw new Error("a player is picked twice");
  const captains = picks.filter((pick) => pick.isCaptain);
  const vices = picks.filter((pick) => pick.isViceCaptain);
  if (captains.length !== 1 || vices.length !== 1) throw new Error("a squad needs exactly one captain and one vice-captain");
  if (captains[0] === vices[0]) throw new Error("the captain cannot also be the vice-captain");
  if (!captains[0].starter || !vices[0].starter) throw new Error("the captain and vice-captain must be starters");
  if (!formationIsValid(starters)) throw new Error("the starting XI is not a valid formation");
}

/**
 * Team points for one gameweek.
 *
 * Auto-subs go through the bench in bench order. A bench player who played
 * replaces the first starter (in squad order) who did not play and can be
 * replaced by him: a GK only replaces the GK, an outfield player only an
 * outfield player, and the XI must keep 1 GK, >= 3 DEF, >= 2 MID, >= 1 FWD.
 * A bench player who would break the formation is skipped; the next one is
 * tried. The captain's points are multiplied; if the captain did not play the
 * vice-captain's are instead; if neither played, nobody's.
 *
 * Provisional (`final: false`): a starter without minutes may still play, so
 * he counts as "did not play" only once all his fixtures are finished; until
 * then he is neither substituted nor loses the armband. Bench players can come
 * on only once they have played. So provisional subs are those that would
 * happen if the gameweek ended now, minus those for starters still to play; a
 * later result can change them (e.g. when a higher-priority bench player plays
 * later than a lower one).
 */
export function computeTeamPoints(
  picks: readonly GameweekPick[],
  results: ReadonlyMap<number, PlayerGameweek>,
  options: TeamPointsOptions,
): TeamPointsResult {
  validateSquad(picks);
  const captainMultiplier = options.captainMultiplier ?? CAPTAIN_MULTIPLIER;
  const resultOf = (pick: GameweekPick) => results.get(pick.playerId) ?? NO_FIXTURE;
  const finished = (pick: GameweekPick) => options.final || resultOf(pick).fixturesFinished;
  // Definitely out: finished without playing.
  const didNotPlay = (pick: GameweekPick) => !resultOf(pick).played && finished(pick);

  const xi = picks.filter((pick) => pick.starter);
  const bench = picks.filter((pick) => !pick.starter).sort((a, b) => a.benchOrder! - b.benchOrder!);
  const substitutions: Substitution[] = [];

  for (const sub of bench) {
    if (!resultOf(sub).played) continue;
    const replaceable = xi.findIndex((starter) => {
      if (!didNotPlay(starter)) return false;
      if ((starter.position === "GK") !== (sub.position === "GK")) return false;
      return formationIsValid(xi.map((pick) => (pick === starter ? sub : pick)));
    });
    if (replaceable === -1) continue;
    substitutions.push({ outPlayerId: xi[replaceable].playerId, inPlayerId: sub.playerId });
    xi[replaceable] = sub;
  }

  const captain = picks.find((pick) => pick.isCaptain)!;
  const vice = picks.find((pick) => pick.isViceCaptain)!;
  // Provisionally, a captain or vice-captain who may still play keeps his claim.
  const multiplied = !didNotPlay(captain) ? captain : !didNotPlay(vice) ? vice : null;

  const inFinalXI = new Set(xi);
  const players: PlayerContribution[] = [...picks.filter((pick) => pick.starter), ...bench].map((pick) => {
    const points = resultOf(pick).points;
    const multiplier = !inFinalXI.has(pick) ? 0 : pick === multiplied ? captainMultiplier : 1;
    // `multiplier && ...` keeps a benched negative score from contributing -0.
    const contribution = multiplier && points * multiplier;
    return { playerId: pick.playerId, position: pick.position, points, multiplier, contribution, inFinalXI: inFinalXI.has(pick) };
  });

  return {
    total: players.reduce((sum, player) => sum + player.contribution, 0),
    players,
    substitutions,
    multipliedPlayerId: multiplied?.playerId ?? null,
    benchPoints: players.filter((player) => !player.inFinalXI).reduce((sum, player) => sum + player.points, 0),
  };
}

/**
 * Every player's gameweek line. A player whose club still has a fixture to
 * finish is not "finished", so he is neither auto-substituted nor stripped of
 * the armband before his match (team-points.ts, provisional mode).
 */
export function playerGameweekLines(
  stats: readonly { playerId: number; fixtureId?: number; minutes: number; yellowCards: number; redCards: number; totalPoints: number }[],
  fixtures: readonly { id?: number; finished: boolean; teamH: number; teamA: number }[],
  playerTeams: ReadonlyMap<number, number>,
): Map<number, PlayerGameweek> {
  const unfinishedTeams = new Set<number>();
  for (const f of fixtures) if (!f.finished) unfinishedTeams.add(f.teamH).add(f.teamA);
  const lines = new Map<number, PlayerGameweek>();
  for (const [playerId, teamId] of playerTeams) lines.set(playerId, { points: 0, played: false, fixturesFinished: !unfinishedTeams.has(teamId) });
  for (const s of stats) {
    const line = lines.get(s.playerId);
    if (!line) continue;
    line.points += s.totalPoints;
    line.played ||= playedInMatch({ minutes: s.minutes, yellow_cards: s.yellowCards, red_cards: s.redCards });
  }
  return lines;
}

/**
 * A saved team as computeTeamPoints reads it: stored picks ({playerId, slot}) and armbands, with
 * each player's position from `positions` (the players table). A SUB-n slot is bench order n+1.
 * A player missing from `positions` takes his pitch slot's position; on the bench, where he can
 * never come on (he has no stats), he counts as a midfielder.
 */
export function gameweekPicks(
  team: { picks: readonly SquadPick[]; captainId: number; viceCaptainId: number },
  positions: ReadonlyMap<number, Position>,
): GameweekPick[] {
  return team.picks.map(({ playerId, slot }) => {
    const order = benchOrder(slot);
    return {
      playerId,
      position: positions.get(playerId) ?? slotPosition(slot) ?? "MID",
      starter: order === null,
      benchOrder: order,
      isCaptain: playerId === team.captainId,
      isViceCaptain: playerId === team.viceCaptainId,
    };
  });
}

/**
 * A gameweek's points are final once it has fixtures, every one of them is finished and every
 * stats row has its bonus confirmed. Until then team points are provisional.
 */
export function isGameweekFinal(fixtures: readonly { finished: boolean }[], stats: readonly { bonusConfirmed: boolean }[]): boolean {
  return fixtures.length > 0 && fixtures.every((fixture) => fixture.finished) && stats.every((row) => row.bonusConfirmed);
}
