// The shell's notices (issue 25): the bell's unread count on every signed-in page, and the
// /notices page with its form actions (mark one or all read) over api/services/users.ts.
import type { ServiceContext } from "../../../api/services/context";
import { markNoticesRead, myNotices, NOTICES_SHOWN, unreadNoticeCount } from "../../../api/services/users";
import { parseOrThrow } from "../../../api/errors";
import { noticesReadSchema } from "../../../domain/notices";
import { noticeMessages as t } from "../../../domain/messages/notices";
import { intentAction } from "../../lib/form-action.server";

/** The bell's count, read with the shell (one indexed count). */
export const shellUnreadNotices = (ctx: ServiceContext) => unreadNoticeCount(ctx);

export async function noticesPageData(ctx: ServiceContext) {
  return { ...(await myNotices(ctx)), shownAtMost: NOTICES_SHOWN };
}
export type NoticesPageData = Awaited<ReturnType<typeof noticesPageData>>;

export function noticesAction(ctx: ServiceContext, request: Request) {
  return intentAction<"read" | "readAll">(request, {
    read: async ({ fields }) => {
      const input = parseOrThrow(noticesReadSchema, { ids: [fields.noticeId ?? ""] });
      await markNoticesRead(ctx, input);
      return { message: t.marked as string };
    },
    readAll: async () => {
      await markNoticesRead(ctx, {});
      return { message: t.allMarked as string };
    },
  });
}
