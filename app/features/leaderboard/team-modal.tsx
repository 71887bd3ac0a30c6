import type { Position } from "../../../domain/constants";
import { DialogClose, Modal } from "../../ui/modal";
import type { SquadMember } from "../../../domain/players";
import type { ManagerTeam } from "./leaderboard.server";
import { ClubShirt } from "../../ui/club-shirt";
import Shirt from "lucide-react/icons/shirt";
import { Icon } from "../../ui/icon";
import { Price } from "../../ui/price";

const ORDER: Record<Position, number> = { GK: 0, DEF: 1, MID: 2, FWD: 3 };

function PlayerRows({ players }: { players: SquadMember[] }) {
  return (
    <>
      {players.map((p) => (
        <tr key={p.id}>
          <td>
            <span className={`lb-pos lb-pos-${p.position.toLowerCase()}`}>{p.position}</span>
          </td>
          <td className="lb-player">
            <ClubShirt team={p.team} keeper={p.position === "GK"} size={22} className="lb-shirt" />
            {p.webName}
            {p.captain ? (
              <span className="armband-inline" title="Captain">
                C
              </span>
            ) : p.viceCaptain ? (
              <span className="armband-inline vice" title="Vice-captain">
                V
              </span>
            ) : null}
          </td>
          <td>{p.team}</td>
          <td><Price tenths={p.priceTenths} /></td>
          <td>{p.totalPoints}</td>
        </tr>
      ))}
    </>
  );
}

function Squad({ title, players, testId }: { title: string; players: SquadMember[]; testId: string }) {
  return (
    <section className="lb-squad" data-testid={testId}>
      <h3>
        {title} <span className="muted">({players.length})</span>
      </h3>
      {players.length ? (
        <div className="table-wrap">
          <table className="data-table lb-squad-table">
            <thead>
              <tr>
                <th scope="col">Pos</th>
                <th scope="col">Player</th>
                <th scope="col">Club</th>
                <th scope="col">Price</th>
                <th scope="col">
                  <abbr title="Season points">Pts</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              <PlayerRows players={players} />
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">None.</p>
      )}
    </section>
  );
}

/** A manager's latest locked team: starting XI and substitutes, or why there is none. */
export function TeamModal({
  team,
  manager,
  loading,
  closeHref,
  onClose,
}: {
  team: ManagerTeam | null;
  manager: string;
  loading: boolean;
  closeHref: string;
  onClose: () => void;
}) {
  const title = team?.ok ? team.teamName : `${manager}'s team`;
  return (
    <Modal title={title} labelledBy="team-modal-title" onClose={onClose} className="lb-team-modal">
      {loading || !team ? (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading team...
        </p>
      ) : team.ok ? (
        <>
          <p className="muted lb-team-sub">
            Manager {team.managerName} · @{team.username} · Gameweek {team.gameweek} · <strong>{team.totalPoints} pts</strong>
            {team.rank ? ` · rank #${team.rank}` : ""}
          </p>
          <Squad
            title="Starting XI"
            testId="starting-xi"
            players={team.players.filter((p) => p.starter).sort((a, b) => ORDER[a.position] - ORDER[b.position])}
          />
          <Squad title="Substitutes" testId="substitutes" players={team.players.filter((p) => !p.starter).sort((a, b) => (a.benchPosition ?? 9) - (b.benchPosition ?? 9))} />
        </>
      ) : (
        <div className="empty-state lb-modal-empty" role="status">
          <div className="empty-icon" aria-hidden="true">
            <Icon icon={Shirt} />
          </div>
          <p>{team.message}</p>
        </div>
      )}
      <DialogClose href={closeHref} onClose={onClose} />
    </Modal>
  );
}
