// /terrace: the stadium chooser, then the chosen stadium's wall (French, community.md §2).
// Every control is a form (works without JS); the crop dialog upgrades the image field.
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { wallMessages as t } from "../../../domain/messages/wall";
import { currentLocale } from "../../../domain/locale";
import { BAN_RECHECK_MS, capacityThousands } from "../../../domain/wall-rules";
import type { FormResult } from "../../lib/form-result";
import { ResultBanner } from "../../ui/result-banner";
import { useLivePolling } from "../live-team/use-live-polling";
import { Composer } from "./composer";
import { PostCard } from "./post-card";
import { Chooser } from "./stadium-chooser";
import { BanNote, CategoryOptions, href, type Data } from "./wall-kit";

export function TerracePage({ data, now }: { data: Data; now: number }) {
  const loading = useNavigation().state === "loading";
  // An edit's refusal shows in its form, where the user is (not up here).
  const action = useActionData<FormResult>();
  const result = action?.intent === "editPost" && data.editId ? null : action;
  const [category, setCategory] = useState(data.query?.category ?? "all");
  // A post or comment ban in force is read again while the page is open: lifted by a moderator
  // (or over), the composer and comment boxes turn on without a reload (issue 41).
  useLivePolling(!!(data.me.postBan || data.me.commentBan), `${data.me.postBan}|${data.me.commentBan}`, BAN_RECHECK_MS);
  if (!data.stadium || !data.page) return <Chooser stadiums={data.stadiums} />;
  const { stadium, page, thread, bookmarks } = data;
  const query = data.query ?? { q: "", category: "all" as const, before: undefined };
  const nextHref = page.nextCursor ? href({ q: query.q || undefined, category: category !== "all" ? category : undefined, before: page.nextCursor }) : null;
  const wall = !thread && !bookmarks;
  return (
    <section className="page wall" aria-busy={loading}>
      <header className="page-header wall-header" style={{ borderBottomColor: stadium.primaryColor }}>
        <div>
          <h1>{stadium.name}</h1>
          <p className="muted">
            {stadium.club} · {stadium.city || stadium.country} · {t.ui.seats(capacityThousands(stadium.capacity))}
          </p>
        </div>
        <div className="form-row">
          {wall ? (
            <Link to={href({ view: "bookmarks" })} className="btn btn-ghost">
              {t.ui.bookmarks}
            </Link>
          ) : (
            <Link to="/terrace" className="btn btn-ghost">
              {t.ui.backToWall}
            </Link>
          )}
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="change" />
            <button type="submit" className="btn btn-secondary">
              {t.changeStadium}
            </button>
          </Form>
        </div>
      </header>
      <div className="wall-layout">
        <aside className="wall-side">
          <dl className="card wall-stadium-info" aria-label={t.ui.stadiumInfo}>
            <dt>{t.ui.club}</dt>
            <dd>{stadium.club}</dd>
            <dt>{t.ui.city}</dt>
            <dd>{[stadium.city, stadium.country].filter(Boolean).join(", ")}</dd>
            <dt>{t.ui.capacity}</dt>
            <dd>{t.ui.seats(stadium.capacity.toLocaleString(currentLocale()))}</dd>
            <dt>{t.ui.league}</dt>
            <dd>{stadium.league}</dd>
          </dl>
          <Form method="get" role="search" aria-label={t.ui.searchWall} className="form-stack">
            <label className="field">
              {t.ui.search}
              <input type="search" name="q" defaultValue={query.q ?? ""} maxLength={100} />
            </label>
            <label className="field">
              {t.ui.category}
              <select name="category" value={category} onChange={(e) => setCategory(e.target.value as typeof category)}>
                <option value="all">{t.categories.all}</option>
                <CategoryOptions />
              </select>
            </label>
            <button type="submit" className="btn">
              {t.ui.filter}
            </button>
          </Form>
        </aside>
        <div className="wall-main">
          {/* Brought into view below the sticky header: the composer's refusal was drawn under it (issue 41). */}
          <ResultBanner result={result} reveal />
          {/* Over the page below the sticky header, not in the flow: a line coming and going above the posts moved them (issue 41). */}
          <p className="wall-loading" role="status">
            {loading ? t.ui.loading : ""}
          </p>
          {wall && <Composer stadiumId={stadium.id} banned={data.me.postBan} />}
          {data.me.commentBan && <BanNote id="comment-ban" message={data.me.commentBan} />}
          {bookmarks && <h2>{t.ui.bookmarks}</h2>}
          {page.posts.length === 0 ? (
            <p className="empty-state">{bookmarks ? t.ui.noBookmarks : t.noPosts}</p>
          ) : (
            <div role="feed" aria-busy={loading} aria-label={bookmarks ? t.ui.bookmarks : thread ? t.ui.threadFeed : t.ui.wallFeed}>
              {page.posts.map((post) => (
                <PostCard key={post.id} post={post} me={data.me} now={now} thread={thread} editing={post.id === data.editId} />
              ))}
            </div>
          )}
          {bookmarks && (bookmarks.bpage > 0 || bookmarks.more) && (
            <nav className="form-row" aria-label={t.ui.bookmarkPages}>
              {bookmarks.bpage > 0 && (
                <Link to={href({ view: "bookmarks", bpage: bookmarks.bpage - 1 || undefined })} className="btn btn-ghost">
                  {t.ui.previousPage}
                </Link>
              )}
              {bookmarks.more && (
                <Link to={href({ view: "bookmarks", bpage: bookmarks.bpage + 1 })} className="btn">
                  {t.ui.nextPage}
                </Link>
              )}
            </nav>
          )}
          {wall && query.before && (
            <Link to="/terrace" className="btn btn-ghost">
              {t.ui.backToStart}
            </Link>
          )}
          {nextHref && (
            <Link to={nextHref} className="btn">
              {t.ui.olderPosts}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
