// /chat's loader data and form actions: views of the chat service (api/services/chat.ts). The
// first page of history is rendered on the server, so the room can be read (and written to, by the
// composer's form) without JavaScript; the socket takes over once the page runs.
import { redirect } from "@remix-run/cloudflare";
import { intentAction } from "../../lib/form-action.server";
import { listRooms, postMessage, roomHistory } from "../../../api/services/chat";
import type { ServiceContext } from "../../../api/services/context";
import { myActiveBans } from "../../../api/services/bans";
import { parseOrThrow } from "../../../api/errors";
import { CHAT_PAGE_SIZE, roomIdSchema, sendMessageInputSchema, type ChatHistoryPage } from "../../../domain/chat";
import { chatMessages as t } from "../../../domain/messages/chat";
import { can } from "../../../domain/permissions";
import type { ChatPageData, ChatView } from "./chat-page";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";

const VIEWS = ["chat", "rooms", "participants"] as const satisfies readonly ChatView[];

/** ?room=id (an unknown one opens the first room) and ?view=, the phone's panel. */
const chatQuery = z.object({ room: z.string().optional(), view: z.enum(VIEWS).catch("chat") });

export async function chatPageData(ctx: ServiceContext, request: Request): Promise<ChatPageData> {
  const viewer = ctx.viewer!;
  const url = new URL(request.url);
  const { rooms, settings } = await listRooms(ctx);
  const { room: asked, view } = parseQuery(url, chatQuery);
  const wanted = asked ? rooms.find((r) => r.id === asked) : undefined;
  // A private room the user may not enter shows the list with the reason; an unknown one, the first room.
  const room = wanted?.canEnter ? wanted : rooms.find((r) => r.canEnter && r.kind === "general") ?? rooms.find((r) => r.canEnter) ?? null;
  const refused = wanted && !wanted.canEnter ? t.roomForbidden : null;
  const [history, bans]: [ChatHistoryPage, Awaited<ReturnType<typeof myActiveBans>>] = await Promise.all([
    room ? roomHistory(ctx, room.id, { limit: CHAT_PAGE_SIZE, offset: 0 }) : { messages: [], hasMore: false },
    myActiveBans(ctx),
  ]);
  return {
    rooms,
    settings,
    room,
    history,
    me: {
      id: viewer.id,
      username: viewer.username,
      // Moderators see what reports hid, and the moderation controls.
      staff: can(viewer.role, "content:moderate"),
      // A chat ban in force: the composer is disabled with its reason and end (issue 25).
      chatBan: bans.chat?.message ?? null,
    },
    view,
    now: ctx.now(),
    notice: refused ? { kind: "error", message: refused } : null,
  };
}

/** The composer without JavaScript: a text message (optionally a reply) over the REST path the sockets share. */
export function chatAction(ctx: ServiceContext, request: Request) {
  return intentAction(request, {
    send: async ({ fields }) => {
      const roomId = parseOrThrow(roomIdSchema, fields.roomId);
      const input = parseOrThrow(sendMessageInputSchema, {
        type: "text",
        content: fields.content ?? "",
        replyTo: fields.replyTo ? { messageId: fields.replyTo } : null,
      });
      await postMessage(ctx, roomId, input);
      return redirect(`/chat?room=${encodeURIComponent(roomId)}`);
    },
  });
}
