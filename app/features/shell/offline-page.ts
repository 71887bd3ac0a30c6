// The offline page (issue 46; decision 046): a whole document with no script and its style
// inline, so it shows from the service worker's cache with nothing else reachable. In the
// language the catalogues answer in (the route picks it). Links to the pages kept for reading.
import { currentLocale } from "../../../domain/locale";
import { pwaMessages as t } from "../../../domain/messages/pwa";
import { shellMessages as s } from "../../../domain/messages/shell";
import { THEME_COLOR } from "./manifest";
import STYLE from "../../styles/offline.css?inline";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);


export function offlinePage(): string {
  const pages: [string, string][] = [
    ["/my-team", s.nav.myTeam],
    ["/fixtures", s.nav.fixtures],
    ["/live-team", s.nav.liveTeam],
  ];
  return `<!DOCTYPE html>
<html lang="${currentLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escape(t.offline.pageTitle)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><img src="/favicon.svg" alt="" width="32" height="32"><span>Terrace</span></header>
<main id="main" data-testid="offline-page">
<h1>${escape(t.offline.title)}</h1>
<p>${escape(t.offline.text)}</p>
<ul>${pages.map(([href, label]) => `<li><a href="${href}">${escape(label)}</a></li>`).join("")}</ul>
<a class="retry" href="">${escape(t.offline.retry)}</a>
</main>
</body>
</html>`;
}
