// The chat's eight reactions drawn as interface icons (issue 41): the stored id stays the emoji
// (domain/chat-rules.ts CHAT_EMOJI), the screen draws its lucide icon, and the catalogue names it
// (chatMessages.ui.reactionNames). An emoji drawn as an icon is an empty box on a machine without an
// emoji font; what members type in their messages stays as typed.
import { CHAT_EMOJI, CHAT_REACTION_KEY, type ChatEmoji, type ChatReactionKey } from "../../../domain/chat-ids";
import type { IconType } from "../../ui/icon";
import Angry from "lucide-react/icons/angry";
import Flame from "lucide-react/icons/flame";
import Frown from "lucide-react/icons/frown";
import Heart from "lucide-react/icons/heart";
import Laugh from "lucide-react/icons/laugh";
import PartyPopper from "lucide-react/icons/party-popper";
import Sparkles from "lucide-react/icons/sparkles";
import ThumbsUp from "lucide-react/icons/thumbs-up";

const ICON_OF: Record<ChatReactionKey, IconType> = {
  thumbsUp: ThumbsUp,
  heart: Heart,
  laugh: Laugh,
  wow: Sparkles,
  sad: Frown,
  angry: Angry,
  fire: Flame,
  clap: PartyPopper,
};

export const CHAT_REACTION_ICONS = Object.fromEntries(CHAT_EMOJI.map((emoji) => [emoji, ICON_OF[CHAT_REACTION_KEY[emoji]]])) as Record<ChatEmoji, IconType>;
