// Uploads by purpose: one table of kinds (what each upload is for, how big it may
// be, which formats it accepts, where it is stored and what the user is told when
// it is refused). Used by the one upload service on the server and by the forms
// to pre-check a file in the browser. Pure: formats are recognised by content
// (the file's own bytes), never by the client's mime type or file name.
import { checkImageSize, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX, readImageSize, sniffImage, type ImageKind, type ImageSize } from "./images";
import type { BanScope } from "./moderation";
import { DAY_MS } from "./constants";

// ---------------------------------------------------------------------------
// Formats

export type AudioKind =
  | { contentType: "audio/mpeg"; ext: "mp3" }
  | { contentType: "audio/wav"; ext: "wav" }
  | { contentType: "audio/webm"; ext: "webm" }
  | { contentType: "audio/mp4"; ext: "m4a" };
/** A format recognised by content: the type the file is served with and the extension of its key. */
export type MediaType = ImageKind | AudioKind;
export type MediaContentType = MediaType["contentType"];

const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

/**
 * MP3 or WAV from the first bytes (16 are enough):
 * - MP3: an ID3v2 tag ("ID3", major version 2-4, a revision, flags, a 4-byte syncsafe size
 *   whose bytes are all below 0x80), or an MPEG audio frame header (11-bit frame sync, a
 *   version that is not the reserved one, Layer III, a bitrate index other than 15 and a
 *   sample-rate index other than 3). JPEG (FF D8) and AAC (layer bits 00) do not match.
 * - WAV: a RIFF container whose form type is WAVE.
 */
export function sniffAudio(head: Uint8Array): AudioKind | null {
  if (ascii(head, 0, "ID3") && head.length >= 10) {
    const [major, revision] = [head[3]!, head[4]!];
    if (major >= 2 && major <= 4 && revision !== 0xff && [6, 7, 8, 9].every((i) => head[i]! < 0x80))
      return { contentType: "audio/mpeg", ext: "mp3" };
  }
  if (head.length >= 4 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) {
    const version = (head[1]! >> 3) & 0b11; // 01 reserved
    const layer = (head[1]! >> 1) & 0b11; // 01 = Layer III
    const bitrate = head[2]! >> 4; // 1111 invalid
    const sampleRate = (head[2]! >> 2) & 0b11; // 11 reserved
    if (version !== 0b01 && layer === 0b01 && bitrate !== 0b1111 && sampleRate !== 0b11)
      return { contentType: "audio/mpeg", ext: "mp3" };
  }
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WAVE")) return { contentType: "audio/wav", ext: "wav" };
  return sniffRecording(head);
}

/** Where a byte sequence occurs in `b` between `from` and `to`, or -1. */
function find(b: Uint8Array, text: string, from = 0, to = b.length): number {
  const first = text.charCodeAt(0);
  for (let i = Math.max(0, from); i <= Math.min(b.length, to) - text.length; i++) if (b[i] === first && ascii(b, i, text)) return i;
  return -1;
}

/** How far into a file the container's track descriptions are looked for (MediaRecorder writes them first). */
const TRACKS_SCAN_BYTES = 64 * 1024;

/**
 * The formats browsers record voice in (MediaRecorder), audio only:
 * - WebM/Opus (Chrome, Firefox): an EBML header whose DocType is "webm", an Opus track
 *   (CodecID "A_OPUS") and no video track (no CodecID starting "V_") in its first 64 KB.
 * - MP4/AAC (Safari): an ISO BMFF "ftyp" box, an AAC sample entry ("mp4a") and no video
 *   sample entry (avc1, hvc1, hev1, vp09, av01), looked for in the first and last 64 KB
 *   (the "moov" box may sit at the end of a file that was not fragmented).
 * Pass the whole file.
 */
export function sniffRecording(b: Uint8Array): AudioKind | null {
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    const doctype = find(b, "webm", 4, 64);
    if (doctype < 0) return null;
    const scanTo = Math.min(b.length, TRACKS_SCAN_BYTES);
    if (find(b, "A_OPUS", 0, scanTo) < 0) return null;
    // A CodecID element (0x86, a one-byte size) naming a video codec.
    for (let i = find(b, "V_", 0, scanTo); i >= 0; i = find(b, "V_", i + 1, scanTo)) if (i >= 2 && b[i - 2] === 0x86) return null;
    return { contentType: "audio/webm", ext: "webm" };
  }
  if (ascii(b, 4, "ftyp")) {
    const regions: [number, number][] = [
      [0, Math.min(b.length, TRACKS_SCAN_BYTES)],
      [Math.max(0, b.length - TRACKS_SCAN_BYTES), b.length],
    ];
    const has = (text: string) => regions.some(([from, to]) => find(b, text, from, to) >= 0);
    if (!has("mp4a")) return null;
    if (["avc1", "hvc1", "hev1", "vp09", "av01"].some(has)) return null;
    return { contentType: "audio/mp4", ext: "m4a" };
  }
  return null;
}

/** Any format an upload may have: an image (PNG, JPEG, GIF, WebP) or audio (MP3, WAV). */
export function sniffMedia(head: Uint8Array): MediaType | null {
  return sniffImage(head) ?? sniffAudio(head);
}

/** Every extension a stored key can end with (what /media serves). */
export const MEDIA_EXTENSIONS = ["png", "jpg", "gif", "webp", "mp3", "wav", "webm", "m4a"] as const satisfies readonly MediaType["ext"][];

// ---------------------------------------------------------------------------
// The kinds

export const MB = 1024 * 1024;

export type UploadKindName = "avatar" | "leakImage" | "voteImage" | "postImage" | "stadiumImage" | "chatImage" | "chatAudio";

export type UploadMessages = {
  /** No file in the request (400). */
  missing: string;
  /** The content is not one of the accepted formats (415). */
  wrongType: string;
  /** More bytes than maxBytes (413). */
  tooLarge: string;
  /** An image whose declared size is over the pixel limits (413). */
  tooManyPixels: string;
};

export type UploadKind = {
  name: UploadKindName;
  /** First segment of the R2 key: `<prefix>/<ownerId>/<uuid>.<ext>`. */
  prefix: string;
  /** Inclusive. */
  maxBytes: number;
  /** Formats accepted, as recognised by sniffMedia. */
  accepts: readonly MediaContentType[];
  /** Images: the declared pixel size is checked by checkImageSize (MAX_IMAGE_SIDE_PX a side, MAX_IMAGE_PIXELS in all). */
  checkPixels: boolean;
  /** Only staff may upload this kind. */
  staffOnly: boolean;
  /** A user banned from this scope may not upload this kind (its only use is content of that scope). */
  banScope?: BanScope;
  /** The language of the screen that uploads it (the spec's French screens keep French). */
  locale: "en" | "fr";
  messages: UploadMessages;
};

/** The formats the spec lists for its image uploads (leaks, team votes, avatars, chat). */
const JPEG_PNG_GIF = ["image/jpeg", "image/png", "image/gif"] as const;
/** Where the spec only asks for "an image" (post and stadium images): WebP too. */
const ANY_IMAGE = [...JPEG_PNG_GIF, "image/webp"] as const;
const MP3_WAV = ["audio/mpeg", "audio/wav"] as const;
/** Chat voice messages: the spec's MP3 and WAV, and what browsers record (WebM/Opus, MP4/AAC). */
const CHAT_AUDIO = [...MP3_WAV, "audio/webm", "audio/mp4"] as const;

const EN_PIXELS = `Image must be at most ${MAX_IMAGE_SIDE_PX} pixels on each side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in total`;
export const FR_PIXELS = `L'image doit faire au plus ${MAX_IMAGE_SIDE_PX} pixels de côté et ${MAX_IMAGE_PIXELS / 1_000_000} mégapixels au total`;
const FR_NOT_IMAGE = "Veuillez sélectionner un fichier image";

export const UPLOAD_KINDS: Readonly<Record<UploadKindName, UploadKind>> = {
  // Registration and profile (game.md: PNG, JPG or GIF, up to 2MB; its English messages).
  avatar: {
    name: "avatar",
    prefix: "avatars",
    maxBytes: 2 * MB,
    accepts: JPEG_PNG_GIF,
    checkPixels: true,
    staffOnly: false,
    locale: "en",
    messages: {
      missing: "Please select an image file",
      wrongType: "Please select an image file",
      tooLarge: "Image size must be less than 2MB",
      tooManyPixels: EN_PIXELS,
    },
  },
  // Add leak (community.md §5 Leak submission, §9 Images).
  leakImage: {
    name: "leakImage",
    prefix: "leaks",
    maxBytes: 5 * MB,
    accepts: JPEG_PNG_GIF,
    checkPixels: true,
    staffOnly: false,
    locale: "en",
    messages: {
      missing: "Please select an image file",
      wrongType: "Please select an image file",
      tooLarge: "Image size must be less than 5MB",
      tooManyPixels: EN_PIXELS,
    },
  },
  // Team vote creation (community.md §5).
  voteImage: {
    name: "voteImage",
    prefix: "votes",
    maxBytes: 5 * MB,
    accepts: JPEG_PNG_GIF,
    checkPixels: true,
    staffOnly: false,
    locale: "en",
    messages: {
      missing: "Please select a valid image file (JPEG, PNG, GIF)",
      wrongType: "Please select a valid image file (JPEG, PNG, GIF)",
      tooLarge: "Image size must be less than 5MB",
      tooManyPixels: EN_PIXELS,
    },
  },
  // Stadium wall post (community.md §5 Post: 10 MB, the limit the check enforces; the help text's 5 MB is the other reading).
  postImage: {
    name: "postImage",
    prefix: "posts",
    maxBytes: 10 * MB,
    accepts: ANY_IMAGE,
    checkPixels: true,
    staffOnly: false,
    banScope: "posts",
    locale: "fr",
    messages: {
      missing: FR_NOT_IMAGE,
      wrongType: FR_NOT_IMAGE,
      tooLarge: "L'image doit faire moins de 10MB",
      tooManyPixels: FR_PIXELS,
    },
  },
  // Stadium management (admin; community.md §5 Stadium).
  stadiumImage: {
    name: "stadiumImage",
    prefix: "stadiums",
    maxBytes: 5 * MB,
    accepts: ANY_IMAGE,
    checkPixels: true,
    staffOnly: true,
    locale: "fr",
    messages: {
      missing: FR_NOT_IMAGE,
      wrongType: FR_NOT_IMAGE,
      tooLarge: "L'image ne doit pas dépasser 5MB",
      tooManyPixels: FR_PIXELS,
    },
  },
  // Chat attachments (community.md §5 Chat message, §9 Chat: jpeg, png, gif, mp3, wav; 5 MB), plus the
  // formats the browser's voice recorder produces (issue 12).
  chatImage: {
    name: "chatImage",
    prefix: "chat-images",
    maxBytes: 5 * MB,
    accepts: JPEG_PNG_GIF,
    checkPixels: true,
    staffOnly: false,
    banScope: "chat",
    locale: "fr",
    messages: {
      missing: "Veuillez sélectionner un fichier",
      wrongType: "Type de fichier non supporté",
      tooLarge: "Fichier trop volumineux (max 5MB)",
      tooManyPixels: FR_PIXELS,
    },
  },
  chatAudio: {
    name: "chatAudio",
    prefix: "chat-audio",
    maxBytes: 5 * MB,
    accepts: CHAT_AUDIO,
    checkPixels: false,
    staffOnly: false,
    banScope: "chat",
    locale: "fr",
    messages: {
      missing: "Veuillez sélectionner un fichier",
      wrongType: "Type de fichier non supporté",
      tooLarge: "Fichier trop volumineux (max 5MB)",
      tooManyPixels: FR_PIXELS,
    },
  },
};

export const uploadKind = (name: UploadKindName): UploadKind => UPLOAD_KINDS[name];

/** Every key prefix in use (what /media serves). */
export const UPLOAD_PREFIXES = [...new Set(Object.values(UPLOAD_KINDS).map((k) => k.prefix))];

/**
 * How long an upload may wait to be attached (to a post, a leak, a team vote, a stadium, a chat
 * message or an avatar) before the scheduled job deletes it: a form filled in slowly is kept.
 */
export const UNATTACHED_UPLOAD_GRACE_MS = DAY_MS;

/** The public path of a stored key: `/media/<key>`. */
export const MEDIA_PATH = "/media/";
/** The longest object key R2 takes, in bytes (a longer one is an error from R2, not a miss). */
export const MAX_MEDIA_KEY_BYTES = 1024;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// `<prefix>/<ownerId>/<id>.<ext>`, as the upload service makes them: plain segments only, so
// no `.`, `..`, `%` or extra `/` can point one folder at another.
const MEDIA_KEY = new RegExp(`^(${UPLOAD_PREFIXES.map(escapeRe).join("|")})/([A-Za-z0-9_-]{1,64})/([A-Za-z0-9_-]{1,64}\\.(?:${MEDIA_EXTENSIONS.join("|")}))$`);

export type MediaKey = { key: string; prefix: string; ownerId: string };

/**
 * A stored object's key, parsed: its kind's prefix and its owner's id, or null for anything the
 * upload service never makes (including keys over R2's limit). Ownership of an upload, what
 * /media serves and what may be deleted are all judged on this parse, never on a URL prefix:
 * `/media/posts/<me>/../<other>/x.png` starts with my folder but is someone else's object.
 */
export function parseMediaKey(key: string): MediaKey | null {
  if (key.length > MAX_MEDIA_KEY_BYTES) return null; // every accepted character is one byte
  const m = MEDIA_KEY.exec(key);
  return m ? { key, prefix: m[1]!, ownerId: m[2]! } : null;
}

/** The parsed key of a `/media/...` URL; null for any other address or a key we never make. */
export const parseMediaUrl = (url: string | null | undefined): MediaKey | null => (url?.startsWith(MEDIA_PATH) ? parseMediaKey(url.slice(MEDIA_PATH.length)) : null);

/** The `accept` attribute of a file input for these kinds, e.g. "image/jpeg,image/png,image/gif". */
export function acceptAttribute(...kinds: UploadKind[]): string {
  return [...new Set(kinds.flatMap((k) => k.accepts))].join(",");
}

// ---------------------------------------------------------------------------
// Checks

export type UploadRefusal = {
  ok: false;
  status: 400 | 413 | 415;
  reason: keyof UploadMessages;
  message: string;
};
export type UploadCheck = { ok: true; kind: UploadKind; type: MediaType; size: ImageSize | null } | UploadRefusal;

const refuse = (kind: UploadKind, reason: keyof UploadMessages): UploadRefusal => ({
  ok: false,
  status: reason === "missing" ? 400 : reason === "wrongType" ? 415 : 413,
  reason,
  message: kind.messages[reason],
});

const asList = (kinds: UploadKind | readonly UploadKind[]): readonly UploadKind[] => (Array.isArray(kinds) ? kinds : [kinds as UploadKind]);

/**
 * The check that needs only the file's size (before reading it): refuses a missing or empty
 * file (400) and one larger than every kind offered allows (413). Null when the size is fine.
 * Several kinds: one endpoint taking, e.g., a chat image or chat audio; messages of the first.
 */
export function checkUploadSize(kinds: UploadKind | readonly UploadKind[], bytes: number | null | undefined): UploadRefusal | null {
  const list = asList(kinds);
  const first = list[0]!;
  if (!bytes) return refuse(first, "missing");
  if (bytes > Math.max(...list.map((k) => k.maxBytes))) return refuse(first, "tooLarge");
  return null;
}

/**
 * The whole check of a file's bytes for one kind, or for the first of several kinds that
 * accepts its format: size (413), format by content (415), then for images the pixel size
 * the header declares (413; an image whose size cannot be read is refused as not an image).
 * Pass the whole file: a GIF's frames can enlarge its canvas.
 */
export function checkUpload(kinds: UploadKind | readonly UploadKind[], bytes: Uint8Array): UploadCheck {
  const list = asList(kinds);
  const early = checkUploadSize(list, bytes.length);
  if (early) return early;
  // Images and MP3/WAV by their first bytes; recordings by their container's track list.
  const type = sniffMedia(bytes.subarray(0, 16)) ?? sniffRecording(bytes);
  const kind = type && list.find((k) => k.accepts.includes(type.contentType));
  if (!type || !kind) return refuse(list[0]!, "wrongType");
  if (bytes.length > kind.maxBytes) return refuse(kind, "tooLarge");
  if (!kind.checkPixels) return { ok: true, kind, type, size: null };
  const sized = checkImageSize(readImageSize(bytes));
  if (!sized.ok) return refuse(kind, sized.reason === "unreadable" ? "wrongType" : "tooManyPixels");
  return { ok: true, kind, type, size: sized.size };
}
