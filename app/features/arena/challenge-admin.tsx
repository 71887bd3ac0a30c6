import { Link, useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { adminChallengesAction, challengeAdminPage, AdminChallengeRow } from "./challenge-admin.server";
import { ChallengeForm, type ChallengeFormValues } from "./challenge-form";
import { ConfirmAction } from "../../ui/confirm";
import { DataTable, type Column } from "../../ui/data-table";
import { ErrorList } from "../../ui/field";
import { normalizeName } from "../../../domain/challenge-rules";
import { formatter, toLeagueInputValue } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { formatPrice, millionsToTenths } from "../../../domain/player-display";
import { statusLabel } from "../../../domain/gameweek-status";
import { challengeAdminMessages, statusWord } from "../../../domain/messages/challenge-admin";
import { ResultBanner } from "../../ui/result-banner";

/** A stored challenge as the form's values; players named by name are matched to the real list. */
function formValues(c: AdminChallengeRow, players: { id: number; label: string }[]): { values: ChallengeFormValues; unmatched: string[] } {
  const list = <T,>(v: T | T[] | null | undefined): T[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const unmatched: string[] = [];
  const ids = (refs: (number | string)[]) =>
    refs.flatMap((ref) => {
      if (typeof ref === "number") return [ref];
      const found = players.filter((p) => normalizeName(p.label.replace(/ \([A-Z]{3}\)$/, "")) === normalizeName(ref) || normalizeName(p.label) === normalizeName(ref));
      if (found.length === 1) return [found[0]!.id];
      unmatched.push(ref);
      return [];
    });
  const min = c.rules.minPlayersFromTeam;
  return {
    unmatched,
    values: {
      id: c.id,
      gameweek: c.gameweek,
      challengeName: c.challengeName,
      description: c.description,
      deadline: c.deadline ? toLeagueInputValue(Date.parse(c.deadline)) : "",
      budget: c.rules.budget,
      maxPlayersPerTeam: c.rules.maxPlayersPerTeam,
      clubs: Object.fromEntries(list(c.rules.mustHavePlayerFromTeam).map((r) => [r.team, r.count])),
      required: ids(list(c.rules.mustHavePlayer)),
      excluded: ids(list(c.rules.mustExcludePlayer)),
      captainClub: min?.team ?? "",
      captainCount: min?.count ?? 1,
      captainIsCaptain: min ? min.position === "captain" : true,
    },
  };
}

function StatusCell({ row }: { row: AdminChallengeRow }) {
  const m = challengeAdminMessages.list;
  return (
    <div className="status-cell">
      <span className={`status-pill status-${row.status}`}>{statusLabel(row.status)}</span>
      <details className="status-moves">
        <summary className="btn btn-secondary btn-small">{m.changeStatus}</summary>
        <ul>
          {row.moves.map((move) =>
            move.refusal ? (
              <li key={move.to} className="muted">
                <strong>{statusLabel(move.to)}</strong>
                {m.notPossible}
                {move.refusal}
              </li>
            ) : (
              <li key={move.to}>
                <ConfirmAction
                  intent="status"
                  label={m.set(statusLabel(move.to))}
                  question={
                    <>
                      {m.setQuestion(row.gameweek)}
                      <strong>{statusWord(move.to)}</strong>
                      {m.questionEnd} {move.effect}
                    </>
                  }
                  confirmLabel={m.confirmSet(statusWord(move.to))}
                  hidden={{ gameweek: String(row.gameweek), status: move.to }}
                />
              </li>
            ),
          )}
        </ul>
      </details>
    </div>
  );
}

/** The table's columns, in the reader's language (made at render, never kept at module scope). */
function columns(): Column<AdminChallengeRow>[] {
  const m = challengeAdminMessages.list;
  const h = m.columns;
  const fmt = formatter(currentLocale());
  return [
    { key: "gameweek", header: h.gameweek, sortable: true, cell: (r) => r.gameweek },
    { key: "name", header: h.name, sortable: true, cell: (r) => <strong>{r.challengeName}</strong> },
    { key: "budget", header: h.budget, sortable: true, cell: (r) => formatPrice(millionsToTenths(r.rules.budget)) },
    { key: "max", header: h.max, cell: (r) => r.rules.maxPlayersPerTeam },
    { key: "deadline", header: h.deadline, cell: (r) => (r.deadline ? fmt.dateTime(r.deadline) : "—") },
    { key: "teams", header: h.teams, cell: (r) => fmt.number(r.teams) },
    { key: "status", header: h.status, cell: (r) => <StatusCell row={r} /> },
    {
      key: "actions",
      header: h.actions,
      cell: (r) => (
        <div className="row-actions">
          <Link className="btn btn-secondary btn-small" to={`/adminchallenges?edit=${r.id}`} aria-label={m.editLabel(r.gameweek)}>
            {m.edit}
          </Link>
          {r.teams === 0 ? (
            <ConfirmAction intent="delete" label={m.delete} question={m.deleteQuestion(r.gameweek, r.challengeName)} confirmLabel={m.confirmDelete} hidden={{ id: r.id }} />
          ) : (
            <span className="muted small" title={m.enteredTitle}>
              {m.entered}
            </span>
          )}
        </div>
      ),
    },
  ];
}

export function AdminChallengesPage() {
  const { rows, sort, order, editing, choices, now } = useLoaderData<typeof challengeAdminPage>();
  const result = useActionData<typeof adminChallengesAction>();
  const location = useLocation();
  const navigate = useNavigate();
  // The spec's hash in the list opens the add screen.
  useEffect(() => {
    if (/^#add(-?challenge)?$/i.test(location.hash)) navigate("/addchallenge", { replace: true });
  }, [location.hash, navigate]);
  const edit = editing && choices ? formValues(editing, choices.players) : null;
  const failed = result && !result.ok ? result : null;
  const t = challengeAdminMessages;
  const m = t.list;
  return (
    <section className="page">
      <header className="page-header page-header-row">
        <div>
          <h1>{t.listTitle}</h1>
          <p className="muted">{m.intro}</p>
        </div>
        <Link className="btn btn-primary" to="/addchallenge">
          {m.add}
        </Link>
      </header>
      <ResultBanner live show="success" result={result} />
      {failed && failed.intent !== "edit" ? <ErrorList message={failed.message} /> : null}
      {edit && editing && choices ? (
        <section className="card edit-panel" aria-labelledby="edit-title">
          <header className="page-header-row">
            <h2 id="edit-title">{m.editTitle(editing.gameweek)}</h2>
            <Link to="/adminchallenges" className="btn btn-secondary btn-small">
              {m.close}
            </Link>
          </header>
          {edit.unmatched.length ? (
            <p className="alert alert-info">{m.unmatched(edit.unmatched.join(", "))}</p>
          ) : null}
          <ChallengeForm
            key={editing.id}
            mode="edit"
            now={now}
            initial={edit.values}
            gameweeks={[{ id: editing.gameweek, deadline: editing.deadline ? Date.parse(editing.deadline) : 0, taken: true, status: editing.status }]}
            clubs={choices.clubs}
            players={choices.players}
            fields={failed?.intent === "edit" ? failed.fields : undefined}
            message={failed?.intent === "edit" ? failed.message : undefined}
          />
        </section>
      ) : null}
      {rows.length === 0 ? (
        <div className="empty-state">
          <p>{m.none}</p>
          <Link className="btn btn-primary" to="/addchallenge">
            {m.addFirst}
          </Link>
        </div>
      ) : (
        <DataTable rows={rows} columns={columns()} rowKey={(r) => r.id} caption={m.caption} sort={sort} order={order} testId="challenges-table" className="stack-narrow" />
      )}
    </section>
  );
}
