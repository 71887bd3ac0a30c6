import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { availabilityOf } from "../../../domain/availability";
import { evaluateChallengeRules } from "../../../domain/rule-status";
import { timeLeft } from "../../../domain/deadline";
import { validateFullTeam } from "../../../domain/team-submission";
import { SQUAD_SIZE, SUBS_COUNT, TEAM_NAME_MAX_LENGTH } from "../../../domain/constants";
import { MANAGERS } from "../../../domain/managers";
import { benchPicks, isBenchSlot, remainingBudget, squadCost } from "../../../domain/squad";
import { encodeSquad } from "../../../domain/squad-url";
import { Modal } from "../../ui/modal";
import { ChallengeCard } from "./challenge-card";
import { activate } from "../../lib/links";
import { formatDateTime, useHydrated, useNow } from "../../lib/time";
import { builderHref } from "./links";
import { parsePickerTarget, PlayerPicker, type PickerTarget } from "./picker";
import type { PickTeamLoaderData, SubmitResult } from "./pick-team.server";
import { AvailabilityBadge } from "./player-bits";
import { Pitch } from "./pitch";
import { PlayerDetail } from "./player-detail";
import { useBuilder } from "./use-builder";
import { ResultBanner } from "../../ui/result-banner";
import PartyPopper from "lucide-react/icons/party-popper";
import { Icon } from "../../ui/icon";
import { Price } from "../../ui/price";

type BuilderData = Extract<PickTeamLoaderData, { kind: "builder" }>;
type Dialog =
  | { kind: "ready" }
  | { kind: "incomplete"; problems: string[] }
  | { kind: "bravo" }
  | { kind: "error"; title: string; message: string; action?: { label: string; to: string } }
  | null;

export function Builder({ data, search }: { data: BuilderData; search: URLSearchParams }) {
  const { gameweek, challenge } = data;
  const b = useBuilder({
    userId: data.userId,
    gameweek,
    players: data.players,
    playersComplete: data.playersComplete,
    nextFixtures: data.nextFixtures,
    rules: data.rules,
    urlDraft: data.urlDraft,
    saved: data.savedTeam,
    justSaved: data.justSaved,
  });
  const { draft, rules, lookup, byId, players } = b;
  const hydrated = useHydrated();
  const now = useNow(data.now);
  const left = challenge.deadline ? timeLeft(challenge.deadline, now) : null;
  const fetcher = useFetcher<SubmitResult>();
  const navigate = useNavigate();
  const [picker, setPicker] = useState<PickerTarget | null>(() => parsePickerTarget(data.picker));
  const [detail, setDetail] = useState<number | null>(() => Number(search.get("detail")) || null);
  const [dialog, setDialog] = useState<Dialog>(data.justSaved ? { kind: "bravo" } : null);
  const [rulesPopup, setRulesPopup] = useState(false);
  const [nameCut, setNameCut] = useState(false);
  // Only what is saved is registered: never claim it while the page holds other, unsaved changes.
  const registered = (data.justSaved || data.savedTeam !== null || fetcher.data?.ok === true) && !b.unsaved && !b.pending;

  // The picker needs every player: load the list when it first opens.
  useEffect(() => {
    if (picker) b.loadPlayers();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picker]);

  // Phones get the rules first, once per gameweek.
  useEffect(() => {
    const key = `terrace:rules-seen:gw${gameweek}`;
    if (window.matchMedia("(max-width: 860px)").matches && !sessionStorage.getItem(key)) {
      setRulesPopup(true);
      sessionStorage.setItem(key, "1");
    }
  }, [gameweek]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if (result.ok) {
      b.markSaved(result.version!);
      setDialog({ kind: "bravo" });
    } else if (result.status === 401) {
      // The spec's two dialogs; the draft stays in this browser and comes back after signing in.
      const to = `/login?redirectTo=${encodeURIComponent(`${location.pathname}?gw=${gameweek}`)}`;
      setDialog(
        result.session === "missing"
          ? { kind: "error", title: "Authentication required", message: "Please log in to validate your team.", action: { label: "Go to login", to } }
          : { kind: "error", title: "Session expired", message: "Your session has expired. Please log in again.", action: { label: "Log in again", to } },
      );
    } else if (result.status === 409) {
      setDialog({ kind: "error", title: "Team changed elsewhere", message: result.message, action: { label: "Reload", to: `${location.pathname}?gw=${gameweek}` } });
    } else if (result.status === 423) {
      setDialog({ kind: "error", title: "Unavailable", message: result.message });
    } else {
      setDialog({ kind: "error", title: "Something went wrong", message: `Failed to create team. Please try again. ${result.message}` });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  const statuses = useMemo(() => evaluateChallengeRules(draft.squad, lookup, rules), [draft, lookup, rules]);
  const count = draft.squad.picks.length;
  const subs = benchPicks(draft.squad).length;
  const remaining = remainingBudget(draft.squad, lookup, rules.budgetTenths);
  const readyToValidate =
    subs === SUBS_COUNT && draft.squad.captainId !== null && draft.squad.viceCaptainId !== null && b.teamName.trim() !== "" && b.managerName.trim() !== "";
  const submitting = fetcher.state !== "idle";

  function confirmTransfer() {
    const result = b.dispatch({ op: "confirm" });
    if (result.ok) setDialog({ kind: "ready" });
  }

  function validate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = [
      ...(subs !== SUBS_COUNT ? [`Choose exactly ${SUBS_COUNT} substitutes (${subs}/${SUBS_COUNT}).`] : []),
      ...(draft.squad.captainId === null ? ["Choose a captain."] : []),
      ...(draft.squad.viceCaptainId === null ? ["Choose a vice-captain."] : []),
      ...(b.teamName.trim() === "" ? ["Give your team a name."] : []),
      ...(b.managerName.trim() === "" ? ["Select a manager."] : []),
    ];
    const full = problems.length ? problems : validateFullTeam(draft.squad, lookup, rules);
    if (full.length) return setDialog({ kind: "incomplete", problems: full });
    const form = new FormData(event.currentTarget);
    form.set("js", "1");
    fetcher.submit(form, { method: "post" });
  }

  const selectedDetail = detail !== null ? byId.get(detail) : undefined;
  const encoded = encodeSquad(draft);
  return (
    <section className="builder page">
      {b.pending ? (
        <div className="banner banner-warning" role="alert" data-testid="unsaved-draft">
          <span>
            You have unsaved changes from {formatDateTime(new Date(b.pending.savedAt).toISOString(), hydrated)}
            {b.pending.newerTeamSaved ? ", and a newer team was saved since" : ""}: keep them or discard them?
          </span>
          <span className="banner-actions">
            <button type="button" className="btn btn-secondary" onClick={b.keepPending}>
              Keep them
            </button>
            <button type="button" className="btn btn-secondary" onClick={b.discardPending}>
              Discard
            </button>
          </span>
        </div>
      ) : registered ? (
        <div className="banner banner-success" role="status" data-testid="registered-banner">
          Team registered in challenge <Icon icon={PartyPopper} />
        </div>
      ) : data.savedTeam && b.unsaved ? (
        <div className="banner banner-info" role="status" data-testid="unsaved-banner">
          Unsaved changes: validate to register them (your saved team stays until then).
        </div>
      ) : null}
      <div className="deadline-bar" data-testid="deadline-bar">
        <span>
          Deadline: <strong>{challenge.deadline ? formatDateTime(challenge.deadline, hydrated) : "—"}</strong>
        </span>
        <span className="deadline-left">{left?.label ?? ""}</span>
      </div>
      <header className="page-header builder-header">
        <h1>GW {gameweek} - Challenge</h1>
        <div className="header-links">
          <button type="button" className="btn btn-secondary rules-button" onClick={() => setRulesPopup(true)}>
            Rules
          </button>
          <Link to="/my-team" className="btn btn-secondary">
            My Team
          </Link>
        </div>
      </header>
      <ResultBanner result={selectedDetail && !picker ? null : { ok: false, message: b.message || data.notice ? (b.message ?? data.notice) : null }} as="div" testId="builder-message" />

      {/* The document in the phone's order (pitch, team form, challenge), so that a page still
          arriving never moves what is already painted; wider screens place the columns. */}
      <div className="builder-grid">
        <div className="builder-main">
          <Pitch
            gameweek={gameweek}
            draft={draft}
            byId={byId}
            showBench={draft.phase === "team"}
            onEmptySlot={(slot) => setPicker({ slot })}
            onPlayer={(id) => {
              b.setMessage(null);
              setDetail(id);
            }}
          />
          <div className="main-action">
            {draft.phase === "pick" ? (
              <a
                className={`btn btn-primary btn-block ${count === SQUAD_SIZE ? "" : "disabled"}`}
                href={builderHref(gameweek, draft, { op: "confirm" })}
                aria-disabled={count !== SQUAD_SIZE}
                onClick={activate(() => count === SQUAD_SIZE && confirmTransfer())}
                data-testid="main-button"
              >
                Confirm Transfer ({count}/{SQUAD_SIZE})
              </a>
            ) : (
              <>
                <button
                  type="submit"
                  form="team-form"
                  className={`btn btn-primary btn-block ${readyToValidate ? "" : "disabled"}`}
                  aria-disabled={!readyToValidate}
                  disabled={submitting}
                  data-testid="main-button"
                >
                  {submitting ? <span className="spinner" aria-hidden="true" /> : null}
                  {submitting ? "Validating Team..." : "Validate Team"}
                </button>
                <p className="hint">Tap a player: captain, vice-captain, bench (4 substitutes, one goalkeeper) or switch.</p>
              </>
            )}
          </div>
        </div>

        <div className="builder-side">
          <Form method="post" className="card team-form" id="team-form" onSubmit={validate}>
            <input type="hidden" name="intent" value="submit" />
            <input type="hidden" name="gw" value={gameweek} />
            <input type="hidden" name="s" value={encoded.s ?? ""} />
            <input type="hidden" name="c" value={encoded.c ?? ""} />
            <input type="hidden" name="v" value={encoded.v ?? ""} />
            <input type="hidden" name="baseVersion" value={b.baseVersion ?? ""} />
            <label className="field">
              <span>Team name</span>
              <input
                name="teamName"
                value={b.teamName}
                // No maxLength: the browser would cut a pasted name without a word; this cuts it and says so.
                onChange={(e) => {
                  const value = e.target.value;
                  setNameCut(value.length > TEAM_NAME_MAX_LENGTH);
                  b.setTeamName(value.slice(0, TEAM_NAME_MAX_LENGTH));
                }}
                placeholder="Your team's name"
                aria-describedby={nameCut ? "team-name-cut" : undefined}
              />
              {nameCut ? (
                <small className="field-note" id="team-name-cut" role="status" data-testid="team-name-cut">
                  Cut to {TEAM_NAME_MAX_LENGTH} characters, the longest a team name may be.
                </small>
              ) : null}
            </label>
            <label className="field">
              <span>Manager</span>
              <select name="managerName" value={b.managerName} onChange={(e) => b.setManagerName(e.target.value)}>
                <option value="">Select manager</option>
                {MANAGERS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </label>
            <div className="team-figures">
              <div className={remaining < 0 ? "over" : ""}>
                <span>Budget left</span>
                <strong data-testid="remaining-budget"><Price tenths={remaining} /></strong>
              </div>
              <div>
                <span>Players</span>
                <strong data-testid="player-count">
                  {count}/{SQUAD_SIZE}
                </strong>
              </div>
              <div>
                <span>Squad cost</span>
                <strong><Price tenths={squadCost(draft.squad, lookup)} /></strong>
              </div>
            </div>
          </Form>
          <ChallengeCard challenge={challenge} rules={rules} statuses={statuses} />
        </div>
      </div>

      <details className="card selected-details">
        <summary>Selected Players Details ({count})</summary>
        {count === 0 ? (
          <p className="muted">No players yet: tap an empty shirt on the pitch to pick one.</p>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Selected players">
            <table className="data-table">
              <thead>
                <tr>
                  <th>Slot</th>
                  <th>Player</th>
                  <th>Club</th>
                  <th>Availability</th>
                  <th>Price</th>
                  <th>Points</th>
                  <th>Form</th>
                  <th>Role</th>
                </tr>
              </thead>
              <tbody>
                {draft.squad.picks.map((pick) => {
                  const p = byId.get(pick.playerId);
                  if (!p) return null;
                  return (
                    <tr key={pick.playerId}>
                      <td>{pick.slot}</td>
                      <td>{p.webName}</td>
                      <td>{p.team}</td>
                      <td>{availabilityOf(p).kind === "available" ? "Available" : <AvailabilityBadge player={p} withNews />}</td>
                      <td><Price tenths={p.priceTenths} /></td>
                      <td>{p.totalPoints}</td>
                      <td>{p.form.toFixed(1)}</td>
                      <td>
                        {draft.squad.captainId === p.id ? "Captain" : draft.squad.viceCaptainId === p.id ? "Vice-captain" : isBenchSlot(pick.slot) ? "Substitute" : "Starter"}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </details>

      {picker && b.list !== "complete" ? (
        <Modal title="Select Player" labelledBy="picker-loading-title" onClose={() => setPicker(null)} className="picker">
          {b.list === "failed" ? (
            <div className="alert alert-error" role="alert">
              The players could not be loaded.{" "}
              <button type="button" className="btn btn-secondary" onClick={b.loadPlayers}>
                Try again
              </button>
            </div>
          ) : (
            <p className="loading" role="status" data-testid="picker-loading">
              <span className="spinner" aria-hidden="true" /> Loading players…
            </p>
          )}
        </Modal>
      ) : picker ? (
        <PlayerPicker
          gameweek={gameweek}
          draft={draft}
          target={picker}
          players={players}
          byId={byId}
          lookup={lookup}
          rules={rules}
          nextFixtures={b.nextFixtures}
          initial={{
            q: search.get("q") ?? undefined,
            sort: search.get("sort") ?? undefined,
            limit: Number(search.get("limit")) || undefined,
            pos: search.get("pos") ?? undefined,
            club: search.get("club") ?? undefined,
            max: Number(search.get("max")) || undefined,
            avail: search.get("avail") ?? undefined,
          }}
          onPick={(playerId, slot) => {
            const result = b.dispatch("slot" in picker ? { op: "add", player: playerId, slot } : { op: "switch", player: playerId, replace: picker.replace });
            if (result.ok) {
              setPicker(null);
              setDetail(null);
            }
          }}
          onClose={() => setPicker(null)}
        />
      ) : null}

      {selectedDetail && !picker ? (
        <PlayerDetail
          gameweek={gameweek}
          draft={draft}
          player={selectedDetail}
          nextFixtures={b.nextFixtures[selectedDetail.teamId]}
          message={b.message ?? data.notice}
          onOp={(op) => {
            if (b.dispatch(op).ok) setDetail(null);
          }}
          onSwitch={() => setPicker({ replace: selectedDetail.id })}
          onClose={() => {
            setDetail(null);
            b.setMessage(null);
          }}
        />
      ) : null}

      {dialog?.kind === "ready" ? (
        <Modal title="Team Ready!" labelledBy="ready-title" onClose={() => setDialog(null)}>
          <p>Great! You've picked your 15 players. Now choose your starting XI!</p>
          <p className="muted">Send 4 players to the bench (one of them a goalkeeper), then name your captain and vice-captain.</p>
          <button type="button" className="btn btn-primary" onClick={() => setDialog(null)} autoFocus>
            Pick my XI
          </button>
        </Modal>
      ) : null}
      {dialog?.kind === "incomplete" ? (
        <Modal title="Incomplete setup" labelledBy="incomplete-title" onClose={() => setDialog(null)}>
          <p>Please complete all requirements before validating the team.</p>
          <ul className="problems">
            {dialog.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary" onClick={() => setDialog(null)} autoFocus>
            OK
          </button>
        </Modal>
      ) : null}
      {dialog?.kind === "bravo" ? (
        <Modal title="Bravo!" labelledBy="bravo-title" onClose={() => setDialog(null)}>
          <p>
            Your team has successfully joined the GW challenge <Icon icon={PartyPopper} />
          </p>
          <div className="dialog-actions">
            <Link to={`/my-team?gw=${gameweek}`} className="btn btn-primary">
              View My Team
            </Link>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Keep editing
            </button>
          </div>
        </Modal>
      ) : null}
      {dialog?.kind === "error" ? (
        <Modal title={dialog.title} labelledBy="error-title" onClose={() => setDialog(null)}>
          <p>{dialog.message}</p>
          <div className="dialog-actions">
            {dialog.action ? (
              <button type="button" className="btn btn-primary" onClick={() => navigate(dialog.action!.to)}>
                {dialog.action.label}
              </button>
            ) : null}
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Close
            </button>
          </div>
        </Modal>
      ) : null}
      {rulesPopup ? (
        <Modal title={`GW ${gameweek} rules`} labelledBy="rules-popup-title" onClose={() => setRulesPopup(false)} className="rules-popup">
          <ChallengeCard challenge={challenge} rules={rules} statuses={statuses} />
          <button type="button" className="btn btn-primary btn-block" onClick={() => setRulesPopup(false)}>
            Got it, let's start!
          </button>
        </Modal>
      ) : null}
    </section>
  );
}
