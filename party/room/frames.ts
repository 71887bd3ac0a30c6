// The room's socket protocol (domain/chat-protocol.ts): one client frame, from a socket of the room
// or of one of its relays, parsed and checked (identity from the server, never from the frame),
// handed to the part that answers it; the answers go back to that socket only.
import type { Sender } from "../../api/services/room-rpc";
import { parseMessageId } from "../../domain/chat";
import { clientMessageSchema, LEFT_ROOM } from "../../domain/chat-protocol";
import type { RoomConfig } from "../../domain/chat-rooms";
import { withoutControlCharacters } from "../../domain/input-text";
import type { Brakes } from "./brakes";
import type { History } from "./history";
import type { RoomMessages } from "./messages";
import type { Presence } from "./presence";
import { refuse, seesHidden, send, sendError, type ConnectionState, type Peer } from "./shared";

export type FramesDeps = {
  room: () => string;
  config: () => RoomConfig | null;
  brakes: Brakes;
  messages: RoomMessages;
  presence: Presence;
  history: History;
};

export class ClientFrames {
  constructor(private readonly deps: FramesDeps) {}

  /** One client frame of `state`'s socket: the same rules whichever socket it came by, the answers to `connection`. */
  async handle(connection: Peer, state: ConnectionState, message: string) {
    const { brakes, messages, presence, history } = this.deps;
    const room = this.deps.room();
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(withoutControlCharacters(JSON.parse(message)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return sendError(connection, refuse("invalid", { key: "invalidMessage" }));
    const data = parsed.data;
    if ("roomId" in data && data.roomId !== room) return sendError(connection, refuse("wrong_room", { key: "wrongRoom" }));
    const sender: Sender = { ...state.user, role: state.role };
    switch (data.type) {
      case "ping":
        return send(connection, { type: "pong", at: new Date().toISOString() });
      case "join_room":
        return connection.send(history.snapshot(this.deps.config()!, state.user, seesHidden(state.role)));
      case "leave_room":
        connection.close(LEFT_ROOM.code, LEFT_ROOM.reason);
        return connection.leave();
      case "send_message": {
        const result = await brakes.inOrder(sender.userId, () => messages.post(sender, data.message, "socket", data.clientId));
        if (!result.ok) return sendError(connection, result, data.clientId);
        return;
      }
      case "add_reaction": {
        const result = await brakes.inOrder(sender.userId, () => messages.react(sender, data.messageId, data.emoji, "socket"));
        if (!result.ok) return sendError(connection, result);
        return;
      }
      case "typing_start":
      case "typing_stop":
        return presence.typing(state.user, data.type === "typing_start");
      case "get_participants": {
        const page = await history.checkedParticipants(data.offset, data.limit);
        return send(connection, { type: "participants_page", roomId: room, ...page, offset: data.offset });
      }
      case "get_room_messages": {
        const before = data.before ? parseMessageId(data.before) : null;
        if (data.before && before?.roomId !== room) return sendError(connection, refuse("wrong_room", { key: "wrongRoom" }));
        const page = await history.page(data.limit, data.offset, before?.seq ?? null, { userId: state.user.userId, staff: seesHidden(state.role) });
        return send(connection, { type: "room_messages", roomId: room, ...page, before: data.before ?? null, offset: data.offset });
      }
    }
  }
}
