import { useLoaderData } from "@remix-run/react";
import type { chatModerationData } from "./chat-moderation.server";
import { BanDialog, BannedUsers, ItemActions, ModerationTabs, useBusy, useTab, when } from "./moderation-screen";
import { Queue } from "./queue-screen";
import { RowSelect } from "./queue-selection";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { ResultBanner } from "../../ui/result-banner";

/** /adminreports (French, community.md §2 "Reported messages (chat)"): tabs Messages and Banned users; ban, clear, delete. */
export function AdminReportsPage() {
  const { items, banned, histories, queue } = useLoaderData<typeof chatModerationData>();
  const tab = useTab();
  const busy = useBusy();
  return (
    <section className="page" aria-busy={busy}>
      <header className="page-header">
        <h1>{t.titles.reports}</h1>
      </header>
      <ModerationTabs path="/adminreports" reportedLabel={t.tabs.messages} reportedCount={queue.openCount} bannedCount={banned.length} />
      <ResultBanner result="action" />
      {tab === "banned" ? (
        <BannedUsers banned={banned} />
      ) : (
        <Queue queue={queue} path="/adminreports" rowIds={items.map((m) => m.id)} empty={t.noReportedMessages}>
          <ul className="mod-list" data-testid="reported-messages">
            {items.map((m) => (
              <li key={m.id} className="card mod-item" data-message-id={m.id}>
                <RowSelect id={m.id} label={`${m.user.username} : ${m.content.slice(0, 40)}`} />
                <p>
                  <img className="avatar" src={m.user.avatar} alt="" width={28} height={28} style={{ borderRadius: "50%", verticalAlign: "middle" }} />{" "}
                  <strong>{m.user.username}</strong> {m.user.isChatBanned && <span className="badge badge-banned">{t.bannedBadge}</span>}{" "}
                  <span className="muted small">
                    · {t.room} {m.roomName} · {when(new Date(m.timestamp).getTime())}
                    {" · "}
                    {t.reportCount(m.reportsCount)}
                  </span>{" "}
                  {m.hidden && <span className="badge">{t.hiddenBadge}</span>}
                </p>
                {m.content && <p className="wall-content">{m.content}</p>}
                {m.imageUrl && (
                  <img
                    src={m.imageUrl}
                    alt={t.reportedImage}
                    width={240}
                    height={180}
                    loading="lazy"
                    style={{ maxWidth: 240, height: "auto", borderRadius: 8 }}
                  />
                )}
                {m.audioUrl && <audio controls preload="none" src={m.audioUrl} aria-label={t.reportedAudio} />}
                <p className="muted small">
                  {t.reportedBy} ({m.reportsCount}) : {m.reportedBy.map((r) => (r.reason ? `${r.username} (${r.reason})` : r.username)).join(", ")}
                </p>
                <ItemActions itemId={m.id} deleteQuestion={t.confirmDeleteMessage}>
                  <BanDialog userId={m.userId} username={m.user.username} banned={m.user.isChatBanned} history={histories[m.userId] ?? []} />
                </ItemActions>
              </li>
            ))}
          </ul>
        </Queue>
      )}
    </section>
  );
}
