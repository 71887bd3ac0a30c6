// Image kinds recognised by their first bytes, never by the client's mime type
// or file name. Pure, so the browser can pre-check a file the same way.
export type ImageKind =
  | { contentType: "image/png"; ext: "png" }
  | { contentType: "image/jpeg"; ext: "jpg" }
  | { contentType: "image/gif"; ext: "gif" }
  | { contentType: "image/webp"; ext: "webp" };

/** PNG, JPEG, GIF or WebP from the first 16 bytes (fewer bytes: only what they prove). */
export function sniffImage(head: Uint8Array): ImageKind | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", ext: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", ext: "jpg" };
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return { contentType: "image/gif", ext: "gif" };
  // RIFF container (size in 4..7), form type WEBP, then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended).
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP") && (ascii(head, 12, "VP8 ") || ascii(head, 12, "VP8L") || ascii(head, 12, "VP8X")))
    return { contentType: "image/webp", ext: "webp" };
  return null;
}

// ---------------------------------------------------------------------------
// Pixel dimensions, read from the file's own header, and the limits on them.
// A few kilobytes can declare a huge bitmap (a decompression bomb): these limits
// are checked on the declared size, before anything decodes the image.

/** Width and height in pixels, as the file declares them. */
export type ImageSize = { width: number; height: number };

/** Longest side accepted, in pixels (either side). */
export const MAX_IMAGE_SIDE_PX = 4096;
/**
 * Most pixels accepted (width x height): 16,000,000, i.e. 16 megapixels in decimal, so that
 * a 4000 x 4000 image is just allowed and 4096 x 4096 (16.8 M) is not. Decoded as RGBA that
 * is at most 64 MB of bitmap.
 */
export const MAX_IMAGE_PIXELS = 16_000_000;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

/**
 * The pixel dimensions a PNG, GIF, JPEG or WebP file declares, from its header bytes alone
 * (nothing is decoded); null when the bytes are not one of these formats, are cut off before
 * the size, or declare a zero side. Pure: works the same in the Worker and the browser.
 *
 * - PNG: the IHDR chunk, which must come first.
 * - GIF: the logical screen, grown to the extent of every frame found in the bytes given
 *   (decoders enlarge the canvas for a frame bigger than the screen), so pass the whole file.
 * - JPEG: the first start-of-frame segment (SOF0-3, 5-7, 9-11, 13-15: baseline, progressive,
 *   lossless, arithmetic), walking the segments before it (APPn, DQT, DHT, ...); null if the
 *   scan starts first or the height is left to a later DNL marker.
 * - WebP: VP8 (lossy key frame), VP8L (lossless) or VP8X (extended: the canvas size).
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (ascii(bytes, 0, "\x89PNG\r\n\x1a\n")) return pngSize(bytes);
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return gifSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return webpSize(bytes);
  return null;
}

function pngSize(b: Uint8Array): ImageSize | null {
  // 8-byte signature, then IHDR: length 13, "IHDR", width and height (big-endian u32).
  if (b.length < 24 || u32be(b, 8) !== 13 || !ascii(b, 12, "IHDR")) return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

function gifSize(b: Uint8Array): ImageSize | null {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  // Walk the blocks for the image descriptors; stop quietly where the bytes end.
  let at = 13 + (b[10]! & 0x80 ? 3 << ((b[10]! & 0x07) + 1) : 0); // global colour table
  const skipSubBlocks = () => {
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    at++; // the terminator
  };
  while (at < b.length) {
    const block = b[at];
    if (block === 0x21) {
      at += 2; // extension introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (at + 10 > b.length) break;
      width = Math.max(width, u16le(b, at + 1) + u16le(b, at + 5));
      height = Math.max(height, u16le(b, at + 3) + u16le(b, at + 7));
      const packed = b[at + 9]!;
      at += 10 + (packed & 0x80 ? 3 << ((packed & 0x07) + 1) : 0); // local colour table
      at++; // LZW minimum code size
      skipSubBlocks();
    } else break; // 0x3b trailer, or something that is not GIF
  }
  return sized(width, height);
}

/** SOFn markers: C0-CF except C4 (DHT), C8 (JPG, reserved) and CC (DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2; // after SOI
  while (at < b.length) {
    if (b[at] !== 0xff) return null; // not at a marker: corrupt
    while (b[at] === 0xff) at++; // a marker may be preceded by fill bytes
    if (at >= b.length) return null;
    const marker = b[at]!;
    at++;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // TEM, RSTn: no length
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null; // SOI again, EOI, or the scan before any frame
    if (at + 2 > b.length) return null;
    const length = u16be(b, at); // includes its own two bytes
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // precision (1), height (2), width (2), components (1)
      if (length < 8 || at + 7 > b.length) return null;
      return sized(u16be(b, at + 5), u16be(b, at + 3));
    }
    at += length;
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 20) return null;
  const payload = 20; // after RIFF header (12) and the first chunk's fourCC and size (8)
  if (ascii(b, 12, "VP8 ")) {
    // Frame tag (3 bytes, bit 0 = 0 on a key frame), start code 9d 01 2a, then 14-bit sizes.
    if (b.length < payload + 10 || (b[payload]! & 1) !== 0) return null;
    if (b[payload + 3] !== 0x9d || b[payload + 4] !== 0x01 || b[payload + 5] !== 0x2a) return null;
    return sized(u16le(b, payload + 6) & 0x3fff, u16le(b, payload + 8) & 0x3fff);
  }
  if (ascii(b, 12, "VP8L")) {
    // Signature 0x2f, then width - 1 (14 bits), height - 1 (14 bits), alpha (1), version (3) = 0.
    if (b.length < payload + 5 || b[payload] !== 0x2f) return null;
    const bits = (b[payload + 1]! | (b[payload + 2]! << 8) | (b[payload + 3]! << 16) | (b[payload + 4]! << 24)) >>> 0;
    if (bits >>> 29 !== 0) return null;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, "VP8X")) {
    // Flags (1), reserved (3), canvas width - 1 (24 bits), canvas height - 1 (24 bits).
    if (b.length < payload + 10) return null;
    return sized(u24le(b, payload + 4) + 1, u24le(b, payload + 7) + 1);
  }
  return null;
}

/** Why an image's declared size is refused, for the caller to turn into its own error. */
export type ImageSizeCheck =
  | { ok: true; size: ImageSize }
  | { ok: false; reason: "unreadable" | "side" | "pixels"; message: string };

/**
 * Checks a declared size (from readImageSize; null = could not be read) against
 * MAX_IMAGE_SIDE_PX on each side and MAX_IMAGE_PIXELS in all. The limits are inclusive.
 */
export function checkImageSize(size: ImageSize | null): ImageSizeCheck {
  if (!size) return { ok: false, reason: "unreadable", message: "The image's size cannot be read." };
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX) {
    return {
      ok: false,
      reason: "side",
      message: `The image is ${width} x ${height} pixels; at most ${MAX_IMAGE_SIDE_PX} pixels a side.`,
    };
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    return {
      ok: false,
      reason: "pixels",
      message: `The image is ${width} x ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    };
  }
  return { ok: true, size };
}
