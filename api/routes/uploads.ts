// The upload endpoints of community.md §7, one per purpose (kinds: domain/uploads.ts).
// Multipart; a signed-in user only (checked before the body is read); the services
// check the kind, the rate limit and the content. Mounted at the API's root because
// the spec uses both /uploads/... and /upload/....
import type { Context } from "hono";
import { Hono } from "hono";
import type { UploadKindName } from "../../domain/uploads";
import type { AppEnv } from "../http/app-env";
import { readMultipart } from "../http/body";
import { signedIn } from "../http/signed-in";
import { storeUpload } from "../services/uploads";
import { uploadMyAvatar } from "../services/users";
import { declare } from "../openapi/declare";
import { fileUrlSchema, uploadFormSchema } from "../responses/community";
import { userUploadSchema } from "../responses/game";


async function fileField(c: Context<AppEnv>, field: string): Promise<File | null> {
  const { files } = await readMultipart(c);
  return files[field] ?? null;
}

/** Stores the file of `field` as one of `kinds` for the signed-in user: 201 { fileUrl }. */
const store = (field: string, kinds: UploadKindName | readonly UploadKindName[]) => async (c: Context<AppEnv>) => {
  const { url } = await storeUpload(c.var.ctx, kinds, await fileField(c, field));
  return c.json({ fileUrl: url }, 201);
};

/** The signed-in user's new avatar (the old uploaded one is deleted): 201 { fileUrl, user }. */
const avatar = (field: string) => async (c: Context<AppEnv>) =>
  c.json(await uploadMyAvatar(c.var.ctx, await fileField(c, field)), 201);

const UPLOAD_ERRORS = [400, 403, 413, 415, 429] as const;
const described = (summary: string, description: string, field: string, avatar = false) =>
  declare({ summary, description, tags: ["Uploads"], access: "user", multipart: uploadFormSchema(field), responses: { 201: avatar ? userUploadSchema : fileUrlSchema }, errors: [...UPLOAD_ERRORS] });

export const uploadRoutes = new Hono<AppEnv>()
  .post("/uploads/avatars", described(
      "Upload the user's avatar (field avatar)",
      "Uploads an image (multipart field avatar, checked by content and size) and makes it the signed-in user's avatar. Any signed-in user may call it (rate-limited). Stores the image and deletes the replaced one.",
      "avatar", true), signedIn, avatar("avatar"))
  .post("/upload/avatar", described(
      "Upload the user's avatar (field file)",
      "The same as POST /uploads/avatars with the multipart field named file. Any signed-in user may call it (rate-limited). Stores the image and deletes the replaced one.",
      "file", true), signedIn, avatar("file"))
  .post("/uploads/leaks", described(
      "Upload a leak image (field image)",
      "Uploads a leak's image (multipart field image) and answers its URL, to send with POST /leaks. Any signed-in user may call it (rate-limited). Stores the image as pending until a leak uses it.",
      "image"), signedIn, store("image", "leakImage"))
  .post("/uploads/votes", described(
      "Upload a team vote image (field image)",
      "Uploads a team vote's image (multipart field image) and answers its URL, to send with POST /votes/teams. Any signed-in user may call it (rate-limited). Stores the image as pending until a vote uses it.",
      "image"), signedIn, store("image", "voteImage"))
  .post("/upload/post-image", described(
      "Upload a wall post image (field file)",
      "Uploads a wall post's image (multipart field file) and answers its URL, to send with POST /stadiums/posts. Any signed-in user may call it (rate-limited). Stores the image as pending until a post uses it.",
      "file"), signedIn, store("file", "postImage"))
  .post("/uploads/chat", described(
      "Upload a chat image or voice note (field file)",
      "Uploads a chat image or voice note (multipart field file) and answers its URL, to send in a message. Any signed-in user may call it (rate-limited). Stores the file as pending until a message uses it.",
      "file"), signedIn, store("file", ["chatImage", "chatAudio"]))
  // Not in the spec (its stadium screen posts to /upload/avatar): stadium images are their own kind, staff only.
  .post("/uploads/stadiums", declare({ summary: "Upload a stadium image (staff; field file; not in the spec)", description: "Uploads a stadium's image (multipart field file) and answers its URL, to send with POST /stadiums. Only admins may call it. Stores the image as pending until a stadium uses it.", tags: ["Uploads"], access: "user", multipart: uploadFormSchema("file"), responses: { 201: fileUrlSchema }, errors: [...UPLOAD_ERRORS, 403] }), signedIn, store("file", "stadiumImage"));
