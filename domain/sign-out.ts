// Why a visitor is not (or no longer) signed in: one rule for every screen that explains it (the
// store's sign-in notice, the team builder's two dialogs, the realtime connection that stops).
// Pure: it reads the session token a request carries, never checks its signature (the server's
// authenticate does); it only tells a token past its time from one the server refused.

/** No session token at all; one past its `exp`; or one the server refused (logout elsewhere, password change, ban, deactivation). */
export type SignedOutReason = "missing" | "expired" | "ended";

/** The `exp` claim (seconds) of a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp : null;
  } catch {
    return null;
  }
}

/** Why a request whose session did not authenticate has no user, from the token it sent (if any), at `now` (ms). */
export function signedOutReason(token: string | null | undefined, now: number): SignedOutReason {
  if (!token) return "missing";
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= now ? "expired" : "ended";
}

/** The close code with which a realtime room ends a socket whose session has ended (party/messages.ts SESSION_ENDED). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** Does this end of a realtime connection mean the session is over (stop reconnecting, reload as signed out)? */
export function realtimeSessionEnded(signal: { closeCode: number } | { ticketStatus: number }): boolean {
  return "closeCode" in signal ? signal.closeCode === SESSION_ENDED_CLOSE_CODE : signal.ticketStatus === 401;
}
