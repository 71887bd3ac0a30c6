// /adminreports' loader data and form actions (community.md §2 "Reported messages (chat)"):
// views of the chat service's moderation (api/services/chat.ts), which deletes in the room (every
// screen drops the message), and closes a banned user's sockets; the core audits each action.
import { AppError, parseOrThrow } from "../../../api/errors";
import { intentAction, redirectWithToast } from "../../lib/form-action.server";
import type { ServiceContext } from "../../../api/services/context";
import { bannedUsers } from "../../../api/services/bans";
import { moderationHistories } from "../../../api/services/audit";
import { clearMessageReports, deleteMessage, reportedMessages, unbanFromChat } from "../../../api/services/chat";
import { messageIdSchema } from "../../../domain/chat";
import { queueBanInputSchema, removalInputSchema } from "../../../domain/moderation";
import { banAuthor } from "../../../api/services/moderation-bulk";
import { assertOnAPage, bulkFormStep, queueFacts, readCaseQuery } from "./queue.server";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { textIdSchema } from "../../../domain/ids";

/** A page of the queue (?limit=&offset= and the URL's filters), the banned users (both tabs' counts show), the queue's facts and each author's last 6 months of moderation. */
export async function chatModerationData(ctx: ServiceContext, request: Request) {
  const query = readCaseQuery(request);
  const [{ items, total }, banned] = await Promise.all([reportedMessages(ctx, query), bannedUsers(ctx, "chat")]);
  assertOnAPage(request, query, total, items.length);
  const [histories, queue] = await Promise.all([moderationHistories(ctx, items.map((i) => i.userId)), queueFacts(ctx, "chat_message", query, total)]);
  return { items, total, banned, histories, queue };
}

/** The spec's French notice first (§8 Moderation), then the service's reason; the status is kept. */
async function notice<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw new AppError(err.status, err.code, `${prefix} : ${err.message}`, err.issues, err.retryAfterSeconds);
    throw err;
  }
}

export function chatModerationAction(ctx: ServiceContext, request: Request) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const done = (message: string) => redirectWithToast(here, { kind: "success", message });
  return intentAction(request, {
    bulk: (input) => bulkFormStep(ctx, "chat_message", input, here),
    delete: {
      destructive: true,
      run: async ({ fields }) => {
        const { reason } = parseOrThrow(removalInputSchema, { reason: fields.reason?.trim() || undefined });
        await notice(t.deleteMessageError, () => deleteMessage(ctx, parseOrThrow(messageIdSchema, fields.itemId), reason));
        return done(t.messageDeleted);
      },
    },
    clear: {
      destructive: true,
      run: async ({ fields }) => {
        await notice(t.clearReportsError, () => clearMessageReports(ctx, parseOrThrow(messageIdSchema, fields.itemId)));
        return done(t.reportsCleared);
      },
    },
    ban: async ({ fields }) => {
      const ban = await notice(t.banError, () => banAuthor(ctx, parseOrThrow(textIdSchema, fields.userId), "chat", parseOrThrow(queueBanInputSchema, fields)));
      return done(`${t.bannedFromChat(ban.username)} ${t.authorItemsSettled(ban.settledCases)}`);
    },
    unban: {
      destructive: true,
      run: async ({ fields }) => {
        const result = await notice(t.unbanError, () => unbanFromChat(ctx, parseOrThrow(textIdSchema, fields.userId)));
        return done(t.unbannedFromChat(result.username));
      },
    },
  });
}
