// The builder's team form: the squad in hidden fields, the team's name (cut to its longest, and said),
// the manager, and the budget left, the player count and the squad's cost. Validated by the builder.
import { Form } from "@remix-run/react";
import { useState } from "react";
import { SQUAD_SIZE, TEAM_NAME_MAX_LENGTH } from "../../../domain/constants";
import { MANAGERS } from "../../../domain/managers";
import type { encodeSquad } from "../../../domain/squad-url";
import { Price } from "../../ui/price";
import type { useBuilder } from "./use-builder";
import { gameMessages } from "../../../domain/messages/game";

export function TeamForm({
  b,
  gameweek,
  encoded,
  count,
  remaining,
  cost,
  validate,
}: {
  b: ReturnType<typeof useBuilder>;
  gameweek: number;
  encoded: ReturnType<typeof encodeSquad>;
  count: number;
  remaining: number;
  cost: number;
  validate: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const [nameCut, setNameCut] = useState(false);
  const m = gameMessages.teamForm;
  return (
    <Form method="post" className="card team-form" id="team-form" onSubmit={validate}>
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="gw" value={gameweek} />
      <input type="hidden" name="s" value={encoded.s ?? ""} />
      <input type="hidden" name="c" value={encoded.c ?? ""} />
      <input type="hidden" name="v" value={encoded.v ?? ""} />
      <input type="hidden" name="baseVersion" value={b.baseVersion ?? ""} />
      <label className="field">
        <span>{m.teamName}</span>
        <input
          name="teamName"
          value={b.teamName}
          // No maxLength: the browser would cut a pasted name without a word; this cuts it and says so.
          onChange={(e) => {
            const value = e.target.value;
            setNameCut(value.length > TEAM_NAME_MAX_LENGTH);
            b.setTeamName(value.slice(0, TEAM_NAME_MAX_LENGTH));
          }}
          placeholder={m.teamNamePlaceholder}
          aria-describedby={nameCut ? "team-name-cut" : undefined}
        />
        {nameCut ? (
          <small className="field-note" id="team-name-cut" role="status" data-testid="team-name-cut">
            {m.nameCut(TEAM_NAME_MAX_LENGTH)}
          </small>
        ) : null}
      </label>
      <label className="field">
        <span>{m.manager}</span>
        <select name="managerName" value={b.managerName} onChange={(e) => b.setManagerName(e.target.value)}>
          <option value="">{m.selectManager}</option>
          {MANAGERS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <div className="team-figures">
        <div className={remaining < 0 ? "over" : ""}>
          <span>{m.budgetLeft}</span>
          <strong data-testid="remaining-budget"><Price tenths={remaining} /></strong>
        </div>
        <div>
          <span>{m.players}</span>
          <strong data-testid="player-count">
            {count}/{SQUAD_SIZE}
          </strong>
        </div>
        <div>
          <span>{m.squadCost}</span>
          <strong><Price tenths={cost} /></strong>
        </div>
      </div>
    </Form>
  );
}
