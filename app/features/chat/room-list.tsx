// The chat's room list (links: they work without JavaScript), each room with its icon, lock,
// description and online count (community.md §2 "Chat").
import { Link } from "@remix-run/react";
import type { ChatRoom } from "../../../domain/chat-rules";
import { chatMessages as t } from "../../../domain/messages/chat";
import { roomLabel } from "../../../domain/chat-system";
import Lock from "lucide-react/icons/lock";
import { Icon } from "../../ui/icon";
import { RoomIcon } from "./room-icon";
/** The chat screen's three views (on a phone, one at a time). */
export type ChatView = "chat" | "rooms" | "participants";


export const roomHref = (id: string, view: ChatView = "chat") => `/chat?room=${encodeURIComponent(id)}${view === "chat" ? "" : `&view=${view}`}`;

export function RoomList({ rooms, current, onPick }: { rooms: ChatRoom[]; current: string | null; onPick: () => void }) {
  if (rooms.length === 0) return <p className="empty-state">{t.ui.noRooms}</p>;
  return (
    <ul className="chat-rooms">
      {rooms.map((room) => (
        <li key={room.id}>
          <Link
            to={roomHref(room.id)}
            className="chat-room-link"
            aria-current={room.id === current ? "page" : undefined}
            style={{ ["--room-color" as string]: room.color }}
            onClick={onPick}
            prefetch="none"
          >
            <span className="chat-room-icon" aria-hidden="true">
              <RoomIcon room={room} />
            </span>
            <span className="chat-room-text">
              <span className="chat-room-name">
                {roomLabel(room).name}
                {!room.isPublic && (
                  <span className="chat-lock" role="img" aria-label={t.privateRoom} title={t.privateRoom}>
                    {" "}
                    <Icon icon={Lock} />
                  </span>
                )}
              </span>
              <span className="chat-room-desc">{roomLabel(room).description}</span>
            </span>
            {room.onlineCount > 0 && <span className="chat-room-count">{t.ui.onlineCount(room.onlineCount)}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
