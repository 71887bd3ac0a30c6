import { useEffect } from "react";
import { TIME_ZONE_COOKIE } from "../../domain/locale";

/**
 * Tells the server the browser's time zone when it differs from the one the page was written in
 * (a cookie, read by the next request) or from the account's (PUT /users/me/preferences, for the
 * person's other devices and what the server sends them). Dates are then written in the person's
 * own zone from the first byte of the next page.
 */
export function TimeZoneSync({ shown, account }: { shown: string; account: string | null | undefined }) {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    if (zone !== shown) document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    if (account !== undefined && account !== zone) {
      void fetch("/api/users/me/preferences", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ timeZone: zone }), credentials: "same-origin" }).catch(() => {});
    }
  }, [shown, account]);
  return null;
}
