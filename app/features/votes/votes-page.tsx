import { Link, useActionData, useLoaderData } from "@remix-run/react";
import CircleUser from "lucide-react/icons/circle-user";
import Shield from "lucide-react/icons/shield";
import Swords from "lucide-react/icons/swords";
import Vote from "lucide-react/icons/vote";
import type { loadVotes, votesAction } from "./votes.server";
import { PlayerVoteCard, TeamVoteCard } from "./vote-cards";
import { PvpForm, TeamVoteForm } from "./create-forms";
import { votesMessages as t } from "../../../domain/messages/votes";
import type { VoteFilter } from "../../../domain/votes-rules";
import css from "../../styles/votes.css?inline";
import playerStatsCss from "../../styles/player-stats.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import { ResultBanner } from "../../ui/result-banner";
import { Icon, type IconType } from "../../ui/icon";

/** The filters; their names are read at render (`t.filters[key]`), in the reader's language. */
const FILTERS: { key: VoteFilter; icon: IconType }[] = [
  { key: "teams", icon: Shield },
  { key: "pvp", icon: Swords },
  { key: "mine", icon: CircleUser },
  { key: "all", icon: Vote },
];

export function VotesPage() {
  const { filter, create, teamVotes, playerVotes, teams, playerOptions, gameweeks } = useLoaderData<typeof loadVotes>();
  const result = useActionData<typeof votesAction>();
  const href = (params: { filter?: VoteFilter; create?: "team" | "pvp" | null }) => {
    const q = new URLSearchParams();
    const f = params.filter ?? filter;
    if (f !== "all") q.set("filter", f);
    const c = "create" in params ? params.create : create;
    if (c) q.set("create", c);
    return `/votes${q.size ? `?${q}` : ""}`;
  };
  const failed = result && !result.ok && (result.intent === "createTeam" || result.intent === "createPvp") ? result : null;
  const created = result?.ok && "created" in result ? result.created : null;
  const openForm = created ? null : create;
  // A report or a delete (issue 42): its outcome, success or refusal, above the lists.
  const moderated = result && (result.intent === "report" || result.intent === "remove") ? result : null;
  const showTeams = filter !== "pvp";
  const showPlayers = filter !== "teams";
  const empty =
    filter === "teams" ? t.noTeamVotes : filter === "pvp" ? t.noPlayerVotes : filter === "mine" ? t.noSubmittedTeams : t.nothingToShow;
  const nothing = (showTeams ? teamVotes.length : 0) + (showPlayers ? playerVotes.length : 0) === 0;
  const filterNav = (className: string, label: string) => (
    <nav className={className} aria-label={label}>
      {FILTERS.map((f) => (
        <Link key={f.key} to={href({ filter: f.key })} aria-current={filter === f.key ? "page" : undefined} className={filter === f.key ? "active" : undefined} preventScrollReset>
          <Icon icon={f.icon} /> {t.filters[f.key]}
        </Link>
      ))}
    </nav>
  );
  return (
    <section className="page votes-page">
      <InlineStyle css={playerStatsCss} />
      <InlineStyle css={css} />
      <header className="page-header page-header-row">
        <div>
          <h1>{t.page.title}</h1>
          <p className="muted">{t.page.blurb}</p>
        </div>
        <div className="row-actions">
          <Link className={`btn ${openForm === "team" ? "btn-primary" : "btn-secondary"}`} to={href({ create: openForm === "team" ? null : "team" })} aria-expanded={openForm === "team"}>
            {t.evaluateTeam}
          </Link>
          <Link className={`btn ${openForm === "pvp" ? "btn-primary" : "btn-secondary"}`} to={href({ create: openForm === "pvp" ? null : "pvp" })} aria-expanded={openForm === "pvp"}>
            {t.evaluatePvp}
          </Link>
        </div>
      </header>
      <ResultBanner live show="success" result={created ? { ok: true, message: result?.message } : null} />
      {openForm === "team" && gameweeks ? <TeamVoteForm teams={teams} gameweeks={gameweeks} errors={failed?.intent === "createTeam" ? failed : {}} /> : null}
      {openForm === "pvp" && gameweeks ? <PvpForm players={playerOptions} gameweeks={gameweeks} errors={failed?.intent === "createPvp" ? failed : {}} /> : null}
      {moderated ? <ResultBanner show="both" result={moderated} /> : null}
      {filterNav("vote-filters", "Filter votes")}
      {nothing ? (
        <div className="empty-state" data-testid="votes-empty">
          <p>{empty}</p>
        </div>
      ) : (
        <div className="vote-grid">
          {showTeams ? teamVotes.map((v) => <TeamVoteCard key={v.id} vote={v} />) : null}
          {showPlayers ? playerVotes.map((v) => <PlayerVoteCard key={v.id} vote={v} />) : null}
        </div>
      )}
      {filterNav("vote-filters-bar", "Filter votes (phone)")}
    </section>
  );
}
