import { Form } from "@remix-run/react";
import { gameTerms } from "../../../domain/messages/game-terms";
import { Fragment, useMemo, useState } from "react";
import { AVAILABILITY_FILTERS, availabilityOf, byAvailabilityThen, isUnavailable, matchesAvailability, type AvailabilityFilter } from "../../../domain/availability";
import type { ChallengeRules } from "../../../domain/challenge-rules";
import { isPosition, POSITIONS, type Position, type SlotId } from "../../../domain/constants";
import type { UpcomingFixture } from "../../../domain/fixture-difficulty";
import { formatPrice, formColour, pointsPerMillion } from "../../../domain/player-display";
import { addPlayerBadge, addPlayerMessage, checkAddPlayer, isSlotId, remainingBudget, slotPosition, type AddPlayerOptions, type PlayerLookup } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import { Modal } from "../../ui/modal";
import { InlineStyle } from "../../ui/inline-style";
import pickerCss from "../../styles/picker.css?inline";
import playerStatsCss from "../../styles/player-stats.css?inline";
import { activate } from "../../lib/links";
import { useHydrated } from "../../lib/time";
import { builderHref, DraftInputs } from "./links";
import { AvailabilityBadge, FixtureStrip, PriceChange } from "./player-bits";
import { ClubShirt, PlayerFace } from "../../ui/club-shirt";
import { clubsOf, toRulesPlayer, type PlayerCard } from "../../../domain/players";
import { Price } from "../../ui/price";
import { gameMessages } from "../../../domain/messages/game";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { searchKey } from "../../../domain/search-key";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import { Icon } from "../../ui/icon";

export type PickerTarget = { slot: SlotId } | { replace: number };
type SortKey = "value" | "price" | "points" | "form" | "selected" | "name";
/** The sortable columns, in the table's order (their names: gameMessages.picker.columns, read at render). */
const SORTS: { key: SortKey }[] = [{ key: "name" }, { key: "price" }, { key: "points" }, { key: "form" }, { key: "selected" }, { key: "value" }];
const PAGE = 40;
/** Maximum price choices: £4.0m to £15.0m by £0.5m (tenths). */
const MAX_PRICES = Array.from({ length: 23 }, (_, i) => 40 + i * 5);

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

export type PickerInitial = { q?: string; sort?: string; limit?: number; pos?: string; club?: string; max?: number; avail?: string };

export function PlayerPicker(props: {
  gameweek: number;
  draft: SquadDraft;
  target: PickerTarget;
  players: PlayerCard[];
  byId: Map<number, PlayerCard>;
  lookup: PlayerLookup;
  rules: ChallengeRules;
  nextFixtures: Record<number, UpcomingFixture[]>;
  /** From the URL (no-JavaScript links): search, filters, sort column and how many rows. */
  initial?: PickerInitial;
  /** `slot` is the target slot, or undefined to put a player of another position in his first free place. */
  onPick: (playerId: number, slot: SlotId | undefined) => void;
  onClose: () => void;
}) {
  const { gameweek, draft, target, players, byId, lookup, rules, nextFixtures, onPick, onClose } = props;
  const clubs = useMemo(() => clubsOf(players), [players]);
  const hydrated = useHydrated();
  const m = gameMessages.picker;
  const fmt = formatter(currentLocale());
  const decimal = (n: number) => fmt.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const targetPosition = "slot" in target ? slotPosition(target.slot) : (byId.get(target.replace)?.position ?? null);
  const init = props.initial ?? {};
  const initialSort = SORTS.find((s) => s.key === init.sort)?.key ?? "value"; // spec: points per price, descending
  const [query, setQuery] = useState(init.q ?? "");
  const [position, setPosition] = useState<Position | "all">(init.pos === "all" ? "all" : isPosition(init.pos) ? init.pos : (targetPosition ?? "all"));
  const [club, setClub] = useState(clubs.some((c) => c.shortName === init.club) ? init.club! : "");
  const [maxPrice, setMaxPrice] = useState<number | null>(init.max && MAX_PRICES.includes(init.max) ? init.max : null);
  const [avail, setAvail] = useState<AvailabilityFilter>(AVAILABILITY_FILTERS.find((a) => a === init.avail) ?? "all");
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: initialSort, desc: initialSort !== "name" });
  const [view, setView] = useState<"table" | "grid">("table");
  const [limit, setLimit] = useState(Math.min(Math.max(init.limit ?? PAGE, PAGE), 1000));
  const [shake, setShake] = useState(false);
  // The refused player and why: shown beside his row or card, where the eye is.
  const [refusal, setRefusal] = useState<{ playerId: number; message: string } | null>(null);

  // A player of the target's position goes to the target slot; another (position filter 'all'
  // or another) goes to the first free place of his position. A switch keeps the position.
  const slotFor = (p: PlayerCard) => ("slot" in target && slotPosition(target.slot) === p.position ? target.slot : undefined);
  const optionsFor = (p: PlayerCard): AddPlayerOptions => ("slot" in target ? { slot: slotFor(p) } : { replacingPlayerId: target.replace });
  const remaining = remainingBudget(draft.squad, lookup, rules.budgetTenths) + ("replace" in target ? (byId.get(target.replace)?.priceTenths ?? 0) : 0);

  // What a search matches, folded once per list: any case, any accent ('odegaard' finds Ødegaard).
  const searchKeys = useMemo(() => new Map(players.map((p) => [p.id, searchKey([p.webName, p.firstName, p.secondName, p.team, p.teamName].join("\u001f"))])), [players]);
  const rows = useMemo(() => {
    const q = searchKey(query);
    const list = players.filter(
      (p) =>
        (position === "all" || p.position === position) &&
        (!club || p.team === club) &&
        (maxPrice === null || p.priceTenths <= maxPrice) &&
        matchesAvailability(availabilityOf(p), avail) &&
        (!q || searchKeys.get(p.id)!.split("\u001f").some((s) => s.includes(q))),
    );
    const dir = sort.desc ? -1 : 1;
    const byColumn = (a: PlayerCard, b: PlayerCard) =>
      (sort.key === "name" ? dir * a.webName.localeCompare(b.webName) : dir * (sortValue(a, sort.key) - sortValue(b, sort.key))) || a.id - b.id;
    return list.sort(byAvailabilityThen(availabilityOf, byColumn));
  }, [players, searchKeys, position, club, maxPrice, avail, query, sort]);

  function choose(player: PlayerCard) {
    const check = checkAddPlayer(draft.squad, toRulesPlayer(player), lookup, rules, optionsFor(player));
    if (check.ok) return onPick(player.id, slotFor(player));
    setRefusal({ playerId: player.id, message: addPlayerMessage(player, check) });
    if (check.reason === "over-budget") {
      setShake(true);
      setTimeout(() => setShake(false), 300);
    }
  }

  const title = m.title(targetPosition);
  const shown = rows.slice(0, limit);
  const base = {
    picker: targetParam(target),
    q: query || undefined,
    pos: position === targetPosition ? undefined : position,
    club: club || undefined,
    max: maxPrice ?? undefined,
    avail: avail === "all" ? undefined : avail,
  };
  const resetLimit = () => setLimit(PAGE);
  const refusalNote = (p: PlayerCard) =>
    refusal?.playerId === p.id ? (
      <span className="picker-refusal" role="alert" data-testid="picker-refusal">
        {refusal.message}
      </span>
    ) : null;
  const addHref = (p: PlayerCard) =>
    builderHref(gameweek, draft, "slot" in target ? { op: "add", slot: slotFor(p), player: p.id } : { op: "switch", replace: target.replace, player: p.id });
  return (
    <Modal title={title} labelledBy="picker-title" onClose={onClose} className="picker">
      <InlineStyle css={pickerCss} />
      <InlineStyle css={playerStatsCss} />
      <Form method="get" className="picker-tools" onSubmit={(e) => e.preventDefault()} role="search">
        <DraftInputs gameweek={gameweek} draft={draft} />
        <input type="hidden" name="picker" value={targetParam(target)} />
        <div className="picker-search">
          <label className="visually-hidden" htmlFor="picker-q">
            {m.search}
          </label>
          <input
            id="picker-q"
            name="q"
            type="search"
            placeholder={m.search}
            value={query}
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              resetLimit();
            }}
          />
        </div>
        <div className="picker-filters">
          <label>
            <span className="visually-hidden">{m.position}</span>
            <select name="pos" value={position} data-testid="filter-position" onChange={(e) => (setPosition(e.target.value as Position | "all"), resetLimit())}>
              <option value="all">{m.allPositions}</option>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {gameTerms.position[p].titles}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="visually-hidden">{m.club}</span>
            <select name="club" value={club} data-testid="filter-club" onChange={(e) => (setClub(e.target.value), resetLimit())}>
              <option value="">{m.allClubs}</option>
              {clubs.map((c) => (
                <option key={c.id} value={c.shortName}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="visually-hidden">{m.maxPrice}</span>
            <select name="max" value={maxPrice ?? ""} data-testid="filter-price" onChange={(e) => (setMaxPrice(e.target.value ? Number(e.target.value) : null), resetLimit())}>
              <option value="">{m.anyPrice}</option>
              {MAX_PRICES.map((t) => (
                <option key={t} value={t}>
                  {m.upTo(formatPrice(t))}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="visually-hidden">{m.availability}</span>
            <select name="avail" value={avail} data-testid="filter-availability" onChange={(e) => (setAvail(e.target.value as AvailabilityFilter), resetLimit())}>
              {AVAILABILITY_FILTERS.map((a) => (
                <option key={a} value={a}>
                  {m.availabilityFilter[a]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="visually-hidden">{m.sortBy}</span>
            <select name="sort" value={sort.key} data-testid="picker-sort" onChange={(e) => setSort({ key: e.target.value as SortKey, desc: e.target.value !== "name" })}>
              {SORTS.map((s) => (
                <option key={s.key} value={s.key}>
                  {m.sort(m.columns[s.key].long)}
                </option>
              ))}
            </select>
          </label>
          {hydrated ? null : (
            <button type="submit" className="btn btn-secondary">
              {m.apply}
            </button>
          )}
        </div>
        <div className={`picker-budget ${shake ? "shake" : ""}`} data-testid="picker-budget" aria-live="polite">
          {m.budget} <strong><Price tenths={remaining} /></strong>
        </div>
        <div className="view-toggle" role="group" aria-label={m.view}>
          <button type="button" className={view === "table" ? "active" : ""} aria-pressed={view === "table"} onClick={() => setView("table")}>
            {m.table}
          </button>
          <button type="button" className={view === "grid" ? "active" : ""} aria-pressed={view === "grid"} onClick={() => setView("grid")}>
            {m.grid}
          </button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <div className="empty-state picker-empty">
          <strong>{m.noPlayers}</strong>
          <span>{m.noPlayersHint}</span>
        </div>
      ) : view === "table" ? (
        <div className="picker-table-wrap">
          <table className="picker-table">
            <thead>
              <tr>
                {SORTS.map((s) => (
                  <Fragment key={s.key}>
                    <th className={`col-${s.key}`} aria-sort={sort.key === s.key ? (sort.desc ? "descending" : "ascending") : "none"}>
                      <a
                        href={builderHref(gameweek, draft, { ...base, sort: s.key })}
                        onClick={activate(() => setSort((cur) => ({ key: s.key, desc: cur.key === s.key ? !cur.desc : s.key !== "name" })))}
                      >
                        {m.columns[s.key].short}
                        {sort.key === s.key ? <Icon icon={sort.desc ? ChevronDown : ChevronUp} /> : null}
                      </a>
                    </th>
                    {s.key === "name" ? <th className="col-fixtures">{m.next3}</th> : null}
                  </Fragment>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => {
                const check = checkAddPlayer(draft.squad, toRulesPlayer(p), lookup, rules, optionsFor(p));
                const out = isUnavailable(availabilityOf(p));
                return (
                  <tr key={p.id} className={`${check.ok ? "" : "refused"} ${out ? "not-playing" : ""}`} data-player-id={p.id}>
                    <td className="col-name">
                      <a href={addHref(p)} onClick={activate(() => choose(p))} className="picker-player">
                        <ClubShirt team={p.team} keeper={p.position === "GK"} size={28} className="picker-shirt" />
                        <strong>{p.webName}</strong>
                        <small>
                          {p.team} · {gameTerms.position[p.position].short}
                        </small>
                      </a>
                      <span className="picker-flags">
                        <AvailabilityBadge player={p} withNews />
                        {check.ok ? null : <span className={`badge badge-${check.reason}`}>{addPlayerBadge(check.reason)}</span>}
                      </span>
                      {refusalNote(p)}
                    </td>
                    <td className="col-fixtures">
                      <FixtureStrip fixtures={nextFixtures[p.teamId]} />
                    </td>
                    <td className="col-price">
                      <Price tenths={p.priceTenths} /> <PriceChange tenths={p.priceChangeTenths} />
                    </td>
                    <td className="col-points">{p.totalPoints}</td>
                    <td className="col-form">
                      <span className={`form form-${formColour(p.form)}`}>{decimal(p.form)}</span>
                    </td>
                    <td className="col-selected">{decimal(p.selectedByPercent)}%</td>
                    <td className="col-value">{decimal(pointsPerMillion(p.totalPoints, p.priceTenths))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="picker-grid">
          {shown.map((p) => {
            const check = checkAddPlayer(draft.squad, toRulesPlayer(p), lookup, rules, optionsFor(p));
            const out = isUnavailable(availabilityOf(p));
            return (
              <li key={p.id} className={`${check.ok ? "" : "refused"} ${out ? "not-playing" : ""}`}>
                <button type="button" onClick={() => choose(p)} data-player-id={p.id}>
                  <PlayerFace team={p.team} photo={p.photo} keeper={p.position === "GK"} />
                  <strong>{p.webName}</strong>
                  <span>
                    <Price tenths={p.priceTenths} /> <PriceChange tenths={p.priceChangeTenths} /> · {m.points(fmt.number(p.totalPoints))}
                  </span>
                  <FixtureStrip fixtures={nextFixtures[p.teamId]} />
                  <AvailabilityBadge player={p} withNews />
                  {check.ok ? null : <span className={`badge badge-${check.reason}`}>{addPlayerBadge(check.reason)}</span>}
                </button>
                {refusalNote(p)}
              </li>
            );
          })}
        </ul>
      )}
      <footer className="picker-footer">
        <span data-testid="picker-count">{m.showing(shown.length, rows.length)}</span>
        {rows.length > shown.length ? (
          <a className="btn btn-secondary" href={builderHref(gameweek, draft, { ...base, sort: sort.key, limit: limit + PAGE })} onClick={activate(() => setLimit((l) => l + PAGE))}>
            {m.showMore}
          </a>
        ) : null}
        <span>
          {m.budget} <Price tenths={remaining} /> {m.budgetOf} <Price tenths={rules.budgetTenths} />
        </span>
      </footer>
    </Modal>
  );
}
