// The room's writes, whichever path they came by (a socket's frame or the REST service): a message
// (text, reply, media, ban and limit checked, a resend answered once), a reaction, a message hidden
// by reports or shown again, a staff delete. Each goes out to every socket once stored.
import type { ChatStore, StoredQuote } from "../chat-store";
import type { ServiceContext } from "../../api/services/context";
import type { Outcome, Sender } from "../../api/services/room-rpc";
import { claimUpload } from "../../api/services/uploads";
import {
  CHAT_SETTINGS,
  canReplyTo,
  checkMessageText,
  isOwnChatMedia,
  mediaKeyOf,
  parseMessageId,
  replyQuote,
  type ChatEmoji,
  type ChatMessage,
  type Reaction,
  type SendMessageInput,
} from "../../domain/chat";
import type { ServerMessage } from "../../domain/chat-protocol";
import type { RoomConfig } from "../../domain/chat-rooms";
import type { RoomAlarm } from "./alarm";
import type { Brakes } from "./brakes";
import type { Presence } from "./presence";
import { refuse, type WriteVia } from "./shared";
import type { RoomSockets } from "./sockets";

export type MessagesDeps = {
  /** The room's name (known once the runtime named it: read when needed). */
  room: () => string;
  config: () => RoomConfig | null;
  store: () => ChatStore;
  services: () => ServiceContext;
  media: () => Pick<R2Bucket, "head" | "delete">;
  brakes: Brakes;
  presence: Presence;
  sockets: RoomSockets;
  alarm: RoomAlarm;
};

export class RoomMessages {
  constructor(private readonly deps: MessagesDeps) {}

  /** One message from a user (socket or REST): text, reply, media, ban and rate limit checked here. */
  async post(sender: Sender, input: SendMessageInput, via: WriteVia, clientId?: string): Promise<Outcome<{ message: ChatMessage }>> {
    const { brakes, sockets } = this.deps;
    const room = this.deps.room();
    const store = this.deps.store();
    const config = this.deps.config();
    if (!config || config.kind === "lobby") return refuse("forbidden", { key: "noMessagesHere" });
    // A resend of a message already stored (the echo was lost with the socket): answered, not stored again.
    const earlier = clientId ? store.sentWith(sender.userId, clientId) : null;
    if (earlier !== null) return this.echoAgain(sender, earlier, clientId!);
    const text = input.content;
    const check = checkMessageText(text, CHAT_SETTINGS);
    if (check === "tooLong") return refuse("too_long", { key: "tooLong", values: { max: CHAT_SETTINGS.maxMessageLength } });
    if (check === "empty" && input.type === "text") return refuse("invalid", { key: "emptyMessage" });
    let replyTo: StoredQuote | null = null;
    let quotedSeq: number | null = null;
    if (input.replyTo) {
      const target = parseMessageId(input.replyTo.messageId);
      const original = target && target.roomId === room ? store.find(target.seq) : null;
      // A message hidden by reports is not there to answer: its quote would carry it to every screen.
      if (!original || original.hidden) return refuse("not_found", { key: "messageNotFound" });
      if (!canReplyTo(sender.userId, original.message)) return refuse("forbidden", { key: "cannotReplyOwn" });
      replyTo = { ...replyQuote(original.message), userId: original.message.userId };
      quotedSeq = target!.seq;
    }
    const url = input.type === "image" ? input.imageUrl : input.type === "audio" ? input.audioUrl : null;
    if (input.type !== "text" && (!url || !isOwnChatMedia(url, sender.userId, input.type))) return refuse("not_found", { key: "notYourFile" });
    const now = Date.now();
    const [refusal, object] = await Promise.all([
      brakes.checkWrite(sender, "chatMessage", via, now),
      url ? this.deps.media().head(mediaKeyOf(url)!) : Promise.resolve(true),
    ]);
    if (refusal) return refusal;
    if (!object) return refuse("not_found", { key: "notYourFile" });
    // Hidden or removed while the checks ran: the quote must not carry it either.
    if (quotedSeq !== null) {
      const original = store.find(quotedSeq);
      if (!original || original.hidden) return refuse("not_found", { key: "messageNotFound" });
    }
    // The same message sent twice at once (a resend racing the first): the first stored wins.
    const raced = clientId ? store.sentWith(sender.userId, clientId) : null;
    if (raced !== null) return this.echoAgain(sender, raced, clientId!);
    const message = store.insert({
      userId: sender.userId,
      username: sender.username,
      avatar: sender.avatar,
      type: input.type,
      content: text.trim() ? text : "",
      imageUrl: input.type === "image" ? url! : null,
      audioUrl: input.type === "audio" ? url! : null,
      replyTo,
      event: null,
      createdAt: now,
    });
    if (clientId) store.rememberClientId(sender.userId, clientId, parseMessageId(message.id)!.seq, now);
    // The message ends the typing (the 3 s throttle still runs).
    this.deps.presence.stoppedTyping(sender.userId);
    const payload = JSON.stringify({ type: "new_message", message } satisfies ServerMessage);
    if (clientId) {
      const own = JSON.stringify({ type: "new_message", message, clientId } satisfies ServerMessage);
      sockets.toOwn(sender.userId, own);
      sockets.fanout(payload, sender.userId);
    } else sockets.fanout(payload);
    // After the send: the upload is taken (attached, never removed as unattached:
    // api/services/uploads.ts), the next write's slot counted, the retention alarm set.
    if (url) await claimUpload(this.deps.services().db, url).catch((err) => console.error("chat media claim failed", err));
    if (via === "socket") await brakes.countAhead(sender, "chatMessage");
    await this.deps.alarm.wakeForRetention();
    return { ok: true, message };
  }

  /** The stored message again, to the sender's own sockets only, with the client id it was sent with. */
  private echoAgain(sender: Sender, seq: number, clientId: string): Outcome<{ message: ChatMessage }> {
    const stored = this.deps.store().find(seq);
    if (!stored) return refuse("not_found", { key: "messageNotFound" });
    const own = JSON.stringify({ type: "new_message", message: stored.message, clientId } satisfies ServerMessage);
    this.deps.sockets.toOwn(sender.userId, own);
    return { ok: true, message: stored.message };
  }

  async react(sender: Sender, messageId: string, emoji: ChatEmoji, via: WriteVia): Promise<Outcome<{ messageId: string; reactions: Reaction[] }>> {
    const { brakes } = this.deps;
    const room = this.deps.room();
    const store = this.deps.store();
    const target = parseMessageId(messageId);
    if (!target || target.roomId !== room) return refuse("wrong_room", { key: "wrongRoom" });
    // Hidden by reports, a message takes no reaction: every socket would hear of it.
    const shown = store.find(target.seq);
    if (!shown || shown.hidden) return refuse("not_found", { key: "messageNotFound" });
    const refusal = await brakes.checkWrite(sender, "chatReaction", via, Date.now());
    if (refusal) return refusal;
    const original = store.find(target.seq);
    if (!original || original.hidden) return refuse("not_found", { key: "messageNotFound" });
    const reactions = store.toggleReaction(target.seq, sender.userId, emoji, Date.now());
    this.deps.sockets.broadcast({ type: "reaction_updated", messageId, reactions });
    if (via === "socket") await brakes.countAhead(sender, "chatReaction");
    return { ok: true, messageId, reactions };
  }

  /**
   * The moderation core hid a message (3 distinct reporters) or showed it again (reports
   * cleared). Hidden, it leaves every screen but its author's and staff's (message_deleted);
   * shown again, it is back in the history the next time it is read.
   */
  setHidden(seq: number, hidden: boolean): { found: boolean } {
    const message = this.deps.store().setHidden(seq, hidden);
    if (!message) return { found: false };
    if (hidden) this.deps.sockets.hiddenFrom(message.userId, JSON.stringify({ type: "message_deleted", roomId: this.deps.room(), messageId: message.id } satisfies ServerMessage));
    return { found: true };
  }

  /** Staff delete: the message, its reactions and its media go; every screen drops it. */
  async delete(seq: number): Promise<{ deleted: boolean }> {
    const { deleted, mediaKeys } = this.deps.store().delete(seq);
    if (mediaKeys.length) await this.deps.media().delete(mediaKeys);
    if (deleted) this.deps.sockets.broadcast({ type: "message_deleted", roomId: this.deps.room(), messageId: `${this.deps.room()}.${seq}` });
    return { deleted };
  }
}
