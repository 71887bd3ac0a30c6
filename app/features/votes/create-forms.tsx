// The two create forms of /votes ('Evaluate your Team', 'Evaluate PvP'): plain form posts that
// work without JavaScript (the team form is multipart for its image).
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Field, ErrorList } from "../../ui/field";
import { DESCRIPTION_MAX, FORMATIONS, PLAYER_VOTE_ACTIONS, TITLE_MAX } from "../../../domain/votes-rules";
import { playerLabel, type NamedPlayer } from "../../../domain/votes-players";
import { PlayerCombobox } from "./player-combobox";

type Errors = { fields?: Record<string, string>; message?: string | null };
/** The gameweeks a new vote can be about, the upcoming one chosen (§5). */
export type GameweekChoice = { options: number[]; chosen: number; live: number | null };

function GameweekSelect({ gameweeks, error }: { gameweeks: GameweekChoice; error?: string }) {
  return (
    <Field label="Gameweek" error={error}>
      <select name="gameweek" defaultValue={gameweeks.chosen}>
        {gameweeks.options.map((gw) => (
          <option key={gw} value={gw}>
            GW {gw}
            {gw === gameweeks.chosen ? " (upcoming)" : gw === gameweeks.live ? " (live)" : ""}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function TeamVoteForm({ teams, gameweeks, errors }: { teams: { id: string; gameweek: number; teamName: string }[]; gameweeks: GameweekChoice; errors: Errors }) {
  const busy = useNavigation().state === "submitting";
  const [teamId, setTeamId] = useState(teams[0]?.id ?? "");
  return (
    <Form method="post" encType="multipart/form-data" className="form-stack create-form" aria-label="Evaluate your Team">
      <input type="hidden" name="intent" value="createTeam" />
      <ErrorList message={errors.message} />
      <Field label="Title" error={errors.fields?.title}>
        <input name="title" required maxLength={TITLE_MAX} />
      </Field>
      <Field label="Description (optional)" error={errors.fields?.description}>
        <input name="description" maxLength={DESCRIPTION_MAX} />
      </Field>
      <div className="form-grid">
        <Field label="Attach one of your saved teams" hint={teams.length ? "Shown on a small pitch." : "You have no saved team yet: add an image."} error={errors.fields?.teamId}>
          <select name="teamId" value={teamId} onChange={(e) => setTeamId(e.target.value)}>
            <option value="">No team: use an image</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                GW {team.gameweek}: {team.teamName}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Image (JPEG, PNG or GIF, under 5 MB)" error={errors.fields?.imageUrl}>
          <input type="file" name="image" accept="image/jpeg,image/png,image/gif" disabled={!!teamId} />
        </Field>
        <GameweekSelect gameweeks={gameweeks} error={errors.fields?.gameweek} />
        <Field label="Formation" error={errors.fields?.formation}>
          <select name="formation" defaultValue="4-4-2">
            {FORMATIONS.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
        <Field label="Tags (comma-separated)" error={errors.fields?.tags}>
          <input name="tags" placeholder="wildcard, gw18" />
        </Field>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Posting…" : "Post my team"}
      </button>
    </Form>
  );
}

export function PvpForm({ players, gameweeks, errors }: { players: readonly NamedPlayer[]; gameweeks: GameweekChoice; errors: Errors }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="form-stack create-form" aria-label="Evaluate PvP">
      <input type="hidden" name="intent" value="createPvp" />
      <ErrorList message={errors.message} />
      <Field label="Title" error={errors.fields?.title}>
        <input name="title" required maxLength={TITLE_MAX} />
      </Field>
      <div className="form-grid">
        <Field label="Question" error={errors.fields?.action}>
          <select name="action" defaultValue="captain">
            {PLAYER_VOTE_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a[0]!.toUpperCase() + a.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        <GameweekSelect gameweeks={gameweeks} error={errors.fields?.gameweek} />
        <PlayerCombobox name="player1" label="Player 1" players={players} error={errors.fields?.player1} listId="pvp-players" />
        <PlayerCombobox name="player2" label="Player 2" players={players} error={errors.fields?.player2} listId="pvp-players" />
        <Field label="Tags (comma-separated)" error={errors.fields?.tags}>
          <input name="tags" />
        </Field>
      </div>
      <Field label="Description (optional)" error={errors.fields?.description}>
        <input name="description" maxLength={DESCRIPTION_MAX} />
      </Field>
      <datalist id="pvp-players">
        {players.map((p) => (
          <option key={p.id} value={playerLabel(p)} />
        ))}
      </datalist>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Posting…" : "Start the poll"}
      </button>
    </Form>
  );
}
