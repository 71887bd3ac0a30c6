import { formColour } from "../../../domain/player-display";
import { DialogClose, Modal } from "../../ui/modal";
import { pointsLabel } from "./live-pitch";
import type { LivePlayer } from "./types";
import { Price } from "../../ui/price";

const POSITION_NAME = { GK: "Goalkeeper", DEF: "Defender", MID: "Midfielder", FWD: "Forward" } as const;

/** A player's gameweek in detail: names, club, position, points, price and his match figures. */
export function PlayerDialog({ player, note, closeHref, onClose }: { player: LivePlayer; note: string | null; closeHref: string; onClose: () => void }) {
  const fullName = `${player.firstName} ${player.secondName}`.trim() || player.webName;
  const role = player.captain ? "Captain" : player.viceCaptain ? "Vice-captain" : player.starter ? "Starting XI" : `Bench ${player.benchPosition ?? ""}`.trim();
  return (
    <Modal title={fullName} labelledBy="live-player-title" onClose={onClose} className="lt-player-dialog">
      <p className="muted lt-player-sub">
        <strong className="lt-webname">{player.webName}</strong> · {POSITION_NAME[player.position]} · {player.teamName || player.team} · {role}
      </p>
      {note ? <p className="badge lt-dialog-note">{note}</p> : null}
      <dl className="stat-grid lt-stat-grid">
        <div>
          <dt>Points</dt>
          <dd data-testid="dialog-points">{pointsLabel(player)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd><Price tenths={player.priceTenths} /></dd>
        </div>
        <div>
          <dt>Minutes</dt>
          <dd>{player.minutes}</dd>
        </div>
        <div>
          <dt>Goals</dt>
          <dd>{player.goals}</dd>
        </div>
        <div>
          <dt>Assists</dt>
          <dd>{player.assists}</dd>
        </div>
        <div>
          <dt>Clean sheets</dt>
          <dd>{player.cleanSheets}</dd>
        </div>
        <div>
          <dt>Bonus</dt>
          <dd>
            {player.bonus}
            {player.bonus > 0 && player.bonusProvisional ? <small className="lt-provisional"> provisional</small> : null}
          </dd>
        </div>
        <div>
          <dt>Form</dt>
          <dd className={`form-${formColour(player.form)}`}>{player.form.toFixed(1)}</dd>
        </div>
      </dl>
      <DialogClose href={closeHref} onClose={onClose} />
    </Modal>
  );
}
