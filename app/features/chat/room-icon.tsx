// Each room's icon (issue 26: an SVG, not the emoji of the room's configuration): fixed rooms by id,
// club and match rooms by kind.
import ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Crown from "lucide-react/icons/crown";
import Gem from "lucide-react/icons/gem";
import Goal from "lucide-react/icons/goal";
import Lightbulb from "lucide-react/icons/lightbulb";
import MessagesSquare from "lucide-react/icons/messages-square";
import Shield from "lucide-react/icons/shield";
import type { ChatRoom } from "../../../domain/chat-rules";
import { Icon, type IconType } from "../../ui/icon";

const BY_ID: Record<string, IconType> = { "fantasy-tips": Lightbulb, transfers: ArrowLeftRight, tactics: ClipboardList, "vip-lounge": Crown, "vip-elite": Gem };
const BY_KIND: Partial<Record<ChatRoom["kind"], IconType>> = { club: Shield, match: Goal, vip: Crown };

export function RoomIcon({ room }: { room: Pick<ChatRoom, "id" | "kind"> }) {
  return <Icon icon={BY_ID[room.id] ?? BY_KIND[room.kind] ?? MessagesSquare} />;
}
