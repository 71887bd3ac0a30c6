// A match room's system line's icon, by its key (issue 45: the line is a key and values; its
// words are the reader's, its icon an SVG, never the emoji the lines once began with).
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleX from "lucide-react/icons/circle-x";
import Flag from "lucide-react/icons/flag";
import Footprints from "lucide-react/icons/footprints";
import Goal from "lucide-react/icons/goal";
import Hand from "lucide-react/icons/hand";
import Megaphone from "lucide-react/icons/megaphone";
import Play from "lucide-react/icons/play";
import RectangleVertical from "lucide-react/icons/rectangle-vertical";
import Star from "lucide-react/icons/star";
import type { SystemKey } from "../../../domain/chat-rules";
import { Icon, type IconType } from "../../ui/icon";

const ICONS: Record<SystemKey, IconType> = {
  kickoff: Play,
  full_time: Flag,
  goal: Goal,
  own_goal: CircleAlert,
  assist: Footprints,
  yellow_card: RectangleVertical,
  red_card: RectangleVertical,
  penalty_saved: Hand,
  penalty_missed: CircleX,
  saves: Hand,
  bonus: Star,
};

/** The line's icon (a card in its colour); a line stored before keys (no key), the room's megaphone. */
export function SystemIcon({ line }: { line?: { key: SystemKey } | null }) {
  if (!line) return <Icon icon={Megaphone} />;
  const card = line.key === "yellow_card" ? "chat-card-yellow" : line.key === "red_card" ? "chat-card-red" : undefined;
  return <Icon icon={ICONS[line.key]} className={card} filled={!!card} />;
}
