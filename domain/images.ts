// Image kinds recognised by their first bytes, never by the client's mime type
// or file name. Pure, so the browser can pre-check a file the same way.
export type ImageKind = { contentType: "image/png" | "image/jpeg" | "image/gif"; ext: "png" | "jpg" | "gif" };

export function sniffImage(head: Uint8Array): ImageKind | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", ext: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", ext: "jpg" };
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return { contentType: "image/gif", ext: "gif" };
  return null;
}
