// Small pieces of a leak shared by the feed, the panels and the admin list.
import { leaksMessages as m } from "../../../domain/messages/leaks";
import ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import Bandage from "lucide-react/icons/bandage";
import Brain from "lucide-react/icons/brain";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Globe from "lucide-react/icons/globe";
import PenLine from "lucide-react/icons/pen-line";
import Scale from "lucide-react/icons/scale";
import { CATEGORY_INFO, noteTone, RELIABILITY_INFO, temperatureOf, type LeakCategory, type Reliability } from "../../../domain/leaks-rules";
import { Icon, type IconType } from "../../ui/icon";

/** Each category's icon, beside its name on chips and badges. */
export const CATEGORY_ICON: Record<LeakCategory, IconType> = {
  injury: Bandage,
  transfer: ArrowLeftRight,
  "team-news": ClipboardList,
  contract: PenLine,
  tactics: Brain,
  "rule-change": Scale,
  international: Globe,
};

export function Temperature({ note, size = "normal" }: { note: number; size?: "normal" | "small" }) {
  const t = temperatureOf(note);
  return (
    <span className={`leak-temp leak-temp-${t.tone} leak-temp-${size}`} style={{ background: t.color, color: t.ink }} title={m.temperatures[t.tone]} data-testid="leak-temp">
      {note}°
    </span>
  );
}

export function CategoryBadge({ category }: { category: LeakCategory }) {
  const c = CATEGORY_INFO[category];
  return (
    <span className="leak-badge" style={{ background: c.color, color: "#fff" }}>
      <Icon icon={CATEGORY_ICON[category]} /> {m.categories[category]}
    </span>
  );
}

export function ReliabilityBadge({ reliability }: { reliability: Reliability }) {
  const r = RELIABILITY_INFO[reliability];
  const words = m.reliability[reliability];
  return (
    <span className="leak-badge leak-badge-outline" style={{ borderColor: r.color }} title={words.description}>
      {m.reliabilityBadge(words.name)}
    </span>
  );
}

export function Note({ note }: { note: number }) {
  const n = noteTone(note);
  return (
    <strong className={`leak-note leak-note-${n.tone}`} style={{ color: n.color }}>
      {note}
    </strong>
  );
}
