// Minimal voice recordings as browsers' MediaRecorder writes them (the headers and track
// descriptions a content check reads; the frames are zeros). Shared by unit and Worker tests.
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function padded(bytes: number[], length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(length, bytes.length));
  out.set(bytes);
  return out;
}

const EBML_HEADER = [
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, // EBML
  0x42, 0x86, 0x81, 0x01, // EBMLVersion 1
  0x42, 0xf7, 0x81, 0x01, // EBMLReadVersion 1
  0x42, 0xf2, 0x81, 0x04, // EBMLMaxIDLength 4
  0x42, 0xf3, 0x81, 0x08, // EBMLMaxSizeLength 8
  0x42, 0x82, 0x84, ...ascii("webm"), // DocType
  0x42, 0x87, 0x81, 0x04, // DocTypeVersion
  0x42, 0x85, 0x81, 0x02, // DocTypeReadVersion
];
const SEGMENT = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const track = (codec: string, number: number) => [0xae, 0x80 | (codec.length + 8), 0xd7, 0x81, number, 0x86, 0x80 | codec.length, ...ascii(codec), 0x83, 0x81, codec.startsWith("A_") ? 2 : 1];

/** Chrome's audio-only WebM with an Opus track. */
export const webmOpus = (length = 2048) => padded([...EBML_HEADER, ...SEGMENT, 0x16, 0x54, 0xae, 0x6b, 0x95, ...track("A_OPUS", 1)], length);
/** A WebM video (VP8 and Opus): not a voice message. */
export const webmVideo = (length = 2048) => padded([...EBML_HEADER, ...SEGMENT, 0x16, 0x54, 0xae, 0x6b, 0xa0, ...track("V_VP8", 1), ...track("A_OPUS", 2)], length);

const box = (type: string, body: number[]) => [...be32(8 + body.length), ...ascii(type), ...body];
const FTYP = box("ftyp", [...ascii("iso5"), ...be32(512), ...ascii("iso5"), ...ascii("iso6"), ...ascii("mp41")]);
const stsd = (entry: string) => box("stsd", [...be32(0), ...be32(1), ...box(entry, new Array(28).fill(0))]);

/** Safari's fragmented MP4 with an AAC track. */
export const mp4Aac = (length = 2048) => padded([...FTYP, ...box("moov", box("trak", box("mdia", box("minf", box("stbl", stsd("mp4a"))))))], length);
/** An MP4 video (H.264 and AAC). */
export const mp4Video = (length = 2048) =>
  padded([...FTYP, ...box("moov", [...box("trak", box("mdia", box("minf", box("stbl", stsd("avc1"))))), ...box("trak", box("mdia", box("minf", box("stbl", stsd("mp4a")))))])], length);
