// A poll's player field: the fan types what they know ('Salah', 'Mo Salah') and picks from
// suggestions (domain/votes-players.ts). Without JavaScript it is a text box with the browser's
// datalist; either way the server resolves a typed name, so a suggestion is help, not a must.
import { votesMessages as t } from "../../../domain/messages/votes";
import { useId, useMemo, useState } from "react";
import { playerLabel, suggestPlayers, type NamedPlayer } from "../../../domain/votes-players";
import { useHydrated } from "../../lib/time";

export function PlayerCombobox({ name, label, players, error, listId }: { name: string; label: string; players: readonly NamedPlayer[]; error?: string; listId: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const [text, setText] = useState("");
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const suggestions = useMemo(() => (text.trim().length >= 2 && pickedId === null ? suggestPlayers(players, text) : []), [players, text, pickedId]);
  const expanded = hydrated && open && suggestions.length > 0;
  const pick = (p: NamedPlayer) => {
    setText(playerLabel(p));
    setPickedId(p.id);
    setOpen(false);
  };
  const optionId = (i: number) => `${id}-option-${i}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field player-combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        name={name}
        required
        autoComplete="off"
        value={text}
        // Before hydration (or without JavaScript) the browser's datalist suggests.
        list={hydrated ? undefined : listId}
        role={hydrated ? "combobox" : undefined}
        aria-autocomplete={hydrated ? "list" : undefined}
        aria-expanded={hydrated ? expanded : undefined}
        aria-controls={hydrated ? `${id}-list` : undefined}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => {
          setText(e.target.value);
          setPickedId(null);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (!expanded) return;
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => (a + (e.key === "ArrowDown" ? 1 : suggestions.length - 1)) % suggestions.length);
          } else if (e.key === "Enter") {
            e.preventDefault();
            pick(suggestions[active]!);
          } else if (e.key === "Escape") setOpen(false);
        }}
      />
      {pickedId !== null ? <input type="hidden" name={`${name}Id`} value={pickedId} /> : null}
      <span id={hintId} className="muted field-hint">
        {t.form.playerHint}
      </span>
      <ul id={`${id}-list`} role="listbox" aria-label={t.form.suggestions} className="player-suggestions" hidden={!expanded}>
        {expanded
          ? suggestions.map((p, i) => (
              <li
                key={p.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? "active" : undefined}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(p);
                }}
              >
                <strong>{p.webName}</strong> <span className="muted">
                  {p.firstName} {p.secondName} · {p.team}
                </span>
              </li>
            ))
          : null}
      </ul>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
