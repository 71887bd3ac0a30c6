import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { INVITE_CODE_LENGTH, LEAGUE_NAME_MAX_LENGTH } from "../../../domain/leagues-rules";
import type { LeagueFormResult } from "./leaderboard.server";
import { ManagerName, RankBadge } from "./rankings";
import { ResultBanner } from "../../ui/result-banner";
import Handshake from "lucide-react/icons/handshake";
import { Icon } from "../../ui/icon";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { leaderboardMessages } from "../../../domain/messages/leaderboard";

export type League = {
  id: string;
  name: string;
  code: string;
  members: number;
  myRank: number | null;
  table: { rank: number; userId: string; manager: string; teamName: string; avatar: string; totalPoints: number }[];
};

/** Copies the invite code; the code stays visible and selectable without JavaScript. */
function CopyButton({ code }: { code: string }) {
  const t = leaderboardMessages;
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const id = window.setTimeout(() => setState("idle"), 2000);
    return () => window.clearTimeout(id);
  }, [state]);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary lb-copy"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(code);
            setState("copied");
          } catch {
            setState("failed");
          }
        }}
      >
        {state === "copied" ? t.copied : t.copyCode}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {state === "copied" ? t.codeCopied(code) : state === "failed" ? t.copyFailed : null}
      </span>
    </>
  );
}

function LeagueForm({
  intent,
  title,
  field,
  label,
  placeholder,
  button,
  hint,
  result,
}: {
  intent: "create" | "join";
  title: string;
  field: "name" | "code";
  label: string;
  placeholder: string;
  button: string;
  hint: string;
  result: LeagueFormResult | undefined;
}) {
  const navigation = useNavigation();
  const ref = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const mine = result?.intent === intent ? result : undefined;
  const error = mine && !mine.ok ? (mine.fields[field] ?? mine.message) : null;
  const id = `league-${intent}`;
  useEffect(() => {
    if (mine?.ok) ref.current?.reset();
  }, [mine]);
  return (
    <Form method="post" ref={ref} className="lb-league-form" aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <label className={`field${error ? " has-error" : ""}`}>
        <span>{label}</span>
        <input
          name={field}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={field === "code" ? INVITE_CODE_LENGTH : LEAGUE_NAME_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={field === "code" ? "lb-code-input" : undefined}
          required
        />
        {error ? (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        ) : (
          <span id={`${id}-hint`} className="muted lb-hint">
            {hint}
          </span>
        )}
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {button}
      </button>
    </Form>
  );
}

function LeagueCard({ league, meId }: { league: League; meId: string }) {
  const t = leaderboardMessages;
  const fmt = formatter(currentLocale());
  return (
    <article className="lb-league" aria-labelledby={`league-${league.id}`} data-testid="mini-league">
      <header className="lb-league-head">
        <div>
          <h3 id={`league-${league.id}`}>{league.name}</h3>
          <p className="muted">
            {t.members(league.members)}
            {league.myRank ? t.youAre(league.myRank) : null}
          </p>
        </div>
        <div className="lb-invite">
          <span className="muted">{t.inviteCode}</span>
          <code className="lb-code" data-testid="invite-code">
            {league.code}
          </code>
          <CopyButton code={league.code} />
        </div>
      </header>
      <div className="table-wrap">
        <table className="data-table lb-league-table">
          <caption className="visually-hidden">{t.leagueTable(league.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.manager}</th>
              <th scope="col" className="lb-league-team">
                {t.team}
              </th>
              <th scope="col" className="lb-col-points">
                {t.pointsHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {league.table.map((e) => (
              <tr key={e.userId} className={e.userId === meId ? "lb-me" : undefined} aria-current={e.userId === meId ? "true" : undefined}>
                <td>
                  <RankBadge rank={e.rank} />
                </td>
                <td className="lb-league-manager">
                  <ManagerName manager={e.manager} teamName={e.teamName} me={e.userId === meId} />
                </td>
                <td className="lb-league-team">{e.teamName}</td>
                <td className="lb-col-points">{fmt.number(e.totalPoints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/** 'Your Mini-League': create one, join one with a code, and the tables of the caller's leagues. */
export function MiniLeagues({ leagues, meId, result }: { leagues: League[]; meId: string; result: LeagueFormResult | undefined }) {
  const t = leaderboardMessages;
  return (
    <section className="card lb-mini" aria-labelledby="mini-title">
      <div className="lt-section-head">
        <h2 id="mini-title">{t.mini}</h2>
        <span className="muted">{t.miniHint}</span>
      </div>
      <ResultBanner result={result} show="success" tone="banner" testId="league-success" />
      <div className="lb-forms">
        <LeagueForm
          intent="create"
          title={t.createTitle}
          field="name"
          label={t.leagueName}
          placeholder={t.leagueNamePlaceholder}
          button={t.createTitle}
          hint={t.createHint(LEAGUE_NAME_MAX_LENGTH)}
          result={result}
        />
        <LeagueForm
          intent="join"
          title={t.joinTitle}
          field="code"
          label={t.inviteCode}
          placeholder={t.codePlaceholder(INVITE_CODE_LENGTH)}
          button={t.joinTitle}
          hint={t.joinHint}
          result={result}
        />
      </div>
      {leagues.length ? (
        <div className="lb-leagues">
          {leagues.map((l) => (
            <LeagueCard key={l.id} league={l} meId={meId} />
          ))}
        </div>
      ) : (
        <div className="empty-state lb-no-league" data-testid="no-leagues">
          <div className="empty-icon" aria-hidden="true">
            <Icon icon={Handshake} />
          </div>
          <p>{t.noLeague}</p>
          <p className="muted">{t.noLeagueHint}</p>
        </div>
      )}
    </section>
  );
}
