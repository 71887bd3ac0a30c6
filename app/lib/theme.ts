export const THEME_COOKIE = "terrace_theme";
export type Theme = "light" | "dark";

export function themeFromCookie(header: string | null): Theme | null {
  const m = header?.match(/(?:^|;\s*)terrace_theme=(light|dark)/);
  return (m?.[1] as Theme) ?? null;
}

/** Set in the browser so the next server render already has the right theme (no flash). */
export function themeCookie(theme: Theme) {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
