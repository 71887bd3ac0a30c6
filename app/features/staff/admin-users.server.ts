// /adminusers: the list (sorted, searched, paged by the URL), the open user's file (?user=),
// and the form actions (ban, unban, edit, delete) over api/services/admin-users.ts.
import { AppError, parseOrThrow } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { deleteUser, editUser, getUserFile, listUsers, setUserStatus } from "../../../api/services/admin-users";
import { adminUserEditSchema, banFormSchema, USER_LIST, USER_PAGE_SIZE, userFiltersSchema, userSearchSchema } from "../../../domain/admin-users";
import { BAN_SCOPES, banInputSchema } from "../../../domain/moderation";
import { banUser, unbanUser } from "../../../api/services/bans";
import { banFromChat } from "../../../api/services/chat";
import { listPageSchema } from "../../../domain/lists";
import { adminUserMessages as t } from "../../../domain/messages/admin";
import { can } from "../../../domain/permissions";
import { intentAction, redirectWithToast, type FormInput } from "../../lib/form-action.server";
import type { FormResult } from "../../lib/form-result";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";

const banScopeSchema = z.enum(BAN_SCOPES, { error: () => t.chooseScope });

/**
 * ?q= (a search that cannot be one is no search), ?role= and ?status= (an unknown one is no
 * filter), ?user=id, the user whose file opens, and ?contact=1, its contact details (admins).
 */
const usersQuery = z.object({
  q: userSearchSchema.optional().catch(undefined),
  role: userFiltersSchema.shape.role.catch(undefined),
  status: userFiltersSchema.shape.status.catch(undefined),
  user: z.string().nullable().default(null),
  contact: z.literal("1").optional().catch(undefined),
});

export async function loadAdminUsers(ctx: ServiceContext, url: URL) {
  const { page, limit, offset, sort, order } = parseQuery(url, listPageSchema(USER_PAGE_SIZE, USER_LIST));
  const { q, role: roleFilter, status, user: openId, contact } = parseQuery(url, usersQuery);
  const role = ctx.actor!.role;
  const canSeeContact = can(role, "users:private-data");
  const [list, file] = await Promise.all([
    listUsers(ctx, { limit, offset, sort: sort!, order, q, role: roleFilter, status }),
    openId ? getUserFile(ctx, openId, { contact: !!contact && canSeeContact }).catch((err) => (err instanceof AppError && err.status === 404 ? null : Promise.reject(err))) : Promise.resolve(undefined),
  ]);
  return {
    page,
    sort: sort!,
    order,
    q: q ?? "",
    role: roleFilter ?? "",
    status: status ?? "",
    list,
    openId,
    file,
    viewer: { id: ctx.actor!.id, canEdit: can(role, "users:edit"), canChangeRoles: can(role, "staff:manage"), canSeeContact },
  };
}

export type AdminUserIntent = "ban" | "unban" | "banScope" | "unbanScope" | "edit" | "delete";
export type AdminUserFormResult = FormResult<AdminUserIntent | "unknown", { values: Record<string, string> }>;

/** Back to the same list and user after a change (the page's URL, minus a contact read: not read again unasked). */
function back(request: Request, keepUser = true) {
  const url = new URL(request.url);
  if (!keepUser) url.searchParams.delete("user");
  url.searchParams.delete("index");
  url.searchParams.delete("contact");
  return url.pathname + url.search;
}

export async function adminUsersAction(ctx: ServiceContext, request: Request) {
  const userId = (input: FormInput) => input.fields.userId ?? "";
  const result = await intentAction<AdminUserIntent, { values: Record<string, string> }>(request, {
    ban: {
      run: async (input) => {
        const { reason, duration } = parseOrThrow(banFormSchema, { reason: input.fields.reason ?? "", duration: input.fields.duration || undefined });
        const user = await setUserStatus(ctx, userId(input), { isActive: false, reason, duration });
        return redirectWithToast(back(request), { kind: "success", message: t.banned_(user.username) });
      },
      keep: (input) => ({ values: { reason: input.fields.reason ?? "", duration: input.fields.duration ?? "" } }),
    },
    // A ban from posts, comments or chat (the moderation core; a chat ban closes the user's sockets).
    banScope: {
      run: async (input) => {
        const scope = parseOrThrow(banScopeSchema, input.fields.scope ?? "");
        const ban = parseOrThrow(banInputSchema, { reason: input.fields.reason ?? "", duration: input.fields.duration || undefined });
        const result = scope === "chat" ? await banFromChat(ctx, userId(input), ban) : await banUser(ctx, userId(input), scope, ban);
        return redirectWithToast(back(request), { kind: "success", message: t.scopeBanned(result.username, t.scopes[scope]) });
      },
      keep: (input) => ({ values: { scope: input.fields.scope ?? "", reason: input.fields.reason ?? "", duration: input.fields.duration ?? "" } }),
    },
    unbanScope: async (input) => {
      const scope = parseOrThrow(banScopeSchema, input.fields.scope ?? "");
      const result = await unbanUser(ctx, userId(input), scope);
      return redirectWithToast(back(request), { kind: "success", message: t.scopeUnbanned(result.username, t.scopes[scope]) });
    },
    unban: async (input) => {
      const reason = (input.fields.reason ?? "").trim().slice(0, 500) || undefined;
      const user = await setUserStatus(ctx, userId(input), { isActive: true, reason });
      return redirectWithToast(back(request), { kind: "success", message: t.unbanned(user.username) });
    },
    edit: {
      run: async (input) => {
        const f = input.fields;
        const data = parseOrThrow(adminUserEditSchema, {
          firstName: f.firstName,
          lastName: f.lastName,
          email: f.email,
          username: f.username,
          teamName: f.teamName,
          ...(f.role ? { role: f.role } : {}),
        });
        const user = await editUser(ctx, userId(input), data);
        return redirectWithToast(back(request), { kind: "success", message: t.saved(user.username) });
      },
      keep: (input) => ({ values: input.fields }),
    },
    delete: {
      run: async (input) => {
        const file = await getUserFile(ctx, userId(input));
        await deleteUser(ctx, userId(input), (input.fields.reason ?? "").trim().slice(0, 500) || undefined);
        return redirectWithToast(back(request, false), { kind: "success", message: t.deleted(file.user.username) });
      },
      destructive: true,
    },
  });
  return result;
}
