// The offline page (issue 46; decision 046): a whole document with no script and its style
// inline, so it shows from the service worker's cache with nothing else reachable. In the
// language the catalogues answer in (the route picks it). Links to the pages kept for reading.
import { currentLocale } from "../../../domain/locale";
import { pwaMessages as t } from "../../../domain/messages/pwa";
import { shellMessages as s } from "../../../domain/messages/shell";
import { BACKGROUND_COLOR, THEME_COLOR } from "./manifest";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root { color-scheme: light dark; --bg: ${BACKGROUND_COLOR}; --surface: #fff; --text: #14201a; --muted: #5b6b62; --border: #d6ded8; --primary: #0b7a43; --on-primary: #fff; }
@media (prefers-color-scheme: dark) { :root { --bg: #0e1512; --surface: #17211c; --text: #e8f0eb; --muted: #9fb1a6; --border: #2c3a33; --primary: #2fbf71; --on-primary: #06130c; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); line-height: 1.5; }
header { background: ${THEME_COLOR}; color: #fff; padding: 10px 20px; display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 1.1rem; }
main { max-width: 560px; margin: 0 auto; padding: 32px 20px; }
h1 { margin: 0 0 8px; font-size: 1.6rem; }
p { color: var(--muted); margin: 0 0 16px; }
ul { list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 8px; }
a { color: inherit; }
ul a { display: flex; align-items: center; min-height: 48px; padding: 10px 16px; border-radius: 10px; background: var(--surface); border: 1px solid var(--border); font-weight: 600; text-decoration: none; }
.retry { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 10px 18px; border-radius: 10px; background: var(--primary); color: var(--on-primary); font-weight: 600; text-decoration: none; }
`;

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
