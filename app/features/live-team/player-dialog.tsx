import { formColour } from "../../../domain/player-display";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { liveMessages } from "../../../domain/messages/live";
import { DialogClose, Modal } from "../../ui/modal";
import { pointsLabel } from "./live-pitch";
import type { LivePlayer } from "./types";
import { Price } from "../../ui/price";

/** A player's gameweek in detail: names, club, position, points, price and his match figures. */
export function PlayerDialog({ player, note, closeHref, onClose }: { player: LivePlayer; note: string | null; closeHref: string; onClose: () => void }) {
  const t = liveMessages;
  const s = t.stats;
  const fullName = `${player.firstName} ${player.secondName}`.trim() || player.webName;
  const role = player.captain ? t.captain : player.viceCaptain ? t.viceCaptain : player.starter ? t.startingXI : t.benchPlace(player.benchPosition);
  return (
    <Modal title={fullName} labelledBy="live-player-title" onClose={onClose} className="lt-player-dialog">
      <p className="muted lt-player-sub">
        <strong className="lt-webname">{player.webName}</strong> · {t.positions[player.position]} · {player.teamName || player.team} · {role}
      </p>
      {note ? <p className="badge lt-dialog-note">{note}</p> : null}
      <dl className="stat-grid lt-stat-grid">
        <div>
          <dt>{s.points}</dt>
          <dd data-testid="dialog-points">{pointsLabel(player)}</dd>
        </div>
        <div>
          <dt>{s.price}</dt>
          <dd><Price tenths={player.priceTenths} /></dd>
        </div>
        <div>
          <dt>{s.minutes}</dt>
          <dd>{player.minutes}</dd>
        </div>
        <div>
          <dt>{s.goals}</dt>
          <dd>{player.goals}</dd>
        </div>
        <div>
          <dt>{s.assists}</dt>
          <dd>{player.assists}</dd>
        </div>
        <div>
          <dt>{s.cleanSheets}</dt>
          <dd>{player.cleanSheets}</dd>
        </div>
        <div>
          <dt>{s.bonus}</dt>
          <dd>
            {player.bonus}
            {player.bonus > 0 && player.bonusProvisional ? <small className="lt-provisional"> {t.provisional}</small> : null}
          </dd>
        </div>
        <div>
          <dt>{s.form}</dt>
          <dd className={`form-${formColour(player.form)}`}>{formatter(currentLocale()).number(player.form, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</dd>
        </div>
      </dl>
      <DialogClose href={closeHref} onClose={onClose} />
    </Modal>
  );
}
