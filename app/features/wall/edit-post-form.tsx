// A post's edit form on the wall, shown in place of its card.
import { Form, useActionData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { wallMessages as t } from "../../../domain/messages/wall";
import { POST_CONTENT_MAX, POST_TITLE_MAX } from "../../../domain/wall-rules";
import { resultFor, type FormResult } from "../../lib/form-result";
import { activate } from "../../lib/links";
import { ResultBanner } from "../../ui/result-banner";
import { CropField } from "./crop-field";
import { CategoryOptions, Hidden, useSent, type Post } from "./wall-kit";


/**
 * A post's edit form, in place of its card (issue 26): title, text, category, and its image kept,
 * replaced (a new crop) or removed. 'Enregistrer' saves; 'Annuler' leaves the post as it was.
 * Opened by ?edit=id, so it opens and posts without JavaScript too; a refusal shows in it.
 */
export function EditPostForm({ post, cancelHref, onCancel }: { post: Post; cancelHref: string; onCancel: () => void }) {
  const result = resultFor(useActionData<FormResult>(), "editPost");
  const sending = useSent({ intent: "editPost", postId: post.id }, () => {});
  const [removing, setRemoving] = useState(false);
  const title = useRef<HTMLInputElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  const headingId = `edit-${post.id}-heading`;
  return (
    <article className="card wall-post wall-post-edit" id={`edit-${post.id}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.ui.editPostHeading}</h2>
      <Form method="post" encType="multipart/form-data" preventScrollReset className="form-stack" aria-label={t.ui.editPostLabel(post.title)}>
        <ResultBanner result={result} reveal />
        <Hidden values={{ intent: "editPost", postId: post.id }} />
        <label className="field">
          {t.ui.title}
          <input ref={title} name="title" required maxLength={POST_TITLE_MAX} defaultValue={post.title} />
        </label>
        <label className="field">
          {t.ui.content}
          <textarea name="content" required maxLength={POST_CONTENT_MAX} rows={5} defaultValue={post.content} />
        </label>
        <label className="field">
          {t.ui.category}
          <select name="category" defaultValue={post.category}>
            <CategoryOptions />
          </select>
        </label>
        {post.image && (
          <div className="wall-edit-image">
            <img src={post.image} alt={t.ui.currentImage} width={160} height={90} className={removing ? "wall-edit-image-removed" : undefined} />
            <label className="check">
              <input type="checkbox" name="removeImage" value="1" onChange={(e) => setRemoving(e.currentTarget.checked)} />
              {t.ui.removeImage}
            </label>
          </div>
        )}
        <CropField name="image" id={`image-edit-${post.id}`} label={post.image ? t.ui.replaceImage : t.ui.imageOptional} />
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t.ui.save}
          </button>
          <a className="btn btn-secondary" href={cancelHref} onClick={activate(onCancel)}>
            {t.cancel}
          </a>
        </div>
      </Form>
    </article>
  );
}
