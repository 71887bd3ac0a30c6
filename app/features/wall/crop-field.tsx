// The post image field. Without JS it is a plain file input (the server checks type, size and
// pixels). With JS a chosen image opens the crop dialog (react-easy-crop, 16:9): 'Appliquer le
// recadrage' replaces the file with the cropped JPEG, never wider than 800 px.
import { lazy, Suspense, useRef, useState } from "react";
import { POST_IMAGE_MAX_WIDTH, POST_IMAGE_RATIO } from "../../../domain/wall-rules";
import { wallMessages as t } from "../../../domain/messages/wall";
import { UPLOAD_KINDS } from "../../../domain/uploads";

const KIND = UPLOAD_KINDS.postImage;

const CropDialog = lazy(() => import("./crop-dialog"));

/** `id`: the file input's (two image fields may be on the page: the composer's and an edit form's). */
export function CropField({ name, id = `${name}-file`, label = t.ui.imageOptional }: { name: string; id?: string; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The browser's early word (§5 Post); the server checks the content, bytes and pixels again.
  function onPick(file: File | undefined) {
    setRefusal(null);
    if (!file) return;
    const refused = !file.type.startsWith("image/") ? KIND.messages.wrongType : file.size >= KIND.maxBytes ? KIND.messages.tooLarge : null;
    if (refused) {
      setRefusal(refused);
      if (input.current) input.current.value = "";
      return;
    }
    setSource(URL.createObjectURL(file));
  }

  function apply(blob: Blob) {
    const file = new File([blob], "post.jpg", { type: "image/jpeg" });
    const list = new DataTransfer();
    list.items.add(file);
    if (input.current) input.current.files = list.files;
    setPreview(URL.createObjectURL(blob));
    setSource(null);
  }

  function cancel() {
    if (input.current) input.current.value = "";
    setSource(null);
    setPreview(null);
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={input} id={id} name={name} type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={(e) => onPick(e.target.files?.[0])} />
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {preview && <img src={preview} alt={t.ui.croppedPreview} className="wall-crop-preview" width={160} height={90} />}
      {source && (
        <Suspense fallback={<p className="muted">{t.ui.loading}</p>}>
          <CropDialog source={source} ratio={POST_IMAGE_RATIO} maxWidth={POST_IMAGE_MAX_WIDTH} onApply={apply} onCancel={cancel} labels={{ title: t.cropTitle, zoom: t.zoom, cancel: t.cancel, apply: t.applyCrop }} />
        </Suspense>
      )}
    </div>
  );
}
