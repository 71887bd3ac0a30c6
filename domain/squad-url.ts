// A squad in progress as URL parameters, so the team builder also works as
// plain links and forms (no JavaScript): s=GK-0.1,DEF-0.45 c=45 v=67 p=team.
import { isSlotId, type Squad, type SquadPick } from "./squad.ts";
import { parseRowId } from "./row-id.ts";

export type BuilderPhase = "pick" | "team";
export type SquadDraft = { squad: Squad; phase: BuilderPhase };

export function encodeSquad(draft: SquadDraft): Record<string, string> {
  const out: Record<string, string> = {};
  if (draft.squad.picks.length) out.s = draft.squad.picks.map((p) => `${p.slot}.${p.playerId}`).join(",");
  if (draft.squad.captainId !== null) out.c = String(draft.squad.captainId);
  if (draft.squad.viceCaptainId !== null) out.v = String(draft.squad.viceCaptainId);
  if (draft.phase === "team") out.p = "team";
  return out;
}

/** Reads what encodeSquad wrote; anything malformed, duplicated or out of range is dropped. */
export function decodeSquad(params: URLSearchParams): SquadDraft | null {
  const s = params.get("s");
  if (s === null && !params.has("p")) return null;
  const picks: SquadPick[] = [];
  const seenSlots = new Set<string>();
  const seenPlayers = new Set<number>();
  for (const part of (s ?? "").split(",").slice(0, 15)) {
    const [slot, id] = part.split(".");
    const playerId = parseRowId(id);
    if (!slot || !isSlotId(slot) || playerId === null) continue;
    if (seenSlots.has(slot) || seenPlayers.has(playerId)) continue;
    seenSlots.add(slot);
    seenPlayers.add(playerId);
    picks.push({ playerId, slot });
  }
  const armband = (key: string) => {
    const id = parseRowId(params.get(key));
    return id !== null && seenPlayers.has(id) ? id : null;
  };
  const captainId = armband("c");
  const viceCaptainId = armband("v");
  return {
    squad: { picks, captainId, viceCaptainId: viceCaptainId === captainId ? null : viceCaptainId },
    phase: params.get("p") === "team" ? "team" : "pick",
  };
}
