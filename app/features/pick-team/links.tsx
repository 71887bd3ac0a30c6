import { encodeSquad, type SquadDraft } from "../../../domain/squad-url";

/** The builder's query for the no-JavaScript path: the gameweek and the draft. */
function draftParams(gameweek: number, draft: SquadDraft) {
  return new URLSearchParams({ gw: String(gameweek), ...encodeSquad(draft) });
}

/** A builder URL for the no-JavaScript path: the draft plus extra parameters. */
export function builderHref(gameweek: number, draft: SquadDraft, extra: Record<string, string | number | undefined> = {}) {
  const params = draftParams(gameweek, draft);
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== "") params.set(k, String(v));
  // Commas may stand unescaped in a query.
  return `?${params.toString().replaceAll("%2C", ",")}`;
}

/**
 * The draft as hidden fields of a GET form: its submit buttons (`name`/`value`) then say only
 * what they add, instead of every link repeating the whole squad.
 */
export function DraftInputs({ gameweek, draft }: { gameweek: number; draft: SquadDraft }) {
  return (
    <>
      {[...draftParams(gameweek, draft)].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}
