// The builder's table of the players picked so far: slot, club, availability, price, points, form and role.
import { availabilityOf } from "../../../domain/availability";
import { isBenchSlot } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import type { PlayerCard } from "../../../domain/players";
import { Price } from "../../ui/price";
import { AvailabilityBadge } from "./player-bits";

export function SelectedPlayers({ draft, byId }: { draft: SquadDraft; byId: Map<number, PlayerCard> }) {
  const count = draft.squad.picks.length;
  return (
    <details className="card selected-details">
      <summary>Selected Players Details ({count})</summary>
      {count === 0 ? (
        <p className="muted">No players yet: tap an empty shirt on the pitch to pick one.</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Selected players">
          <table className="data-table">
            <thead>
              <tr>
                <th>Slot</th>
                <th>Player</th>
                <th>Club</th>
                <th>Availability</th>
                <th>Price</th>
                <th>Points</th>
                <th>Form</th>
                <th>Role</th>
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
                    <td>{availabilityOf(p).kind === "available" ? "Available" : <AvailabilityBadge player={p} withNews />}</td>
                    <td><Price tenths={p.priceTenths} /></td>
                    <td>{p.totalPoints}</td>
                    <td>{p.form.toFixed(1)}</td>
                    <td>
                      {draft.squad.captainId === p.id ? "Captain" : draft.squad.viceCaptainId === p.id ? "Vice-captain" : isBenchSlot(pick.slot) ? "Substitute" : "Starter"}
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
