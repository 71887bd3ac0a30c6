// The crop dialog (react-easy-crop; keyboard: arrows move the crop area, +/- zoom via the slider).
import { useCallback, useEffect, useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import modalCss from "../../styles/modal.css?inline";
import { InlineStyle } from "../../ui/inline-style";

async function cropToBlob(source: string, area: Area, maxWidth: number): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const scale = Math.min(1, maxWidth / area.width);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  canvas.getContext("2d")!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("crop failed"))), "image/jpeg", 0.9));
}

export default function CropDialog({
  source,
  ratio,
  maxWidth,
  onApply,
  onCancel,
  labels,
}: {
  source: string;
  ratio: number;
  maxWidth: number;
  onApply: (blob: Blob) => void;
  onCancel: () => void;
  labels: { title: string; zoom: string; cancel: string; apply: string };
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const done = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  return (
    <dialog ref={dialog} className="modal wall-crop" aria-labelledby="crop-title" onCancel={onCancel}>
      <InlineStyle css={modalCss} />
      <h2 id="crop-title">{labels.title}</h2>
      <div className="wall-crop-area">
        <Cropper image={source} crop={crop} zoom={zoom} aspect={ratio} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={done} />
      </div>
      <label className="field">
        {labels.zoom}
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
      </label>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="button" className="btn btn-primary" disabled={!area} onClick={async () => area && onApply(await cropToBlob(source, area, maxWidth))}>
          {labels.apply}
        </button>
      </div>
    </dialog>
  );
}
