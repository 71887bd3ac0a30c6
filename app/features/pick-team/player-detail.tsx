import { formColour, transferTrend } from "../../../domain/player-display";
import { findPick, isBenchSlot } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import { Modal } from "../../ui/modal";
import { InlineStyle } from "../../ui/inline-style";
import playerCardCss from "../../styles/player-card.css?inline";
import playerStatsCss from "../../styles/player-stats.css?inline";
import type { BuilderOp } from "./builder-ops";
import { activate } from "../../lib/links";
import { builderHref } from "./links";
import type { PlayerCard } from "../../../domain/players";
import type { UpcomingFixture } from "../../../domain/fixture-difficulty";
import { AvailabilityBadge, FixtureStrip, PriceChange } from "./player-bits";
import { ResultBanner } from "../../ui/result-banner";
import { Price } from "../../ui/price";

const POSITION_NAME = { GK: "Goalkeeper", DEF: "Defender", MID: "Midfielder", FWD: "Forward" } as const;

/** The card of a picked player, with the actions of the current phase. */
export function PlayerDetail(props: {
  gameweek: number;
  draft: SquadDraft;
  player: PlayerCard;
  nextFixtures?: UpcomingFixture[];
  /** A refused action's message (bench rule, armband rule...), shown next to the buttons. */
  message?: string | null;
  onOp: (op: BuilderOp) => void;
  onSwitch: () => void;
  onClose: () => void;
}) {
  const { gameweek, draft, player, nextFixtures, message, onOp, onSwitch, onClose } = props;
  const pick = findPick(draft.squad, player.id);
  const onBench = pick ? isBenchSlot(pick.slot) : false;
  const trend = transferTrend(player.transfersInEvent, player.transfersOutEvent);
  const opLink = (op: BuilderOp, label: string, className = "btn btn-secondary") => (
    <a
      className={className}
      href={builderHref(gameweek, draft, { op: op.op, player: "player" in op ? op.player : undefined, detail: player.id })}
      onClick={activate(() => onOp(op))}
    >
      {label}
    </a>
  );
  return (
    <Modal title={`${player.firstName} ${player.secondName}`} labelledBy="player-detail-title" onClose={onClose} className="player-detail">
      <InlineStyle css={playerCardCss} />
      <InlineStyle css={playerStatsCss} />
      <p className="muted">
        {POSITION_NAME[player.position]} · {player.teamName}
      </p>
      {player.status !== "a" ? (
        <p className="detail-availability" data-testid="detail-availability">
          <AvailabilityBadge player={player} withNews />
        </p>
      ) : null}
      <p className="detail-fixtures">
        <span className="muted">Next fixtures </span>
        <FixtureStrip fixtures={nextFixtures} />
      </p>
      <dl className="stat-grid">
        <div>
          <dt>Price</dt>
          <dd>
            <Price tenths={player.priceTenths} /> <PriceChange tenths={player.priceChangeTenths} />
          </dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{player.totalPoints}</dd>
        </div>
        <div>
          <dt>Form</dt>
          <dd className={`form form-${formColour(player.form)}`}>{player.form.toFixed(1)}</dd>
        </div>
        <div>
          <dt>PPG</dt>
          <dd>{player.pointsPerGame.toFixed(1)}</dd>
        </div>
        <div>
          <dt>Selected</dt>
          <dd>{player.selectedByPercent.toFixed(1)}%</dd>
        </div>
        <div>
          <dt>Trend</dt>
          <dd className={`trend trend-${trend.toLowerCase().replace(" ", "-")}`}>{trend}</dd>
        </div>
        <div>
          <dt>Transfers in</dt>
          <dd>{player.transfersInEvent.toLocaleString("en-GB")}</dd>
        </div>
        <div>
          <dt>Transfers out</dt>
          <dd>{player.transfersOutEvent.toLocaleString("en-GB")}</dd>
        </div>
      </dl>
      <ResultBanner result={{ ok: false, message }} className="detail-message" testId="detail-message" />
      <div className="detail-actions">
        {draft.phase === "pick" ? (
          opLink({ op: "remove", player: player.id }, "Remove / Sell", "btn btn-danger")
        ) : (
          <>
            {!onBench ? opLink({ op: "captain", player: player.id }, draft.squad.captainId === player.id ? "Captain ✓" : "Set as Captain") : null}
            {!onBench ? opLink({ op: "vice", player: player.id }, draft.squad.viceCaptainId === player.id ? "Vice Captain ✓" : "Set as Vice Captain") : null}
            {onBench ? opLink({ op: "field", player: player.id }, "Return to Field") : opLink({ op: "bench", player: player.id }, "Send to Bench")}
            {onBench && player.position !== "GK" ? (
              <>
                {opLink({ op: "subEarlier", player: player.id }, "Earlier in bench order")}
                {opLink({ op: "subLater", player: player.id }, "Later in bench order")}
              </>
            ) : null}
            <a className="btn btn-secondary" href={builderHref(gameweek, draft, { picker: `switch:${player.id}` })} onClick={activate(onSwitch)}>
              Switch from Market
            </a>
          </>
        )}
      </div>
    </Modal>
  );
}
