// The leak form: /addleak (any manager) and the staff edit on /adminleaks. Works without
// JavaScript (multipart form: the image travels with it, tags comma-separated); with it the
// image uploads at once (the URL field is then disabled), tags become chips (Enter or +), and
// the button waits for title, description and source.
import { Form, useNavigation } from "@remix-run/react";
import { useRef, useState } from "react";
import { DEFAULT_CATEGORY, DEFAULT_RELIABILITY, LEAK_CATEGORIES, normalizeTags, RELIABILITY_LEVELS, TAGS_MAX } from "../../../domain/leaks-rules";
import { UPLOAD_KINDS } from "../../../domain/uploads";
import { leaksMessages as t } from "../../../domain/messages/leaks";
import { Field, ErrorList } from "../../ui/field";
import { useHydrated } from "../../lib/time";
import { api } from "../../lib/api-client";

export type LeakFormValues = {
  id?: number;
  title: string;
  description: string;
  source: string;
  imageUrl: string;
  category: string;
  reliability: string;
  tags: string[];
};

export const emptyLeak: LeakFormValues = { title: "", description: "", source: "", imageUrl: "", category: DEFAULT_CATEGORY, reliability: DEFAULT_RELIABILITY, tags: [] };

const kind = UPLOAD_KINDS.leakImage;
const ACCEPT = "image/jpeg,image/png,image/gif";

export function LeakForm({
  mode,
  initial,
  fields = {},
  message,
  action,
}: {
  mode: "create" | "edit";
  initial: LeakFormValues;
  fields?: Record<string, string>;
  message?: string;
  action?: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === (mode === "create" ? "create" : "edit");
  const [values, setValues] = useState({ title: initial.title, description: initial.description, source: initial.source });
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [draft, setDraft] = useState("");
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const valid = values.title.trim() !== "" && values.description.trim() !== "" && values.source.trim() !== "";

  const addTag = () => {
    if (draft.trim() === "") return setDraft("");
    const next = normalizeTags([...tags, ...draft.split(",")]).slice(0, TAGS_MAX);
    setTags(next);
    setDraft("");
  };

  async function onFile(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setImageError(null);
    if (!file) return;
    // The browser's first look (the server checks the bytes again).
    if (!ACCEPT.split(",").includes(file.type)) return void (setImageError(kind.messages.wrongType), (e.target.value = ""));
    if (file.size > kind.maxBytes) return void (setImageError(kind.messages.tooLarge), (e.target.value = ""));
    setUploading(true);
    try {
      const body = new FormData();
      body.append("image", file);
      const res = await api.uploads.leaks.$post(undefined, { init: { body } });
      const json = (await res.json().catch(() => ({}))) as { fileUrl?: string; error?: { message?: string }; message?: string };
      if (!res.ok || !json.fileUrl) throw new Error(json.error?.message ?? json.message ?? t.imageUploadError);
      setUploaded(json.fileUrl);
      e.target.value = ""; // the stored file's URL goes with the form, not the bytes again
    } catch (err) {
      setImageError(err instanceof Error && err.message ? err.message : t.imageUploadError);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Form method="post" encType="multipart/form-data" className="leak-form" action={action} data-testid="leak-form">
      <input type="hidden" name="intent" value={mode === "create" ? "create" : "edit"} />
      {initial.id ? <input type="hidden" name="id" value={initial.id} /> : null}
      <ErrorList message={message && !Object.keys(fields).length ? message : null} />
      <Field label={t.form.title} error={fields.title}>
        <input name="title" required maxLength={200} value={values.title} onChange={(e) => setValues({ ...values, title: e.target.value })} />
      </Field>
      <Field label={t.form.description} error={fields.description}>
        <textarea name="description" required maxLength={5000} value={values.description} onChange={(e) => setValues({ ...values, description: e.target.value })} />
      </Field>
      <Field label={t.form.source} error={fields.source} hint={t.form.sourceHint}>
        <input name="source" required maxLength={200} value={values.source} onChange={(e) => setValues({ ...values, source: e.target.value })} />
      </Field>
      {mode === "create" ? (
        <Field label={t.form.upload} error={imageError ?? fields.image} hint={t.form.uploadHint}>
          <input ref={fileRef} type="file" name="image" accept={ACCEPT} onChange={hydrated ? onFile : undefined} disabled={uploading} />
        </Field>
      ) : null}
      {uploading ? <p role="status" className="muted">{t.form.uploading}</p> : null}
      {uploaded ? (
        <div className="leak-uploaded" role="status">
          <img src={uploaded} alt={t.form.preview} className="leak-preview" />
          <p className="muted small">
            {t.form.uploaded}{" "}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setUploaded(null)}>
              {t.form.removeImage}
            </button>
          </p>
          <input type="hidden" name="imageUrl" value={uploaded} />
        </div>
      ) : null}
      <Field
        label={t.form.imageUrl}
        error={fields.imageUrl}
        hint={uploaded ? t.form.imageUrlUploaded : t.form.imageUrlHint}
      >
        {/* Text, not type="url": the browser would refuse this site's own paths (/images/...), which the server accepts (isLeakImageUrl). */}
        <input name={uploaded ? "imageUrlIgnored" : "imageUrl"} type="text" inputMode="url" autoComplete="off" defaultValue={initial.imageUrl} disabled={!!uploaded} placeholder={t.form.imageUrlPlaceholder} maxLength={1000} />
      </Field>
      <div className="leak-form-row">
        <Field label={t.form.category} error={fields.category}>
          <select name="category" defaultValue={initial.category}>
            {LEAK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t.categories[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.form.reliability} error={fields.reliability}>
          <select name="reliability" defaultValue={initial.reliability}>
            {RELIABILITY_LEVELS.map((r) => (
              <option key={r} value={r}>
                {t.reliability[r].name}: {t.reliability[r].description}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="field">
        <label htmlFor={`tag-draft-${mode}`}>{t.form.tags}</label>
        <div className="leak-tag-entry">
          <input
            id={`tag-draft-${mode}`}
            name="tagDraft"
            value={draft}
            aria-describedby={`tag-hint-${mode}`}
            onChange={(e) => setDraft(e.target.value)}
            // Text left in the box becomes a chip the user sees (the server reads the box as
            // tags too, so without JavaScript it is saved, and the success names the tags).
            onBlur={addTag}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addTag();
              }
            }}
            placeholder={t.form.tagsPlaceholder}
          />
          <button type="button" className="btn btn-secondary" onClick={addTag} aria-label={t.form.addTag} disabled={!hydrated}>
            +
          </button>
        </div>
        <span id={`tag-hint-${mode}`} className="muted field-hint">
          {hydrated ? t.form.tagsHintJs : t.form.tagsHintNoJs} {t.form.tagsHint(TAGS_MAX)}
        </span>
        {fields.tags ? (
          <span className="field-error" role="alert">
            {fields.tags}
          </span>
        ) : null}
        {tags.length ? (
          <ul className="leak-chips" aria-label={t.form.tagsAdded}>
            {tags.map((tag) => (
              <li key={tag} className="leak-tag">
                #{tag}
                <input type="hidden" name="tags" value={tag} />
                <button type="button" className="chip-remove" aria-label={t.form.removeTag(tag)} onClick={() => setTags(tags.filter((x) => x !== tag))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={(hydrated && !valid) || uploading || submitting}>
        {submitting ? (mode === "create" ? t.form.publishing : t.form.saving) : mode === "create" ? t.form.publish : t.form.save}
      </button>
    </Form>
  );
}
