import { Form } from "@remix-run/react";
import { useMemo, useState } from "react";
import type { ChallengeRules } from "../../../domain/challenge-rules";
import type { SlotId } from "../../../domain/constants";
import { formatPrice, formColour, pointsPerMillion } from "../../../domain/player-display";
import { addPlayerBadge, addPlayerMessage, checkAddPlayer, isSlotId, remainingBudget, slotPosition, type PlayerLookup } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import { Modal } from "../../ui/modal";
import { activate } from "../../lib/links";
import { builderHref } from "./links";
import { toRulesPlayer, type PlayerCard } from "../../../domain/players";

export type PickerTarget = { slot: SlotId } | { replace: number };
type SortKey = "value" | "price" | "points" | "form" | "selected" | "name";
const SORTS: { key: SortKey; label: string }[] = [
  { key: "name", label: "Player" },
  { key: "price", label: "Price" },
  { key: "points", label: "Pts" },
  { key: "form", label: "Form" },
  { key: "selected", label: "Sel %" },
  { key: "value", label: "Pts/£" },
];
const PAGE = 40;
const POSITION_NAME = { GK: "Goalkeeper", DEF: "Defender", MID: "Midfielder", FWD: "Forward" } as const;

const sortValue = (p: PlayerCard, key: SortKey) =>
  key === "price" ? p.priceTenths : key === "points" ? p.totalPoints : key === "form" ? p.form : key === "selected" ? p.selectedByPercent : key === "value" ? pointsPerMillion(p.totalPoints, p.priceTenths) : 0;

/** Parses the picker target from its URL form: 'DEF-2' or 'switch:123'. */
export function parsePickerTarget(value: string | null): PickerTarget | null {
  if (!value) return null;
  if (value.startsWith("switch:")) {
    const id = Number(value.slice(7));
    return Number.isInteger(id) ? { replace: id } : null;
  }
  return isSlotId(value) ? { slot: value } : null;
}
const targetParam = (t: PickerTarget) => ("slot" in t ? t.slot : `switch:${t.replace}`);

export function PlayerPicker(props: {
  gameweek: number;
  draft: SquadDraft;
  target: PickerTarget;
  players: PlayerCard[];
  byId: Map<number, PlayerCard>;
  lookup: PlayerLookup;
  rules: ChallengeRules;
  /** From the URL (no-JavaScript links): search, sort column and how many rows. */
  initial?: { q?: string; sort?: string; limit?: number };
  onPick: (playerId: number) => void;
  onClose: () => void;
}) {
  const { gameweek, draft, target, players, byId, lookup, rules, onPick, onClose } = props;
  const position = "slot" in target ? slotPosition(target.slot) : (byId.get(target.replace)?.position ?? null);
  const initialSort = SORTS.find((s) => s.key === props.initial?.sort)?.key ?? "value";
  const [query, setQuery] = useState(props.initial?.q ?? "");
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: initialSort, desc: initialSort !== "name" });
  const [view, setView] = useState<"table" | "grid">("table");
  const [limit, setLimit] = useState(Math.min(Math.max(props.initial?.limit ?? PAGE, PAGE), 1000));
  const [shake, setShake] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const options = "slot" in target ? { slot: target.slot } : { replacingPlayerId: target.replace };
  const remaining = remainingBudget(draft.squad, lookup, rules.budgetTenths) + ("replace" in target ? (byId.get(target.replace)?.priceTenths ?? 0) : 0);

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = players.filter(
      (p) =>
        p.position === position &&
        (!q || [p.webName, p.firstName, p.secondName, p.team, p.teamName].some((s) => s.toLowerCase().includes(q))),
    );
    const dir = sort.desc ? -1 : 1;
    return list.sort((a, b) =>
      sort.key === "name" ? dir * a.webName.localeCompare(b.webName) : dir * (sortValue(a, sort.key) - sortValue(b, sort.key)) || a.id - b.id,
    );
  }, [players, position, query, sort]);

  function choose(player: PlayerCard) {
    const check = checkAddPlayer(draft.squad, toRulesPlayer(player), lookup, rules, options);
    if (check.ok) return onPick(player.id);
    setRefusal(addPlayerMessage(player, check));
    if (check.reason === "over-budget") {
      setShake(true);
      setTimeout(() => setShake(false), 300);
    }
  }

  const title = `Select ${position ? POSITION_NAME[position] : ""} Player`;
  const shown = rows.slice(0, limit);
  const base = { picker: targetParam(target), q: query || undefined };
  return (
    <Modal title={title} labelledBy="picker-title" onClose={onClose} className="picker">
      <div className="picker-tools">
        <Form method="get" className="picker-search" onSubmit={(e) => e.preventDefault()} role="search">
          <input type="hidden" name="gw" value={gameweek} />
          {Object.entries(new URLSearchParams(builderHref(gameweek, draft).slice(1))).map(([k, v]) => (k === "gw" ? null : <input key={k} type="hidden" name={k} value={v} />))}
          <input type="hidden" name="picker" value={targetParam(target)} />
          <label className="visually-hidden" htmlFor="picker-q">
            Search by name or club
          </label>
          <input
            id="picker-q"
            name="q"
            type="search"
            placeholder="Search by name or club"
            value={query}
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(PAGE);
            }}
          />
        </Form>
        <div className={`picker-budget ${shake ? "shake" : ""}`} data-testid="picker-budget" aria-live="polite">
          Budget <strong>{formatPrice(remaining)}</strong>
        </div>
        <div className="view-toggle" role="group" aria-label="View">
          <button type="button" className={view === "table" ? "active" : ""} aria-pressed={view === "table"} onClick={() => setView("table")}>
            Table
          </button>
          <button type="button" className={view === "grid" ? "active" : ""} aria-pressed={view === "grid"} onClick={() => setView("grid")}>
            Grid
          </button>
        </div>
      </div>
      {refusal ? (
        <div className="alert alert-error" role="alert">
          {refusal}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <div className="empty-state picker-empty">
          <strong>No players found</strong>
          <span>Try adjusting your search or budget constraints</span>
        </div>
      ) : view === "table" ? (
        <div className="picker-table-wrap">
          <table className="picker-table">
            <thead>
              <tr>
                {SORTS.map((s) => (
                  <th key={s.key} aria-sort={sort.key === s.key ? (sort.desc ? "descending" : "ascending") : "none"}>
                    <a
                      href={builderHref(gameweek, draft, { ...base, sort: s.key })}
                      onClick={activate(() => setSort((cur) => ({ key: s.key, desc: cur.key === s.key ? !cur.desc : s.key !== "name" })))}
                    >
                      {s.label}
                      {sort.key === s.key ? (sort.desc ? " ▼" : " ▲") : ""}
                    </a>
                  </th>
                ))}
                <th>
                  <span className="visually-hidden">Availability</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => {
                const check = checkAddPlayer(draft.squad, toRulesPlayer(p), lookup, rules, options);
                const href = builderHref(gameweek, draft, "slot" in target ? { op: "add", slot: target.slot, player: p.id } : { op: "switch", replace: target.replace, player: p.id });
                return (
                  <tr key={p.id} className={check.ok ? "" : "unavailable"} data-player-id={p.id}>
                    <td>
                      <a href={href} onClick={activate(() => choose(p))} className="picker-player">
                        <strong>{p.webName}</strong>
                        <small>{p.team}</small>
                      </a>
                    </td>
                    <td>{formatPrice(p.priceTenths)}</td>
                    <td>{p.totalPoints}</td>
                    <td>
                      <span className={`form form-${formColour(p.form)}`}>{p.form.toFixed(1)}</span>
                    </td>
                    <td>{p.selectedByPercent.toFixed(1)}%</td>
                    <td>{pointsPerMillion(p.totalPoints, p.priceTenths).toFixed(1)}</td>
                    <td>{check.ok ? null : <span className={`badge badge-${check.reason}`}>{addPlayerBadge(check.reason)}</span>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="picker-grid">
          {shown.map((p) => {
            const check = checkAddPlayer(draft.squad, toRulesPlayer(p), lookup, rules, options);
            return (
              <li key={p.id} className={check.ok ? "" : "unavailable"}>
                <button type="button" onClick={() => choose(p)} data-player-id={p.id}>
                  <span className={`slot-shirt shirt-${p.team.toLowerCase()}`} aria-hidden="true">
                    {p.team}
                  </span>
                  <strong>{p.webName}</strong>
                  <span>
                    {formatPrice(p.priceTenths)} · {p.totalPoints} pts
                  </span>
                  {check.ok ? null : <span className={`badge badge-${check.reason}`}>{addPlayerBadge(check.reason)}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <footer className="picker-footer">
        <span data-testid="picker-count">Showing {shown.length} players{rows.length > shown.length ? ` of ${rows.length}` : ""}</span>
        {rows.length > shown.length ? (
          <a className="btn btn-secondary" href={builderHref(gameweek, draft, { ...base, limit: limit + PAGE })} onClick={activate(() => setLimit((l) => l + PAGE))}>
            Show more
          </a>
        ) : null}
        <span>
          Budget {formatPrice(remaining)} of {formatPrice(rules.budgetTenths)}
        </span>
      </footer>
    </Modal>
  );
}
