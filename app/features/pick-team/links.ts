import { encodeSquad, type SquadDraft } from "../../../domain/squad-url";

/** A builder URL for the no-JavaScript path: the draft plus extra parameters. */
export function builderHref(gameweek: number, draft: SquadDraft, extra: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams({ gw: String(gameweek), ...encodeSquad(draft) });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== "") params.set(k, String(v));
  return `?${params}`;
}

/** A link that works without JavaScript and runs `onActivate` instead when it is on. */
export function activate(onActivate: () => void) {
  return (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onActivate();
  };
}
