// Interface icons (issue 26): SVGs from one icon set, lucide, drawn in the text's colour at the
// text's size. Import each icon by its own path (`import Sun from "lucide-react/icons/sun"`), never
// from the package's index: only the icons used ship, and the shell's chunk (vite.config.ts) holds
// only the shell's icons, each page's chunk its own. Emoji stay only where users
// write them (posts, chat messages); reactions are icons too (issue 41): an emoji as an icon is an empty box on a machine without an
// emoji font, and each platform draws it differently.
import type { LucideIcon } from "lucide-react";

export type IconType = LucideIcon;

/**
 * A decorative icon (hidden from assistive technology): the text beside it, or the label of the
 * icon-only control around it, says what it means. `filled` fills the shape (a lit star, a liked heart).
 */
export function Icon({ icon: Glyph, className, filled = false }: { icon: IconType; className?: string; filled?: boolean }) {
  return <Glyph {...LIGHTER} aria-hidden="true" className={`icon${className ? ` ${className}` : ""}`} fill={filled ? "currentColor" : "none"} />;
}

/**
 * Lucide's attributes that the `.icon` rule (app.css) says once for every icon, dropped from each
 * (about 100 bytes an icon: the Arena draws 36, the builder 12; issue 15 holds the builder's HTML
 * under 60 KB): the namespace (an SVG inside HTML needs none), the stroke's colour and its caps.
 */
const LIGHTER = { xmlns: undefined, stroke: undefined, strokeLinecap: undefined, strokeLinejoin: undefined } as const;
