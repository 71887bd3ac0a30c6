import type { Position } from "../../../domain/constants";
import { DialogClose, Modal } from "../../ui/modal";
import type { SquadMember } from "../../../domain/players";
import type { ManagerTeam } from "./leaderboard.server";
import { ClubShirt } from "../../ui/club-shirt";
import Shirt from "lucide-react/icons/shirt";
import { Icon } from "../../ui/icon";
import { Price } from "../../ui/price";
import { leaderboardMessages } from "../../../domain/messages/leaderboard";

const ORDER: Record<Position, number> = { GK: 0, DEF: 1, MID: 2, FWD: 3 };

function PlayerRows({ players }: { players: SquadMember[] }) {
  const t = leaderboardMessages;
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
              <span className="armband-inline" title={t.captain}>
                {t.captainMark}
              </span>
            ) : p.viceCaptain ? (
              <span className="armband-inline vice" title={t.viceCaptain}>
                {t.viceMark}
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
  const t = leaderboardMessages;
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
                <th scope="col">{t.pos}</th>
                <th scope="col">{t.player}</th>
                <th scope="col">{t.club}</th>
                <th scope="col">{t.price}</th>
                <th scope="col">
                  <abbr title={t.ptsTitle}>{t.pts}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              <PlayerRows players={players} />
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t.none}</p>
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
  const t = leaderboardMessages;
  const title = team?.ok ? team.teamName : t.managersTeam(manager);
  return (
    <Modal title={title} labelledBy="team-modal-title" onClose={onClose} className="lb-team-modal">
      {loading || !team ? (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loadingTeam}
        </p>
      ) : team.ok ? (
        <>
          <p className="muted lb-team-sub">
            {t.managerLabel(team.managerName)} · @{team.username} · {t.gameweekN(team.gameweek)} · <strong>{t.points(team.totalPoints)}</strong>
            {team.rank ? t.rankN(team.rank) : null}
          </p>
          <Squad
            title={t.startingXI}
            testId="starting-xi"
            players={team.players.filter((p) => p.starter).sort((a, b) => ORDER[a.position] - ORDER[b.position])}
          />
          <Squad title={t.substitutes} testId="substitutes" players={team.players.filter((p) => !p.starter).sort((a, b) => (a.benchPosition ?? 9) - (b.benchPosition ?? 9))} />
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
