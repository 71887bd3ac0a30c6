import { POSITIONS } from "../../../domain/constants";
import { gameTerms } from "../../../domain/messages/game-terms";
import type { SquadMember } from "../../../domain/players";
import { ClubShirt } from "../../ui/club-shirt";
import { Price } from "../../ui/price";
import { arenaMessages } from "../../../domain/messages/arena";

function PlayerRow({ player }: { player: SquadMember }) {
  const m = arenaMessages.squadList;
  return (
    <li className="player-row" data-testid="squad-player">
      <span className={`pos-tag pos-${player.position}`} title={gameTerms.position[player.position].title}>
        {gameTerms.position[player.position].short}
      </span>
      <span className="player-name">
        <ClubShirt team={player.team} keeper={player.position === "GK"} size={22} className="list-shirt" />
        {player.webName}
        {player.captain ? (
          <abbr className="armband" title={m.captain}>
            {gameTerms.captainMark}
          </abbr>
        ) : null}
        {player.viceCaptain ? (
          <abbr className="armband vice" title={m.viceCaptain}>
            {gameTerms.viceMark}
          </abbr>
        ) : null}
        {player.team ? <span className="club">{player.team}</span> : null}
      </span>
      <Price tenths={player.priceTenths} className="player-price" />
      <span className="player-points" title={m.seasonPoints}>
        {player.totalPoints}
      </span>
    </li>
  );
}

/** The starting XI grouped by position, goalkeeper first, as a compact list. */
export function StartingList({ players }: { players: SquadMember[] }) {
  const starters = players.filter((p) => p.starter);
  const m = arenaMessages.squadList;
  return (
    <section className="card squad-card" aria-labelledby="starting-xi-title">
      <h2 id="starting-xi-title">
        {m.startingXi} <span className="muted">{m.priceAndPoints}</span>
      </h2>
      {starters.length === 0 ? <p className="muted">{m.noStarters}</p> : null}
      {POSITIONS.map((pos) => {
        const group = starters.filter((p) => p.position === pos);
        if (group.length === 0) return null;
        return (
          <div key={pos} className="position-group">
            <h3 className="mini-title">
              {m.groups[pos]} · {group.length}
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
  const m = arenaMessages.squadList;
  return (
    <section className="card squad-card" aria-labelledby="bench-title">
      <h2 id="bench-title">
        {m.bench} <span className="muted">{m.inOrder}</span>
      </h2>
      {bench.length === 0 ? (
        <p className="muted">{m.noSubstitutes}</p>
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
