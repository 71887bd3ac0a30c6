// The builder's operations on a draft, shared by the browser (clicks) and the
// server (the same operations as links when JavaScript is off).
import type { ChallengeRules } from "../../../domain/challenge-rules";
import { SQUAD_SIZE } from "../../../domain/constants";
import { parseRowId } from "../../../domain/row-id";
import {
  addPlayer,
  addPlayerMessage,
  armbandRefusalMessage,
  benchMoveRefusalMessage,
  benchRefusalMessage,
  fieldRefusalMessage,
  isSlotId,
  moveSubstitute,
  removePlayer,
  returnToField,
  sendToBench,
  setCaptain,
  setViceCaptain,
  type PlayerLookup,
} from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import { gameMessages } from "../../../domain/messages/game";

export type BuilderOp =
  | { op: "add"; player: number; slot?: string }
  | { op: "switch"; player: number; replace: number }
  | { op: "remove"; player: number }
  | { op: "bench"; player: number }
  | { op: "field"; player: number }
  | { op: "captain"; player: number }
  | { op: "vice"; player: number }
  /** Bench order (auto-subs follow it): an outfield substitute one place earlier or later. */
  | { op: "subEarlier"; player: number }
  | { op: "subLater"; player: number }
  | { op: "confirm" }
  | { op: "back" };

export type OpResult = { ok: true; draft: SquadDraft } | { ok: false; message: string };

export function applyOp(draft: SquadDraft, op: BuilderOp, players: PlayerLookup, rules: ChallengeRules): OpResult {
  const { squad } = draft;
  const m = gameMessages.squad;
  const name = "player" in op ? (players.get(op.player)?.webName ?? m.thisPlayer) : "";
  const done = (next: SquadDraft): OpResult => ({ ok: true, draft: next });
  switch (op.op) {
    case "add":
    case "switch": {
      const player = players.get(op.player);
      if (!player) return { ok: false, message: m.unknownPlayer };
      const slot = op.op === "add" && op.slot && isSlotId(op.slot) ? op.slot : undefined;
      const result = addPlayer(squad, player, players, rules, op.op === "switch" ? { replacingPlayerId: op.replace } : { slot });
      return result.ok ? done({ ...draft, squad: result.squad }) : { ok: false, message: addPlayerMessage(player, result) };
    }
    case "remove":
      if (draft.phase === "team") return { ok: false, message: m.noRemoveInTeamPhase };
      return done({ ...draft, squad: removePlayer(squad, op.player) });
    case "bench": {
      const result = sendToBench(squad, op.player, players);
      return result.ok ? done({ ...draft, squad: result.squad }) : { ok: false, message: benchRefusalMessage(result, name) };
    }
    case "field": {
      const result = returnToField(squad, op.player, players);
      return result.ok ? done({ ...draft, squad: result.squad }) : { ok: false, message: fieldRefusalMessage(result, name) };
    }
    case "captain":
    case "vice": {
      const result = op.op === "captain" ? setCaptain(squad, op.player) : setViceCaptain(squad, op.player);
      return result.ok ? done({ ...draft, squad: result.squad }) : { ok: false, message: armbandRefusalMessage(result, name) };
    }
    case "subEarlier":
    case "subLater": {
      const step = op.op === "subEarlier" ? -1 : 1;
      const result = moveSubstitute(squad, op.player, step, players);
      return result.ok ? done({ ...draft, squad: result.squad }) : { ok: false, message: benchMoveRefusalMessage(result, step, name) };
    }
    case "confirm":
      if (squad.picks.length !== SQUAD_SIZE) return { ok: false, message: m.pickAllFirst(SQUAD_SIZE, squad.picks.length) };
      return done({ ...draft, phase: "team" });
    case "back":
      return done({ ...draft, phase: "pick" });
  }
}

/** Reads an operation from URL parameters (the no-JavaScript links). */
export function opFromParams(params: URLSearchParams): BuilderOp | null {
  const op = params.get("op");
  const player = parseRowId(params.get("player")) ?? 0;
  const hasPlayer = player > 0;
  switch (op) {
    case "add":
      return hasPlayer ? { op, player, slot: params.get("slot") ?? undefined } : null;
    case "switch": {
      const replace = parseRowId(params.get("replace"));
      return hasPlayer && replace !== null ? { op, player, replace } : null;
    }
    case "remove":
    case "bench":
    case "field":
    case "captain":
    case "vice":
    case "subEarlier":
    case "subLater":
      return hasPlayer ? { op, player } : null;
    case "confirm":
    case "back":
      return { op };
    default:
      return null;
  }
}
