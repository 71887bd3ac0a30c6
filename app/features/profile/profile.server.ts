// /profile: the user's own profile, points history and season, as form actions that work
// without JavaScript (the same services and schemas as PUT /users/me, POST
// /users/me/change-password and POST /users/me/avatar).
import { AppError, badRequest, parseOrThrow, tooLarge } from "../../../api/errors";
import { clearSessionCookie } from "../../../api/http/session-cookie";
import type { ServiceContext } from "../../../api/services/context";
import { changeMyPassword, getMe, myPointsHistory, mySeason, setMyAvatar, updateMe, uploadMyAvatar } from "../../../api/services/users";
import { pageParamSchema } from "../../../domain/lists";
import { profileMessages as t } from "../../../domain/messages/profile";
import { avatarUpdateSchema, passwordChangeFormSchema, POINTS_HISTORY_PAGE, PROFILE_FORM_FIELDS, profileUpdateSchema } from "../../../domain/profile";
import { FR_PIXELS, MB, UPLOAD_KINDS } from "../../../domain/uploads";
import { intentAction, redirectWithToast, type FormInput } from "../../lib/form-action.server";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";

/** Notices on the profile show for 5 s (community.md §8). */
export const PROFILE_NOTICE_SECONDS = 5;

export const PROFILE_MODES = ["view", "edit", "password", "avatar"] as const;
export type ProfileMode = (typeof PROFILE_MODES)[number];

const profileQuery = z.object({ page: pageParamSchema(10_000), mode: z.enum(PROFILE_MODES).catch("view") });

export async function loadProfile(ctx: ServiceContext, url: URL) {
  const { page, mode } = parseQuery(url, profileQuery);
  const [user, history, season] = await Promise.all([
    getMe(ctx),
    myPointsHistory(ctx, { limit: POINTS_HISTORY_PAGE, offset: (page - 1) * POINTS_HISTORY_PAGE }),
    mySeason(ctx),
  ]);
  // The avatar upload's limit comes with the data: the screen's code then needs none of the
  // uploads module (its file sniffers), one request fewer on the first load (decision 028).
  const avatarLimit = { bytes: UPLOAD_KINDS.avatar.maxBytes, megabytes: UPLOAD_KINDS.avatar.maxBytes / MB };
  return { user, history, season: season.gameweeks, page, mode, avatarLimit };
}
export type AvatarLimit = Awaited<ReturnType<typeof loadProfile>>["avatarLimit"];

/** The API answers some refusals in the accounts' or uploads' English: this screen says them in French. */
function inFrench(err: unknown, avatar = false): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.status === 429) return new AppError(429, "rate_limited", t.tooManyAttempts, undefined, err.retryAfterSeconds);
  if (avatar) {
    const kind = UPLOAD_KINDS.avatar.messages;
    if (err.status === 413) return tooLarge(err.message === kind.tooManyPixels ? FR_PIXELS : t.avatarTooLarge);
    if (err.status === 415 || err.message === kind.missing) return new AppError(err.status, err.code, t.avatarNotImage, [{ path: "avatar", message: t.avatarNotImage }]);
  }
  return err;
}

const french =
  <R,>(run: (input: FormInput) => Promise<R>, avatar = false) =>
  async (input: FormInput) => {
    try {
      return await run(input);
    } catch (err) {
      throw inFrench(err, avatar);
    }
  };

const pick = (fields: Record<string, string>, names: readonly string[]) => Object.fromEntries(names.filter((n) => n in fields).map((n) => [n, fields[n]!]));

const done = (message: string) => redirectWithToast("/profile", { kind: "success", message, seconds: PROFILE_NOTICE_SECONDS });

export function profileAction(ctx: ServiceContext, request: Request) {
  return intentAction<"update" | "password" | "avatar" | "preset", { values: Record<string, string> }>(request, {
    update: {
      run: french(async ({ fields }) => {
        // Only what the form edits; the current password only when typed (an email change needs it).
        const input = parseOrThrow(profileUpdateSchema, { ...pick(fields, PROFILE_FORM_FIELDS), ...(fields.currentPassword ? { currentPassword: fields.currentPassword } : {}) });
        await updateMe(ctx, input);
        return done(t.updated);
      }),
      keep: ({ fields }) => ({ values: pick(fields, PROFILE_FORM_FIELDS) }),
    },
    password: french(async ({ fields }) => {
      const { currentPassword, newPassword } = parseOrThrow(passwordChangeFormSchema, pick(fields, ["currentPassword", "newPassword", "confirmPassword"]));
      await changeMyPassword(ctx, { currentPassword, newPassword });
      // Every session ended with the old password, this one too: sign in with the new one.
      return redirectWithToast("/", { kind: "success", message: t.signInAgain, seconds: PROFILE_NOTICE_SECONDS }, { headers: { "Set-Cookie": clearSessionCookie(request.url) } });
    }),
    avatar: french(async ({ files }) => {
      if (!files.avatar) throw badRequest(t.avatarNotImage, [{ path: "avatar", message: t.avatarNotImage }]);
      await uploadMyAvatar(ctx, files.avatar);
      return done(t.avatarUpdated);
    }, true),
    preset: french(async ({ fields }) => {
      await setMyAvatar(ctx, parseOrThrow(avatarUpdateSchema, { avatar: fields.avatar }));
      return done(t.avatarUpdated);
    }),
  });
}
