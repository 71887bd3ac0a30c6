// The one upload path: a multipart file is checked against its kind (domain/uploads.ts),
// stored in R2 under a key the server makes, and served from /media/<key>. An object
// that is replaced (an avatar) is deleted once nothing points at it; one that nothing
// ever pointed at is deleted by the scheduled job after a grace period.
import { eq, lte, sql } from "drizzle-orm";
import { checkUpload, checkUploadSize, MEDIA_PATH, parseMediaUrl, UNATTACHED_UPLOAD_GRACE_MS, UPLOAD_KINDS, type MediaType, type UploadKind, type UploadKindName, type UploadRefusal } from "../../domain/uploads";
import { RATE_LIMITS } from "../../domain/limits";
import { createDb, type Db } from "../db/client";
import { leaks, pendingUploads, posts, reportCases, stadiums, teamVotes, users } from "../db/schema";
import type { Env } from "../env";
import { AppError, badRequest, forbidden, tooLarge } from "../errors";
import { requireStaff, requireUser, type ServiceContext } from "./context";
import { assertNotBanned } from "./bans";
import { consumeRateLimit } from "./rate-limit";

/** Uploads one user may make (every kind, accepted or refused) per window: RATE_LIMITS.upload (domain/limits.ts). */
export const UPLOADS_PER_WINDOW = RATE_LIMITS.upload.limit;
/** The uploads limit's refusal, in each language. */
export const TOO_MANY_UPLOADS = RATE_LIMITS.upload.message;

/** Public path of a stored key (domain/uploads.ts). */
export { MEDIA_PATH };

export type CheckedUpload = { kind: UploadKind; type: MediaType; bytes: Uint8Array };
export type StoredUpload = { key: string; url: string };

type Kinds = UploadKindName | readonly UploadKindName[];
const kindsOf = (kinds: Kinds): UploadKind[] => (typeof kinds === "string" ? [kinds] : [...kinds]).map((k) => UPLOAD_KINDS[k]);

function refusal(r: UploadRefusal): AppError {
  if (r.status === 400) return badRequest(r.message);
  if (r.status === 413) return tooLarge(r.message);
  return new AppError(415, "unsupported_media_type", r.message);
}

/**
 * Checks a multipart file for a kind (or the first of several that accepts its format):
 * 400 no file, 413 too many bytes (before the bytes are read) or pixels, 415 a format
 * the kind does not accept, judged by content only.
 */
export async function readUpload(file: unknown, kinds: Kinds): Promise<CheckedUpload> {
  const list = kindsOf(kinds);
  const blob = file instanceof Blob ? file : null; // a File is a Blob
  const early = checkUploadSize(list, blob?.size);
  if (early) throw refusal(early);
  const bytes = new Uint8Array(await blob!.arrayBuffer());
  const checked = checkUpload(list, bytes);
  if (!checked.ok) throw refusal(checked);
  return { kind: checked.kind, type: checked.type, bytes };
}

/**
 * Stores a checked file as `<prefix>/<ownerId>/<uuid>.<ext>`, typed by its sniffed format. It is
 * recorded as pending first (an object is never stored unrecorded), so that if nothing ever
 * points at it, the scheduled job deletes it (removeUnattachedUploads).
 */
export async function putUpload(ctx: ServiceContext, ownerId: string, upload: CheckedUpload): Promise<StoredUpload> {
  const key = `${upload.kind.prefix}/${ownerId}/${crypto.randomUUID()}.${upload.type.ext}`;
  await ctx.db.insert(pendingUploads).values({ key, ownerId, kind: upload.kind.name, createdAt: ctx.now() });
  await ctx.env.MEDIA.put(key, upload.bytes, {
    httpMetadata: { contentType: upload.type.contentType, cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: { ownerId, kind: upload.kind.name },
  });
  return { key, url: `${MEDIA_PATH}${key}` };
}

/**
 * The signed-in user's upload of a kind: 401 signed out, 403 a staff-only kind or a user
 * banned from the kind's scope (post images: posts), 429 past the upload limit, then
 * readUpload's checks; stored under the user's id.
 */
export async function storeUpload(ctx: ServiceContext, kinds: Kinds, file: unknown): Promise<StoredUpload> {
  const list = kindsOf(kinds);
  const actor = list.some((k) => k.staffOnly) ? requireStaff(ctx) : requireUser(ctx);
  for (const scope of new Set(list.flatMap((k) => (k.banScope ? [k.banScope] : [])))) await assertNotBanned(ctx, scope);
  await consumeRateLimit(ctx, "upload", actor.id);
  return putUpload(ctx, actor.id, await readUpload(file, kinds));
}

/**
 * Stores a new upload of a kind in place of an old one. `swap` points the owner at the new
 * URL and returns, atomically, the URL it replaced; that object is then deleted. Each swap
 * deletes exactly what it replaced, so concurrent replacements leave one live object and no
 * orphans. If the swap fails, the new object is deleted and the error passed on.
 */
export async function replaceUpload(
  ctx: ServiceContext,
  kind: UploadKindName,
  file: unknown,
  swap: (url: string) => Promise<string | null | undefined>,
): Promise<StoredUpload> {
  const stored = await storeUpload(ctx, kind, file);
  let replaced: string | null | undefined;
  try {
    replaced = await swap(stored.url);
  } catch (err) {
    await deleteUpload(ctx, kind, stored.url);
    throw err;
  }
  if (replaced !== stored.url) await deleteUpload(ctx, kind, replaced);
  return stored;
}

/** The refusal of someone else's upload (or another kind's object) attached to one's own content. */
export const NOT_YOUR_UPLOAD = "You can only attach your own uploads.";

/**
 * A stored URL a user attaches to their content (a leak, a team vote, a post image) must be one
 * of their own uploads of that kind: otherwise deleting or replacing that content would delete
 * someone else's object. Outside addresses and preset images are the schemas' business and
 * pass here. 403 with `message` otherwise.
 */
export function assertOwnUpload(ctx: ServiceContext, kind: UploadKindName, url: string | null | undefined, message = NOT_YOUR_UPLOAD): void {
  if (!url?.startsWith(MEDIA_PATH)) return;
  const actor = requireUser(ctx);
  // On the parsed key, never the URL's prefix: `<kind>/<me>/../<other>/x.png` is not mine.
  const key = parseMediaUrl(url);
  if (!key || key.prefix !== UPLOAD_KINDS[kind].prefix || key.ownerId !== actor.id) throw forbidden(message);
}

/**
 * Deletes a stored object of a kind by its public URL. Anything else (a preset image,
 * an outside URL, another kind's key) is left alone, so a URL from the database can be
 * passed as it is.
 */
export async function deleteUpload(ctx: ServiceContext, kind: UploadKindName, url: string | null | undefined): Promise<void> {
  const key = parseMediaUrl(url);
  if (!key || key.prefix !== UPLOAD_KINDS[kind].prefix) return;
  try {
    await ctx.env.MEDIA.delete(key.key);
  } catch (err) {
    // The new object is in place already; a leftover old one is only storage.
    console.error("upload delete failed", url, err);
  }
}

// ---- uploads attached to nothing -------------------------------------------------------

/**
 * Every D1 column that attaches an upload, by its URL. Chat messages are not in D1 (each room
 * keeps its own): a room claims the media a message takes (claimUpload) instead.
 */
const ATTACHMENTS = [
  [users, users.avatar],
  [posts, posts.image],
  [leaks, leaks.imageUrl],
  [teamVotes, teamVotes.imageUrl],
  [stadiums, stadiums.image],
  [reportCases, reportCases.snapshotImage], // a report's evidence
] as const;

/** An upload outside D1's columns took this URL (a chat message): it is attached, never cleaned up. */
export async function claimUpload(db: Db, url: string): Promise<void> {
  const key = parseMediaUrl(url);
  if (key) await db.delete(pendingUploads).where(eq(pendingUploads.key, key.key));
}

/**
 * The scheduled cleanup: pending uploads older than the grace period (UNATTACHED_UPLOAD_GRACE_MS)
 * that some row points at are attached (their pending row goes); the others are deleted, object
 * first and row after, so a failed delete is retried on the next run. A batch per run.
 */
export async function removeUnattachedUploads(env: Env, now: number, batch = 200): Promise<{ deleted: number; attached: number }> {
  const db = createDb(env.DB);
  const due = await db
    .select({ key: pendingUploads.key })
    .from(pendingUploads)
    .where(lte(pendingUploads.createdAt, now - UNATTACHED_UPLOAD_GRACE_MS))
    .orderBy(pendingUploads.createdAt)
    .limit(batch)
    .all();
  if (due.length === 0) return { deleted: 0, attached: 0 };
  const urls = JSON.stringify(due.map((d) => `${MEDIA_PATH}${d.key}`));
  // One statement, one parameter: each uncorrelated IN (SELECT ...) is read once per run.
  const pointed = await db.all<{ url: string }>(
    sql`SELECT value AS url FROM json_each(${urls}) WHERE ${sql.join(
      ATTACHMENTS.map(([table, column]) => sql`value IN (SELECT ${column} FROM ${table} WHERE ${column} LIKE '/media/%')`),
      sql` OR `,
    )}`,
  );
  const attached = new Set(pointed.map((p) => p.url.slice(MEDIA_PATH.length)));
  const loose = due.map((d) => d.key).filter((key) => !attached.has(key));
  if (loose.length) await env.MEDIA.delete(loose);
  // One JSON parameter, not one per key (D1 binds at most 100).
  await db.delete(pendingUploads).where(sql`${pendingUploads.key} IN (SELECT value FROM json_each(${JSON.stringify(due.map((d) => d.key))}))`);
  return { deleted: loose.length, attached: attached.size };
}
