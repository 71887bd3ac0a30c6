// Interface icons (issue 26): SVGs from one icon set (lucide, imported one icon at a time so only
// the icons used ship), drawn in the text's colour at the text's size. Emoji stay only where users
// write them (posts, chat, reactions): an emoji as an icon is an empty box on a machine without an
// emoji font, and each platform draws it differently.
import type { LucideIcon } from "lucide-react";

export type IconType = LucideIcon;

/**
 * A decorative icon (hidden from assistive technology): the text beside it, or the label of the
 * icon-only control around it, says what it means. `filled` fills the shape (a lit star, a liked heart).
 */
export function Icon({ icon: Glyph, className, filled = false }: { icon: IconType; className?: string; filled?: boolean }) {
  return <Glyph aria-hidden="true" focusable="false" className={`icon${className ? ` ${className}` : ""}`} fill={filled ? "currentColor" : "none"} />;
}
