// The post image field. Without JS it is a plain file input (the server checks type, size and
// pixels). With JS a chosen image opens the crop dialog (react-easy-crop, 16:9): 'Appliquer le
// recadrage' replaces the file with the cropped JPEG, never wider than 800 px.
import { lazy, Suspense, useRef, useState } from "react";
import { POST_IMAGE_MAX_WIDTH, POST_IMAGE_RATIO } from "../../../domain/wall";
import { wallMessages as t } from "../../../domain/messages/wall";

const CropDialog = lazy(() => import("./crop-dialog"));

export function CropField({ name }: { name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  function onPick(file: File | undefined) {
    if (!file || !file.type.startsWith("image/")) return;
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
      <label htmlFor={`${name}-file`}>Image (facultative)</label>
      <input ref={input} id={`${name}-file`} name={name} type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={(e) => onPick(e.target.files?.[0])} />
      {preview && <img src={preview} alt="Aperçu de l'image recadrée" className="wall-crop-preview" width={160} height={90} />}
      {source && (
        <Suspense fallback={<p className="muted">Chargement…</p>}>
          <CropDialog source={source} ratio={POST_IMAGE_RATIO} maxWidth={POST_IMAGE_MAX_WIDTH} onApply={apply} onCancel={cancel} labels={{ cancel: t.cancel, apply: t.applyCrop }} />
        </Suspense>
      )}
    </div>
  );
}
