// Chat (community.md §7 "Chat"; shapes: domain/chat.ts): thin adapters over api/services/chat.ts.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { pagedArray, readJsonAs } from "../http/body";
import * as chat from "../services/chat";
import { banAuthor } from "../services/moderation-bulk";
import { historyQuerySchema, messageIdSchema, reactionInputSchema, roomIdSchema, sendMessageInputSchema } from "../../domain/chat";
import { queueBanInputSchema, reportInputSchema, removalInputSchema, caseQuerySchema } from "../../domain/moderation";
import { textIdSchema } from "../../domain/ids";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import * as r from "../responses/community";
import * as s from "../responses/staff";

const C: ["Chat"] = ["Chat"];
const M: ["Moderation"] = ["Moderation"];
const room = z.object({ id: roomIdSchema });
const message = z.object({ id: messageIdSchema });

export const chatRoutes = new Hono<AppEnv>()
  .get("/rooms", declare({ summary: "The chat rooms the user may enter, and the chat's settings", description: "Lists the chat rooms the signed-in user may enter (fixed, club and match rooms) with the chat's settings. Any signed-in user may call it. Changes nothing.", tags: C, access: "user", responses: { 200: r.chatRoomsSchema } }), async (c) => c.json(await chat.listRooms(c.var.ctx)))
  .get("/rooms/:id/messages", declare({ summary: "A room's history (?limit=&before=)", description: "Answers a room's history, newest first, a page at a time before a cursor. Signed-in users who may enter the room may call it. Changes nothing.", tags: C, access: "user", responses: { 200: r.chatHistorySchema }, errors: [400, 403, 404] }), params(room), query(historyQuerySchema), async (c) =>
    c.json(await chat.roomHistory(c.var.ctx, c.req.valid("param").id, c.req.valid("query"))),
  )
  .post("/rooms/:id/messages", declare({ summary: "Send a message to a room", description: "Sends a text, image or voice message to a room, as the WebSocket does. Signed-in users who may enter the room and are not banned from the chat may call it (rate-limited). Stores the message and relays it to the room.", tags: C, access: "user", responses: { 201: r.chatMessageEnvelopeSchema }, errors: [400, 403, 404, 409, 429] }), params(room), json(sendMessageInputSchema), async (c) =>
    c.json({ message: await chat.postMessage(c.var.ctx, c.req.valid("param").id, c.req.valid("json")) }, 201),
  )
  .post("/messages/:id/reactions", declare({ summary: "React to a message (again: undo)", description: "Adds the user's reaction to a message; the same reaction again removes it. Signed-in users who may enter the message's room may call it. Changes the message's reactions.", tags: C, access: "user", responses: { 200: r.chatReactionsSchema }, errors: [400, 403, 404, 429] }), params(message), json(reactionInputSchema), async (c) =>
    c.json(await chat.reactToMessage(c.var.ctx, c.req.valid("param").id, c.req.valid("json").emoji)),
  )
  .post(
    "/messages/:id/report",
    declare({ summary: "Report a message (null: already handled)", description: "Reports a message to the moderators with a reason; answers null when the case is already handled. Signed-in users who may enter the room may call it, once per message. Adds a report (3 reporters hide the message until a moderator decides).", tags: C, access: "user", optionalBody: reportInputSchema, responses: { 200: r.reportResultSchema }, errors: [400, 403, 404, 409, 429] }),
    params(message),
    async (c) => {
      // The spec's client sends no body; a reason is optional.
      const hasBody = !!(await c.req.raw.clone().text()).trim();
      const { reason } = hasBody ? await readJsonAs(c, reportInputSchema) : { reason: "" };
      return c.json(await chat.reportMessage(c.var.ctx, c.req.valid("param").id, reason));
    },
  );

/** /admin/chat: the reported messages screen's calls. */
export const adminChatRoutes = new Hono<AppEnv>()
  .get(
    "/reported-messages",
    declare({ summary: "Reported messages, a page at a time (X-Total-Count)", description: "Lists the chat messages with open reports, a page at a time (X-Total-Count gives the total). Staff may call it. Changes nothing.", tags: M, access: "staff", headers: s.TOTAL_COUNT, responses: { 200: s.reportedMessagesSchema }, errors: [400] }),
    query(caseQuerySchema),
    async (c) => pagedArray(c, await chat.reportedMessages(c.var.ctx, c.req.valid("query"))),
  )
  .delete(
    "/messages/:id",
    declare({ summary: "Remove a message with a reason (audited)", description: "Removes a chat message with a reason; the room shows it as removed. Staff may call it. Closes the message's report case, tells the author and writes the audit log.", tags: M, access: "staff", optionalBody: removalInputSchema, responses: { 200: s.removedSchema }, errors: [400, 404] }),
    params(message),
    optionalJson(removalInputSchema),
    async (c) => c.json(await chat.deleteMessage(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason)),
  )
  .post("/messages/:id/clear-reports", declare({ summary: "Clear a message's reports (audited)", description: "Dismisses a chat message's reports and keeps the message. Staff may call it. Closes the report case and writes the audit log.", tags: M, access: "staff", responses: { 200: s.clearedSchema }, errors: [400, 404] }), params(message), async (c) =>
    c.json(await chat.clearMessageReports(c.var.ctx, c.req.valid("param").id)),
  );

/** /admin/users/...: chat bans (mounted before the user admin's /:id routes). */
export const adminChatBanRoutes = new Hono<AppEnv>()
  .get("/chat-banned", declare({ summary: "Users banned from the chat", description: "Lists the users with an active chat ban, with its reason and end. Staff (moderators and admins) may call it. Changes nothing.", tags: M, access: "staff", responses: { 200: s.chatBannedUsersSchema } }), async (c) => c.json(await chat.chatBannedUsers(c.var.ctx)))
  .post("/:id/ban-chat", declare({ summary: "Ban a user from the chat (audited)", description: "Bans a user from the chat, for a duration or for good, with a reason; the user's open chat sockets are closed. Staff may call it. Writes a ban, a notice to the user and the audit log. The author's open cases in the scope leave the moderation queue: their reports cleared (authorItems: clear, the default) or the items removed (remove).", tags: M, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 403, 404, 409] }), params(z.object({ id: textIdSchema })), json(queueBanInputSchema), async (c) =>
    // Like every ban: the author's open cases in the scope leave the queue (reports cleared by default).
    c.json(await banAuthor(c.var.ctx, c.req.valid("param").id, "chat", c.req.valid("json"))),
  )
  .post("/:id/unban-chat", declare({ summary: "Lift a chat ban (audited)", description: "Lifts a user's chat ban. Staff may call it. Ends the ban, tells the user and writes the audit log.", tags: M, access: "staff", responses: { 200: s.banResultSchema }, errors: [400, 404] }), params(z.object({ id: textIdSchema })), async (c) =>
    c.json(await chat.unbanFromChat(c.var.ctx, c.req.valid("param").id)),
  );
