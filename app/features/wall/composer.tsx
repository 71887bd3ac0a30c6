// The wall's new-post form (title, text, category, cropped image), emptied once published.
import { wallMessages as t } from "../../../domain/messages/wall";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { POST_CONTENT_MAX, POST_TITLE_MAX } from "../../../domain/wall-rules";
import { useHydrated } from "../../lib/time";
import { CropField } from "./crop-field";
import { BanNote, CategoryOptions, useSent } from "./wall-kit";

export function Composer({ stadiumId, banned }: { stadiumId: number; banned: string | null }) {
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
    <Form method="post" encType="multipart/form-data" className="card wall-composer" aria-label={t.ui.newPost} onInput={(e) => readFilled(e.currentTarget)}>
      {banned && <BanNote id="post-ban" message={banned} />}
      <input type="hidden" name="intent" value="post" />
      <input type="hidden" name="stadiumId" value={stadiumId} />
      {/* Off while a post ban is in force: the server refuses the post anyway. */}
      <fieldset className="wall-composer-fields" disabled={!!banned} aria-describedby={banned ? "post-ban" : undefined}>
        <label className="field">
          {t.ui.title}
          <input name="title" required maxLength={POST_TITLE_MAX} />
        </label>
        <label className="field">
          {t.ui.content}
          <textarea name="content" required maxLength={POST_CONTENT_MAX} rows={3} />
        </label>
        <div className="form-row">
          <label className="field">
            {t.ui.category}
            <select name="category" defaultValue="general">
              <CategoryOptions />
            </select>
          </label>
          <CropField name="image" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || (hydrated && !filled)}>
          {busy ? t.ui.publishing : t.ui.publish}
        </button>
      </fieldset>
    </Form>
  );
}
