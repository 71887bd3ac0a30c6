// The squad built from a submitted team (POST /challengers/create-team), and the full check of a
// complete team: the API's authoritative check before a team is saved, and the builder's list of
// problems before it submits. The body's schema is in team-submission-schema.ts: it needs zod,
// and this module reaches the browser's first load through the builder (decision 028).
import type { ChallengeRules } from "./challenge-rules.ts";
import {
  POSITIONS,
  SQUAD_COMPOSITION,
  SQUAD_SIZE,
  STARTERS_COUNT,
  STARTER_LIMITS,
  SUBS_COUNT,
  type SlotId,
} from "./constants.ts";
import { gameMessages } from "./messages/game.ts";
import { evaluateChallengeRules, ruleStatusProblems } from "./rule-status.ts";
import {
  EMPTY_SQUAD,
  benchPicks,
  countByPosition,
  findPick,
  benchSlotFor,
  firstFreeSlot,
  isStarter,
  KEEPER_BENCH_SLOT,
  slotPosition,
  starterPicks,
  type PlayerLookup,
  type Squad,
  type SquadPick,
} from "./squad.ts";

/** One submitted player, as teamSubmissionSchema (team-submission-schema.ts) gives it. */
export type SubmittedPlayer = { id: number; slot: SlotId | null; starter: boolean; captain: boolean; viceCaptain: boolean };

/**
 * Builds a Squad from submitted players. Players without a slot get the first free slot of their
 * position (starters) or of the bench (substitutes), after the explicit slots are placed.
 * Returns the problems found while building (several captains, unknown player without a slot, no
 * free slot); validateFullTeam checks the rest.
 */
export function squadFromSubmission(selected: readonly SubmittedPlayer[], players: PlayerLookup): { squad: Squad; errors: string[] } {
  const errors: string[] = [];

  const captains = selected.filter((player) => player.captain);
  const viceCaptains = selected.filter((player) => player.viceCaptain);
  if (captains.length > 1) errors.push(gameMessages.submission.oneCaptain(captains.length));
  if (viceCaptains.length > 1) errors.push(gameMessages.submission.oneViceCaptain(viceCaptains.length));

  let squad: Squad = {
    picks: [],
    // With several marked, keep the first so that validateFullTeam does not also say "choose one".
    captainId: captains[0]?.id ?? null,
    viceCaptainId: viceCaptains[0]?.id ?? null,
  };
  const place = (pick: SquadPick) => {
    squad = { ...squad, picks: [...squad.picks, pick] };
  };

  for (const player of selected) {
    if (player.slot !== null) place({ playerId: player.id, slot: player.slot });
  }
  for (const player of selected) {
    if (player.slot !== null) continue;
    const known = players.get(player.id);
    if (!known) {
      errors.push(gameMessages.submission.unknownPlayerId(player.id));
      continue;
    }
    const slot = player.starter ? firstFreeSlot(squad, known.position) : benchSlotFor(squad, known.position);
    if (slot === null) {
      errors.push(
        player.starter
          ? gameMessages.submission.noStarterPlace(known.position, known.webName)
          : gameMessages.submission.noBenchPlace(known.webName, SUBS_COUNT),
      );
      continue;
    }
    place({ playerId: player.id, slot });
  }
  return { squad, errors };
}

// ---------------------------------------------------------------------------------------------
// Full-team validation

function nameOf(playerId: number, players: PlayerLookup): string {
  return players.get(playerId)?.webName ?? gameMessages.submission.playerNumber(playerId);
}

function checkArmband(squad: Squad, playerId: number | null, title: "captain" | "vice-captain", players: PlayerLookup): string | null {
  const m = gameMessages.submission;
  const captain = title === "captain";
  if (playerId === null) return captain ? m.chooseCaptain : m.chooseViceCaptain;
  const pick = findPick(squad, playerId);
  if (!pick) return captain ? m.captainNotInSquad : m.viceCaptainNotInSquad;
  if (!isStarter(pick)) return (captain ? m.captainOnBench : m.viceCaptainOnBench)(nameOf(playerId, players));
  return null;
}

/**
 * Every problem of a complete team, one sentence per broken rule (in the reader's language) (empty = valid):
 * unknown or duplicate players, 15 players in the official 2 GK / 5 DEF / 5 MID / 3 FWD,
 * slots matching positions, 11 starters and 4 substitutes, the formation (1 GK, 3-5 DEF,
 * 2-5 MID, 1-3 FWD), one captain and one different vice-captain among the starters, and every
 * challenge rule (budget, club limit, required and excluded players and clubs).
 */
export function validateFullTeam(squad: Squad, players: PlayerLookup, rules: ChallengeRules): string[] {
  const errors: string[] = [];
  const picks = squad.picks;

  const seenPlayers = new Set<number>();
  const reportedDuplicates = new Set<number>();
  const seenSlots = new Set<SlotId>();
  const reportedSlots = new Set<SlotId>();
  for (const pick of picks) {
    const player = players.get(pick.playerId);
    if (!player) errors.push(gameMessages.submission.unknownPlayerId(pick.playerId));
    if (seenPlayers.has(pick.playerId) && !reportedDuplicates.has(pick.playerId)) {
      errors.push(gameMessages.submission.selectedTwice(nameOf(pick.playerId, players)));
      reportedDuplicates.add(pick.playerId);
    }
    seenPlayers.add(pick.playerId);
    if (seenSlots.has(pick.slot) && !reportedSlots.has(pick.slot)) {
      errors.push(gameMessages.submission.slotTwice(pick.slot));
      reportedSlots.add(pick.slot);
    }
    seenSlots.add(pick.slot);
    const position = slotPosition(pick.slot);
    if (player && position !== null && position !== player.position) {
      errors.push(gameMessages.submission.wrongSlot(player.webName, player.position, pick.slot));
    }
  }

  if (picks.length !== SQUAD_SIZE) errors.push(gameMessages.submission.squadSize(SQUAD_SIZE, picks.length));

  const starters = starterPicks(squad);
  const bench = benchPicks(squad);
  if (starters.length !== STARTERS_COUNT) errors.push(gameMessages.submission.startersCount(STARTERS_COUNT, starters.length));
  if (bench.length !== SUBS_COUNT) errors.push(gameMessages.submission.benchCount(SUBS_COUNT, bench.length));

  const squadCounts = countByPosition(picks, players);
  const starterCounts = countByPosition(starters, players);
  for (const position of POSITIONS) {
    const expected = SQUAD_COMPOSITION[position];
    if (squadCounts[position] !== expected) {
      errors.push(gameMessages.submission.squadPosition(position, expected, squadCounts[position]));
    }
  }
  for (const position of POSITIONS) {
    const { min, max } = STARTER_LIMITS[position];
    const have = starterCounts[position];
    if (have >= min && have <= max) continue;
    errors.push(
      min === max
        ? gameMessages.submission.startersExactly(position, min, have)
        : gameMessages.submission.startersBetween(position, min, max, have),
    );
  }

  // The substitute goalkeeper takes the first bench place; auto-subs follow the outfield order after it.
  const benchKeeper = bench.find((pick) => players.get(pick.playerId)?.position === "GK");
  if (benchKeeper && benchKeeper.slot !== KEEPER_BENCH_SLOT) errors.push(gameMessages.submission.benchKeeperFirst);

  const captainError = checkArmband(squad, squad.captainId, "captain", players);
  const viceError = checkArmband(squad, squad.viceCaptainId, "vice-captain", players);
  if (captainError) errors.push(captainError);
  if (viceError) errors.push(viceError);
  if (squad.captainId !== null && squad.captainId === squad.viceCaptainId) {
    errors.push(gameMessages.submission.sameArmbands);
  }

  for (const status of evaluateChallengeRules(squad, players, rules)) errors.push(...ruleStatusProblems(status));
  return errors;
}

/**
 * The API's one call: build the squad from a parsed submission and check it fully. Prices and
 * clubs come from `players` (the database), never from the client. Save `squad` only when
 * `errors` is empty.
 */
export function validateTeamSubmission(
  submission: { selectedPlayers: readonly SubmittedPlayer[] },
  players: PlayerLookup,
  rules: ChallengeRules,
): { squad: Squad; errors: string[] } {
  // The squad's size first: it explains every later problem of a wrong-sized list.
  if (submission.selectedPlayers.length !== SQUAD_SIZE)
    return { squad: EMPTY_SQUAD, errors: [gameMessages.submission.squadSize(SQUAD_SIZE, submission.selectedPlayers.length)] };
  const built = squadFromSubmission(submission.selectedPlayers, players);
  return { squad: built.squad, errors: [...built.errors, ...validateFullTeam(built.squad, players, rules)] };
}
