import { POSITIONS, POSITION_NAMES, type Position } from "../../../domain/constants";
import type { SquadMember } from "../../../domain/players";
import { ClubShirt } from "../../ui/club-shirt";
import { Price } from "../../ui/price";

const GROUP_TITLES: Record<Position, string> = { GK: "Goalkeeper", DEF: "Defenders", MID: "Midfielders", FWD: "Forwards" };

function PlayerRow({ player }: { player: SquadMember }) {
  return (
    <li className="player-row" data-testid="squad-player">
      <span className={`pos-tag pos-${player.position}`} title={POSITION_NAMES[player.position].one}>
        {player.position}
      </span>
      <span className="player-name">
        <ClubShirt team={player.team} keeper={player.position === "GK"} size={22} className="list-shirt" />
        {player.webName}
        {player.captain ? (
          <abbr className="armband" title="Captain">
            C
          </abbr>
        ) : null}
        {player.viceCaptain ? (
          <abbr className="armband vice" title="Vice-captain">
            V
          </abbr>
        ) : null}
        {player.team ? <span className="club">{player.team}</span> : null}
      </span>
      <Price tenths={player.priceTenths} className="player-price" />
      <span className="player-points" title="Season points">
        {player.totalPoints}
      </span>
    </li>
  );
}

/** The starting XI grouped by position, goalkeeper first, as a compact list. */
export function StartingList({ players }: { players: SquadMember[] }) {
  const starters = players.filter((p) => p.starter);
  return (
    <section className="card squad-card" aria-labelledby="starting-xi-title">
      <h2 id="starting-xi-title">
        Starting XI <span className="muted">price · season pts</span>
      </h2>
      {starters.length === 0 ? <p className="muted">No starters picked yet.</p> : null}
      {POSITIONS.map((pos) => {
        const group = starters.filter((p) => p.position === pos);
        if (group.length === 0) return null;
        return (
          <div key={pos} className="position-group">
            <h3 className="mini-title">
              {GROUP_TITLES[pos]} · {group.length}
            </h3>
            <ul className="player-rows">
              {group.map((p) => (
                <PlayerRow key={p.id} player={p} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** The four substitutes in bench order. */
export function BenchList({ players }: { players: SquadMember[] }) {
  const bench = players.filter((p) => !p.starter).sort((a, b) => (a.benchPosition ?? 99) - (b.benchPosition ?? 99));
  return (
    <section className="card squad-card" aria-labelledby="bench-title">
      <h2 id="bench-title">
        Bench <span className="muted">in order</span>
      </h2>
      {bench.length === 0 ? (
        <p className="muted">No substitutes yet.</p>
      ) : (
        <ul className="player-rows">
          {bench.map((p) => (
            <PlayerRow key={p.id} player={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
