// One realtime connection in the browser (the shell's lobby socket and the open chat room's), with
// what makes it say the truth about its state (issue 26, decision 032):
// - tickets are held and reused while they last (a ticket opens several connections), so
//   switching rooms costs no new ticket; the lobby and a room starting together share one fetch;
// - a heartbeat: a ping after 10 s of quiet, the link dead when nothing answers within 5 s;
// - the browser's offline/online events switch the state at once (close, then reconnect);
// - a refused ticket (429) stops the retries and says until when, then tries again at that time.
import type PartySocket from "partysocket";
import { FINAL_CLOSE_CODES } from "../../../domain/chat-close-codes";
import type { ServerMessage } from "../../../domain/chat-protocol";
import { HEARTBEAT, heartbeatStep, PING_FRAME, REALTIME_TICKET, retryAtFrom, ticketUsable, type HeldTicket } from "../../../domain/realtime-link";
import { realtimeSessionEnded } from "../../../domain/sign-out";
import { api } from "../../lib/api-client";

export class TicketRefused extends Error {
  constructor(
    readonly status: number,
    /** For a 429: when a ticket may be asked again (ms since the epoch). */
    readonly retryAt: number | null = null,
  ) {
    super(`Ticket refused: ${status}`);
  }
}

/** A new ticket from the server (every use of it counts there too). */
async function fetchTicket(): Promise<HeldTicket> {
  const res = await api.realtime.ticket.$post();
  if (!res.ok) throw new TicketRefused(res.status, res.status === 429 ? retryAtFrom(res.headers.get("Retry-After"), Date.now()) : null);
  const body = await res.json();
  // Its lifetime on this browser's clock (the server's may differ): counted from the answer.
  return { ticket: body.ticket, expiresAt: Date.now() + REALTIME_TICKET.ttlMs, usesLeft: body.uses ?? 1 };
}

// The ticket this page holds, for its user, and the fetch under way (shared by sockets that start together).
let held: (HeldTicket & { userId: string }) | null = null;
let pending: { userId: string; promise: Promise<void> } | null = null;

/** A ticket for one more connection of `userId`: the one held while it has uses and time left, else a new one. */
export async function takeTicket(userId: string): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (held?.userId === userId && ticketUsable(held, Date.now())) {
      held.usesLeft--;
      return held.ticket;
    }
    if (pending?.userId !== userId) {
      const promise = fetchTicket().then((t) => {
        held = { ...t, userId };
      });
      pending = { userId, promise };
      void promise.finally(() => {
        if (pending?.promise === promise) pending = null;
      }).catch(() => {});
    }
    await pending!.promise;
  }
  throw new TicketRefused(0);
}

/** Drops a ticket that may be spent (a connection with it failed before it opened), or every ticket held. */
export function forgetTicket(ticket?: string) {
  if (!ticket || held?.ticket === ticket) held = null;
}

/** Why the link is down: offline (`browser`: the browser itself says so) or limited until a time. */
export type LinkDown = { kind: "offline"; browser: boolean } | { kind: "limited"; retryAt: number };

export type LinkOptions = {
  room: string;
  userId: string;
  /** partysocket's backoff (community.md §4). */
  backoff: { minDelayMs: number; maxDelayMs: number; growFactor: number; connectTimeoutMs: number };
  onMessage: (message: ServerMessage) => void;
  /** The link is down: offline (network, heartbeat, the browser's event) or limited until a time. */
  onDown: (down: LinkDown) => void;
  /** The room closed it for good (a ban, a full or private room): no reconnection. */
  onFinal: (code: number) => void;
  /** The session is over (a 401 ticket, or the room's 4001): reload as signed out. */
  onSessionEnded: () => void;
};

export type RealtimeLink = {
  /** Sends a frame if the link is up (and the browser online); false otherwise. */
  send: (data: string) => boolean;
  close: () => void;
};

/** Opens the link (the socket is loaded on demand: partysocket stays out of the first load). */
export function openRealtimeLink(o: LinkOptions): RealtimeLink {
  let socket: PartySocket | null = null;
  let stopped = false;
  let limitedUntil = 0;
  let limitTimer: ReturnType<typeof setTimeout> | null = null;
  /** The ticket of the attempt under way, and whether that attempt opened. */
  let attemptTicket: string | null = null;
  let opened = false;
  const beat: { lastHeardAt: number; pingSentAt: number | null } = { lastHeardAt: Date.now(), pingSentAt: null };
  const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

  const stop = () => {
    stopped = true;
    socket?.close();
    if (limitTimer) clearTimeout(limitTimer);
    clearInterval(heartbeat);
    window.removeEventListener("offline", onOffline);
    window.removeEventListener("online", onOnline);
  };

  const limit = (retryAt: number) => {
    limitedUntil = retryAt;
    socket?.close();
    o.onDown({ kind: "limited", retryAt });
    if (limitTimer) clearTimeout(limitTimer);
    limitTimer = setTimeout(() => {
      limitedUntil = 0;
      if (!stopped && browserOnline()) socket?.reconnect();
    }, Math.max(0, retryAt - Date.now()));
  };
  const limited = () => limitedUntil > Date.now();

  const onOffline = () => {
    if (stopped) return;
    if (!limited()) o.onDown({ kind: "offline", browser: !browserOnline() });
    socket?.close();
  };
  const onOnline = () => {
    if (stopped || limited()) return;
    socket?.reconnect();
  };
  window.addEventListener("offline", onOffline);
  window.addEventListener("online", onOnline);

  const heartbeat = setInterval(() => {
    if (!socket || socket.readyState !== 1) return;
    const now = Date.now();
    const step = heartbeatStep(beat, now);
    if (step === "ping") {
      beat.pingSentAt = now;
      socket.send(PING_FRAME);
    } else if (step === "dead") {
      beat.pingSentAt = null;
      o.onDown({ kind: "offline", browser: !browserOnline() });
      socket.reconnect();
    }
  }, HEARTBEAT.tickMs);

  void import("partysocket").then(({ default: PartySocketClass }) => {
    if (stopped) return;
    socket = new PartySocketClass({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: "chat",
      room: o.room,
      query: async () => {
        attemptTicket = null;
        opened = false;
        // partysocket asks for the next URL even when closed during its wait: no ticket spent then.
        if (stopped) throw new Error("Link closed");
        try {
          attemptTicket = await takeTicket(o.userId);
          return { ticket: attemptTicket };
        } catch (err) {
          // Closed while the ticket was asked (a logout): the answer concerns no page any more, and
          // a 'session ended' would reload the data of the next one (a wizard's steps with it).
          if (stopped) throw err;
          if (err instanceof TicketRefused && realtimeSessionEnded({ ticketStatus: err.status })) {
            stop();
            o.onSessionEnded();
          } else if (err instanceof TicketRefused && err.status === 429 && err.retryAt) limit(err.retryAt);
          throw err;
        }
      },
      startClosed: !browserOnline(),
      minReconnectionDelay: o.backoff.minDelayMs,
      maxReconnectionDelay: o.backoff.maxDelayMs,
      reconnectionDelayGrowFactor: o.backoff.growFactor,
      connectionTimeout: o.backoff.connectTimeoutMs,
      maxRetries: Infinity,
      // Callers keep what they could not send visibly (the chat's outbox); no hidden queue.
      maxEnqueuedMessages: 0,
    });
    if (!browserOnline()) o.onDown({ kind: "offline", browser: true });
    socket.addEventListener("open", () => {
      opened = true;
      beat.lastHeardAt = Date.now();
      beat.pingSentAt = null;
    });
    socket.addEventListener("message", (event) => {
      beat.lastHeardAt = Date.now();
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type !== "pong") o.onMessage(message);
    });
    socket.addEventListener("close", (event) => {
      // Refused before it opened (the ticket may be used up or expired): the next attempt takes a new one.
      if (!opened && attemptTicket) forgetTicket(attemptTicket);
      opened = false;
      if (stopped) return;
      if (realtimeSessionEnded({ closeCode: event.code })) {
        stop();
        o.onSessionEnded();
        return;
      }
      if (FINAL_CLOSE_CODES.includes(event.code)) {
        stop();
        o.onFinal(event.code);
        return;
      }
      if (!limited()) o.onDown({ kind: "offline", browser: !browserOnline() });
    });
  });

  return {
    send: (data) => {
      if (stopped || !socket || socket.readyState !== 1 || !browserOnline()) return false;
      socket.send(data);
      return true;
    },
    close: stop,
  };
}
