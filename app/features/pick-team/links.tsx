import { encodeSquad, type SquadDraft } from "../../../domain/squad-url";

/** A builder URL for the no-JavaScript path: the draft plus extra parameters. */
export function builderHref(gameweek: number, draft: SquadDraft, extra: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams({ gw: String(gameweek), ...encodeSquad(draft) });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== "") params.set(k, String(v));
  // Commas may stand unescaped in a query: the pitch repeats this link per player.
  return `?${params.toString().replaceAll("%2C", ",")}`;
}
