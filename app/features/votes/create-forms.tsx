// The two create forms of /votes ('Evaluate your Team', 'Evaluate PvP'): plain form posts that
// work without JavaScript (the team form is multipart for its image).
import { votesMessages as t } from "../../../domain/messages/votes";
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
    <Field label={t.form.gameweek} error={error}>
      <select name="gameweek" defaultValue={gameweeks.chosen}>
        {gameweeks.options.map((gw) => (
          <option key={gw} value={gw}>
            {t.form.gw(gw)}
            {gw === gameweeks.chosen ? t.form.upcoming : gw === gameweeks.live ? t.form.live : ""}
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
    <Form method="post" encType="multipart/form-data" className="form-stack create-form" aria-label={t.evaluateTeam}>
      <input type="hidden" name="intent" value="createTeam" />
      <ErrorList message={errors.message} />
      <Field label={t.form.title} error={errors.fields?.title}>
        <input name="title" required maxLength={TITLE_MAX} />
      </Field>
      <Field label={t.form.description} error={errors.fields?.description}>
        <input name="description" maxLength={DESCRIPTION_MAX} />
      </Field>
      <div className="form-grid">
        <Field label={t.form.attachTeam} hint={teams.length ? t.form.teamHint : t.form.noTeamHint} error={errors.fields?.teamId}>
          <select name="teamId" value={teamId} onChange={(e) => setTeamId(e.target.value)}>
            <option value="">{t.form.noTeam}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {t.form.teamOption(team.gameweek, team.teamName)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.form.image} error={errors.fields?.imageUrl}>
          <input type="file" name="image" accept="image/jpeg,image/png,image/gif" disabled={!!teamId} />
        </Field>
        <GameweekSelect gameweeks={gameweeks} error={errors.fields?.gameweek} />
        <Field label={t.form.formation} error={errors.fields?.formation}>
          <select name="formation" defaultValue="4-4-2">
            {FORMATIONS.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
        <Field label={t.form.tags} error={errors.fields?.tags}>
          <input name="tags" placeholder={t.form.tagsPlaceholder} />
        </Field>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t.form.posting : t.form.postTeam}
      </button>
    </Form>
  );
}

export function PvpForm({ players, gameweeks, errors }: { players: readonly NamedPlayer[]; gameweeks: GameweekChoice; errors: Errors }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="form-stack create-form" aria-label={t.evaluatePvp}>
      <input type="hidden" name="intent" value="createPvp" />
      <ErrorList message={errors.message} />
      <Field label={t.form.title} error={errors.fields?.title}>
        <input name="title" required maxLength={TITLE_MAX} />
      </Field>
      <div className="form-grid">
        <Field label={t.form.question} error={errors.fields?.action}>
          <select name="action" defaultValue="captain">
            {PLAYER_VOTE_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t.actions[a]}
              </option>
            ))}
          </select>
        </Field>
        <GameweekSelect gameweeks={gameweeks} error={errors.fields?.gameweek} />
        <PlayerCombobox name="player1" label={t.form.player1} players={players} error={errors.fields?.player1} listId="pvp-players" />
        <PlayerCombobox name="player2" label={t.form.player2} players={players} error={errors.fields?.player2} listId="pvp-players" />
        <Field label={t.form.tags} error={errors.fields?.tags}>
          <input name="tags" />
        </Field>
      </div>
      <Field label={t.form.description} error={errors.fields?.description}>
        <input name="description" maxLength={DESCRIPTION_MAX} />
      </Field>
      <datalist id="pvp-players">
        {players.map((p) => (
          <option key={p.id} value={playerLabel(p)} />
        ))}
      </datalist>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t.form.posting : t.form.startPoll}
      </button>
    </Form>
  );
}
