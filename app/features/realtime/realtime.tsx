import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useRevalidator } from "@remix-run/react";
import type { PresenceUser, ServerMessage } from "../../../domain/chat-protocol";
import { realtimeSessionEnded } from "../../../domain/sign-out";
import { api } from "../../lib/api-client";

type RealtimeState = { status: "online" | "offline"; online: PresenceUser[] };
const RealtimeContext = createContext<RealtimeState>({ status: "offline", online: [] });
export const useRealtime = () => useContext(RealtimeContext);


export class TicketRefused extends Error {
  constructor(readonly status: number) {
    super(`Ticket refused: ${status}`);
  }
}

/** A fresh single-use ticket for every connection attempt (reconnects included). */
export async function fetchTicket(): Promise<{ ticket: string }> {
  const res = await api.realtime.ticket.$post();
  if (!res.ok) throw new TicketRefused(res.status);
  return { ticket: (await res.json()).ticket };
}

/**
 * Opens the realtime connection once the user is signed in; unmounting (logout)
 * closes it. Reconnects with 1 s - 5 s backoff, 20 s connect timeout, until the
 * session is over (the room closed it with 4001, or a ticket is refused with 401):
 * then it stops and the page's data is loaded again, which sends the now signed-out visitor
 * to the sign-in screen at once (a ban, a logout elsewhere).
 */
export function RealtimeProvider({ children, room = "lobby" }: { children: React.ReactNode; room?: string }) {
  const [state, setState] = useState<RealtimeState>({ status: "offline", online: [] });
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let socket: import("partysocket").default | null = null;
    let cancelled = false;
    const sessionOver = () => {
      if (cancelled) return;
      cancelled = true;
      socket?.close();
      revalidate.current();
    };
    import("partysocket").then(({ default: PartySocket }) => {
      if (cancelled) return;
      socket = new PartySocket({
        host: window.location.host,
        protocol: window.location.protocol === "https:" ? "wss" : "ws",
        party: "chat",
        room,
        query: () =>
          fetchTicket().catch((err) => {
            if (err instanceof TicketRefused && realtimeSessionEnded({ ticketStatus: err.status })) sessionOver();
            throw err;
          }),
        minReconnectionDelay: 1000,
        maxReconnectionDelay: 5000,
        reconnectionDelayGrowFactor: 1.5,
        connectionTimeout: 20000,
        maxRetries: Infinity,
      });
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as ServerMessage;
        // One snapshot on join, then deltas (domain/chat-protocol.ts).
        if (message.type === "room_snapshot")
          setState({ status: "online", online: message.room.participants.filter((p) => p.isOnline).map(({ userId, username, avatar }) => ({ userId, username, avatar })) });
        else if (message.type === "user_joined_room")
          setState((s) => ({ ...s, online: [...s.online.filter((u) => u.userId !== message.user.userId), { userId: message.user.userId, username: message.user.username, avatar: message.user.avatar }] }));
        else if (message.type === "user_left_room") setState((s) => ({ ...s, online: s.online.filter((u) => u.userId !== message.userId) }));
        else if (message.type === "presence_batch")
          setState((s) => {
            const gone = new Set([...message.left.map((u) => u.userId), ...message.joined.map((u) => u.userId)]);
            const joined = message.joined.map(({ userId, username, avatar }) => ({ userId, username, avatar }));
            return { ...s, online: [...s.online.filter((u) => !gone.has(u.userId)), ...joined] };
          });
      });
      socket.addEventListener("close", (event) => {
        setState((s) => ({ ...s, status: "offline" }));
        if (realtimeSessionEnded({ closeCode: event.code })) sessionOver();
      });
    });
    return () => {
      cancelled = true;
      socket?.close();
    };
  }, [room]);
  return <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>;
}
