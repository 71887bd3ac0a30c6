import { useLoaderData } from "@remix-run/react";
import type { postModerationData } from "./moderation.server";
import { BanDialog, BannedUsers, ItemActions, ModerationTabs, ReportList, useBusy, useTab, when } from "./moderation-screen";
import { Queue } from "./queue-screen";
import { RowSelect } from "./queue-selection";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { wallMessages as w } from "../../../domain/messages/wall";
import css from "../../styles/wall.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import { ResultBanner } from "../../ui/result-banner";
import Heart from "lucide-react/icons/heart";
import { Icon } from "../../ui/icon";

export function AdminPostsPage() {
  const { items, banned, histories, queue } = useLoaderData<typeof postModerationData>();
  const tab = useTab();
  const busy = useBusy();
  return (
    <section className="page" aria-busy={busy}>
      <InlineStyle css={css} />
      <header className="page-header">
        <h1>{t.titles.posts}</h1>
      </header>
      <ModerationTabs path="/adminposts" reportedLabel={t.tabs.reportedPosts} reportedCount={queue.openCount} bannedCount={banned.length} />
      <ResultBanner result="action" />
      {tab === "banned" ? (
        <BannedUsers banned={banned} withAvatar reasonBehindButton />
      ) : (
        <Queue queue={queue} path="/adminposts" rowIds={items.map((p) => String(p.id))} empty={t.noReportedPosts}>
          <ul className="mod-list">
            {items.map((p) => (
              <li key={p.id} className="card mod-item" data-item-id={p.id}>
                <RowSelect id={String(p.id)} label={p.title} />
                <p>
                  {p.author.avatar && <img className="mod-avatar" src={p.author.avatar} alt="" width={32} height={32} />} <strong>{p.author.username}</strong>{" "}
                  {p.author.isPostBanned && <span className="badge badge-banned">{t.bannedBadge}</span>}{" "}
                  <span className="muted small">
                    · {p.stadium.name} · {when(p.createdAt)} · {w.categories[p.category as keyof typeof w.categories] ?? p.category} ·{" "}
                    {t.reportCount(p.reportsCount)}
                  </span>{" "}
                  {p.hidden && <span className="badge">{t.hiddenBadge}</span>}
                </p>
                <h2>{p.title}</h2>
                <p className="wall-content">{p.content}</p>
                {p.image && <img className="wall-image" src={p.image} alt="" width={400} height={225} loading="lazy" style={{ maxWidth: 400 }} />}
                <p className="muted small">
                  <Icon icon={Heart} /> {p.likesCount} · {w.ui.commentCount(p.commentsCount)} · {t.reportedBy} : {p.reportedBy.map((r) => r.username).join(", ")}
                </p>
                <ReportList reports={p.reportedBy} />
                <ItemActions itemId={p.id} deleteQuestion={t.confirmDeletePost}>
                  <BanDialog userId={p.authorId} username={p.author.username} banned={p.author.isPostBanned} history={histories[p.authorId] ?? []} />
                </ItemActions>
              </li>
            ))}
          </ul>
        </Queue>
      )}
    </section>
  );
}
