// Chat (community.md §3 Chat room / Participant / Chat message / Reaction / Chat settings,
// §5 Chat message, §9 Chat): the input schemas of the socket and the REST API. The shapes the
// rooms, the REST API and the /chat page share, and the pure rules (settings, emoji, replies and
// their quotes, reactions, typing, retention), are in chat-rules.ts (re-exported here). The message and reaction limits: domain/limits.ts (chatMessage, chatReaction).
// Storage: docs/decisions/018-chat-history-storage.md; private rooms: 019-chat-vip-rooms.md.
// Dates and times on screen: formatter(currentLocale()).time / .dayHeading / .relative(…, { upTo: "hour" })
// (domain/format.ts); texts: domain/messages/chat.ts.
//
// REST (all under /api; JSON; errors in the one envelope { error: { code, message } }):
//   GET    /chat/rooms                              -> { rooms: ChatRoom[], settings: ChatSettings }
//   GET    /chat/rooms/{id}/messages?limit&offset&before
//                                                   -> ChatHistoryPage (oldest first; `before` is a message id,
//                                                      `offset` counts back from `before` or from the newest)
//   POST   /chat/rooms/{id}/messages  SendMessageInput -> 201 { message: ChatMessage } (the room's sockets get new_message)
//   POST   /chat/messages/{id}/reactions { emoji }  -> { messageId, reactions: Reaction[] }
//   POST   /chat/messages/{id}/report { reason? }   -> { success: true, reporters, hidden } | null (already handled);
//                                                      409 'Vous avez déjà signalé ce message'; 403 own message
//   POST   /uploads/chat (multipart, field file)    -> 201 { fileUrl } (image: JPEG/PNG/GIF; audio: MP3/WAV/WebM-Opus/MP4-AAC; 5 MB)
//   Staff (moderator or admin):
//   GET    /admin/chat/reported-messages            -> ReportedChatMessage[]
//   DELETE /admin/chat/messages/{id}                -> { success: true, messageId } (sockets get message_deleted)
//   POST   /admin/chat/messages/{id}/clear-reports  -> { success: true }
//   POST   /admin/users/{id}/ban-chat { reason, duration? } -> { userId, username, scope: "chat", reason, endsAt, createdAt }
//   POST   /admin/users/{id}/unban-chat             -> { userId, username, scope: "chat" }
//   GET    /admin/users/chat-banned                 -> ChatBannedUser[]
// Sockets: /parties/chat/{roomId}?ticket=… (ticket: POST /api/realtime/ticket); protocol in domain/chat-protocol.ts.
import { z } from "zod";
import { offsetPagingSchema } from "./lists.ts";
import { chatMessages } from "./messages/chat.ts";
import { CHAT_EMOJI, CHAT_MAX_PAGE_SIZE, CHAT_MEDIA_URL, CHAT_PAGE_SIZE, PARTICIPANT_MAX_PAGE_SIZE, PARTICIPANT_PAGE_SIZE, parseMessageId } from "./chat-rules.ts";

// The shapes and rules live in chat-rules.ts, without zod, for the /chat page (decision 028).
export * from "./chat-rules.ts";

// ---------------------------------------------------------------------------
// Ids (socket and REST)

export const chatEmojiSchema = z.enum(CHAT_EMOJI, { error: () => chatMessages.unknownReaction });

/** Room ids are slugs: they name the Durable Object and the URL /parties/chat/{id}. */
export const roomIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: () => chatMessages.roomNotFound });

export const messageIdSchema = z.string().trim().refine((id) => parseMessageId(id) !== null, { error: () => chatMessages.messageNotFound });

// ---------------------------------------------------------------------------
// Input (socket and REST share these)

export const replyToInputSchema = z.object({
  messageId: messageIdSchema,
  // Sent by the spec's client; ignored: the quote is made on the server from the stored message.
  username: z.string().max(200).optional(),
  content: z.string().max(5000).optional(),
});

/** A message as a client sends it (socket send_message.message, POST /chat/rooms/{id}/messages). */
export const sendMessageInputSchema = z
  .object({
    type: z.enum(["text", "image", "audio"]).default("text"),
    content: z.string().max(5000).default(""),
    imageUrl: z.string().max(300).nullish(),
    audioUrl: z.string().max(300).nullish(),
    replyTo: replyToInputSchema.nullish(),
  })
  .superRefine((m, ctx) => {
    const url = m.type === "image" ? m.imageUrl : m.type === "audio" ? m.audioUrl : null;
    if (m.type === "text" && !m.content.trim()) ctx.addIssue({ code: "custom", path: ["content"], message: chatMessages.emptyMessage });
    if (m.type !== "text" && (!url || !CHAT_MEDIA_URL.test(url))) ctx.addIssue({ code: "custom", path: [m.type === "image" ? "imageUrl" : "audioUrl"], message: chatMessages.missingFile });
  });
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

export const reactionInputSchema = z.object({ emoji: chatEmojiSchema });

export const historyQuerySchema = offsetPagingSchema({ defaultLimit: CHAT_PAGE_SIZE, maxLimit: CHAT_MAX_PAGE_SIZE, maxOffset: 100_000 }).extend({
  before: messageIdSchema.optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** A page of a room's participants, in the snapshot's order (online first): offset and limit. */
export const participantsQuerySchema = offsetPagingSchema({ defaultLimit: PARTICIPANT_PAGE_SIZE, maxLimit: PARTICIPANT_MAX_PAGE_SIZE, maxOffset: 100_000 });
