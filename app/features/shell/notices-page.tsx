// /notices (issue 25): the signed-in user's account notices, newest first, the unread marked
// "New" until they mark them read (one, or all). Each notice's text comes from the service in
// the language of the screen it concerns, so it carries its own `lang`. Works without JS (forms).
import { Form, useNavigation } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { formatDate } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { noticeMessages as t } from "../../../domain/messages/notices";
import { ResultBanner } from "../../ui/result-banner";
import type { NoticesPageData } from "./notices.server";

type Notice = SerializeFrom<NoticesPageData>["notices"][number];

const when = (iso: string) => `${formatDate(iso, currentLocale(), "date")} · ${formatDate(iso, currentLocale(), "time")}`;

function NoticeItem({ notice, busy }: { notice: Notice; busy: boolean }) {
  return (
    <li className={`card notice${notice.read ? "" : " notice-unread"}`} data-testid="notice" data-kind={notice.kind}>
      <p className="notice-head">
        <span className="notice-kind">{t.kinds[notice.kind]}</span>
        {!notice.read ? <span className="badge badge-new">{t.unreadBadge}</span> : null}
        <time className="muted small" dateTime={notice.createdAt}>
          {when(notice.createdAt)}
        </time>
      </p>
      <p className="notice-message" lang={notice.locale.slice(0, 2)}>
        {notice.message}
      </p>
      {!notice.read ? (
        <Form method="post" className="notice-actions" preventScrollReset>
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="noticeId" value={notice.id} />
          <button type="submit" className="btn btn-small btn-secondary" disabled={busy}>
            {t.markRead}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

export function NoticesPage({ data }: { data: SerializeFrom<NoticesPageData> }) {
  const busy = useNavigation().state === "submitting";
  const { notices, unread } = data;
  return (
    <section className="page notices-page">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="muted">{t.blurb}</p>
      </header>
      <ResultBanner result="action" show="both" />
      {notices.length === 0 ? (
        <p className="empty-state" data-testid="notices-empty">
          {t.empty}
        </p>
      ) : (
        <>
          <div className="notices-bar">
            <p className="muted" data-testid="notices-unread">
              {t.unreadCount(unread)}
            </p>
            {unread > 0 ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="readAll" />
                <button type="submit" className="btn btn-secondary" disabled={busy}>
                  {t.markAllRead}
                </button>
              </Form>
            ) : null}
          </div>
          <ul className="notices-list" aria-label={t.listLabel}>
            {notices.map((n) => (
              <NoticeItem key={n.id} notice={n} busy={busy} />
            ))}
          </ul>
          {notices.length >= data.shownAtMost ? <p className="muted small">{t.latestShown(data.shownAtMost)}</p> : null}
        </>
      )}
    </section>
  );
}
