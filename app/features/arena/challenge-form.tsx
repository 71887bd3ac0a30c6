// The challenge form of /addchallenge and of an edit on /adminchallenges, with a live preview of
// the Arena card as managers will see it. A plain form post (works without JavaScript: player
// names are typed and matched on the server); JavaScript adds the pickers' chips and the preview.
import { Form, useNavigation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { ChallengeCard } from "./challenge-card";
import type { ArenaChallenge } from "./arena.server";
import { Field, ErrorList } from "../../ui/field";
import type { ClubOption, PlayerOption } from "./challenge-admin.server";
import { CHALLENGE_BUDGET_MAX_MILLIONS, CHALLENGE_BUDGET_MIN_MILLIONS, CHALLENGE_BUDGET_STEP_MILLIONS, GAMEWEEK_COUNT, MAX_PLAYERS_PER_CLUB_RANGE, REWARD_POINTS, TEAM_COUNT_RANGE } from "../../../domain/constants";
import { fromLeagueInputValue, toLeagueInputValue } from "../../../domain/format";
import { normalizeName } from "../../../domain/challenge-rules";
import { closestMatches } from "../../../domain/name-match";
import type { GameweekStatus } from "../../../domain/gameweek";
import { challengeAdminMessages as t } from "../../../domain/messages/challenge-admin";

/** A player's name without its club ("M.Salah (LIV)" → "M.Salah"), as names are typed. */
const webNameOf = (p: PlayerOption) => p.label.replace(/ \([A-Z]{3}\)$/, "");

export type ChallengeFormValues = {
  id?: string;
  gameweek: number;
  challengeName: string;
  description: string;
  deadline: string; // datetime-local, UK time
  budget: number;
  maxPlayersPerTeam: number;
  clubs: Record<string, number>;
  required: number[];
  excluded: number[];
  captainClub: string;
  captainCount: number;
  captainIsCaptain: boolean;
};

/** A gameweek as the form offers it; its status is what the preview's card shows (a locked gameweek's card says so). */
export type GameweekChoice = { id: number; deadline: number; taken: boolean; status: GameweekStatus };

export function emptyValues(gameweeks: GameweekChoice[]): ChallengeFormValues {
  const first = gameweeks.find((g) => !g.taken);
  return {
    gameweek: first?.id ?? 1,
    challengeName: "",
    description: "",
    deadline: first ? toLeagueInputValue(first.deadline) : "",
    budget: 100,
    maxPlayersPerTeam: 3,
    clubs: {},
    required: [],
    excluded: [],
    captainClub: "",
    captainCount: 1,
    captainIsCaptain: true,
  };
}

function PlayerPicker({
  name,
  label,
  players,
  chosen,
  onChange,
  error,
}: {
  name: "required" | "excluded";
  label: string;
  players: PlayerOption[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const [text, setText] = useState("");
  // A typed name that is no player's: said at once, with the closest players to pick instead.
  const [problem, setProblem] = useState<{ message: string; options: PlayerOption[] } | null>(null);
  const listId = `${name}-players`;
  const f = t.form;
  const problemId = `${name}-problem`;
  const byLabel = useMemo(() => new Map(players.map((p) => [normalizeName(p.label), p])), [players]);
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const choose = (player: PlayerOption) => {
    if (!chosen.includes(player.id)) onChange([...chosen, player.id]);
    setText("");
    setProblem(null);
  };
  const add = () => {
    const typed = text.trim();
    if (!typed) return;
    const sameName = players.filter((p) => normalizeName(webNameOf(p)) === normalizeName(typed));
    const found = byLabel.get(normalizeName(typed)) ?? (sameName.length === 1 ? sameName[0] : undefined);
    if (found) return choose(found);
    if (sameName.length > 1) return setProblem({ message: t.ambiguousPlayer(typed), options: sameName.slice(0, 5) });
    const options = closestMatches(typed, players, (p) => [webNameOf(p)], (p) => p.label);
    setProblem({ message: t.unknownPlayer(typed, options.map((p) => p.label)), options });
  };
  return (
    <fieldset className={`picker${error ? " has-error" : ""}`}>
      <legend>{label}</legend>
      <ul className="chips" aria-label={f.chosen(label)}>
        {chosen.map((id) => (
          <li key={id} className={`chip chip-${name}`}>
            <input type="hidden" name={name} value={id} />
            {byId.get(id)?.label ?? `#${id}`}
            <button type="button" className="chip-remove" aria-label={f.remove(byId.get(id)?.label ?? String(id))} onClick={() => onChange(chosen.filter((c) => c !== id))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="picker-row">
        <input
          name={name}
          list={listId}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          placeholder={f.typeName}
          aria-label={f.addPlayer(label)}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          autoComplete="off"
        />
        <button type="button" className="btn btn-secondary" onClick={add}>
          {f.add}
        </button>
      </div>
      <datalist id={listId}>
        {players.map((p) => (
          <option key={p.id} value={p.label} />
        ))}
      </datalist>
      {problem ? (
        <div className="picker-problem" data-testid={`${name}-problem`}>
          <p className="field-error" role="alert" id={problemId}>
            {problem.message}
          </p>
          {problem.options.length ? (
            <ul className="picker-suggestions" aria-label={f.closest}>
              {problem.options.map((p) => (
                <li key={p.id}>
                  <button type="button" className="btn btn-secondary btn-small" onClick={() => choose(p)}>
                    {f.addNamed(p.label)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ChallengeForm({
  mode,
  initial,
  gameweeks,
  clubs,
  players,
  fields = {},
  message,
  now,
}: {
  now: number;
  mode: "create" | "edit";
  initial: ChallengeFormValues;
  gameweeks: GameweekChoice[];
  clubs: ClubOption[];
  players: PlayerOption[];
  fields?: Record<string, string>;
  message?: string | null;
}) {
  const [v, setV] = useState(initial);
  const set = <K extends keyof ChallengeFormValues>(key: K, value: ChallengeFormValues[K]) => setV((old) => ({ ...old, [key]: value }));
  const busy = useNavigation().state === "submitting";
  const f = t.form;
  const clubName = new Map(clubs.map((c) => [c.code, c.name]));
  const playerLabel = new Map(players.map((p) => [p.id, p.label]));
  const deadlineMs = fromLeagueInputValue(v.deadline);
  // The card as managers would see it now: the gameweek's real status (an upcoming one is open).
  const gameweekStatus = gameweeks.find((g) => g.id === v.gameweek)?.status ?? "upcoming";

  const preview: ArenaChallenge = {
    id: "preview",
    gameweek: v.gameweek,
    challengeName: v.challengeName || f.namePlaceholder,
    description: v.description,
    status: gameweekStatus,
    deadline: deadlineMs !== null ? new Date(deadlineMs).toISOString() : null,
    isLive: gameweekStatus === "active",
    opened: gameweekStatus === "upcoming",
    rules: {
      budget: v.budget,
      maxPlayersPerTeam: v.maxPlayersPerTeam,
      requiredPlayers: v.required.map((id) => playerLabel.get(id) ?? `#${id}`),
      excludedPlayers: v.excluded.map((id) => playerLabel.get(id) ?? `#${id}`),
      requiredClubs: Object.entries(v.clubs)
        .filter(([, n]) => n > 0)
        .map(([team, count]) => ({ team, count, name: clubName.get(team) ?? team })),
      captainClub: v.captainClub ? { team: v.captainClub, name: clubName.get(v.captainClub) ?? v.captainClub, count: v.captainCount, captain: v.captainIsCaptain } : null,
    },
    rewards: [REWARD_POINTS.rank1, REWARD_POINTS.rank2, REWARD_POINTS.rank3],
    participants: 0,
    champion: null,
    myTeam: null,
  };

  return (
    <div className="challenge-admin-grid">
      <Form method="post" className="form-stack challenge-form" noValidate={false}>
        <input type="hidden" name="intent" value={mode} />
        {v.id ? <input type="hidden" name="id" value={v.id} /> : null}
        <ErrorList message={message} />
        <div className="form-grid">
          {mode === "create" ? (
            <Field label={f.gameweek} error={fields.gameweek}>
              <select
                name="gameweek"
                value={v.gameweek}
                onChange={(e) => {
                  const gw = gameweeks.find((g) => g.id === Number(e.target.value));
                  setV((old) => ({ ...old, gameweek: Number(e.target.value), deadline: gw ? toLeagueInputValue(gw.deadline) : old.deadline }));
                }}
                required
              >
                {Array.from({ length: GAMEWEEK_COUNT }, (_, i) => i + 1).map((n) => {
                  const taken = gameweeks.find((g) => g.id === n)?.taken;
                  return (
                    <option key={n} value={n}>
                      {f.gameweekOption(n, !!taken)}
                    </option>
                  );
                })}
              </select>
            </Field>
          ) : (
            <p className="field">
              <span>{f.gameweek}</span>
              <strong>{f.gameweekValue(v.gameweek)}</strong>
            </p>
          )}
          <Field label={f.challengeName} error={fields.challengeName}>
            <input name="challengeName" value={v.challengeName} onChange={(e) => set("challengeName", e.target.value)} required maxLength={80} />
          </Field>
          <Field label={f.deadline} error={fields.deadline} hint={f.deadlineHint}>
            <input type="datetime-local" name="deadline" value={v.deadline} onChange={(e) => set("deadline", e.target.value)} required />
          </Field>
          <Field label={f.budget} error={fields.budget} hint={f.budgetHint(CHALLENGE_BUDGET_MIN_MILLIONS, CHALLENGE_BUDGET_MAX_MILLIONS, CHALLENGE_BUDGET_STEP_MILLIONS)}>
            <input
              type="number"
              name="budget"
              min={CHALLENGE_BUDGET_MIN_MILLIONS}
              max={CHALLENGE_BUDGET_MAX_MILLIONS}
              step={CHALLENGE_BUDGET_STEP_MILLIONS}
              value={v.budget}
              onChange={(e) => set("budget", Number(e.target.value))}
              required
            />
          </Field>
          <Field label={f.maxPerClub} error={fields.maxPlayersPerTeam}>
            <input
              type="number"
              name="maxPlayersPerTeam"
              min={MAX_PLAYERS_PER_CLUB_RANGE.min}
              max={MAX_PLAYERS_PER_CLUB_RANGE.max}
              value={v.maxPlayersPerTeam}
              onChange={(e) => set("maxPlayersPerTeam", Number(e.target.value))}
              required
            />
          </Field>
          <Field label={f.description} error={fields.description} className="span-2">
            <input name="description" value={v.description} onChange={(e) => set("description", e.target.value)} maxLength={500} />
          </Field>
        </div>

        <fieldset className={`club-counts${fields.clubs ? " has-error" : ""}`}>
          <legend>{f.requiredClubs}</legend>
          <div className="club-count-grid">
            {clubs.map((c) => (
              <label key={c.code} className="club-count">
                <span>
                  <abbr title={c.name}>{c.code}</abbr> <span className="muted">{c.name}</span>
                </span>
                <input
                  type="number"
                  name={`club_${c.code}`}
                  min={0}
                  max={TEAM_COUNT_RANGE.max}
                  inputMode="numeric"
                  value={v.clubs[c.code] || ""}
                  onChange={(e) => set("clubs", { ...v.clubs, [c.code]: Number(e.target.value) || 0 })}
                  aria-label={f.playersFrom(c.name)}
                />
              </label>
            ))}
          </div>
          {fields.clubs ? (
            <p className="field-error" role="alert">
              {fields.clubs}
            </p>
          ) : null}
        </fieldset>

        <PlayerPicker name="required" label={f.requiredPlayers} players={players} chosen={v.required} onChange={(ids) => set("required", ids)} error={fields.required} />
        <PlayerPicker name="excluded" label={f.excludedPlayers} players={players} chosen={v.excluded} onChange={(ids) => set("excluded", ids)} error={fields.excluded} />

        <fieldset className="captain-club">
          <legend>{f.oneClub}</legend>
          <div className="form-grid">
            <Field label={f.club} error={fields.captainClub}>
              <select name="captainClub" value={v.captainClub} onChange={(e) => set("captainClub", e.target.value)}>
                <option value="">{f.none}</option>
                {clubs.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={f.atLeast}>
              <input type="number" name="captainCount" min={TEAM_COUNT_RANGE.min} max={TEAM_COUNT_RANGE.max} value={v.captainCount} onChange={(e) => set("captainCount", Number(e.target.value))} />
            </Field>
            <label className="check">
              <input type="checkbox" name="captainIsCaptain" checked={v.captainIsCaptain} onChange={(e) => set("captainIsCaptain", e.target.checked)} />{" "}
              {f.captainMustPlay}
            </label>
          </div>
        </fieldset>

        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? f.saving : mode === "create" ? f.create : f.save}
        </button>
      </Form>
      <aside className="challenge-preview" aria-label={f.previewLabel}>
        <h2 className="mini-title">{f.preview}</h2>
        <ChallengeCard challenge={preview} now={now} />
      </aside>
    </div>
  );
}
