// The votes' queue (issue 42): reported team votes (/adminvotes) and player polls (/adminpolls),
// each a view of the one moderation core, with the same rows, actions and bulk bar as the wall's.
import { Link, useLoaderData } from "@remix-run/react";
import type { voteModerationData } from "./moderation.server";
import { BanDialog, ItemActions, ReportList, useBusy, when } from "./moderation-screen";
import { Queue } from "./queue-screen";
import { RowSelect } from "./queue-selection";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import css from "../../styles/wall.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import { ResultBanner } from "../../ui/result-banner";

const PATH = { team_vote: "/adminvotes", player_vote: "/adminpolls" } as const;

export function AdminVotesPage() {
  const { kind, items, histories, queue, counts } = useLoaderData<typeof voteModerationData>();
  const busy = useBusy();
  return (
    <section className="page" aria-busy={busy}>
      <InlineStyle css={css} />
      <header className="page-header">
        <h1>{t.titles.votes}</h1>
      </header>
      <nav className="mod-tabs" aria-label={t.tabsLabel}>
        <Link to={PATH.team_vote} aria-current={kind === "team_vote" ? "page" : undefined} className="btn btn-ghost">
          {t.tabs.teamVotes} ({counts.team_vote})
        </Link>
        <Link to={PATH.player_vote} aria-current={kind === "player_vote" ? "page" : undefined} className="btn btn-ghost">
          {t.tabs.playerVotes} ({counts.player_vote})
        </Link>
      </nav>
      <p className="muted small">{t.votes.bannedHint}</p>
      <ResultBanner result="action" />
      <Queue queue={queue} path={PATH[kind]} rowIds={items.map((v) => v.id)} empty={t.noReportedVotes}>
        <ul className="mod-list">
          {items.map((v) => (
            <li key={v.id} className="card mod-item" data-item-id={v.id}>
              <RowSelect id={v.id} label={v.title} />
              <p>
                <strong>{v.author.username}</strong> {v.author.isPostBanned && <span className="badge badge-banned">{t.bannedBadge}</span>}{" "}
                <span className="muted small">
                  · {t.votes.gameweek(v.gameweek)} · {when(v.createdAt)} · {t.votes.ratings(v.ratings)} · {t.reportCount(v.reportsCount)}
                </span>{" "}
                {v.hidden && <span className="badge">{t.hiddenBadge}</span>}
              </p>
              <h2>{v.title}</h2>
              {v.description && <p className="wall-content">{v.description}</p>}
              {v.image && <img className="wall-image" src={v.image} alt="" width={400} height={225} loading="lazy" style={{ maxWidth: 400 }} />}
              <ReportList reports={v.reportedBy} />
              <ItemActions itemId={v.id} deleteQuestion={t.votes.confirmDelete}>
                <BanDialog userId={v.authorId} username={v.author.username} banned={v.author.isPostBanned} history={histories[v.authorId] ?? []} />
              </ItemActions>
            </li>
          ))}
        </ul>
      </Queue>
    </section>
  );
}
