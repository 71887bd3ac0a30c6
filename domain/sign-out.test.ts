import { describe, expect, it } from "vitest";
import { realtimeSessionEnded, signedOutReason, tokenExpiry } from "./sign-out";

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.s`;

describe("why a visitor is signed out", () => {
  it("tells no token, an expired one and a refused one apart", () => {
    const now = 1_000_000_000_000;
    expect(signedOutReason(null, now)).toBe("missing");
    expect(signedOutReason("", now)).toBe("missing");
    expect(signedOutReason(jwt({ exp: now / 1000 - 1 }), now)).toBe("expired");
    expect(signedOutReason(jwt({ exp: now / 1000 + 60 }), now)).toBe("ended");
    expect(signedOutReason("not-a-jwt", now)).toBe("ended");
    expect(tokenExpiry(jwt({ exp: 42 }))).toBe(42);
  });

  it("reads the realtime connection's end the way the rooms close it", () => {
    // 4001: the rooms' SESSION_ENDED close (party/messages.ts).
    expect(realtimeSessionEnded({ closeCode: 4001 })).toBe(true);
    expect(realtimeSessionEnded({ closeCode: 4003 })).toBe(false);
    expect(realtimeSessionEnded({ ticketStatus: 401 })).toBe(true);
    expect(realtimeSessionEnded({ ticketStatus: 429 })).toBe(false);
  });
});
