// Chat (community.md §7 "Chat"; shapes: domain/chat.ts): thin adapters over api/services/chat.ts.
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { pagedArray, paramAs, queryAs, readJsonAs, readOptionalJsonAs } from "../http/body";
import * as chat from "../services/chat";
import { historyQuerySchema, messageIdSchema, reactionInputSchema, roomIdSchema, sendMessageInputSchema } from "../../domain/chat";
import { banInputSchema, reportInputSchema, removalInputSchema, caseQuerySchema } from "../../domain/moderation";
import { textIdSchema } from "../../domain/ids";

export const chatRoutes = new Hono<AppEnv>()
  .get("/rooms", async (c) => c.json(await chat.listRooms(c.var.ctx)))
  .get("/rooms/:id/messages", async (c) => c.json(await chat.roomHistory(c.var.ctx, paramAs(c, "id", roomIdSchema), queryAs(c, historyQuerySchema))))
  .post("/rooms/:id/messages", async (c) =>
    c.json({ message: await chat.postMessage(c.var.ctx, paramAs(c, "id", roomIdSchema), await readJsonAs(c, sendMessageInputSchema)) }, 201),
  )
  .post("/messages/:id/reactions", async (c) =>
    c.json(await chat.reactToMessage(c.var.ctx, paramAs(c, "id", messageIdSchema), (await readJsonAs(c, reactionInputSchema)).emoji)),
  )
  .post("/messages/:id/report", async (c) => {
    // The spec's client sends no body; a reason is optional.
    const hasBody = !!(await c.req.raw.clone().text()).trim();
    const { reason } = hasBody ? await readJsonAs(c, reportInputSchema) : { reason: "" };
    return c.json(await chat.reportMessage(c.var.ctx, paramAs(c, "id", messageIdSchema), reason));
  });

/** /admin/chat: the reported messages screen's calls. */
export const adminChatRoutes = new Hono<AppEnv>()
  .get("/reported-messages", async (c) => pagedArray(c, await chat.reportedMessages(c.var.ctx, queryAs(c, caseQuerySchema))))
  .delete("/messages/:id", async (c) => {
    const { reason } = await readOptionalJsonAs(c, removalInputSchema);
    return c.json(await chat.deleteMessage(c.var.ctx, paramAs(c, "id", messageIdSchema), reason));
  })
  .post("/messages/:id/clear-reports", async (c) => c.json(await chat.clearMessageReports(c.var.ctx, paramAs(c, "id", messageIdSchema))));

/** /admin/users/...: chat bans (mounted before the user admin's /:id routes). */
export const adminChatBanRoutes = new Hono<AppEnv>()
  .get("/chat-banned", async (c) => c.json(await chat.chatBannedUsers(c.var.ctx)))
  .post("/:id/ban-chat", async (c) => c.json(await chat.banFromChat(c.var.ctx, paramAs(c, "id", textIdSchema), await readJsonAs(c, banInputSchema))))
  .post("/:id/unban-chat", async (c) => c.json(await chat.unbanFromChat(c.var.ctx, paramAs(c, "id", textIdSchema))));
