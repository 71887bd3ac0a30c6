import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { INVITE_CODE_LENGTH, LEAGUE_NAME_MAX_LENGTH } from "../../../domain/leagues-rules";
import type { LeagueFormResult } from "./leaderboard.server";
import { ManagerName, RankBadge } from "./rankings";
import { ResultBanner } from "../../ui/result-banner";
import Handshake from "lucide-react/icons/handshake";
import { Icon } from "../../ui/icon";

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
        {state === "copied" ? "Copied!" : "Copy code"}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {state === "copied" ? `Invite code ${code} copied` : state === "failed" ? "Could not copy: select the code instead" : ""}
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
  return (
    <article className="lb-league" aria-labelledby={`league-${league.id}`} data-testid="mini-league">
      <header className="lb-league-head">
        <div>
          <h3 id={`league-${league.id}`}>{league.name}</h3>
          <p className="muted">
            {league.members} {league.members === 1 ? "member" : "members"}
            {league.myRank ? ` · you are #${league.myRank}` : ""}
          </p>
        </div>
        <div className="lb-invite">
          <span className="muted">Invite code</span>
          <code className="lb-code" data-testid="invite-code">
            {league.code}
          </code>
          <CopyButton code={league.code} />
        </div>
      </header>
      <div className="table-wrap">
        <table className="data-table lb-league-table">
          <caption className="visually-hidden">{league.name} table</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Manager</th>
              <th scope="col" className="lb-league-team">
                Team
              </th>
              <th scope="col" className="lb-col-points">
                Points
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
                <td className="lb-col-points">{e.totalPoints.toLocaleString("en-GB")}</td>
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
  return (
    <section className="card lb-mini" aria-labelledby="mini-title">
      <div className="lt-section-head">
        <h2 id="mini-title">Your Mini-League</h2>
        <span className="muted">Play against your friends</span>
      </div>
      <ResultBanner result={result} show="success" tone="banner" testId="league-success" />
      <div className="lb-forms">
        <LeagueForm
          intent="create"
          title="Create League"
          field="name"
          label="League name"
          placeholder="e.g. Sunday League Legends"
          button="Create League"
          hint={`Up to ${LEAGUE_NAME_MAX_LENGTH} characters. You get a code to share.`}
          result={result}
        />
        <LeagueForm
          intent="join"
          title="Join League"
          field="code"
          label="Invite code"
          placeholder={`${INVITE_CODE_LENGTH} letters or digits`}
          button="Join League"
          hint="Ask a friend for their league's code."
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
          <p>You are not in a mini-league yet</p>
          <p className="muted">Create one and share its code, or join a friend's with theirs.</p>
        </div>
      )}
    </section>
  );
}
