// The pick-team builder: the squad on the pitch, the team form, the challenge's rules and the
// dialogs (team-form.tsx, selected-players.tsx, builder-dialogs.tsx).
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { evaluateChallengeRules } from "../../../domain/rule-status";
import { deadlineText, timeLeft } from "../../../domain/deadline";
import { gameMessages } from "../../../domain/messages/game";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { validateFullTeam } from "../../../domain/team-submission";
import { SQUAD_SIZE, SUBS_COUNT } from "../../../domain/constants";
import { benchPicks, remainingBudget, squadCost } from "../../../domain/squad";
import { encodeSquad } from "../../../domain/squad-url";
import { Modal } from "../../ui/modal";
import { ChallengeCard } from "./challenge-card";
import { activate } from "../../lib/links";
import { useNow } from "../../lib/time";
import { builderHref } from "./links";
import { parsePickerTarget, PlayerPicker, type PickerTarget } from "./picker";
import type { PickTeamLoaderData, SubmitResult } from "./pick-team.server";
import { Pitch } from "./pitch";
import { PlayerDetail } from "./player-detail";
import { useBuilder } from "./use-builder";
import { ResultBanner } from "../../ui/result-banner";
import PartyPopper from "lucide-react/icons/party-popper";
import { Icon } from "../../ui/icon";
import { BuilderDialog, type Dialog } from "./builder-dialogs";
import { SelectedPlayers } from "./selected-players";
import { TeamForm } from "./team-form";

type BuilderData = Extract<PickTeamLoaderData, { kind: "builder" }>;

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
  const m = gameMessages.builder;
  const now = useNow(data.now);
  const left = challenge.deadline ? timeLeft(challenge.deadline, now) : null;
  const fetcher = useFetcher<SubmitResult>();
  const [picker, setPicker] = useState<PickerTarget | null>(() => parsePickerTarget(data.picker));
  const [detail, setDetail] = useState<number | null>(() => Number(search.get("detail")) || null);
  const [dialog, setDialog] = useState<Dialog>(data.justSaved ? { kind: "bravo" } : null);
  const [rulesPopup, setRulesPopup] = useState(false);
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
          ? { kind: "error", title: m.authRequiredTitle, message: m.authRequired, action: { label: m.goToLogin, to } }
          : { kind: "error", title: m.sessionExpiredTitle, message: m.sessionExpired, action: { label: m.logInAgain, to } },
      );
    } else if (result.status === 409) {
      setDialog({ kind: "error", title: m.changedElsewhereTitle, message: result.message, action: { label: m.reload, to: `${location.pathname}?gw=${gameweek}` } });
    } else if (result.status === 423) {
      setDialog({ kind: "error", title: m.unavailableTitle, message: result.message });
    } else {
      setDialog({ kind: "error", title: m.failedTitle, message: m.failed(result.message ?? "") });
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
      ...(subs !== SUBS_COUNT ? [m.chooseSubstitutes(SUBS_COUNT, subs)] : []),
      ...(draft.squad.captainId === null ? [gameMessages.submission.chooseCaptain] : []),
      ...(draft.squad.viceCaptainId === null ? [gameMessages.submission.chooseViceCaptain] : []),
      ...(b.teamName.trim() === "" ? [m.giveTeamName] : []),
      ...(b.managerName.trim() === "" ? [m.selectManager] : []),
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
          {/* Only after hydration (the stored draft is the browser's): the reader's own clock. */}
          <span>{m.unsavedFrom(formatter(currentLocale(), { readerZone: true }).dateTime(b.pending.savedAt), b.pending.newerTeamSaved)}</span>
          <span className="banner-actions">
            <button type="button" className="btn btn-secondary" onClick={b.keepPending}>
              {m.keepThem}
            </button>
            <button type="button" className="btn btn-secondary" onClick={b.discardPending}>
              {m.discard}
            </button>
          </span>
        </div>
      ) : registered ? (
        <div className="banner banner-success" role="status" data-testid="registered-banner">
          {m.registered} <Icon icon={PartyPopper} />
        </div>
      ) : data.savedTeam && b.unsaved ? (
        <div className="banner banner-info" role="status" data-testid="unsaved-banner">
          {m.unsavedChanges}
        </div>
      ) : null}
      <div className="deadline-bar" data-testid="deadline-bar">
        <span>
          {m.deadline} <strong>{challenge.deadline ? deadlineText(challenge.deadline) : "—"}</strong>
        </span>
        <span className="deadline-left">{left?.label ?? ""}</span>
      </div>
      <header className="page-header builder-header">
        <h1>{m.title(gameweek)}</h1>
        <div className="header-links">
          <button type="button" className="btn btn-secondary rules-button" onClick={() => setRulesPopup(true)}>
            {m.rules}
          </button>
          <Link to="/my-team" className="btn btn-secondary">
            {m.myTeam}
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
                {m.confirmTransfer(count, SQUAD_SIZE)}
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
                  {submitting ? m.validating : m.validate}
                </button>
                <p className="hint">{m.hint}</p>
              </>
            )}
          </div>
        </div>

        <div className="builder-side">
          <TeamForm b={b} gameweek={gameweek} encoded={encoded} count={count} remaining={remaining} cost={squadCost(draft.squad, lookup)} validate={validate} />
          <ChallengeCard challenge={challenge} rules={rules} statuses={statuses} />
        </div>
      </div>

      <SelectedPlayers draft={draft} byId={byId} />

      {picker && b.list !== "complete" ? (
        <Modal title={m.selectPlayer} labelledBy="picker-loading-title" onClose={() => setPicker(null)} className="picker">
          {b.list === "failed" ? (
            <div className="alert alert-error" role="alert">
              {m.playersNotLoaded}{" "}
              <button type="button" className="btn btn-secondary" onClick={b.loadPlayers}>
                {m.tryAgain}
              </button>
            </div>
          ) : (
            <p className="loading" role="status" data-testid="picker-loading">
              <span className="spinner" aria-hidden="true" /> {m.loadingPlayers}
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

      <BuilderDialog dialog={dialog} gameweek={gameweek} setDialog={setDialog} />
      {rulesPopup ? (
        <Modal title={m.rulesTitle(gameweek)} labelledBy="rules-popup-title" onClose={() => setRulesPopup(false)} className="rules-popup">
          <ChallengeCard challenge={challenge} rules={rules} statuses={statuses} />
          <button type="button" className="btn btn-primary btn-block" onClick={() => setRulesPopup(false)}>
            {m.gotIt}
          </button>
        </Modal>
      ) : null}
    </section>
  );
}
