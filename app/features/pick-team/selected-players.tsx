// The builder's table of the players picked so far: slot, club, availability, price, points, form and role.
import { availabilityOf } from "../../../domain/availability";
import { isBenchSlot } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import type { PlayerCard } from "../../../domain/players";
import { Price } from "../../ui/price";
import { AvailabilityBadge } from "./player-bits";
import { gameMessages } from "../../../domain/messages/game";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";

export function SelectedPlayers({ draft, byId }: { draft: SquadDraft; byId: Map<number, PlayerCard> }) {
  const count = draft.squad.picks.length;
  const m = gameMessages.selected;
  const fmt = formatter(currentLocale());
  return (
    <details className="card selected-details">
      <summary>{m.summary(count)}</summary>
      {count === 0 ? (
        <p className="muted">{m.none}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={m.label}>
          <table className="data-table">
            <thead>
              <tr>
                <th>{m.slot}</th>
                <th>{m.player}</th>
                <th>{m.club}</th>
                <th>{m.availability}</th>
                <th>{m.price}</th>
                <th>{m.points}</th>
                <th>{m.form}</th>
                <th>{m.role}</th>
              </tr>
            </thead>
            <tbody>
              {draft.squad.picks.map((pick) => {
                const p = byId.get(pick.playerId);
                if (!p) return null;
                return (
                  <tr key={pick.playerId}>
                    <td>{pick.slot}</td>
                    <td>{p.webName}</td>
                    <td>{p.team}</td>
                    <td>{availabilityOf(p).kind === "available" ? m.available : <AvailabilityBadge player={p} withNews />}</td>
                    <td><Price tenths={p.priceTenths} /></td>
                    <td>{p.totalPoints}</td>
                    <td>{fmt.number(p.form, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</td>
                    <td>
                      {draft.squad.captainId === p.id ? m.captain : draft.squad.viceCaptainId === p.id ? m.viceCaptain : isBenchSlot(pick.slot) ? m.substitute : m.starter}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
