// A post's comments on the wall: each comment with its reactions and menu (reply, report, copy,
// hide, delete), its replies and their paging, and the comment/reply form.
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useConfirmed } from "../../lib/use-confirmed";
import { ConfirmAction } from "../../ui/confirm";
import { wallMessages as t } from "../../../domain/messages/wall";
import { currentLocale } from "../../../domain/locale";
import { formatRelative } from "../../../domain/format";
import { COMMENT_MAX, REACTION_TYPES, afterReaction, type ReactionType } from "../../../domain/wall-rules";
import type { FormResult } from "../../lib/form-result";
import { useHydrated } from "../../lib/time";
import type { ReactionResult } from "./actions.server";
import { Icon } from "../../ui/icon";
import { WALL_REACTION_ICONS } from "./reaction-icons";
import { Hidden, href, useSent, useViewHref, type Comment, type Data, type Post, type Thread } from "./wall-kit";

/**
 * A comment or a reply: a blank one is not sent (spec §5); once sent it empties (a reply back to
 * its '@name ' start) and the focus stays in it; the page keeps its place (no jump to the top).
 */
export function CommentForm(props: { postId: number; parentCommentId: number | null; inputId: string; label: string; placeholder?: string; defaultValue?: string; button: string; ban: string | null }) {
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
    <div className="wall-reactions" role="group" aria-label={t.ui.reactionsLabel}>
      {REACTION_TYPES.map((type) => (
        <fetcher.Form method="post" key={type}>
          <Hidden values={{ intent: "react", commentId: comment.id, type }} />
          <button type="submit" className="btn btn-small btn-ghost" aria-pressed={shown.mine === type}>
            <Icon icon={WALL_REACTION_ICONS[type]} />
            <span className="visually-hidden">{t.ui.reactions[type]}</span> {shown.counts[type]}
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
        {t.ui.copy}
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

export function CommentItem({ comment, post, me, now, thread }: { comment: Comment; post: Post; me: Data["me"]; now: number; thread: Thread | null }) {
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
            <span className="badge wall-yours">{t.ui.yours}</span>{" "}
          </>
        )}
        <span className="muted small">{formatRelative(comment.createdAt, now, currentLocale())}</span>
      </p>
      <p>{comment.content}</p>
      <ReactionButtons comment={comment} />
      <details className="wall-menu" ref={menu}>
        <summary className="btn btn-small btn-ghost">{t.ui.replyMenu}</summary>
        <CommentForm postId={post.id} parentCommentId={comment.id} inputId={`reply-${comment.id}`} label={t.ui.replyLabel} defaultValue={t.replyPrefix(comment.author.username)} button={t.ui.reply} ban={me.commentBan} />
        {!mine && (
          <Form method="post" preventScrollReset className="form-row">
            <Hidden values={{ intent: "reportComment", commentId: comment.id }} />
            <label className="visually-hidden" htmlFor={`reason-${comment.id}`}>
              {t.ui.reportReason}
            </label>
            <input id={`reason-${comment.id}`} name="reason" placeholder={t.ui.reportReason} required maxLength={500} />
            <button type="submit" className="btn btn-small">
              {t.ui.report}
            </button>
          </Form>
        )}
        <div className="form-row">
          <CopyButton text={comment.content} />
          <Form method="post" preventScrollReset>
            <Hidden values={{ intent: "hideComment", commentId: comment.id }} />
            <button type="submit" className="btn btn-small btn-ghost">
              {t.ui.hide}
            </button>
          </Form>
        </div>
        {(mine || me.staff) && (
          <ConfirmAction
            intent="deleteComment"
            label={t.ui.delete}
            question={t.confirmDeleteComment}
            confirmLabel={t.ui.confirmDelete}
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
              <Link to={href({ thread: post.id })}>{t.ui.seeReplies(comment.repliesCount)}</Link>
            ) : (
              <>
                {replyPaging && replyPaging.rpage > 0 && (
                  <Link to={href({ thread: post.id, cpage: thread.cpage || undefined, replies: comment.id, rpage: replyPaging.rpage - 1 || undefined })}>{t.ui.previousReplies}</Link>
                )}{" "}
                {(replyPaging ? replyPaging.rpage + 1 < replyPaging.pages : moreReplies) && (
                  <Link to={href({ thread: post.id, cpage: thread.cpage || undefined, replies: comment.id, rpage: (replyPaging?.rpage ?? 0) + 1 })}>{t.ui.nextReplies}</Link>
                )}
              </>
            )}
          </p>
        )}
    </>
  );
}

/** The comments and replies a card shows (placeholders are not comments: they are not counted either). */
export function shownComments(list: readonly Comment[]): number {
  return list.reduce((n, c) => n + (c.deleted ? 0 : 1) + shownComments((c.replies ?? []) as Comment[]), 0);
}
