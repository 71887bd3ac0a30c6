// The two create forms of /votes ('Evaluate your Team', 'Evaluate PvP'): plain form posts that
// work without JavaScript (the team form is multipart for its image).
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Field, ErrorList } from "../../ui/field";
import { DESCRIPTION_MAX, FORMATIONS, PLAYER_VOTE_ACTIONS, TITLE_MAX } from "../../../domain/votes";

type Errors = { fields?: Record<string, string>; message?: string | null };

export function TeamVoteForm({ teams, errors }: { teams: { id: string; gameweek: number; teamName: string }[]; errors: Errors }) {
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

export function PvpForm({ players, errors }: { players: { id: number; label: string }[]; errors: Errors }) {
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
        <Field label="Player 1" hint="Type to search the real players." error={errors.fields?.player1}>
          <input name="player1" list="pvp-players" required autoComplete="off" />
        </Field>
        <Field label="Player 2" error={errors.fields?.player2}>
          <input name="player2" list="pvp-players" required autoComplete="off" />
        </Field>
        <Field label="Tags (comma-separated)" error={errors.fields?.tags}>
          <input name="tags" />
        </Field>
      </div>
      <Field label="Description (optional)" error={errors.fields?.description}>
        <input name="description" maxLength={DESCRIPTION_MAX} />
      </Field>
      <datalist id="pvp-players">
        {players.map((p) => (
          <option key={p.id} value={p.label} />
        ))}
      </datalist>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Posting…" : "Start the poll"}
      </button>
    </Form>
  );
}
