import { describe, expect, it } from "vitest";
import { checkImageSize, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX, readImageSize, sniffImage } from "./images";

describe("sniffImage", () => {
  it("recognises PNG, JPEG and GIF by their signatures", () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe("png");
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe("jpg");
    expect(sniffImage(new TextEncoder().encode("GIF89a..."))?.ext).toBe("gif");
    expect(sniffImage(new TextEncoder().encode("GIF87a..."))?.ext).toBe("gif");
  });
  it("refuses text renamed as an image and short input", () => {
    expect(sniffImage(new TextEncoder().encode("hello, I am a PNG"))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("GIF88a"))).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Small real image headers, built byte by byte as the format specifications lay them out.

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

function crc32(data: number[]): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** PNG signature and IHDR chunk (8-bit RGBA), CRC included; pixel data not needed. */
function png(width: number, height: number): Uint8Array {
  const chunk = [...ascii("IHDR"), ...be32(width), ...be32(height), 8, 6, 0, 0, 0];
  return bytes([0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a], be32(13), chunk, be32(crc32(chunk)));
}

/** A whole GIF89a: logical screen, one frame (1 x 1 pixel of a 2-colour global table), trailer. */
function gif(width: number, height: number, frame = { left: 0, top: 0, width: 1, height: 1 }): Uint8Array {
  return bytes(
    ascii("GIF89a"),
    le16(width),
    le16(height),
    [0x80, 0, 0], // global colour table of 2 entries, background 0, aspect 0
    [0, 0, 0, 255, 255, 255],
    [0x21, 0xf9, 4, 0, 0, 0, 0, 0], // graphic control extension
    [0x2c, ...le16(frame.left), ...le16(frame.top), ...le16(frame.width), ...le16(frame.height), 0],
    [2, 2, 0x44, 0x01, 0], // LZW minimum code size 2, one sub-block, terminator
    [0x3b]
  );
}

const JPEG_APP0_JFIF = [0xff, 0xe0, ...be16(16), ...ascii("JFIF"), 0, 1, 1, 0, ...be16(1), ...be16(1), 0, 0];
const JPEG_DQT = [0xff, 0xdb, ...be16(67), 0, ...Array<number>(64).fill(1)];
/** SOFn with 3 components (YCbCr 4:2:0). */
const jpegSof = (marker: number, width: number, height: number) => [
  0xff, marker, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
];
const JPEG_SOS = [0xff, 0xda, ...be16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0];

/** SOI, APP0 (JFIF), DQT, SOF0 (baseline), the start of the scan. */
const jpegBaseline = (width: number, height: number) =>
  bytes([0xff, 0xd8], JPEG_APP0_JFIF, JPEG_DQT, jpegSof(0xc0, width, height), JPEG_SOS, [0x12, 0x34]);

/** SOI, APP0, an APP1 whose payload looks like an SOF0 of 9999 x 9999, padding, SOF2 (progressive). */
const jpegProgressive = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    JPEG_APP0_JFIF,
    [0xff, 0xe1, ...be16(2 + 6 + 9), ...ascii("Exif"), 0, 0, 0xff, 0xc0, 0, 17, 8, 0x27, 0x0f, 0x27, 0x0f],
    [0xff, 0xff], // fill bytes before a marker
    JPEG_DQT,
    jpegSof(0xc2, width, height),
    JPEG_SOS
  );

const riff = (chunk: number[]) => bytes(ascii("RIFF"), le32(4 + chunk.length), ascii("WEBP"), chunk);
/** Lossy: VP8 chunk with a key frame's tag, start code and 14-bit sizes (scale 0). */
const webpVp8 = (width: number, height: number) => {
  const payload = [0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0];
  return riff([...ascii("VP8 "), ...le32(payload.length), ...payload]);
};
/** Lossless: VP8L signature, then width - 1 and height - 1 in 14 bits each, alpha 0, version 0. */
const webpVp8l = (width: number, height: number) => {
  const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
  const payload = [0x2f, ...le32(bits), 0, 0, 0];
  return riff([...ascii("VP8L"), ...le32(payload.length), ...payload]);
};
/** Extended: VP8X with the canvas size (24 bits each, minus one), followed by an image chunk. */
const webpVp8x = (width: number, height: number) => {
  const payload = [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)];
  return riff([...ascii("VP8X"), ...le32(payload.length), ...payload, ...ascii("VP8L"), ...le32(5), 0x2f, 0, 0, 0, 0, 0]);
};

const SAMPLES: [string, (width: number, height: number) => Uint8Array][] = [
  ["PNG", png],
  ["GIF", (w, h) => gif(w, h)],
  ["JPEG baseline (SOF0)", jpegBaseline],
  ["JPEG progressive (SOF2)", jpegProgressive],
  ["WebP VP8", webpVp8],
  ["WebP VP8L", webpVp8l],
  ["WebP VP8X", webpVp8x],
];

describe("sniffImage: WebP", () => {
  it("recognises lossy, lossless and extended WebP from 16 bytes", () => {
    for (const make of [webpVp8, webpVp8l, webpVp8x]) {
      expect(sniffImage(make(10, 10).subarray(0, 16))).toEqual({ contentType: "image/webp", ext: "webp" });
    }
  });
  it("refuses other RIFF files (WAV, AVI) and a WEBP form without a VP8 chunk", () => {
    expect(sniffImage(bytes(ascii("RIFF"), le32(36), ascii("WAVE"), ascii("fmt ")))).toBeNull();
    expect(sniffImage(bytes(ascii("RIFF"), le32(36), ascii("AVI "), ascii("LIST")))).toBeNull();
    expect(sniffImage(bytes(ascii("RIFF"), le32(36), ascii("WEBP"), ascii("ICCP")))).toBeNull();
    expect(sniffImage(bytes(ascii("RIFF"), le32(36), ascii("WEBP")))).toBeNull(); // cut off before the chunk
  });
});

describe("readImageSize", () => {
  it.each(SAMPLES)("reads %s", (_, make) => {
    expect(readImageSize(make(1, 1))).toEqual({ width: 1, height: 1 });
    expect(readImageSize(make(640, 480))).toEqual({ width: 640, height: 480 });
    expect(readImageSize(make(123, 4567))).toEqual({ width: 123, height: 4567 });
    expect(readImageSize(make(4097, 3))).toEqual({ width: 4097, height: 3 });
  });

  it("reads sizes beyond 16 bits where the format has them (PNG, VP8X)", () => {
    expect(readImageSize(png(100_000, 70_000))).toEqual({ width: 100_000, height: 70_000 });
    expect(readImageSize(png(0x7fffffff, 1))).toEqual({ width: 0x7fffffff, height: 1 });
    expect(readImageSize(webpVp8x(1 << 24, 1 << 24))).toEqual({ width: 1 << 24, height: 1 << 24 });
    expect(readImageSize(webpVp8l(16384, 16384))).toEqual({ width: 16384, height: 16384 });
  });

  it("skips a JPEG segment by its length, never by markers found inside it", () => {
    // jpegProgressive's APP1 holds the bytes of an SOF0 of 9999 x 9999.
    expect(readImageSize(jpegProgressive(800, 600))).toEqual({ width: 800, height: 600 });
    for (const marker of [0xc1, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      const jpeg = bytes([0xff, 0xd8], JPEG_APP0_JFIF, jpegSof(marker, 30, 20), JPEG_SOS);
      expect(readImageSize(jpeg), marker.toString(16)).toEqual({ width: 30, height: 20 });
    }
    // DHT (c4), JPG (c8) and DAC (cc) share the range but are not frames: skipped.
    const dht = [0xff, 0xc4, ...be16(2 + 17 + 1), 0, ...Array<number>(16).fill(0), 0];
    expect(readImageSize(bytes([0xff, 0xd8], dht, jpegSof(0xc0, 7, 5), JPEG_SOS))).toEqual({ width: 7, height: 5 });
  });

  it("returns null for a JPEG whose scan comes before any frame, or whose height is left to DNL", () => {
    expect(readImageSize(bytes([0xff, 0xd8], JPEG_APP0_JFIF, JPEG_SOS, jpegSof(0xc0, 10, 10)))).toBeNull();
    expect(readImageSize(bytes([0xff, 0xd8], JPEG_APP0_JFIF, [0xff, 0xd9]))).toBeNull();
    expect(readImageSize(jpegBaseline(640, 0))).toBeNull();
  });

  it("grows a GIF's logical screen to a frame that does not fit in it", () => {
    expect(readImageSize(gif(10, 10, { left: 5, top: 0, width: 5000, height: 10 }))).toEqual({ width: 5005, height: 10 });
    expect(readImageSize(gif(10, 10, { left: 0, top: 3, width: 4, height: 4 }))).toEqual({ width: 10, height: 10 });
    // The header alone (no frame yet) gives the logical screen.
    expect(readImageSize(gif(300, 200).subarray(0, 13))).toEqual({ width: 300, height: 200 });
  });

  it("returns null for zero sides, a lossy WebP inter frame and a VP8L of an unknown version", () => {
    expect(readImageSize(png(0, 10))).toBeNull();
    expect(readImageSize(gif(10, 0, { left: 0, top: 0, width: 1, height: 0 }))).toBeNull();
    expect(readImageSize(webpVp8(0, 5))).toBeNull();
    const inter = webpVp8(10, 10);
    inter[20] = 0x51; // frame tag bit 0 set: not a key frame
    expect(readImageSize(inter)).toBeNull();
    const version1 = webpVp8l(10, 10);
    version1[24] = (version1[24] ?? 0) | 0x20;
    expect(readImageSize(version1)).toBeNull();
  });

  it.each(SAMPLES)("never misreads a cut-off %s: every prefix gives null or the right size", (_, make) => {
    const whole = make(321, 123);
    for (let length = 0; length < whole.length; length++) {
      const size = readImageSize(whole.subarray(0, length));
      if (size !== null) expect(size, `first ${length} bytes`).toEqual({ width: 321, height: 123 });
    }
    // Every format needs more than its signature.
    expect(readImageSize(whole.subarray(0, 12))).toBeNull();
  });

  it("returns null for garbage and other formats, and never throws", () => {
    expect(readImageSize(new Uint8Array())).toBeNull();
    expect(readImageSize(new TextEncoder().encode("hello, I am a PNG and quite large"))).toBeNull();
    expect(readImageSize(bytes(ascii("RIFF"), le32(4), ascii("WAVE"), ascii("fmt "), Array(30).fill(0)))).toBeNull();
    expect(readImageSize(bytes(ascii("BM"), Array(60).fill(0)))).toBeNull(); // BMP is not accepted
    const png_ = png(10, 10);
    png_[15] = 0x78; // "IHDx": IHDR must come first
    expect(readImageSize(png_)).toBeNull();
    expect(readImageSize(bytes([0xff, 0xd8, 0x00, 0x11, 0x22]))).toBeNull(); // no marker after SOI
    expect(readImageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeNull(); // segment length < 2

    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    const signatures = [[0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a], ascii("GIF89a"), [0xff, 0xd8], ascii("RIFF")];
    for (let round = 0; round < 2000; round++) {
      const head = signatures[round % signatures.length]!;
      const tail = Array.from({ length: round % 97 }, random);
      const input = bytes(head, round % 4 === 3 ? [...tail.slice(0, 4), ...ascii("WEBP"), ...tail] : tail);
      const size = readImageSize(input);
      if (size) expect(size.width > 0 && size.height > 0).toBe(true);
    }
  });
});

describe("checkImageSize", () => {
  it("has the documented limits", () => {
    expect(MAX_IMAGE_SIDE_PX).toBe(4096);
    expect(MAX_IMAGE_PIXELS).toBe(16_000_000);
  });

  it("accepts up to 4096 pixels a side and refuses 4097", () => {
    expect(checkImageSize({ width: 4096, height: 1 }).ok).toBe(true);
    expect(checkImageSize({ width: 1, height: 4096 }).ok).toBe(true);
    expect(checkImageSize({ width: 4097, height: 1 })).toMatchObject({ ok: false, reason: "side" });
    expect(checkImageSize({ width: 1, height: 4097 })).toMatchObject({ ok: false, reason: "side" });
    expect(checkImageSize({ width: 100_000, height: 70_000 })).toMatchObject({ ok: false, reason: "side" });
  });

  it("accepts up to 16,000,000 pixels and refuses more", () => {
    expect(checkImageSize({ width: 4000, height: 4000 })).toEqual({ ok: true, size: { width: 4000, height: 4000 } });
    expect(checkImageSize({ width: 4096, height: 3906 }).ok).toBe(true); // 15,998,976
    expect(checkImageSize({ width: 4096, height: 3907 })).toMatchObject({ ok: false, reason: "pixels" }); // 16,003,072
    const refused = checkImageSize({ width: 4096, height: 4000 }); // 16,384,000
    expect(refused).toMatchObject({ ok: false, reason: "pixels" });
    expect(!refused.ok && refused.message).toBe("The image is 4096 x 4000 pixels; at most 16 megapixels.");
    expect(checkImageSize({ width: 4096, height: 4096 })).toMatchObject({ ok: false, reason: "pixels" });
  });

  it("refuses a size that could not be read", () => {
    expect(checkImageSize(null)).toMatchObject({ ok: false, reason: "unreadable" });
  });

  it.each(SAMPLES)("works on what readImageSize reads from a %s", (_, make) => {
    expect(checkImageSize(readImageSize(make(4000, 4000))).ok).toBe(true);
    expect(checkImageSize(readImageSize(make(4097, 10)))).toMatchObject({ ok: false, reason: "side" });
    expect(checkImageSize(readImageSize(make(4096, 4000)))).toMatchObject({ ok: false, reason: "pixels" });
  });
});
