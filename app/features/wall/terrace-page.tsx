// /terrace: the stadium chooser, then the chosen stadium's wall (French, community.md §2).
// Every control is a form (works without JS); the crop dialog upgrades the image field.
import { Form, Link, useActionData, useFetcher, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useConfirmed } from "../../lib/use-confirmed";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { ConfirmAction } from "../../ui/confirm";
import { wallMessages as t } from "../../../domain/messages/wall";
import { AREA_LOCALE } from "../../../domain/messages";
import { formatRelative } from "../../../domain/format";
import { BAN_RECHECK_MS, COMMENT_MAX, POST_CATEGORIES, POST_CONTENT_MAX, POST_TITLE_MAX, REACTION_TYPES, afterReaction, capacityThousands, type ReactionType } from "../../../domain/wall-rules";
import { resultFor, type FormResult } from "../../lib/form-result";
import { activate } from "../../lib/links";
import { useDismiss } from "../../ui/menu";
import { useHydrated } from "../../lib/time";
import type { terraceData } from "./terrace.server";
import type { ReactionResult } from "./actions.server";
import { CropField } from "./crop-field";
import { ResultBanner } from "../../ui/result-banner";
import Heart from "lucide-react/icons/heart";
import { Icon } from "../../ui/icon";
import { WALL_REACTION_ICONS } from "./reaction-icons";
import { useLivePolling } from "../live-team/use-live-polling";

type Data = SerializeFrom<Awaited<ReturnType<typeof terraceData>>>;
type Post = NonNullable<Data["page"]>["posts"][number];
type Comment = Post["preview"]["comments"][number];
type Thread = NonNullable<Data["thread"]>;

/** Links within the wall keep the view's parameters. */
const href = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
  return `/terrace${q.size ? `?${q}` : ""}`;
};

const u = t.ui;

/** The post categories as <option>s (composer, edit form, filter). */
function CategoryOptions() {
  return (
    <>
      {POST_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {t.categories[c]}
        </option>
      ))}
    </>
  );
}

function Chooser({ stadiums }: { stadiums: Data["stadiums"] }) {
  return (
    <section className="page wall-chooser">
      <header className="page-header">
        <h1>Terrace</h1>
        <p className="muted">{t.chooseStadiumHint}</p>
      </header>
      <ResultBanner result="action" />
      {stadiums.length === 0 ? (
        <p className="empty-state">{t.noStadiums}</p>
      ) : (
        <ul className="stadium-grid">
          {stadiums.map((s) => (
            <li key={s.id}>
              <Form method="post" preventScrollReset className="stadium-card" style={{ borderTopColor: s.primaryColor }}>
                <input type="hidden" name="intent" value="choose" />
                <input type="hidden" name="stadiumId" value={s.id} />
                {/* Named by what it shows (club, ground, city): axe's label-in-name rule. */}
                <button type="submit" className="stadium-card-button">
                  <strong>{s.club}</strong>
                  <span>{s.name}</span>
                  <span className="muted">
                    {s.city || s.country} · {capacityThousands(s.capacity)}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A ban in force (issue 25): its reason and end, which the disabled form it stands over points to. */
function BanNote({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="alert alert-error wall-ban" role="status" data-testid={id}>
      {message}
    </p>
  );
}

/**
 * Is the form `values` names being sent now? And once it was sent and answered without an
 * error (a redirect, or ok data), `onDone` runs: the form empties (issue 26: a second tap must
 * not publish the same post again, a sent comment must leave its input).
 */
function useSent(values: Record<string, string | number | null>, onDone: () => void) {
  const navigation = useNavigation();
  const result = useActionData<FormResult>();
  const form = navigation.formData;
  const sending = !!form && Object.entries(values).every(([k, v]) => (form.get(k) ?? "") === String(v ?? ""));
  const was = useRef(false);
  useEffect(() => {
    if (sending) was.current = true;
    else if (was.current && navigation.state === "idle") {
      was.current = false;
      if (result?.ok !== false) onDone();
    }
  });
  return sending;
}

function Composer({ stadiumId, banned }: { stadiumId: number; banned: string | null }) {
  // A success remounts the form: fields, category and crop start again.
  const [formKey, setFormKey] = useState(0);
  const busy = useSent({ intent: "post", stadiumId }, () => setFormKey((k) => k + 1));
  return <ComposerForm key={formKey} stadiumId={stadiumId} banned={banned} busy={busy} />;
}

function ComposerForm({ stadiumId, banned, busy }: { stadiumId: number; banned: string | null; busy: boolean }) {
  const hydrated = useHydrated();
  const [filled, setFilled] = useState(false);
  // Publish waits for a title and a text (spec §5); without JavaScript the server says what is missing.
  const readFilled = (form: HTMLFormElement) => setFilled(["title", "content"].every((name) => String(new FormData(form).get(name) ?? "").trim() !== ""));
  return (
    <Form method="post" encType="multipart/form-data" className="card wall-composer" aria-label={u.newPost} onInput={(e) => readFilled(e.currentTarget)}>
      {banned && <BanNote id="post-ban" message={banned} />}
      <input type="hidden" name="intent" value="post" />
      <input type="hidden" name="stadiumId" value={stadiumId} />
      {/* Off while a post ban is in force: the server refuses the post anyway. */}
      <fieldset className="wall-composer-fields" disabled={!!banned} aria-describedby={banned ? "post-ban" : undefined}>
        <label className="field">
          {u.title}
          <input name="title" required maxLength={POST_TITLE_MAX} />
        </label>
        <label className="field">
          {u.content}
          <textarea name="content" required maxLength={POST_CONTENT_MAX} rows={3} />
        </label>
        <div className="form-row">
          <label className="field">
            {u.category}
            <select name="category" defaultValue="general">
              <CategoryOptions />
            </select>
          </label>
          <CropField name="image" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || (hydrated && !filled)}>
          {busy ? u.publishing : u.publish}
        </button>
      </fieldset>
    </Form>
  );
}

/**
 * A comment or a reply: a blank one is not sent (spec §5); once sent it empties (a reply back to
 * its '@name ' start) and the focus stays in it; the page keeps its place (no jump to the top).
 */
function CommentForm(props: { postId: number; parentCommentId: number | null; inputId: string; label: string; placeholder?: string; defaultValue?: string; button: string; ban: string | null }) {
  const ref = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const sending = useSent({ intent: "comment", postId: props.postId, parentCommentId: props.parentCommentId }, () => ref.current?.reset());
  return (
    <Form
      method="post"
      preventScrollReset
      className="form-row"
      ref={ref}
      onSubmit={(e) => {
        const text = String(new FormData(e.currentTarget).get("content") ?? "");
        if (text.trim() === "" || text.trim() === props.defaultValue?.trim()) e.preventDefault();
      }}
    >
      <Hidden values={{ intent: "comment", postId: props.postId, ...(props.parentCommentId ? { parentCommentId: props.parentCommentId } : {}) }} />
      {/* Without JavaScript the answer lands on the post with a confirmation (issue 41); with it the page stays where it is. */}
      {!hydrated && <input type="hidden" name="land" value="1" />}
      <label className="visually-hidden" htmlFor={props.inputId}>
        {props.label}
      </label>
      <input
        id={props.inputId}
        name="content"
        placeholder={props.placeholder}
        defaultValue={props.defaultValue}
        maxLength={COMMENT_MAX}
        disabled={!!props.ban}
        aria-describedby={props.ban ? "comment-ban" : undefined}
      />
      <button type="submit" className="btn btn-small" disabled={!!props.ban || sending}>
        {props.button}
      </button>
    </Form>
  );
}

function Hidden({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

/** The four reactions: optimistic (the toggle rule of domain/wall.ts), rolled back with 'Erreur lors de la réaction' when refused. */
function ReactionButtons({ comment }: { comment: Comment }) {
  const fetcher = useFetcher<FormResult<string, ReactionResult>>({ key: `react-${comment.id}` });
  const server = { mine: (comment.userReaction as ReactionType | null) ?? null, counts: comment.reactions as Record<ReactionType, number> };
  const confirmed = useConfirmed(server, JSON.stringify(server), fetcher, (d) =>
    d.ok && d.commentId === comment.id && d.reactions ? { mine: d.userReaction ?? null, counts: d.reactions } : null,
  );
  const pressed = fetcher.formData?.get("type") as ReactionType | undefined;
  const shown = pressed ? afterReaction(confirmed, pressed) : confirmed;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  return (
    <div className="wall-reactions" role="group" aria-label={u.reactionsLabel}>
      {REACTION_TYPES.map((type) => (
        <fetcher.Form method="post" key={type}>
          <Hidden values={{ intent: "react", commentId: comment.id, type }} />
          <button type="submit" className="btn btn-small btn-ghost" aria-pressed={shown.mine === type}>
            <Icon icon={WALL_REACTION_ICONS[type]} />
            <span className="visually-hidden">{u.reactions[type]}</span> {shown.counts[type]}
          </button>
        </fetcher.Form>
      ))}
      <span className="small wall-reaction-error" role="status">
        {failed ? t.reactionError : ""}
      </span>
    </div>
  );
}

/** Copies a comment's text (with JS only: the button is not rendered without it). */
function CopyButton({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  if (!hydrated) return null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t.commentCopied);
    } catch {
      setSaid(t.copyError);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-small btn-ghost" onClick={copy}>
        {u.copy}
      </button>
      <span className="small" role="status">
        {said}
      </span>
    </>
  );
}

/** A press of 500 ms on a phone opens the comment's menu (the visible menu button does the same for keyboard and mouse). */
function useLongPress(open: () => void, ms = 500) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.pointerType !== "touch") return;
      cancel();
      timer.current = setTimeout(open, ms);
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
  };
}

function CommentItem({ comment, post, me, now, thread }: { comment: Comment; post: Post; me: Data["me"]; now: number; thread: Thread | null }) {
  const mine = comment.authorId === me.id;
  const viewHref = useViewHref();
  const menu = useRef<HTMLDetailsElement>(null);
  const press = useLongPress(() => {
    if (!menu.current) return;
    menu.current.open = true;
    menu.current.querySelector("summary")?.focus();
  });
  if (comment.deleted)
    // Deleted while it had replies: the placeholder keeps the thread readable; nothing to act on.
    return (
      <li className="wall-comment wall-comment-deleted" data-testid="comment-placeholder">
        <p className="muted">{comment.content}</p>
        <CommentReplies comment={comment} post={post} me={me} now={now} thread={thread} />
      </li>
    );
  return (
    <li className="wall-comment" {...press}>
      <p>
        <strong>{comment.author.username}</strong>{" "}
        {mine && (
          <>
            <span className="badge wall-yours">{u.yours}</span>{" "}
          </>
        )}
        <span className="muted small">{formatRelative(comment.createdAt, now, AREA_LOCALE.wall)}</span>
      </p>
      <p>{comment.content}</p>
      <ReactionButtons comment={comment} />
      <details className="wall-menu" ref={menu}>
        <summary className="btn btn-small btn-ghost">{u.replyMenu}</summary>
        <CommentForm postId={post.id} parentCommentId={comment.id} inputId={`reply-${comment.id}`} label={u.replyLabel} defaultValue={t.replyPrefix(comment.author.username)} button={u.reply} ban={me.commentBan} />
        {!mine && (
          <Form method="post" preventScrollReset className="form-row">
            <Hidden values={{ intent: "reportComment", commentId: comment.id }} />
            <label className="visually-hidden" htmlFor={`reason-${comment.id}`}>
              {u.reportReason}
            </label>
            <input id={`reason-${comment.id}`} name="reason" placeholder={u.reportReason} required maxLength={500} />
            <button type="submit" className="btn btn-small">
              {u.report}
            </button>
          </Form>
        )}
        <div className="form-row">
          <CopyButton text={comment.content} />
          <Form method="post" preventScrollReset>
            <Hidden values={{ intent: "hideComment", commentId: comment.id }} />
            <button type="submit" className="btn btn-small btn-ghost">
              {u.hide}
            </button>
          </Form>
        </div>
        {(mine || me.staff) && (
          <ConfirmAction
            intent="deleteComment"
            label={u.delete}
            question={t.confirmDeleteComment}
            confirmLabel={u.confirmDelete}
            hidden={{ commentId: String(comment.id) }}
            cancel={{ label: t.cancel, href: `${viewHref()}#post-${post.id}` }}
          />
        )}
      </details>
      <CommentReplies comment={comment} post={post} me={me} now={now} thread={thread} />
    </li>
  );
}

/** A top comment's replies shown, and the links to page through the rest. */
function CommentReplies({ comment, post, me, now, thread }: { comment: Comment; post: Post; me: Data["me"]; now: number; thread: Thread | null }) {
  const replies = comment.replies ?? [];
  const replyPaging = thread?.replies?.commentId === comment.id ? thread.replies : null;
  const moreReplies = comment.repliesCount > replies.length;
  return (
    <>
        {replies.length > 0 && (
          <ul className="wall-replies">
            {replies.map((r) => (
              <CommentItem key={r.id} comment={r as Comment} post={post} me={me} now={now} thread={null} />
            ))}
          </ul>
        )}
        {comment.parentCommentId === null && (moreReplies || replyPaging) && (
          <p className="small wall-more">
            {!thread ? (
              <Link to={href({ thread: post.id })}>{u.seeReplies(comment.repliesCount)}</Link>
            ) : (
              <>
                {replyPaging && replyPaging.rpage > 0 && (
                  <Link to={href({ thread: post.id, cpage: thread.cpage || undefined, replies: comment.id, rpage: replyPaging.rpage - 1 || undefined })}>{u.previousReplies}</Link>
                )}{" "}
                {(replyPaging ? replyPaging.rpage + 1 < replyPaging.pages : moreReplies) && (
                  <Link to={href({ thread: post.id, cpage: thread.cpage || undefined, replies: comment.id, rpage: (replyPaging?.rpage ?? 0) + 1 })}>{u.nextReplies}</Link>
                )}
              </>
            )}
          </p>
        )}
    </>
  );
}

/**
 * A post's edit form, in place of its card (issue 26): title, text, category, and its image kept,
 * replaced (a new crop) or removed. 'Enregistrer' saves; 'Annuler' leaves the post as it was.
 * Opened by ?edit=id, so it opens and posts without JavaScript too; a refusal shows in it.
 */
function EditPostForm({ post, cancelHref, onCancel }: { post: Post; cancelHref: string; onCancel: () => void }) {
  const result = resultFor(useActionData<FormResult>(), "editPost");
  const sending = useSent({ intent: "editPost", postId: post.id }, () => {});
  const [removing, setRemoving] = useState(false);
  const title = useRef<HTMLInputElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  const headingId = `edit-${post.id}-heading`;
  return (
    <article className="card wall-post wall-post-edit" id={`edit-${post.id}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{u.editPostHeading}</h2>
      <Form method="post" encType="multipart/form-data" preventScrollReset className="form-stack" aria-label={u.editPostLabel(post.title)}>
        <ResultBanner result={result} reveal />
        <Hidden values={{ intent: "editPost", postId: post.id }} />
        <label className="field">
          {u.title}
          <input ref={title} name="title" required maxLength={POST_TITLE_MAX} defaultValue={post.title} />
        </label>
        <label className="field">
          {u.content}
          <textarea name="content" required maxLength={POST_CONTENT_MAX} rows={5} defaultValue={post.content} />
        </label>
        <label className="field">
          {u.category}
          <select name="category" defaultValue={post.category}>
            <CategoryOptions />
          </select>
        </label>
        {post.image && (
          <div className="wall-edit-image">
            <img src={post.image} alt={u.currentImage} width={160} height={90} className={removing ? "wall-edit-image-removed" : undefined} />
            <label className="check">
              <input type="checkbox" name="removeImage" value="1" onChange={(e) => setRemoving(e.currentTarget.checked)} />
              {u.removeImage}
            </label>
          </div>
        )}
        <CropField name="image" id={`image-edit-${post.id}`} label={post.image ? u.replaceImage : u.imageOptional} />
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {u.save}
          </button>
          <a className="btn btn-secondary" href={cancelHref} onClick={activate(onCancel)}>
            {t.cancel}
          </a>
        </div>
      </Form>
    </article>
  );
}

/** The wall's URL as it is, with `edit` set to a post (its edit form) or dropped. */
function useViewHref() {
  const { search } = useLocation();
  return (edit?: number) => {
    const q = new URLSearchParams(search);
    q.delete("edit");
    if (edit) q.set("edit", String(edit));
    return `/terrace${q.size ? `?${q}` : ""}`;
  };
}

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
      <summary className="btn btn-small btn-ghost" aria-label={u.postMenu} ref={summaryRef}>
        ⋯
      </summary>
      <div className="wall-menu-panel">
        {(mine || me.staff) && (
          <a className="btn btn-small btn-secondary" href={`${viewHref(post.id)}#edit-${post.id}`} onClick={activate(() => navigate(viewHref(post.id), { preventScrollReset: true }))}>
            {u.edit}
          </a>
        )}
        {(mine || me.staff) && (
          <ConfirmAction
            intent="deletePost"
            label={u.delete}
            question={t.confirmDeletePost}
            confirmLabel={u.confirmDelete}
            hidden={{ postId: String(post.id) }}
            cancel={{ label: t.cancel, href: `${viewHref()}#post-${post.id}` }}
          />
        )}
        {!mine && (
          <Form method="post" preventScrollReset>
            <Hidden values={{ intent: "reportPost", postId: post.id }} />
            <button type="submit" className="btn btn-small btn-secondary">
              {u.report}
            </button>
          </Form>
        )}
      </div>
    </details>
  );
}

/** The comments and replies a card shows (placeholders are not comments: they are not counted either). */
function shownComments(list: readonly Comment[]): number {
  return list.reduce((n, c) => n + (c.deleted ? 0 : 1) + shownComments((c.replies ?? []) as Comment[]), 0);
}

function PostCard({ post, me, now, thread, editing }: { post: Post; me: Data["me"]; now: number; thread: Thread | null; editing: boolean }) {
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
            <strong>{post.author.username}</strong> <span className="muted small">· {formatRelative(post.createdAt, now, AREA_LOCALE.wall)}</span>{" "}
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
            <Icon icon={Heart} filled={post.isLiked} /> {u.like} · {post.likesCount}
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <Hidden values={{ intent: "bookmark", postId: post.id }} />
          <button type="submit" className="btn btn-small" aria-pressed={post.isBookmarked}>
            <span aria-hidden="true">{post.isBookmarked ? "★" : "☆"}</span> {u.bookmark}
          </button>
        </Form>
        <span className="muted small">{u.commentCount(post.preview.count)}</span>
      </div>
      <section aria-label={u.comments} className="wall-comments">
        <ul>
          {post.preview.comments.map((c) => (
            <CommentItem key={c.id} comment={c} post={post} me={me} now={now} thread={thread} />
          ))}
        </ul>
        {!thread && post.preview.count > shownComments(post.preview.comments) && (
          <p className="small wall-more">
            <Link to={href({ thread: post.id })}>{u.seeComments(post.preview.count)}</Link>
          </p>
        )}
        {thread && thread.pages > 1 && (
          <nav className="small wall-more" aria-label={u.commentPages}>
            {thread.cpage > 0 && <Link to={href({ thread: post.id, cpage: thread.cpage - 1 || undefined })}>{u.newerComments}</Link>}{" "}
            <span className="muted">
              {u.pageOf(thread.cpage + 1, thread.pages)}
            </span>{" "}
            {thread.cpage + 1 < thread.pages && <Link to={href({ thread: post.id, cpage: thread.cpage + 1 })}>{u.olderComments}</Link>}
          </nav>
        )}
        <CommentForm postId={post.id} parentCommentId={null} inputId={`comment-${post.id}`} label={u.comment} placeholder={u.commentPlaceholder} button={u.sendComment} ban={me.commentBan} />
      </section>
    </article>
  );
}

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
            {stadium.club} · {stadium.city || stadium.country} · {u.seats(capacityThousands(stadium.capacity))}
          </p>
        </div>
        <div className="form-row">
          {wall ? (
            <Link to={href({ view: "bookmarks" })} className="btn btn-ghost">
              {u.bookmarks}
            </Link>
          ) : (
            <Link to="/terrace" className="btn btn-ghost">
              {u.backToWall}
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
          <dl className="card wall-stadium-info" aria-label={u.stadiumInfo}>
            <dt>{u.club}</dt>
            <dd>{stadium.club}</dd>
            <dt>{u.city}</dt>
            <dd>{[stadium.city, stadium.country].filter(Boolean).join(", ")}</dd>
            <dt>{u.capacity}</dt>
            <dd>{u.seats(stadium.capacity.toLocaleString(AREA_LOCALE.wall))}</dd>
            <dt>{u.league}</dt>
            <dd>{stadium.league}</dd>
          </dl>
          <Form method="get" role="search" aria-label={u.searchWall} className="form-stack">
            <label className="field">
              {u.search}
              <input type="search" name="q" defaultValue={query.q ?? ""} maxLength={100} />
            </label>
            <label className="field">
              {u.category}
              <select name="category" value={category} onChange={(e) => setCategory(e.target.value as typeof category)}>
                <option value="all">{t.categories.all}</option>
                <CategoryOptions />
              </select>
            </label>
            <button type="submit" className="btn">
              {u.filter}
            </button>
          </Form>
        </aside>
        <div className="wall-main">
          {/* Brought into view below the sticky header: the composer's refusal was drawn under it (issue 41). */}
          <ResultBanner result={result} reveal />
          {/* Over the page below the sticky header, not in the flow: a line coming and going above the posts moved them (issue 41). */}
          <p className="wall-loading" role="status">
            {loading ? u.loading : ""}
          </p>
          {wall && <Composer stadiumId={stadium.id} banned={data.me.postBan} />}
          {data.me.commentBan && <BanNote id="comment-ban" message={data.me.commentBan} />}
          {bookmarks && <h2>{u.bookmarks}</h2>}
          {page.posts.length === 0 ? (
            <p className="empty-state">{bookmarks ? u.noBookmarks : t.noPosts}</p>
          ) : (
            <div role="feed" aria-busy={loading} aria-label={bookmarks ? u.bookmarks : thread ? u.threadFeed : u.wallFeed}>
              {page.posts.map((post) => (
                <PostCard key={post.id} post={post} me={data.me} now={now} thread={thread} editing={post.id === data.editId} />
              ))}
            </div>
          )}
          {bookmarks && (bookmarks.bpage > 0 || bookmarks.more) && (
            <nav className="form-row" aria-label={u.bookmarkPages}>
              {bookmarks.bpage > 0 && (
                <Link to={href({ view: "bookmarks", bpage: bookmarks.bpage - 1 || undefined })} className="btn btn-ghost">
                  {u.previousPage}
                </Link>
              )}
              {bookmarks.more && (
                <Link to={href({ view: "bookmarks", bpage: bookmarks.bpage + 1 })} className="btn">
                  {u.nextPage}
                </Link>
              )}
            </nav>
          )}
          {wall && query.before && (
            <Link to="/terrace" className="btn btn-ghost">
              {u.backToStart}
            </Link>
          )}
          {nextHref && (
            <Link to={nextHref} className="btn">
              {u.olderPosts}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
