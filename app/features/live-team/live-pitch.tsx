import { PITCH_ROWS, type Position } from "../../../domain/constants";
import { benchPlaceName, formationOf, isSlotId, slotIndex } from "../../../domain/squad";
import type { LivePlayer, LiveTeam } from "./types";
import { activate } from "../../lib/links";
import { PitchName, PlayerFace } from "../../ui/club-shirt";

const ROW_LABEL: Record<Position, string> = { GK: "Goalkeeper", DEF: "Defenders", MID: "Midfielders", FWD: "Forwards" };

const slotOrder = (slot: string) => (isSlotId(slot) ? slotIndex(slot) : 0);

/** '12 (x2)' for the captain (or the vice standing in), else the player's points. */
export function pointsLabel(p: LivePlayer) {
  return p.multiplier > 1 ? `${p.contribution} (x${p.multiplier})` : String(p.points);
}

type Subs = { cameOnFor: Map<number, LivePlayer>; replacedBy: Map<number, LivePlayer> };

export function substitutionMaps(team: LiveTeam): Subs {
  const byId = new Map(team.players.map((p) => [p.id, p]));
  const cameOnFor = new Map<number, LivePlayer>();
  const replacedBy = new Map<number, LivePlayer>();
  for (const s of team.substitutions) {
    const out = byId.get(s.outPlayerId);
    const inn = byId.get(s.inPlayerId);
    if (out && inn) {
      cameOnFor.set(inn.id, out);
      replacedBy.set(out.id, inn);
    }
  }
  return { cameOnFor, replacedBy };
}

function LivePlayerCard({ player, subs, final, href, onOpen }: { player: LivePlayer; subs: Subs; final: boolean; href: string; onOpen: (id: number) => void }) {
  const cameOnFor = subs.cameOnFor.get(player.id);
  const replacedBy = subs.replacedBy.get(player.id);
  const counts = player.multiplier > 0;
  // The name is the visible name and points plus this hidden text (no aria-label that could
  // drift from what is seen: WCAG 2.5.3 label in name).
  const label = [
    player.team || player.position,
    player.captain ? "captain" : player.viceCaptain ? "vice-captain" : "",
    player.bonus > 0 ? `${player.bonus} bonus${player.bonusProvisional ? " (provisional)" : ""}` : "",
    cameOnFor ? `came on for ${cameOnFor.webName}` : "",
    replacedBy ? `replaced by ${replacedBy.webName}` : "",
    !counts && !player.starter && !cameOnFor ? "does not count" : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <a
      href={href}
      className={`slot slot-filled lt-card${counts ? "" : " lt-not-counted"}${replacedBy ? " lt-subbed-off" : ""}${cameOnFor ? " lt-subbed-on" : ""}`}
      onClick={activate(() => onOpen(player.id))}
      data-player-id={player.id}
      data-slot={player.slotId}
      aria-haspopup="dialog"
    >
      <span className="slot-face" aria-hidden="true">
        <PlayerFace team={player.team} photo={player.photo} keeper={player.position === "GK"} />
      </span>
      {player.captain ? (
        <span className="armband" title="Captain" aria-hidden="true">
          C
        </span>
      ) : player.viceCaptain ? (
        <span className="armband vice" title="Vice-captain" aria-hidden="true">
          V
        </span>
      ) : null}
      {player.bonus > 0 ? (
        <span className={`lt-bonus${player.bonusProvisional ? " provisional" : ""}`} title={`Bonus ${player.bonus}${player.bonusProvisional ? " (provisional)" : ""}`} aria-hidden="true">
          ★{player.bonus}
          {player.bonusProvisional ? "?" : ""}
        </span>
      ) : null}
      <span className="slot-name">
        <PitchName name={player.webName} />
      </span>{" "}
      <span className="lt-points" data-testid="player-points">
        {pointsLabel(player)}
      </span>
      <span className="visually-hidden"> points, {label}</span>
      {cameOnFor ? (
        <span className={`lt-sub-tag in${final ? "" : " provisional"}`} aria-hidden="true" title={`Came on for ${cameOnFor.webName}${final ? "" : " (provisional)"}`}>
          ▲ {cameOnFor.webName}
        </span>
      ) : replacedBy ? (
        <span className={`lt-sub-tag out${final ? "" : " provisional"}`} aria-hidden="true" title={`Replaced by ${replacedBy.webName}${final ? "" : " (provisional)"}`}>
          ▼ off
        </span>
      ) : null}
    </a>
  );
}

/** The 'Challenge Formation' pitch (FWD on top, then MID, DEF, GK) and the bench. */
export function LivePitch({ team, hrefFor, onOpen }: { team: LiveTeam; hrefFor: (id: number) => string; onOpen: (id: number) => void }) {
  const subs = substitutionMaps(team);
  const starters = team.players.filter((p) => p.starter);
  const bench = team.players.filter((p) => !p.starter).sort((a, b) => (a.benchPosition ?? 9) - (b.benchPosition ?? 9));
  return (
    <section className="card lt-formation" aria-labelledby="formation-title">
      <div className="lt-section-head">
        <h2 id="formation-title">Challenge Formation</h2>
        <span className="muted lt-formation-shape">
          {formationOf(starters)}
        </span>
      </div>
      <div className="pitch lt-pitch" aria-label="Pitch">
        {PITCH_ROWS.map((position) => {
          const row = starters.filter((p) => p.position === position).sort((a, b) => slotOrder(a.slotId) - slotOrder(b.slotId));
          if (row.length === 0) return null;
          return (
            <div key={position} className={`pitch-row row-${position.toLowerCase()}`} role="group" aria-label={ROW_LABEL[position]}>
              {row.map((p) => (
                <LivePlayerCard key={p.id} player={p} subs={subs} final={team.final} href={hrefFor(p.id)} onOpen={onOpen} />
              ))}
            </div>
          );
        })}
      </div>
      <div className="bench lt-bench" role="group" aria-labelledby="bench-title">
        <div className="bench-header">
          <strong id="bench-title">Bench players</strong>
          <span className="muted">{bench.length} substitutes</span>
        </div>
        {bench.length ? (
          <div className="bench-row">
            {bench.map((p) => (
              <div key={p.id} className="bench-place" data-bench-order={p.benchPosition ?? undefined}>
                <span className="bench-order">{benchPlaceName(p.benchPosition ?? 1)}</span>
                <LivePlayerCard player={p} subs={subs} final={team.final} href={hrefFor(p.id)} onOpen={onOpen} />
              </div>
            ))}
          </div>
        ) : (
          <p className="muted">No bench players.</p>
        )}
      </div>
      {team.substitutions.length ? (
        <div className="lt-subs" data-testid="auto-subs">
          <h3>
            Automatic substitutions{" "}
            <span className={`badge${team.final ? "" : " lt-badge-provisional"}`}>{team.final ? "final" : "provisional"}</span>
          </h3>
          <ul>
            {team.substitutions.map((s) => {
              const out = team.players.find((p) => p.id === s.outPlayerId);
              const inn = team.players.find((p) => p.id === s.inPlayerId);
              return (
                <li key={`${s.outPlayerId}-${s.inPlayerId}`}>
                  <span className="lt-in">▲ {inn?.webName ?? "Unknown"}</span> came on for <span className="lt-out">▼ {out?.webName ?? "Unknown"}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p className="hint lt-legend">
        <span className="armband-inline">C</span> captain (points x2) · <span className="armband-inline vice">V</span> vice-captain · <span className="lt-bonus-inline">★</span> bonus
        (? provisional) · select a player for details
      </p>
    </section>
  );
}
