import { useLoaderData } from "@remix-run/react";
import type { commentModerationData } from "./moderation.server";
import { BanDialog, BannedUsers, ItemActions, ModerationTabs, ReportList, useBusy, useTab, when } from "./moderation-screen";
import { Queue } from "./queue-screen";
import { RowSelect } from "./queue-selection";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import css from "../../styles/wall.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import { ResultBanner } from "../../ui/result-banner";

export function AdminCommentsPage() {
  const { items, banned, histories, queue } = useLoaderData<typeof commentModerationData>();
  const tab = useTab();
  const busy = useBusy();
  return (
    <section className="page" aria-busy={busy}>
      <InlineStyle css={css} />
      <header className="page-header">
        <h1>{t.titles.comments}</h1>
      </header>
      <ModerationTabs path="/admincomments" reportedLabel={t.tabs.reportedComments} reportedCount={queue.openCount} bannedCount={banned.length} />
      <ResultBanner result="action" />
      {tab === "banned" ? (
        <BannedUsers banned={banned} />
      ) : (
        <Queue queue={queue} path="/admincomments" rowIds={items.map((c) => String(c.id))} empty={t.noReportedComments}>
          <ul className="mod-list">
            {items.map((c) => (
              <li key={c.id} className="card mod-item" data-item-id={c.id}>
                <RowSelect id={String(c.id)} label={`${c.author.username} : ${c.content.slice(0, 40)}`} />
                <p>
                <strong>{c.author.teamName || c.author.username}</strong> {c.author.isCommentBanned && <span className="badge badge-banned">{t.bannedBadge}</span>}{" "}
                <span className="muted small">
                  · {when(c.createdAt)} {c.parentCommentId && <span className="badge">{t.reply}</span>} · {t.reportCount(c.reportsCount)}
                </span>{" "}
                {c.hidden && <span className="badge">{t.hiddenBadge}</span>}
              </p>
              <p className="muted small">
                {c.post.title} · {c.post.stadium.club} · {c.post.stadium.name}
              </p>
              <p className="wall-content">{c.content}</p>
              <ReportList reports={c.reportedBy} />
              <ItemActions itemId={c.id} deleteQuestion={t.confirmDeleteComment}>
                {!c.author.isCommentBanned && <BanDialog userId={c.authorId} username={c.author.username} banned={false} history={histories[c.authorId] ?? []} />}
              </ItemActions>
            </li>
          ))}
          </ul>
        </Queue>
      )}
    </section>
  );
}
