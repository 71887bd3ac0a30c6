import { Link, useActionData, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { adminChallengesAction, challengeAdminPage, AdminChallengeRow } from "./challenge-admin.server";
import { ChallengeForm, type ChallengeFormValues } from "./challenge-form";
import { ConfirmAction } from "../../ui/confirm";
import { DataTable, type Column } from "../../ui/data-table";
import { ErrorList } from "../../ui/field";
import { normalizeName } from "../../../domain/challenge-rules";
import { formatDate, toLeagueInputValue } from "../../../domain/format";
import { formatPrice, millionsToTenths } from "../../../domain/player-display";
import { STATUS_LABELS } from "../../../domain/gameweek-status";
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
  return (
    <div className="status-cell">
      <span className={`status-pill status-${row.status}`}>{STATUS_LABELS[row.status]}</span>
      <details className="status-moves">
        <summary className="btn btn-secondary btn-small">Change status</summary>
        <ul>
          {row.moves.map((m) =>
            m.refusal ? (
              <li key={m.to} className="muted">
                <strong>{STATUS_LABELS[m.to]}</strong>: not possible. {m.refusal}
              </li>
            ) : (
              <li key={m.to}>
                <ConfirmAction
                  intent="status"
                  label={`Set ${STATUS_LABELS[m.to]}`}
                  question={
                    <>
                      Set Gameweek {row.gameweek} to <strong>{m.to}</strong>? {m.effect}
                    </>
                  }
                  confirmLabel={`Yes, set ${m.to}`}
                  hidden={{ gameweek: String(row.gameweek), status: m.to }}
                />
              </li>
            ),
          )}
        </ul>
      </details>
    </div>
  );
}

const columns: Column<AdminChallengeRow>[] = [
  { key: "gameweek", header: "GW", sortable: true, cell: (r) => r.gameweek },
  { key: "name", header: "Challenge", sortable: true, cell: (r) => <strong>{r.challengeName}</strong> },
  { key: "budget", header: "Budget", sortable: true, cell: (r) => formatPrice(millionsToTenths(r.rules.budget)) },
  { key: "max", header: "Max/club", cell: (r) => r.rules.maxPlayersPerTeam },
  { key: "deadline", header: "Deadline (UK)", cell: (r) => (r.deadline ? formatDate(r.deadline, "en-GB", "dateTime") : "—") },
  { key: "teams", header: "Teams", cell: (r) => r.teams.toLocaleString("en-GB") },
  { key: "status", header: "Status", cell: (r) => <StatusCell row={r} /> },
  {
    key: "actions",
    header: "Actions",
    cell: (r) => (
      <div className="row-actions">
        <Link className="btn btn-secondary btn-small" to={`/adminchallenges?edit=${r.id}`} aria-label={`Edit Gameweek ${r.gameweek}`}>
          Edit
        </Link>
        {r.teams === 0 ? (
          <ConfirmAction
            intent="delete"
            label="Delete"
            question={`Delete the Gameweek ${r.gameweek} challenge “${r.challengeName}”? Nobody has entered it. This cannot be undone.`}
            confirmLabel="Yes, delete"
            hidden={{ id: r.id }}
          />
        ) : (
          <span className="muted small" title="A challenge with saved teams cannot be deleted: lock it instead.">
            Entered: lock instead of deleting
          </span>
        )}
      </div>
    ),
  },
];

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
  return (
    <section className="page">
      <header className="page-header page-header-row">
        <div>
          <h1>Challenges administration</h1>
          <p className="muted">Every gameweek challenge, its rules and its status.</p>
        </div>
        <Link className="btn btn-primary" to="/addchallenge">
          + Add New Challenge
        </Link>
      </header>
      <ResultBanner live show="success" result={result} />
      {failed && failed.intent !== "edit" ? <ErrorList message={failed.message} /> : null}
      {edit && editing && choices ? (
        <section className="card edit-panel" aria-labelledby="edit-title">
          <header className="page-header-row">
            <h2 id="edit-title">Edit Gameweek {editing.gameweek}</h2>
            <Link to="/adminchallenges" className="btn btn-secondary btn-small">
              Close
            </Link>
          </header>
          {edit.unmatched.length ? (
            <p className="alert alert-info">These players named by the rules match no single player and are left out: {edit.unmatched.join(", ")}</p>
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
          <p>No challenge yet.</p>
          <Link className="btn btn-primary" to="/addchallenge">
            Add the first challenge
          </Link>
        </div>
      ) : (
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption="Challenges" sort={sort} order={order} testId="challenges-table" className="stack-narrow" />
      )}
    </section>
  );
}
