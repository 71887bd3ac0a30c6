// Small pieces every player list of the builder shows: availability badge with its news,
// the next fixtures with their difficulty, the price move since the season's start.
import { availabilityOf } from "../../../domain/availability";
import type { UpcomingFixture } from "../../../domain/fixture-difficulty";
import { formatDate } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { gameMessages } from "../../../domain/messages/game";
import { formatMillions } from "../../../domain/player-display";
import type { PlayerCard } from "../../../domain/players";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Icon } from "../../ui/icon";

type Card = Pick<PlayerCard, "status" | "chanceOfPlaying" | "news" | "newsAdded">;

/** "Knee injury - 50% chance of playing (1 Mar)": the news with the day it was added. */
export function newsLine(p: Card): string {
  if (!p.news) return "";
  return p.newsAdded ? gameMessages.player.newsAdded(p.news, formatDate(p.newsAdded, currentLocale(), "dayMonth")) : p.news;
}

/** A warning badge for any player who is not plainly available (nothing otherwise). */
export function AvailabilityBadge({ player, withNews = false }: { player: Card; withNews?: boolean }) {
  const a = availabilityOf(player);
  if (a.kind === "available") return null;
  const news = newsLine(player);
  return (
    <>
      <span className={`avail avail-${a.kind}`} title={news || a.label} data-availability={a.kind}>
        <Icon icon={TriangleAlert} />{" "}
        <span className="visually-hidden">{a.label}: </span>
        {a.badge}
      </span>
      {withNews && news ? <small className="avail-news">{news}</small> : null}
    </>
  );
}

/** The next fixtures: opponent, (H)/(A), coloured by difficulty 1-5. */
export function FixtureStrip({ fixtures }: { fixtures: readonly UpcomingFixture[] | undefined }) {
  if (!fixtures?.length) return <span className="muted">—</span>;
  const m = gameMessages.player;
  return (
    <span className="fdr-strip">
      {fixtures.map((f) => (
        <span key={`${f.gameweek}-${f.opponent}`} className={`fdr fdr-${f.difficulty}`} title={m.fixture(f.gameweek, f.opponent, f.home, f.difficulty)}>
          {f.opponent} ({f.home ? m.home : m.away})
        </span>
      ))}
    </span>
  );
}

/** "+0.5" / "−0.3" since the season's start (nothing when unchanged). */
export function PriceChange({ tenths }: { tenths: number }) {
  if (tenths === 0) return null;
  const up = tenths > 0;
  return (
    <small className={`price-change ${up ? "up" : "down"}`} title={gameMessages.player.priceMove(up, formatMillions(Math.abs(tenths)))}>
      {up ? "+" : "−"}
      {formatMillions(Math.abs(tenths))}
    </small>
  );
}
