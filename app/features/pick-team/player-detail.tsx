import Check from "lucide-react/icons/check";
import { formColour, transferTrend } from "../../../domain/player-display";
import { gameTerms } from "../../../domain/messages/game-terms";
import { findPick, isBenchSlot } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import { Modal } from "../../ui/modal";
import { Icon } from "../../ui/icon";
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
import { gameMessages } from "../../../domain/messages/game";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";

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
  const m = gameMessages.player;
  const fmt = formatter(currentLocale());
  const decimal = (n: number) => fmt.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const opLink = (op: BuilderOp, label: React.ReactNode, className = "btn btn-secondary") => (
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
        {gameTerms.position[player.position].title} · {player.teamName}
      </p>
      {player.status !== "a" ? (
        <p className="detail-availability" data-testid="detail-availability">
          <AvailabilityBadge player={player} withNews />
        </p>
      ) : null}
      <p className="detail-fixtures">
        <span className="muted">{m.nextFixtures}</span>
        <FixtureStrip fixtures={nextFixtures} />
      </p>
      <dl className="stat-grid">
        <div>
          <dt>{m.price}</dt>
          <dd>
            <Price tenths={player.priceTenths} /> <PriceChange tenths={player.priceChangeTenths} />
          </dd>
        </div>
        <div>
          <dt>{m.points}</dt>
          <dd>{player.totalPoints}</dd>
        </div>
        <div>
          <dt>{m.form}</dt>
          <dd className={`form form-${formColour(player.form)}`}>{decimal(player.form)}</dd>
        </div>
        <div>
          <dt>{m.ppg}</dt>
          <dd>{decimal(player.pointsPerGame)}</dd>
        </div>
        <div>
          <dt>{m.selected}</dt>
          <dd>{decimal(player.selectedByPercent)}%</dd>
        </div>
        <div>
          <dt>{m.trend}</dt>
          <dd className={`trend trend-${trend.toLowerCase().replace(" ", "-")}`}>{gameMessages.trend[trend]}</dd>
        </div>
        <div>
          <dt>{m.transfersIn}</dt>
          <dd>{fmt.number(player.transfersInEvent)}</dd>
        </div>
        <div>
          <dt>{m.transfersOut}</dt>
          <dd>{fmt.number(player.transfersOutEvent)}</dd>
        </div>
      </dl>
      <ResultBanner result={{ ok: false, message }} className="detail-message" testId="detail-message" />
      <div className="detail-actions">
        {draft.phase === "pick" ? (
          opLink({ op: "remove", player: player.id }, m.remove, "btn btn-danger")
        ) : (
          <>
            {!onBench ? opLink({ op: "captain", player: player.id }, draft.squad.captainId === player.id ? <><Icon icon={Check} />{m.captainSet}</> : m.setCaptain) : null}
            {!onBench ? opLink({ op: "vice", player: player.id }, draft.squad.viceCaptainId === player.id ? <><Icon icon={Check} />{m.viceSet}</> : m.setVice) : null}
            {onBench ? opLink({ op: "field", player: player.id }, m.returnToField) : opLink({ op: "bench", player: player.id }, m.sendToBench)}
            {onBench && player.position !== "GK" ? (
              <>
                {opLink({ op: "subEarlier", player: player.id }, m.earlier)}
                {opLink({ op: "subLater", player: player.id }, m.later)}
              </>
            ) : null}
            <a className="btn btn-secondary" href={builderHref(gameweek, draft, { picker: `switch:${player.id}` })} onClick={activate(onSwitch)}>
              {m.switch}
            </a>
          </>
        )}
      </div>
    </Modal>
  );
}
