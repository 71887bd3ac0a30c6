// /terrace: the stadium chooser, then the chosen stadium's wall (French, community.md §2).
// Every control is a form (works without JS); the crop dialog upgrades the image field.
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { ConfirmAction } from "../../ui/confirm";
import { wallMessages as t } from "../../../domain/messages/wall";
import { formatRelative } from "../../../domain/format";
import { POST_CATEGORIES, POST_CONTENT_MAX, POST_TITLE_MAX, REACTION_TYPES, capacityThousands } from "../../../domain/wall";
import type { terraceData } from "./terrace.server";
import { CropField } from "./crop-field";

type Data = SerializeFrom<Awaited<ReturnType<typeof terraceData>>>;
type Post = NonNullable<Data["page"]>["posts"][number];
type Comment = Post["preview"]["comments"][number];

const REACTION_LABELS: Record<(typeof REACTION_TYPES)[number], [string, string]> = {
  peace: ["✌️", "Paix"],
  respect: ["🙌", "Respect"],
  handshake: ["🤝", "Poignée de main"],
  heart_hand: ["🫶", "Cœur"],
};

function ActionError() {
  const result = useActionData<{ ok: boolean; message: string }>();
  if (!result || result.ok) return null;
  return (
    <p className="alert alert-error" role="alert">
      {result.message}
    </p>
  );
}

function Chooser({ stadiums }: { stadiums: Data["stadiums"] }) {
  return (
    <section className="page wall-chooser">
      <header className="page-header">
        <h1>Terrace</h1>
        <p className="muted">{t.chooseStadiumHint}</p>
      </header>
      <ActionError />
      {stadiums.length === 0 ? (
        <p className="empty-state">{t.noStadiums}</p>
      ) : (
        <ul className="stadium-grid">
          {stadiums.map((s) => (
            <li key={s.id}>
              <Form method="post" className="stadium-card" style={{ borderTopColor: s.primaryColor }}>
                <input type="hidden" name="intent" value="choose" />
                <input type="hidden" name="stadiumId" value={s.id} />
                <button type="submit" className="stadium-card-button" aria-label={`${s.name}, ${s.club}`}>
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

function Composer({ stadiumId }: { stadiumId: number }) {
  const busy = useNavigation().formData?.get("intent") === "post";
  return (
    <Form method="post" encType="multipart/form-data" className="card wall-composer" aria-label="Nouveau post">
      <input type="hidden" name="intent" value="post" />
      <input type="hidden" name="stadiumId" value={stadiumId} />
      <label className="field">
        Titre
        <input name="title" required maxLength={POST_TITLE_MAX} />
      </label>
      <label className="field">
        Contenu
        <textarea name="content" required maxLength={POST_CONTENT_MAX} rows={3} />
      </label>
      <div className="form-row">
        <label className="field">
          Catégorie
          <select name="category" defaultValue="general">
            {POST_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t.categories[c]}
              </option>
            ))}
          </select>
        </label>
        <CropField name="image" />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Publication…" : "Publier"}
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

function CommentItem({ comment, post, me, now }: { comment: Comment; post: Post; me: Data["me"]; now: number }) {
  const mine = comment.authorId === me.id;
  return (
    <li className="wall-comment">
      <p>
        <strong>{comment.author.username}</strong> <span className="muted small">{formatRelative(comment.createdAt, now, "fr-FR")}</span>
      </p>
      <p>{comment.content}</p>
      <div className="wall-reactions" role="group" aria-label="Réactions">
        {REACTION_TYPES.map((type) => (
          <Form method="post" key={type}>
            <Hidden values={{ intent: "react", commentId: comment.id, type }} />
            <button type="submit" className="btn btn-small btn-ghost" aria-pressed={comment.userReaction === type}>
              <span aria-hidden="true">{REACTION_LABELS[type][0]}</span>
              <span className="visually-hidden">{REACTION_LABELS[type][1]}</span> {comment.reactions[type]}
            </button>
          </Form>
        ))}
      </div>
      <details className="wall-menu">
        <summary className="btn btn-small btn-ghost">Répondre / menu</summary>
        <Form method="post" className="form-row">
          <Hidden values={{ intent: "comment", postId: post.id, parentCommentId: comment.id }} />
          <label className="visually-hidden" htmlFor={`reply-${comment.id}`}>
            Réponse
          </label>
          <input id={`reply-${comment.id}`} name="content" defaultValue={`@${comment.author.username} `} maxLength={2000} />
          <button type="submit" className="btn btn-small">
            Répondre
          </button>
        </Form>
        {!mine && (
          <Form method="post" className="form-row">
            <Hidden values={{ intent: "reportComment", commentId: comment.id }} />
            <label className="visually-hidden" htmlFor={`reason-${comment.id}`}>
              Raison du signalement
            </label>
            <input id={`reason-${comment.id}`} name="reason" placeholder="Raison du signalement" required maxLength={500} />
            <button type="submit" className="btn btn-small">
              Signaler
            </button>
          </Form>
        )}
        <Form method="post">
          <Hidden values={{ intent: "hideComment", commentId: comment.id }} />
          <button type="submit" className="btn btn-small btn-ghost">
            Masquer
          </button>
        </Form>
        {(mine || me.staff) && (
          <ConfirmAction intent="deleteComment" label="Supprimer" question="Supprimer ce commentaire ? Cette action est définitive." confirmLabel="Oui, supprimer" hidden={{ commentId: String(comment.id) }} />
        )}
      </details>
      {comment.replies && comment.replies.length > 0 && (
        <ul className="wall-replies">
          {comment.replies.map((r) => (
            <CommentItem key={r.id} comment={r as Comment} post={post} me={me} now={now} />
          ))}
        </ul>
      )}
    </li>
  );
}

function PostCard({ post, me, now }: { post: Post; me: Data["me"]; now: number }) {
  const mine = post.authorId === me.id;
  return (
    <article className="card wall-post" aria-labelledby={`post-${post.id}`}>
      <header className="wall-post-head">
        <p>
          <strong>{post.author.username}</strong> <span className="muted small">· {formatRelative(post.createdAt, now, "fr-FR")}</span>{" "}
          <span className="badge">{t.categories[post.category as keyof typeof t.categories] ?? post.category}</span>
        </p>
        <h2 id={`post-${post.id}`}>{post.title}</h2>
      </header>
      {post.image && <img className="wall-image" src={post.image} alt="" width={800} height={450} loading="lazy" />}
      <p className="wall-content">{post.content}</p>
      <div className="wall-post-actions">
        <Form method="post">
          <Hidden values={{ intent: "like", postId: post.id }} />
          <button type="submit" className="btn btn-small" aria-pressed={post.isLiked}>
            {post.isLiked ? "♥" : "♡"} J'aime · {post.likesCount}
          </button>
        </Form>
        <Form method="post">
          <Hidden values={{ intent: "bookmark", postId: post.id }} />
          <button type="submit" className="btn btn-small" aria-pressed={post.isBookmarked}>
            {post.isBookmarked ? "Enregistré" : "Enregistrer"}
          </button>
        </Form>
        <span className="muted small">{post.commentsCount} commentaires</span>
        <details className="wall-menu">
          <summary className="btn btn-small btn-ghost" aria-label="Menu du post">
            ⋯
          </summary>
          {!mine && (
            <Form method="post">
              <Hidden values={{ intent: "reportPost", postId: post.id }} />
              <button type="submit" className="btn btn-small">
                Signaler
              </button>
            </Form>
          )}
          {(mine || me.staff) && <ConfirmAction intent="deletePost" label="Supprimer" question={t.confirmDeletePost} confirmLabel="Oui, supprimer" hidden={{ postId: String(post.id) }} />}
        </details>
      </div>
      <section aria-label="Commentaires" className="wall-comments">
        <ul>
          {post.preview.comments.map((c) => (
            <CommentItem key={c.id} comment={c} post={post} me={me} now={now} />
          ))}
        </ul>
        {post.preview.total > post.preview.comments.length && <p className="muted small">{post.preview.total - post.preview.comments.length} autres commentaires</p>}
        <Form method="post" className="form-row">
          <Hidden values={{ intent: "comment", postId: post.id }} />
          <label className="visually-hidden" htmlFor={`comment-${post.id}`}>
            Commentaire
          </label>
          <input id={`comment-${post.id}`} name="content" placeholder="Écrire un commentaire…" maxLength={2000} />
          <button type="submit" className="btn btn-small">
            Commenter
          </button>
        </Form>
      </section>
    </article>
  );
}

export function TerracePage({ data, now }: { data: Data; now: number }) {
  const loading = useNavigation().state === "loading";
  const [category, setCategory] = useState(data.query?.category ?? "all");
  if (!data.stadium || !data.page || !data.query) return <Chooser stadiums={data.stadiums} />;
  const { stadium, page, query } = data;
  const nextHref = page.nextCursor ? `/terrace?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(category !== "all" ? { category } : {}), before: String(page.nextCursor) })}` : null;
  return (
    <section className="page wall" aria-busy={loading}>
      <header className="page-header wall-header" style={{ borderBottomColor: stadium.primaryColor }}>
        <div>
          <h1>{stadium.name}</h1>
          <p className="muted">
            {stadium.club} · {stadium.city || stadium.country} · {capacityThousands(stadium.capacity)} places
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="change" />
          <button type="submit" className="btn btn-secondary">
            {t.changeStadium}
          </button>
        </Form>
      </header>
      <div className="wall-layout">
        <aside className="wall-side">
          <Form method="get" role="search" aria-label="Rechercher dans le mur" className="form-stack">
            <label className="field">
              Rechercher
              <input type="search" name="q" defaultValue={query.q ?? ""} maxLength={100} />
            </label>
            <label className="field">
              Catégorie
              <select name="category" value={category} onChange={(e) => setCategory(e.target.value as typeof category)}>
                <option value="all">{t.categories.all}</option>
                {POST_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t.categories[c]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn">
              Filtrer
            </button>
          </Form>
        </aside>
        <div className="wall-main">
          <ActionError />
          <Composer stadiumId={stadium.id} />
          {page.posts.length === 0 ? (
            <p className="empty-state">{t.noPosts}</p>
          ) : (
            page.posts.map((post) => <PostCard key={post.id} post={post} me={data.me} now={now} />)
          )}
          {query.before && (
            <Link to="/terrace" className="btn btn-ghost">
              Retour au début
            </Link>
          )}
          {nextHref && (
            <Link to={nextHref} className="btn">
              Posts plus anciens
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
