// The web app manifest (issue 46; decision 046): what an installed Terrace is called, how it
// opens and its icons (public/icons/, drawn by scripts/make-icons.ts), with shortcuts to the
// three screens of a gameweek. Texts in the reader's language (the menus' names, the site's
// description). One theme colour only: the manifest has no per-theme value, so the header's
// colour, which both themes share closely; the background is the light theme's page colour.
import { shellMessages as t } from "../../../domain/messages/shell";
import { currentLocale } from "../../../domain/locale";

export const THEME_COLOR = "#37003c";
export const BACKGROUND_COLOR = "#f4f6f3";

export function webAppManifest() {
  const icon = (size: number, purpose: "any" | "maskable") => ({
    src: `/icons/${purpose === "any" ? "icon" : "maskable"}-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  const shortcut = (url: string, name: string) => ({ name, short_name: name, url, icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] });
  return {
    id: "/",
    name: "Terrace",
    short_name: "Terrace",
    description: t.meta.description,
    lang: currentLocale(),
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [icon(192, "any"), icon(512, "any"), icon(192, "maskable"), icon(512, "maskable")],
    shortcuts: [shortcut("/pick-team", t.nav.pickTeam), shortcut("/live-team", t.nav.liveTeam), shortcut("/chat", t.nav.chat)],
  };
}
