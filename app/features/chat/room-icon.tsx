// Each room's icon (issue 26: an SVG, never an emoji): the room's configuration names a Lucide icon
// (domain/chat-rooms.ts ROOM_ICONS; GET /chat/rooms gives the name), drawn here.
import ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Crown from "lucide-react/icons/crown";
import Gem from "lucide-react/icons/gem";
import Goal from "lucide-react/icons/goal";
import Lightbulb from "lucide-react/icons/lightbulb";
import MessagesSquare from "lucide-react/icons/messages-square";
import Shield from "lucide-react/icons/shield";
import type { ChatRoom } from "../../../domain/chat-rules";
import type { RoomIconName } from "../../../domain/chat-rooms";
import { Icon, type IconType } from "../../ui/icon";

const ICONS: Record<RoomIconName, IconType> = {
  "messages-square": MessagesSquare,
  lightbulb: Lightbulb,
  "arrow-left-right": ArrowLeftRight,
  "clipboard-list": ClipboardList,
  crown: Crown,
  gem: Gem,
  shield: Shield,
  goal: Goal,
};

export function RoomIcon({ room }: { room: Pick<ChatRoom, "icon"> }) {
  return <Icon icon={ICONS[room.icon as RoomIconName] ?? MessagesSquare} />;
}
