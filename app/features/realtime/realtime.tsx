import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useRevalidator } from "@remix-run/react";
import type { PresenceUser } from "../../../domain/chat-protocol";
import { afterLoad } from "../../lib/after-load";
import { forgetTicket, openRealtimeLink, type RealtimeLink } from "./link";

type RealtimeState = { status: "online" | "offline"; online: PresenceUser[] };
const RealtimeContext = createContext<RealtimeState>({ status: "offline", online: [] });
export const useRealtime = () => useContext(RealtimeContext);
/** A window event: the signed-in person's chat ban was lifted (an open chat screen reconnects). */
export const CHAT_BAN_LIFTED_EVENT = "terrace:chat-ban-lifted";


/**
 * Opens the realtime connection once the user is signed in; unmounting (logout)
 * closes it. Reconnects with 1 s - 5 s backoff, 20 s connect timeout (and at once when the
 * browser is back online; a heartbeat and the offline event mark it offline: ./link.ts), until the
 * session is over (the room closed it with 4001, or a ticket is refused with 401):
 * then it stops and the page's data is loaded again, which sends the now signed-out visitor
 * to the sign-in screen at once (a ban, a logout elsewhere).
 * On a page's first load it connects once the page has loaded and the browser is idle (at most 1 s
 * after load, app/lib/after-load.ts): the socket's chunk and its ticket are no part of the first
 * paint, and started during hydration they were counted in it (issue 47).
 */
export function RealtimeProvider({ children, userId, room = "lobby" }: { children: React.ReactNode; userId: string; room?: string }) {
  const [state, setState] = useState<RealtimeState>({ status: "offline", online: [] });
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!userId) return;
    let link: RealtimeLink | null = null;
    const cancel = afterLoad(() => {
      link = openRealtimeLink({
        room,
        userId,
        backoff: { minDelayMs: 1000, maxDelayMs: 5000, growFactor: 1.5, connectTimeoutMs: 20000 },
        onMessage: (message) => {
          // One snapshot on join, then deltas (domain/chat-protocol.ts).
          if (message.type === "room_snapshot")
            setState({ status: "online", online: message.room.participants.filter((p) => p.isOnline).map(({ userId, username, avatar }) => ({ userId, username, avatar })) });
          else if (message.type === "user_joined_room")
            setState((s) => ({ ...s, online: [...s.online.filter((u) => u.userId !== message.user.userId), { userId: message.user.userId, username: message.user.username, avatar: message.user.avatar }] }));
          else if (message.type === "chat_ban_lifted") window.dispatchEvent(new Event(CHAT_BAN_LIFTED_EVENT));
          else if (message.type === "user_left_room") setState((s) => ({ ...s, online: s.online.filter((u) => u.userId !== message.userId) }));
          else if (message.type === "presence_batch")
            setState((s) => {
              const gone = new Set([...message.left.map((u) => u.userId), ...message.joined.map((u) => u.userId)]);
              const joined = message.joined.map(({ userId, username, avatar }) => ({ userId, username, avatar }));
              return { ...s, online: [...s.online.filter((u) => !gone.has(u.userId)), ...joined] };
            });
        },
        onDown: () => setState((s) => ({ ...s, status: "offline" })),
        onFinal: () => setState((s) => ({ ...s, status: "offline" })),
        onSessionEnded: () => {
          setState((s) => ({ ...s, status: "offline" }));
          revalidate.current();
        },
      });
    });
    return () => {
      cancel();
      link?.close();
      // Signed out (or another user): the tickets of this session are no use to the next.
      forgetTicket();
    };
  }, [room, userId]);
  return <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>;
}
