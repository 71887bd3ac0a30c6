import { PITCH_ROWS } from "../../../domain/constants";
import { liveMessages } from "../../../domain/messages/live";
import { formationOf } from "../../../domain/formation";
import { isSlotId, slotIndex } from "../../../domain/slots";
import type { LivePlayer, LiveTeam } from "./types";
import { activate } from "../../lib/links";
import { PitchName, PlayerFace } from "../../ui/club-shirt";
import Star from "lucide-react/icons/star";
import { Icon } from "../../ui/icon";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowDown from "lucide-react/icons/arrow-down";

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
  const t = liveMessages;
  // The name is the visible name and points plus this hidden text (no aria-label that could
  // drift from what is seen: WCAG 2.5.3 label in name).
  const label = t.cardLabel({
    team: player.team || player.position,
    captain: player.captain,
    vice: player.viceCaptain,
    bonus: player.bonus,
    bonusProvisional: player.bonusProvisional,
    cameOnFor: cameOnFor?.webName ?? null,
    replacedBy: replacedBy?.webName ?? null,
    notCounted: !counts && !player.starter && !cameOnFor,
  });
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
        <span className="armband" title={t.captain} aria-hidden="true">
          {t.captainMark}
        </span>
      ) : player.viceCaptain ? (
        <span className="armband vice" title={t.viceCaptain} aria-hidden="true">
          {t.viceMark}
        </span>
      ) : null}
      {player.bonus > 0 ? (
        <span className={`lt-bonus${player.bonusProvisional ? " provisional" : ""}`} title={t.bonusTitle(player.bonus, player.bonusProvisional)} aria-hidden="true">
          <Icon icon={Star} filled className="lt-bonus-star" />
          {player.bonus}
          {player.bonusProvisional ? "?" : ""}
        </span>
      ) : null}
      <span className="slot-name">
        <PitchName name={player.webName} />
      </span>{" "}
      <span className="lt-points" data-testid="player-points">
        {pointsLabel(player)}
      </span>
      <span className="visually-hidden">{label}</span>
      {cameOnFor ? (
        <span className={`lt-sub-tag in${final ? "" : " provisional"}`} aria-hidden="true" title={t.cameOnForTitle(cameOnFor.webName, !final)}>
          <Icon icon={ArrowUp} /> {cameOnFor.webName}
        </span>
      ) : replacedBy ? (
        <span className={`lt-sub-tag out${final ? "" : " provisional"}`} aria-hidden="true" title={t.replacedByTitle(replacedBy.webName, !final)}>
          <Icon icon={ArrowDown} /> {t.offMark}
        </span>
      ) : null}
    </a>
  );
}

/** The 'Challenge Formation' pitch (FWD on top, then MID, DEF, GK) and the bench. */
export function LivePitch({ team, hrefFor, onOpen }: { team: LiveTeam; hrefFor: (id: number) => string; onOpen: (id: number) => void }) {
  const t = liveMessages;
  const subs = substitutionMaps(team);
  const starters = team.players.filter((p) => p.starter);
  const bench = team.players.filter((p) => !p.starter).sort((a, b) => (a.benchPosition ?? 9) - (b.benchPosition ?? 9));
  return (
    <section className="card lt-formation" aria-labelledby="formation-title">
      <div className="lt-section-head">
        <h2 id="formation-title">{t.formation}</h2>
        <span className="muted lt-formation-shape">
          {formationOf(starters)}
        </span>
      </div>
      <div className="pitch lt-pitch" aria-label={t.pitch}>
        {PITCH_ROWS.map((position) => {
          const row = starters.filter((p) => p.position === position).sort((a, b) => slotOrder(a.slotId) - slotOrder(b.slotId));
          if (row.length === 0) return null;
          return (
            <div key={position} className={`pitch-row row-${position.toLowerCase()}`} role="group" aria-label={t.rows[position]}>
              {row.map((p) => (
                <LivePlayerCard key={p.id} player={p} subs={subs} final={team.final} href={hrefFor(p.id)} onOpen={onOpen} />
              ))}
            </div>
          );
        })}
      </div>
      <div className="bench lt-bench" role="group" aria-labelledby="bench-title">
        <div className="bench-header">
          <strong id="bench-title">{t.bench}</strong>
          <span className="muted">{t.substitutes(bench.length)}</span>
        </div>
        {bench.length ? (
          <div className="bench-row">
            {bench.map((p) => (
              <div key={p.id} className="bench-place" data-bench-order={p.benchPosition ?? undefined}>
                <span className="bench-order">{t.benchOrder(p.benchPosition ?? 1)}</span>
                <LivePlayerCard player={p} subs={subs} final={team.final} href={hrefFor(p.id)} onOpen={onOpen} />
              </div>
            ))}
          </div>
        ) : (
          <p className="muted">{t.noBench}</p>
        )}
      </div>
      {team.substitutions.length ? (
        <div className="lt-subs" data-testid="auto-subs">
          <h3>
            {t.autoSubs}{" "}
            <span className={`badge${team.final ? "" : " lt-badge-provisional"}`}>{team.final ? t.final : t.provisional}</span>
          </h3>
          <ul>
            {team.substitutions.map((s) => {
              const out = team.players.find((p) => p.id === s.outPlayerId);
              const inn = team.players.find((p) => p.id === s.inPlayerId);
              return (
                <li key={`${s.outPlayerId}-${s.inPlayerId}`}>
                  <span className="lt-in"><Icon icon={ArrowUp} /> {inn?.webName ?? t.unknownPlayer}</span> {t.cameOnFor} <span className="lt-out"><Icon icon={ArrowDown} /> {out?.webName ?? t.unknownPlayer}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p className="hint lt-legend">
        <span className="armband-inline">{t.captainMark}</span> {t.legendCaptain} · <span className="armband-inline vice">{t.viceMark}</span> {t.legendVice} ·{" "}
        <span className="lt-bonus-inline"><Icon icon={Star} filled /></span> {t.legendBonus}
      </p>
    </section>
  );
}
