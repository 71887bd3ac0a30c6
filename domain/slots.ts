// The squad's slots (pitch slots by position, the bench SUB-0..3): what a slot is and where it
// stands. Apart from domain/squad.ts, so that a screen that only draws a team (the live pitch)
// does not carry the builder's rules and their messages.
import { BENCH_SLOT_IDS, PITCH_SLOT_IDS, type BenchSlotId, type Position, type SlotId } from "./constants.ts";

const SLOT_ID_SET: ReadonlySet<string> = new Set<string>([
  ...Object.values(PITCH_SLOT_IDS).flat(),
  ...BENCH_SLOT_IDS,
]);

export function isSlotId(value: string): value is SlotId {
  return SLOT_ID_SET.has(value);
}

export function isBenchSlot(slot: SlotId): slot is BenchSlotId {
  return slot.startsWith("SUB-");
}

/** The position a pitch slot is for ("DEF-3" -> "DEF"); null for a bench slot. */
export function slotPosition(slot: SlotId): Position | null {
  if (isBenchSlot(slot)) return null;
  return slot.slice(0, slot.indexOf("-")) as Position;
}

/** Index within its row or on the bench: "SUB-2" -> 2. */
export function slotIndex(slot: SlotId): number {
  return Number(slot.slice(slot.indexOf("-") + 1));
}

/** Bench order as the official game counts it, 1-4 ("SUB-0" -> 1); null for a pitch slot. */
export function benchOrder(slot: SlotId): number | null {
  return isBenchSlot(slot) ? slotIndex(slot) + 1 : null;
}

