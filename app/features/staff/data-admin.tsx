import { useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { currentLocale } from "../../../domain/locale";
import { DataTable, type Column } from "../../ui/data-table";
import { ConfirmAction } from "../../ui/confirm";
import type { adminDataAction, loadAdminData, AdminDataIntent, AdminDataResult } from "./admin-data.server";
import { adminDataFanOutMessages as tf, adminDataMessages as t, adminDataScoringMessages as ts } from "../../../domain/messages/admin";
import { FAN_OUT_FROM_TEAMS, TEAMS_PER_CHUNK } from "../../../domain/scoring-run";
import type { ScoringRun } from "../../../domain/season-rules";
import { formatDate, formatNumber } from "../../../domain/format";
import type { PlayerImportChanges } from "../../../domain/player-import";
import { ResultBanner } from "../../ui/result-banner";

type Backup = Awaited<ReturnType<typeof loadAdminData>>["backups"][number];
type FanOut = Awaited<ReturnType<typeof loadAdminData>>["fanOuts"][number];

/** 20261121093000 as a date, read as UTC (how the server wrote it). */
const backupDate = (compact: string) =>
  formatDate(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}T${compact.slice(8, 10)}:${compact.slice(10, 12)}:${compact.slice(12, 14)}Z`, currentLocale(), "dateTime");

const price = (tenths: number) => `£${formatNumber(tenths / 10, currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}m`;

function Outcome({ result }: { result: AdminDataResult | undefined }) {
  // A held extraction changed nothing and waits for a confirmation: a warning, never a success.
  if (result?.ok && result.confirm)
    return (
      <div className="alert alert-warning" role="status" data-testid={`result-${result.intent}`} data-held="true">
        <strong>{result.message}</strong>
      </div>
    );
  return (
    <ResultBanner result={result} show="both" as="div" testId={result && `result-${result.intent}`} message={<strong>{result?.message}</strong>}>
      {result?.detail ? <div className="muted">{result.detail}</div> : null}
    </ResultBanner>
  );
}

function Changes({ changes }: { changes: PlayerImportChanges }) {
  const none = changes.added + changes.removed + changes.priceChanges === 0;
  return (
    <section className="data-changes" aria-labelledby="changes-title" data-testid="import-changes">
      <h3 id="changes-title">{t.changesTitle}</h3>
      {none ? (
        <p>{t.noChanges}</p>
      ) : (
        <ul>
          <li data-testid="added">
            {t.added(changes.added)}
            {changes.addedPlayers.length ? ` : ${changes.addedPlayers.map((p) => p.webName).join(", ")}${changes.added > changes.addedPlayers.length ? "…" : ""}` : ""}
          </li>
          <li data-testid="removed">
            {t.removed(changes.removed)}
            {changes.removedPlayers.length ? ` : ${changes.removedPlayers.map((p) => p.webName).join(", ")}${changes.removed > changes.removedPlayers.length ? "…" : ""}` : ""}
          </li>
          <li data-testid="price-changes">
            {t.priceChanges(changes.priceChanges)}
            {changes.prices.length ? (
              <ul>
                {changes.prices.map((p) => (
                  <li key={p.id}>
                    {t.priceChange(p.webName, price(p.from), price(p.to))}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        </ul>
      )}
    </section>
  );
}

/** One extraction card: a fetcher form (a plain post without JavaScript), its progress and its outcome. */
function ExtractCard({ intent, title, text, button, fallback }: { intent: AdminDataIntent; title: string; text: string; button: string; fallback: AdminDataResult | undefined }) {
  const fetcher = useFetcher<AdminDataResult>({ key: intent });
  const running = fetcher.state !== "idle";
  const result = running ? undefined : (fetcher.data ?? (fallback?.intent === intent ? fallback : undefined));
  return (
    <section className="card data-card" aria-labelledby={`${intent}-title`} aria-busy={running} data-testid={`card-${intent}`}>
      <h2 id={`${intent}-title`}>{title}</h2>
      <p className="muted">{text}</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <button type="submit" className="btn btn-primary" disabled={running}>
          {button}
        </button>
      </fetcher.Form>
      {running ? (
        <div className="data-progress" role="status">
          <progress aria-label={t.running} />
          <span>{t.running}</span>
        </div>
      ) : null}
      <Outcome result={result} />
      {result?.ok && result.changes ? <Changes changes={result.changes} /> : null}
      {result?.ok && result.confirm ? (
        // Held (more removals or price moves than a normal week): applied only when confirmed, for this very feed.
        <fetcher.Form method="post" data-testid="confirm-extraction">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="confirm" value={result.confirm} />
          <button type="submit" className="btn btn-danger" disabled={running}>
            {t.confirmExtraction}
          </button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

/** Which season's scoring rules scored each gameweek (written by the scoring job). */
function ScoringRules({ gameSeason, runs }: { gameSeason: string; runs: ScoringRun[] }) {
  const columns: Column<ScoringRun>[] = [
    { key: "gameweeks", header: ts.columns.gameweeks, cell: (run) => ts.gameweeks(run.from, run.to) },
    { key: "rules", header: ts.columns.rules, cell: (run) => (run.season ? <strong>{ts.rules(run.season)}</strong> : <span className="muted">{ts.notScored}</span>) },
  ];
  return (
    <section className="card data-scoring" aria-labelledby="scoring-title">
      <h2 id="scoring-title">{ts.title}</h2>
      <p className="muted">{ts.text(gameSeason)}</p>
      {runs.length === 0 ? (
        <p className="empty-state">{ts.empty}</p>
      ) : (
        <DataTable rows={runs} columns={columns} rowKey={(run) => String(run.from)} caption={ts.title} testId="scoring-rules" />
      )}
    </section>
  );
}

/** The scoring queue's latest runs: each one's chunks done of all, whether it is ranked, and its slowest chunk. */
function ScoringFanOuts({ fanOuts }: { fanOuts: FanOut[] }) {
  const columns: Column<FanOut>[] = [
    {
      key: "gameweek",
      header: tf.columns.gameweek,
      // The state under the gameweek: one column fewer, so that a phone shows every column.
      cell: (r) => (
        <span className="fan-out-progress">
          {tf.gameweek(r.gameweek, r.final)}
          <span data-testid="fan-out-state">{r.progress.finished ? <strong>{tf.finished}</strong> : <span className="muted">{tf.running}</span>}</span>
        </span>
      ),
    },
    { key: "startedAt", header: tf.columns.startedAt, className: "hide-narrow", cell: (r) => formatDate(new Date(r.startedAt).toISOString(), currentLocale(), "dateTime") },
    {
      key: "progress",
      header: tf.columns.progress,
      cell: (r) => (
        <span className="fan-out-progress">
          <progress max={r.progress.total} value={r.progress.done} aria-hidden="true" />
          <span data-testid="fan-out-chunks">{tf.chunks(formatNumber(r.progress.done, currentLocale()), formatNumber(r.progress.total, currentLocale()))}</span>
        </span>
      ),
    },
    { key: "teams", header: tf.columns.teams, className: "hide-narrow", cell: (r) => tf.teams(formatNumber(r.teams, currentLocale())) },
    {
      key: "slowest",
      header: tf.columns.slowest,
      className: "hide-narrow",
      cell: (r) => tf.slowest(r.slowestMs === null ? null : formatNumber(r.slowestMs / 1000, currentLocale(), { maximumFractionDigits: 1 })),
    },
  ];
  return (
    <section className="card data-scoring" aria-labelledby="fan-out-title">
      <h2 id="fan-out-title">{tf.title}</h2>
      <p className="muted">{tf.text(formatNumber(FAN_OUT_FROM_TEAMS, currentLocale()), formatNumber(TEAMS_PER_CHUNK, currentLocale()))}</p>
      {fanOuts.length === 0 ? (
        <p className="empty-state">{tf.empty}</p>
      ) : (
        <DataTable rows={fanOuts} columns={columns} rowKey={(r) => r.id} caption={tf.title} testId="scoring-fan-outs" />
      )}
    </section>
  );
}

export function AdminDataPage() {
  const { backups, scoring, fanOuts } = useLoaderData<typeof loadAdminData>();
  const actionData = useActionData<typeof adminDataAction>() as AdminDataResult | undefined;
  const navigation = useNavigation();
  const restoring = navigation.state === "submitting" && navigation.formData?.get("intent") === "restore";
  const restoreResult = actionData?.intent === "restore" || actionData?.intent === "unknown" ? actionData : undefined;

  const columns: Column<Backup>[] = [
    { key: "table", header: t.columns.table, className: "hide-narrow", cell: (b) => <code>{b.tableName}</code> },
    {
      key: "createdAt",
      header: t.columns.createdAt,
      cell: (b) => (
        <>
          <code data-testid="backup-stamp">{b.createdAt}</code> <span className="muted">({backupDate(b.createdAt)})</span>
        </>
      ),
    },
    { key: "players", header: t.columns.players, cell: (b) => formatNumber(b.playerCount, currentLocale()) },
    {
      key: "actions",
      header: t.columns.actions,
      cell: (b) => <ConfirmAction intent="restore" hidden={{ id: String(b.id) }} label={t.restore} question={t.restoreQuestion(b.tableName, b.playerCount)} confirmLabel={t.confirmRestore} />,
    },
  ];

  return (
    <section className="page admin-data" lang="fr">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="muted">{t.blurb}</p>
      </header>

      <div className="data-cards">
        <ExtractCard intent="extractPlayers" title={t.playersTitle} text={t.playersText} button={t.extractPlayers} fallback={actionData} />
        <ExtractCard intent="extractTeams" title={t.teamsTitle} text={t.teamsText} button={t.extractTeams} fallback={actionData} />
      </div>

      <section className="card data-backups" aria-labelledby="backups-title" aria-busy={restoring}>
        <h2 id="backups-title">{t.backupsTitle}</h2>
        {restoring ? (
          <div className="data-progress" role="status">
            <progress aria-label={t.restoring} />
            <span>{t.restoring}</span>
          </div>
        ) : null}
        <Outcome result={restoring ? undefined : restoreResult} />
        {backups.length === 0 ? (
          <p className="empty-state" data-testid="no-backups">
            {t.noBackups}
          </p>
        ) : (
          // Remounted after each restore, so the confirm step it opened closes.
          <DataTable key={restoreResult?.message ?? "idle"} rows={backups} columns={columns} rowKey={(b) => String(b.id)} caption={t.backupsTitle} testId="backups-table" />
        )}
      </section>

      <ScoringRules gameSeason={scoring.gameSeason} runs={scoring.runs} />
      <ScoringFanOuts fanOuts={fanOuts} />

      <aside className="card data-instructions" aria-labelledby="instructions-title">
        <h2 id="instructions-title">{t.instructionsTitle}</h2>
        <ol>
          <li>{t.instructions.order}</li>
          <li>{t.instructions.backups}</li>
          <li>{t.instructions.restore}</li>
          <li>{t.instructions.audit}</li>
        </ol>
      </aside>
    </section>
  );
}
