// A player's price or a budget on screen: the game's one format ("£14.0m", formatPrice in
// domain/player-display.ts) kept on one line (issue 41: the page's `overflow-wrap: anywhere` split
// '£14.0' / 'm' in a narrow column of /votes). Texts that are not drawn as elements (an accessible
// name, a message) use formatPrice itself.
import { formatPrice } from "../../domain/player-display";

export function Price({ tenths, className }: { tenths: number; className?: string }) {
  return <span className={`price${className ? ` ${className}` : ""}`}>{formatPrice(tenths)}</span>;
}
