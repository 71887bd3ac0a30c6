// The wall's four comment reactions drawn as interface icons (issue 41): lucide SVGs, not emoji,
// which are empty boxes on a machine without an emoji font. The stored ids stay REACTION_TYPES
// (domain/wall-rules.ts); each name comes from the catalogue (wallMessages.ui.reactions).
import type { ReactionType } from "../../../domain/wall-rules";
import type { IconType } from "../../ui/icon";
import Bird from "lucide-react/icons/bird";
import HandFist from "lucide-react/icons/hand-fist";
import HandHeart from "lucide-react/icons/hand-heart";
import Handshake from "lucide-react/icons/handshake";

export const WALL_REACTION_ICONS: Record<ReactionType, IconType> = { peace: Bird, respect: HandFist, handshake: Handshake, heart_hand: HandHeart };
