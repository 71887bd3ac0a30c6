import { BENCH_SLOT_IDS, PITCH_ROWS, PITCH_SLOT_IDS, SUBS_COUNT, type SlotId } from "../../../domain/constants";
import { gameTerms } from "../../../domain/messages/game-terms";
import { benchOrder, benchPicks, benchPlaceName, slotPosition, type Squad } from "../../../domain/squad";
import { formatPrice } from "../../../domain/player-display";
import type { SquadDraft } from "../../../domain/squad-url";
import { activate } from "../../lib/links";
import { DraftInputs } from "./links";
import type { PlayerCard } from "../../../domain/players";
import { availabilityOf } from "../../../domain/availability";
import { newsLine } from "./player-bits";
import { PitchName, PlayerFace } from "../../ui/club-shirt";
import { Price } from "../../ui/price";
import { gameMessages } from "../../../domain/messages/game";

type PitchProps = {
  gameweek: number;
  draft: SquadDraft;
  byId: Map<number, PlayerCard>;
  onEmptySlot: (slot: SlotId) => void;
  onPlayer: (playerId: number) => void;
};

function playerAt(squad: Squad, slot: SlotId) {
  return squad.picks.find((p) => p.slot === slot)?.playerId;
}

function SlotCard({ slot, props }: { slot: SlotId; props: PitchProps }) {
  const { draft, byId, onEmptySlot, onPlayer } = props;
  const id = playerAt(draft.squad, slot);
  const player = id !== undefined ? byId.get(id) : undefined;
  const position = slotPosition(slot);
  const m = gameMessages.pitch;
  if (!player) {
    const label = position ? gameTerms.position[position].short : m.empty;
    // Bench places fill through 'Send to Bench'; once 15 are picked, nobody is added.
    if (!position || draft.phase === "team")
      return (
        <span className="slot slot-empty slot-inert" data-slot={slot}>
          <span className="slot-shirt" aria-hidden="true" />
          <span className="slot-label">{label}</span>
        </span>
      );
    return (
      <button
        name="picker"
        value={slot}
        className="slot slot-empty"
        onClick={activate(() => onEmptySlot(slot))}
        aria-haspopup="dialog"
        aria-label={m.addTo(label, position, slot)}
        data-slot={slot}
      >
        <span className="slot-shirt" aria-hidden="true">+</span>
        <span className="slot-label">{label}</span>
      </button>
    );
  }
  const availability = availabilityOf(player);
  const flag = availability.kind === "available" ? null : availability.kind === "doubtful" ? availability.badge : "!";
  const captain = draft.squad.captainId === player.id;
  const vice = draft.squad.viceCaptainId === player.id;
  return (
    <button
      name="detail"
      value={player.id}
      className="slot slot-filled"
      aria-haspopup="dialog"
      onClick={activate(() => onPlayer(player.id))}
      data-slot={slot}
      data-player-id={player.id}
      // The visible text in its order (armband, flag, name, price), then what it means (WCAG 2.5.3 label in name).
      aria-label={m.slotName(
        `${captain ? `${gameTerms.captainMark} ` : vice ? `${gameTerms.viceMark} ` : ""}${flag ? `${flag} ` : ""}${player.webName} ${formatPrice(player.priceTenths)}`,
        player.team,
        captain ? "captain" : vice ? "vice" : null,
        availability.kind === "available" ? null : availability.label,
      )}
    >
      <span className="slot-face" aria-hidden="true">
        <PlayerFace team={player.team} photo={player.photo} keeper={player.position === "GK"} />
      </span>{" "}
      {/* The spaces keep the visible text "C Salah £14.5m" (the accessible name repeats it). */}
      {captain ? (
        <span className="armband" title={m.captain}>
          {gameTerms.captainMark}
        </span>
      ) : vice ? (
        <span className="armband vice" title={m.viceCaptain}>
          {gameTerms.viceMark}
        </span>
      ) : null}{" "}
      {availability.kind !== "available" ? (
        <span className={`flag flag-${availability.kind}`} title={newsLine(player) || availability.label} data-availability={availability.kind}>
          {flag}
        </span>
      ) : null}{" "}
      <span className="slot-name">
        <PitchName name={player.webName} />
      </span>{" "}
      <Price tenths={player.priceTenths} className="slot-price" />
    </button>
  );
}

export function Pitch(props: PitchProps & { showBench: boolean }) {
  const benchCount = benchPicks(props.draft.squad).length;
  const m = gameMessages.pitch;
  // Without JavaScript each slot submits this GET form: the draft once, plus the slot's
  // `picker` or `detail` (with it, a click opens the picker or the card in place).
  return (
    <form method="get" className="pitch-wrap">
      <DraftInputs gameweek={props.gameweek} draft={props.draft} />
      <div className="pitch" aria-label={m.label}>
        {PITCH_ROWS.map((position) => (
          <div key={position} className={`pitch-row row-${position.toLowerCase()}`} aria-label={gameTerms.position[position].titles}>
            {PITCH_SLOT_IDS[position].map((slot) => (
              <SlotCard key={slot} slot={slot} props={props} />
            ))}
          </div>
        ))}
      </div>
      {props.showBench ? (
        <div className="bench" aria-label={m.substitutes}>
          <div className="bench-header">
            <strong>{m.substitutes}</strong>
            <span data-testid="bench-count">{m.benchCount(benchCount, SUBS_COUNT)}</span>
          </div>
          <div className="bench-row">
            {BENCH_SLOT_IDS.map((slot) => (
              <div key={slot} className="bench-place" data-bench-order={benchOrder(slot)}>
                <span className="bench-order">{benchPlaceName(benchOrder(slot) ?? 1)}</span>
                <SlotCard slot={slot} props={props} />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </form>
  );
}
