// Squad mechanics shared by the team builder (UI) and the API: slots, the picker's add/switch
// check with its messages, the bench rules, and small pure state changes.
// Pure: no I/O. Prices are integers in tenths of a million (60 = £6.0m).
import {
  BENCH_MAX_BY_POSITION,
  BENCH_SLOT_IDS,
  PITCH_SLOT_IDS,
  SQUAD_COMPOSITION,
  SQUAD_SIZE,
  SUBS_COUNT,
  type BenchSlotId,
  type PitchSlotId,
  type Position,
  type SlotId,
} from "./constants.ts";
import { normalizeName, type ChallengeRules, type PlayerRef } from "./challenge-rules.ts";
import { formatPrice } from "./player-display.ts";
import { gameMessages } from "./messages/game.ts";
import { formationOf, positionCounts } from "./formation.ts";
import { benchOrder, isBenchSlot, isSlotId, slotIndex, slotPosition } from "./slots.ts";

export { formationOf, positionCounts };

/** What the rules need to know about a player. Read it from the database, never from a client. */
export type RulesPlayer = {
  id: number;
  webName: string;
  teamId: number;
  /** Club short code, e.g. "ARS". Club limits and challenge rules use it. */
  teamShort: string;
  position: Position;
  /** Tenths of a million: 60 = £6.0m. */
  price: number;
  /** Optional, used only to match challenge rules that name a player ("Salah" vs webName "M.Salah"). */
  firstName?: string;
  secondName?: string;
};

/** Players by id. Must hold every player of the squad; a missing one counts as not in the squad. */
export type PlayerLookup = ReadonlyMap<number, RulesPlayer>;

/** One squad member. A SUB-n slot makes a substitute (bench order n+1, see benchOrder); any other slot a starter. */
export type SquadPick = { playerId: number; slot: SlotId };

/**
 * A squad: picks plus the armbands held as ids, so that there is at most one captain and one
 * vice-captain by construction. In phase 1 (picking 15) every pick sits in a pitch slot.
 */
export type Squad = {
  picks: readonly SquadPick[];
  captainId: number | null;
  viceCaptainId: number | null;
};

export const EMPTY_SQUAD: Squad = { picks: [], captainId: null, viceCaptainId: null };

/** The same players in the same slots with the same armbands (pick order does not matter). */
export function sameSquad(a: Squad, b: Squad): boolean {
  if (a.captainId !== b.captainId || a.viceCaptainId !== b.viceCaptainId || a.picks.length !== b.picks.length) return false;
  const slots = new Map(a.picks.map((p) => [p.playerId, p.slot]));
  return b.picks.every((p) => slots.get(p.playerId) === p.slot);
}

export function indexPlayers(players: Iterable<RulesPlayer>): Map<number, RulesPlayer> {
  const byId = new Map<number, RulesPlayer>();
  for (const player of players) byId.set(player.id, player);
  return byId;
}

// ---------------------------------------------------------------------------------------------
// Slots

export { isSlotId, isBenchSlot, slotPosition, slotIndex, benchOrder };

/** A bench place (order 1-4) as the screens name it: the goalkeeper's, then the 1st-3rd outfield substitute. */
export function benchPlaceName(order: number): string {
  return gameMessages.squad.benchPlace(order);
}

export function findPick(squad: Squad, playerId: number): SquadPick | undefined {
  return squad.picks.find((pick) => pick.playerId === playerId);
}

export function isStarter(pick: SquadPick): boolean {
  return !isBenchSlot(pick.slot);
}

export function starterPicks(squad: Squad): SquadPick[] {
  return squad.picks.filter(isStarter);
}

/** Substitutes in bench order (SUB-0 first). */
export function benchPicks(squad: Squad): SquadPick[] {
  return squad.picks.filter((pick) => isBenchSlot(pick.slot)).sort((a, b) => slotIndex(a.slot) - slotIndex(b.slot));
}

function isSlotFree(squad: Squad, slot: SlotId): boolean {
  return !squad.picks.some((pick) => pick.slot === slot);
}

/** First free pitch slot of a position (caps GK 2, DEF 5, MID 5, FWD 3), or null. */
export function firstFreeSlot(squad: Squad, position: Position): PitchSlotId | null {
  return PITCH_SLOT_IDS[position].find((slot) => isSlotFree(squad, slot)) ?? null;
}

/** First free bench slot (SUB-0..3), or null when 4 substitutes are chosen. */
export function firstFreeBenchSlot(squad: Squad): BenchSlotId | null {
  return BENCH_SLOT_IDS.find((slot) => isSlotFree(squad, slot)) ?? null;
}

/** The bench place reserved for the substitute goalkeeper (official game): the first. */
export const KEEPER_BENCH_SLOT: BenchSlotId = "SUB-0";
const OUTFIELD_BENCH_SLOTS: readonly BenchSlotId[] = BENCH_SLOT_IDS.filter((slot) => slot !== KEEPER_BENCH_SLOT);

/**
 * Where a player sent to the bench sits: a goalkeeper in the first place, an outfield player in
 * the first free of the others (so the outfield order is the order they were benched in).
 * Falls back to any free place for a bench laid out otherwise (a team saved before this rule).
 */
export function benchSlotFor(squad: Squad, position: Position): BenchSlotId | null {
  const preferred = position === "GK" ? [KEEPER_BENCH_SLOT] : OUTFIELD_BENCH_SLOTS;
  return preferred.find((slot) => isSlotFree(squad, slot)) ?? firstFreeBenchSlot(squad);
}

// ---------------------------------------------------------------------------------------------
// Counts and money

function playersOf(picks: readonly SquadPick[], players: PlayerLookup): RulesPlayer[] {
  const found: RulesPlayer[] = [];
  for (const pick of picks) {
    const player = players.get(pick.playerId);
    if (player) found.push(player);
  }
  return found;
}

/** Sum of the squad's prices, in tenths. */
export function squadCost(squad: Squad, players: PlayerLookup): number {
  return playersOf(squad.picks, players).reduce((total, player) => total + player.price, 0);
}

export function remainingBudget(squad: Squad, players: PlayerLookup, budgetTenths: number): number {
  return budgetTenths - squadCost(squad, players);
}

/** Players per club short code. */
export function countByClub(picks: readonly SquadPick[], players: PlayerLookup): Map<string, number> {
  const counts = new Map<string, number>();
  for (const player of playersOf(picks, players)) {
    counts.set(player.teamShort, (counts.get(player.teamShort) ?? 0) + 1);
  }
  return counts;
}

export function countByPosition(picks: readonly SquadPick[], players: PlayerLookup): Record<Position, number> {
  return positionCounts(playersOf(picks, players));
}


/** Formation of the starters as DEF-MID-FWD, e.g. "4-4-2". */
export function startingFormation(squad: Squad, players: PlayerLookup): string {
  return formationOf(playersOf(starterPicks(squad), players));
}


// ---------------------------------------------------------------------------------------------
// Matching players named by challenge rules

/**
 * A number matches the player id. A name matches the web name, the second name or
 * "first second" (so "Salah" matches web name "M.Salah"). Names can be ambiguous; prefer ids.
 */
export function playerMatchesRef(player: Pick<RulesPlayer, "id" | "webName" | "firstName" | "secondName">, ref: PlayerRef): boolean {
  if (typeof ref === "number") return player.id === ref;
  const wanted = normalizeName(ref);
  if (wanted === "") return false;
  const names = [player.webName, player.secondName, player.firstName && player.secondName ? `${player.firstName} ${player.secondName}` : undefined];
  return names.some((name) => name !== undefined && normalizeName(name) === wanted);
}

// ---------------------------------------------------------------------------------------------
// Adding or switching a player (the picker)

/** The parts of the challenge rules that decide whether a player can be added. */
export type AddPlayerRules = Pick<ChallengeRules, "budgetTenths" | "maxPlayersPerTeam" | "mustExcludePlayers">;

export type AddPlayerOptions = {
  /** Switch mode: the squad player being replaced. The new player takes their slot and armband. */
  replacingPlayerId?: number;
  /**
   * A specific slot (the empty slot the picker was opened from). Default: first free slot of the
   * position, then the bench. Ignored in switch mode.
   */
  slot?: SlotId;
};

export type AddPlayerRefusal =
  | { reason: "already-selected" }
  | { reason: "excluded" }
  | { reason: "squad-full"; max: number }
  | { reason: "position-full"; position: Position; max: number }
  | { reason: "club-full"; team: string; max: number; have: number }
  /** price, totalAfter and budget in tenths; totalAfter is the squad cost if the player were added. */
  | { reason: "over-budget"; price: number; totalAfter: number; budget: number }
  | { reason: "replaced-not-in-squad" }
  | { reason: "switch-position-mismatch"; position: Position }
  | { reason: "slot-occupied"; slot: SlotId }
  | { reason: "slot-position-mismatch"; slot: SlotId };

export type AddPlayerReason = AddPlayerRefusal["reason"];

export type AddPlayerCheck = { ok: true; slot: SlotId } | ({ ok: false } & AddPlayerRefusal);

/**
 * Can `player` join the squad (or replace `options.replacingPlayerId`)? Returns the slot it would
 * take, or the first reason it cannot, in the order the picker shows them: already selected,
 * excluded by the challenge, no room, club full, over budget.
 */
export function checkAddPlayer(
  squad: Squad,
  player: RulesPlayer,
  players: PlayerLookup,
  rules: AddPlayerRules,
  options: AddPlayerOptions = {},
): AddPlayerCheck {
  let replaced: SquadPick | undefined;
  if (options.replacingPlayerId !== undefined) {
    replaced = findPick(squad, options.replacingPlayerId);
    if (!replaced || !players.has(replaced.playerId)) return { ok: false, reason: "replaced-not-in-squad" };
  }
  // In switch mode the replaced player's price, club place and position place are freed.
  const others = replaced ? squad.picks.filter((pick) => pick !== replaced) : squad.picks;

  if (squad.picks.some((pick) => pick.playerId === player.id)) return { ok: false, reason: "already-selected" };
  if (rules.mustExcludePlayers.some((ref) => playerMatchesRef(player, ref))) return { ok: false, reason: "excluded" };

  if (replaced) {
    const replacedPosition = players.get(replaced.playerId)!.position;
    if (replacedPosition !== player.position) return { ok: false, reason: "switch-position-mismatch", position: replacedPosition };
  } else {
    if (others.length >= SQUAD_SIZE) return { ok: false, reason: "squad-full", max: SQUAD_SIZE };
    const max = SQUAD_COMPOSITION[player.position];
    if (countByPosition(others, players)[player.position] >= max) {
      return { ok: false, reason: "position-full", position: player.position, max };
    }
  }

  const clubCount = countByClub(others, players).get(player.teamShort) ?? 0;
  if (clubCount >= rules.maxPlayersPerTeam) {
    return { ok: false, reason: "club-full", team: player.teamShort, max: rules.maxPlayersPerTeam, have: clubCount };
  }

  const totalAfter = playersOf(others, players).reduce((total, p) => total + p.price, 0) + player.price;
  if (totalAfter > rules.budgetTenths) {
    return { ok: false, reason: "over-budget", price: player.price, totalAfter, budget: rules.budgetTenths };
  }

  if (replaced) return { ok: true, slot: replaced.slot };
  if (options.slot !== undefined) {
    if (!isSlotFree(squad, options.slot)) return { ok: false, reason: "slot-occupied", slot: options.slot };
    const position = slotPosition(options.slot);
    if (position !== null && position !== player.position) {
      return { ok: false, reason: "slot-position-mismatch", slot: options.slot };
    }
    return { ok: true, slot: options.slot };
  }
  // Unreachable for a squad within the composition (pitch slots = composition), kept as the spec's 'auto' fallback.
  const slot = firstFreeSlot(squad, player.position) ?? firstFreeBenchSlot(squad);
  if (slot === null) return { ok: false, reason: "position-full", position: player.position, max: SQUAD_COMPOSITION[player.position] };
  return { ok: true, slot };
}

/** Short badge for a greyed picker row (spec, in French: 'Déjà sélectionné', 'Équipe pleine', 'Budget insuffisant'). */
export function addPlayerBadge(reason: AddPlayerReason): string {
  switch (reason) {
    case "already-selected":
      return gameMessages.pickerBadge.alreadySelected;
    case "club-full":
      return gameMessages.pickerBadge.clubFull;
    case "over-budget":
      return gameMessages.pickerBadge.overBudget;
    case "excluded":
      return gameMessages.pickerBadge.excluded;
    case "squad-full":
      return gameMessages.pickerBadge.squadFull;
    case "position-full":
    case "slot-occupied":
    case "slot-position-mismatch":
    case "switch-position-mismatch":
      return gameMessages.pickerBadge.positionFull;
    case "replaced-not-in-squad":
      return gameMessages.pickerBadge.unavailable;
  }
}

/** The picker alert for a refusal (spec §8, in the reader's language). Prices shown as £m with one decimal. */
export function addPlayerMessage(player: Pick<RulesPlayer, "webName">, refusal: AddPlayerRefusal): string {
  switch (refusal.reason) {
    case "already-selected":
      return gameMessages.pickerAlert.alreadySelected(player.webName);
    case "club-full":
      return gameMessages.pickerAlert.clubFull(refusal.max, refusal.team, refusal.have);
    case "over-budget":
      return gameMessages.pickerAlert.overBudget(player.webName, formatPrice(refusal.price), formatPrice(refusal.totalAfter), formatPrice(refusal.budget));
    case "excluded":
      return gameMessages.pickerAlert.excluded(player.webName);
    case "squad-full":
      return gameMessages.pickerAlert.squadFull(refusal.max);
    case "position-full":
      return gameMessages.pickerAlert.positionFull(refusal.max, refusal.position);
    case "switch-position-mismatch":
      return gameMessages.pickerAlert.switchPositionMismatch(refusal.position);
    case "slot-occupied":
      return gameMessages.pickerAlert.slotOccupied(refusal.slot);
    case "slot-position-mismatch":
      return gameMessages.pickerAlert.slotPositionMismatch(player.webName, refusal.slot);
    case "replaced-not-in-squad":
      return gameMessages.pickerAlert.replacedNotInSquad;
  }
}

// ---------------------------------------------------------------------------------------------
// Bench (phase 2)

export type BenchRefusal =
  | { reason: "not-in-squad" }
  | { reason: "already-on-bench" }
  | { reason: "bench-full"; max: number }
  /** At most 1 GK, 2 DEF, 3 MID, 2 FWD on the bench, so that the XI keeps its minimums. */
  | { reason: "bench-position-full"; position: Position; max: number }
  /** 3 substitutes chosen and none is a goalkeeper: the 4th must be one. */
  | { reason: "bench-needs-goalkeeper" };

export type BenchCheck = { ok: true; slot: BenchSlotId } | ({ ok: false } & BenchRefusal);

/** Send to Bench (spec §5): the player must be a starter, the bench not full, and the bench stay valid. */
export function canSendToBench(squad: Squad, playerId: number, players: PlayerLookup): BenchCheck {
  const pick = findPick(squad, playerId);
  const player = players.get(playerId);
  if (!pick || !player) return { ok: false, reason: "not-in-squad" };
  if (!isStarter(pick)) return { ok: false, reason: "already-on-bench" };

  const bench = benchPicks(squad);
  const slot = benchSlotFor(squad, player.position);
  if (bench.length >= SUBS_COUNT || slot === null) return { ok: false, reason: "bench-full", max: SUBS_COUNT };

  const benchCounts = countByPosition(bench, players);
  const max = BENCH_MAX_BY_POSITION[player.position];
  if (benchCounts[player.position] >= max) return { ok: false, reason: "bench-position-full", position: player.position, max };
  if (bench.length === SUBS_COUNT - 1 && benchCounts.GK === 0 && player.position !== "GK") {
    return { ok: false, reason: "bench-needs-goalkeeper" };
  }
  return { ok: true, slot };
}

export function benchRefusalMessage(refusal: BenchRefusal, playerName: string = gameMessages.squad.thisPlayer): string {
  const m = gameMessages.squad;
  switch (refusal.reason) {
    case "not-in-squad":
      return m.notInSquad(playerName);
    case "already-on-bench":
      return m.alreadyOnBench(playerName);
    case "bench-full":
      return m.benchFull(refusal.max);
    case "bench-position-full":
      return m.benchPositionFull(refusal.max, refusal.position);
    case "bench-needs-goalkeeper":
      return m.benchNeedsGoalkeeper;
  }
}

export type FieldRefusal =
  | { reason: "not-in-squad" }
  | { reason: "not-on-bench" }
  | { reason: "position-full"; position: Position; max: number };

export type FieldCheck = { ok: true; slot: PitchSlotId } | ({ ok: false } & FieldRefusal);

/**
 * Return to Field: a substitute takes the first free pitch slot of their position. The pitch
 * holds 2 GK slots, so a second goalkeeper may stand on the field for a moment: that is how a
 * goalkeeper swap is done (bring the bench GK on, then bench the other one, which the
 * "4th sub must be a GK" rule then allows). validateFullTeam rejects a final XI with 2 GKs.
 */
export function canReturnToField(squad: Squad, playerId: number, players: PlayerLookup): FieldCheck {
  const pick = findPick(squad, playerId);
  const player = players.get(playerId);
  if (!pick || !player) return { ok: false, reason: "not-in-squad" };
  if (isStarter(pick)) return { ok: false, reason: "not-on-bench" };
  const slot = firstFreeSlot(squad, player.position);
  if (slot === null) return { ok: false, reason: "position-full", position: player.position, max: PITCH_SLOT_IDS[player.position].length };
  return { ok: true, slot };
}

export function fieldRefusalMessage(refusal: FieldRefusal, playerName: string = gameMessages.squad.thisPlayer): string {
  const m = gameMessages.squad;
  switch (refusal.reason) {
    case "not-in-squad":
      return m.notInSquad(playerName);
    case "not-on-bench":
      return m.alreadyOnField(playerName);
    case "position-full":
      return m.noFieldPlace(refusal.position, refusal.max);
  }
}

// ---------------------------------------------------------------------------------------------
// Pure state changes (each checks first, then returns a new squad)

export type SquadChange<Refusal> = { ok: true; squad: Squad } | ({ ok: false } & Refusal);

function moveTo(squad: Squad, playerId: number, slot: SlotId): Squad {
  return { ...squad, picks: squad.picks.map((pick) => (pick.playerId === playerId ? { ...pick, slot } : pick)) };
}

/** Add a player, or with `replacingPlayerId` switch one (keeping slot, starter status and armband). */
export function addPlayer(
  squad: Squad,
  player: RulesPlayer,
  players: PlayerLookup,
  rules: AddPlayerRules,
  options: AddPlayerOptions = {},
): SquadChange<AddPlayerRefusal> {
  const check = checkAddPlayer(squad, player, players, rules, options);
  if (!check.ok) return check;
  const replacedId = options.replacingPlayerId;
  if (replacedId === undefined) {
    return { ok: true, squad: { ...squad, picks: [...squad.picks, { playerId: player.id, slot: check.slot }] } };
  }
  return {
    ok: true,
    squad: {
      picks: squad.picks.map((pick) => (pick.playerId === replacedId ? { playerId: player.id, slot: pick.slot } : pick)),
      captainId: squad.captainId === replacedId ? player.id : squad.captainId,
      viceCaptainId: squad.viceCaptainId === replacedId ? player.id : squad.viceCaptainId,
    },
  };
}

/** Remove a player (phase 1 only in the UI); their armband goes with them. */
export function removePlayer(squad: Squad, playerId: number): Squad {
  return {
    picks: squad.picks.filter((pick) => pick.playerId !== playerId),
    captainId: squad.captainId === playerId ? null : squad.captainId,
    viceCaptainId: squad.viceCaptainId === playerId ? null : squad.viceCaptainId,
  };
}

/** Send to Bench. A substitute cannot wear an armband, so a benched captain or vice loses it. */
export function sendToBench(squad: Squad, playerId: number, players: PlayerLookup): SquadChange<BenchRefusal> {
  const check = canSendToBench(squad, playerId, players);
  if (!check.ok) return check;
  const moved = moveTo(squad, playerId, check.slot);
  return {
    ok: true,
    squad: {
      ...moved,
      captainId: squad.captainId === playerId ? null : squad.captainId,
      viceCaptainId: squad.viceCaptainId === playerId ? null : squad.viceCaptainId,
    },
  };
}

export function returnToField(squad: Squad, playerId: number, players: PlayerLookup): SquadChange<FieldRefusal> {
  const check = canReturnToField(squad, playerId, players);
  if (!check.ok) return check;
  return { ok: true, squad: moveTo(squad, playerId, check.slot) };
}

export type BenchMoveRefusal = { reason: "not-on-bench" } | { reason: "keeper-first" } | { reason: "at-end" };

/**
 * Moves an outfield substitute one place earlier (-1) or later (+1) in the bench order: the
 * order auto-subs follow. The goalkeeper keeps the first place; an empty place is taken, a
 * taken one is swapped.
 */
export function moveSubstitute(squad: Squad, playerId: number, step: -1 | 1, players: PlayerLookup): SquadChange<BenchMoveRefusal> {
  const pick = findPick(squad, playerId);
  if (!pick || !isBenchSlot(pick.slot)) return { ok: false, reason: "not-on-bench" };
  if (players.get(playerId)?.position === "GK") return { ok: false, reason: "keeper-first" };
  const index = OUTFIELD_BENCH_SLOTS.indexOf(pick.slot);
  const target = OUTFIELD_BENCH_SLOTS[index + step];
  if (index === -1 || !target) return { ok: false, reason: "at-end" };
  const other = squad.picks.find((p) => p.slot === target);
  return {
    ok: true,
    squad: { ...squad, picks: squad.picks.map((p) => (p === pick ? { ...p, slot: target } : p === other ? { ...p, slot: pick.slot } : p)) },
  };
}

export function benchMoveRefusalMessage(refusal: BenchMoveRefusal, step: -1 | 1, playerName: string = gameMessages.squad.thisPlayer): string {
  const m = gameMessages.squad;
  switch (refusal.reason) {
    case "not-on-bench":
      return m.notSubstitute(playerName);
    case "keeper-first":
      return m.keeperFirst;
    case "at-end":
      return step < 0 ? m.alreadyFirst(playerName) : m.alreadyLast(playerName);
  }
}

export type ArmbandRefusal = { reason: "not-in-squad" } | { reason: "on-bench" };

function checkArmband(squad: Squad, playerId: number): ArmbandRefusal | null {
  const pick = findPick(squad, playerId);
  if (!pick) return { reason: "not-in-squad" };
  if (!isStarter(pick)) return { reason: "on-bench" };
  return null;
}

/** Set as Captain. Making the vice-captain captain swaps the two armbands (as in the official game). */
export function setCaptain(squad: Squad, playerId: number): SquadChange<ArmbandRefusal> {
  const refusal = checkArmband(squad, playerId);
  if (refusal) return { ok: false, ...refusal };
  const viceCaptainId = squad.viceCaptainId === playerId ? squad.captainId : squad.viceCaptainId;
  return { ok: true, squad: { ...squad, captainId: playerId, viceCaptainId } };
}

/** Set as Vice Captain. Making the captain vice-captain swaps the two armbands. */
export function setViceCaptain(squad: Squad, playerId: number): SquadChange<ArmbandRefusal> {
  const refusal = checkArmband(squad, playerId);
  if (refusal) return { ok: false, ...refusal };
  const captainId = squad.captainId === playerId ? squad.viceCaptainId : squad.captainId;
  return { ok: true, squad: { ...squad, captainId, viceCaptainId: playerId } };
}

export function armbandRefusalMessage(refusal: ArmbandRefusal, playerName: string = gameMessages.squad.thisPlayer): string {
  switch (refusal.reason) {
    case "not-in-squad":
      return gameMessages.squad.notInSquad(playerName);
    case "on-bench":
      return gameMessages.squad.armbandOnBench(playerName);
  }
}
