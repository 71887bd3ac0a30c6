// One post of the wall: its head and ⋯ menu, image, text, like and bookmark, and its comments (or
// its edit form while ?edit= names it).
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ConfirmAction } from "../../ui/confirm";
import { wallMessages as t } from "../../../domain/messages/wall";
import { currentLocale } from "../../../domain/locale";
import { formatRelative } from "../../../domain/format";
import { activate } from "../../lib/links";
import { useDismiss } from "../../ui/menu";
import Heart from "lucide-react/icons/heart";
import { Icon } from "../../ui/icon";
import { CommentForm, CommentItem, shownComments } from "./comment-thread";
import { EditPostForm } from "./edit-post-form";
import { Hidden, href, useViewHref, type Data, type Post, type Thread } from "./wall-kit";
import Bookmark from "lucide-react/icons/bookmark";
import Ellipsis from "lucide-react/icons/ellipsis";

/**
 * The post's ⋯ menu: a panel over the page (not a column squeezed beside the buttons), closed by
 * Escape or a click outside; Modifier opens the edit form in the card's place, Supprimer asks
 * first (with Annuler).
 */
function PostMenu({ post, me, summaryRef }: { post: Post; me: Data["me"]; summaryRef: React.RefObject<HTMLElement> }) {
  const mine = post.authorId === me.id;
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);
  const navigate = useNavigate();
  const viewHref = useViewHref();
  return (
    <details className="wall-menu wall-post-menu" ref={menu}>
      <summary className="btn btn-small btn-ghost" aria-label={t.ui.postMenu} ref={summaryRef}>
        <Icon icon={Ellipsis} />
      </summary>
      <div className="wall-menu-panel">
        {(mine || me.staff) && (
          <a className="btn btn-small btn-secondary" href={`${viewHref(post.id)}#edit-${post.id}`} onClick={activate(() => navigate(viewHref(post.id), { preventScrollReset: true }))}>
            {t.ui.edit}
          </a>
        )}
        {(mine || me.staff) && (
          <ConfirmAction
            intent="deletePost"
            label={t.ui.delete}
            question={t.confirmDeletePost}
            confirmLabel={t.ui.confirmDelete}
            hidden={{ postId: String(post.id) }}
            cancel={{ label: t.cancel, href: `${viewHref()}#post-${post.id}` }}
          />
        )}
        {!mine && (
          <Form method="post" preventScrollReset>
            <Hidden values={{ intent: "reportPost", postId: post.id }} />
            <button type="submit" className="btn btn-small btn-secondary">
              {t.ui.report}
            </button>
          </Form>
        )}
      </div>
    </details>
  );
}

export function PostCard({ post, me, now, thread, editing }: { post: Post; me: Data["me"]; now: number; thread: Thread | null; editing: boolean }) {
  const navigate = useNavigate();
  const viewHref = useViewHref();
  // Leaving the edit form (saved or cancelled) puts the focus back on the menu it came from.
  const menuButton = useRef<HTMLElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) menuButton.current?.focus({ preventScroll: true });
    wasEditing.current = editing;
  }, [editing]);
  if (editing && (post.authorId === me.id || me.staff))
    return <EditPostForm post={post} cancelHref={`${viewHref()}#post-${post.id}`} onCancel={() => navigate(viewHref(), { preventScrollReset: true })} />;
  return (
    <article className="card wall-post" aria-labelledby={`post-${post.id}`}>
      <header className="wall-post-head">
        <div>
          <p>
            <strong>{post.author.username}</strong> <span className="muted small">· {formatRelative(post.createdAt, now, currentLocale())}</span>{" "}
            <span className="badge">{t.categories[post.category as keyof typeof t.categories] ?? post.category}</span>
          </p>
          <h2 id={`post-${post.id}`}>{post.title}</h2>
        </div>
        <PostMenu post={post} me={me} summaryRef={menuButton} />
      </header>
      {post.image && <img className="wall-image" src={post.image} alt="" width={800} height={450} loading="lazy" />}
      <p className="wall-content">{post.content}</p>
      <div className="wall-post-actions">
        <Form method="post" preventScrollReset>
          <Hidden values={{ intent: "like", postId: post.id }} />
          <button type="submit" className="btn btn-small" aria-pressed={post.isLiked}>
            <Icon icon={Heart} filled={post.isLiked} /> {t.ui.like} · {post.likesCount}
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <Hidden values={{ intent: "bookmark", postId: post.id }} />
          <button type="submit" className="btn btn-small" aria-pressed={post.isBookmarked}>
            <Icon icon={Bookmark} filled={post.isBookmarked} /> {t.ui.bookmark}
          </button>
        </Form>
        <span className="muted small">{t.ui.commentCount(post.preview.count)}</span>
      </div>
      <section aria-label={t.ui.comments} className="wall-comments">
        <ul>
          {post.preview.comments.map((c) => (
            <CommentItem key={c.id} comment={c} post={post} me={me} now={now} thread={thread} />
          ))}
        </ul>
        {!thread && post.preview.count > shownComments(post.preview.comments) && (
          <p className="small wall-more">
            <Link to={href({ thread: post.id })}>{t.ui.seeComments(post.preview.count)}</Link>
          </p>
        )}
        {thread && thread.pages > 1 && (
          <nav className="small wall-more" aria-label={t.ui.commentPages}>
            {thread.cpage > 0 && <Link to={href({ thread: post.id, cpage: thread.cpage - 1 || undefined })}>{t.ui.newerComments}</Link>}{" "}
            <span className="muted">
              {t.ui.pageOf(thread.cpage + 1, thread.pages)}
            </span>{" "}
            {thread.cpage + 1 < thread.pages && <Link to={href({ thread: post.id, cpage: thread.cpage + 1 })}>{t.ui.olderComments}</Link>}
          </nav>
        )}
        <CommentForm postId={post.id} parentCommentId={null} inputId={`comment-${post.id}`} label={t.ui.comment} placeholder={t.ui.commentPlaceholder} button={t.ui.sendComment} ban={me.commentBan} />
      </section>
    </article>
  );
}
