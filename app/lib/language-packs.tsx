// The page's language packs as modulepreloads (issue 45; scripts/vite-language-packs.ts): each
// catalogue module of the browser build awaits its texts in the page's language from a pack
// chunk; listed in the head, the packs download beside the scripts instead of after them.
import { useMatches } from "@remix-run/react";
import { useState } from "react";
import packs from "virtual:terrace/language-packs";
import type { Locale } from "../../domain/locale";

const ATTRIBUTE = "data-language-pack";

/** The packs of `locale` that the browser entry and the matched routes load, each once. */
export function languagePackFiles(routeIds: readonly string[], locale: Locale): string[] {
  return [...new Set(["entry", ...routeIds].flatMap((id) => packs[id]?.[locale] ?? []))];
}

export function LanguagePackPreloads({ locale }: { locale: Locale }) {
  const matches = useMatches();
  // Rendered once: the server lists the packs; the browser, hydrating, keeps what the server sent
  // (it has no map of its own), and later navigations import their packs as they need them.
  const [files] = useState(() =>
    typeof document === "undefined"
      ? languagePackFiles(
          matches.map((m) => m.id),
          locale,
        )
      : [...document.querySelectorAll(`link[${ATTRIBUTE}]`)].map((link) => link.getAttribute("href") ?? ""),
  );
  return files.map((href) => <link key={href} rel="modulepreload" href={href} {...{ [ATTRIBUTE]: "" }} />);
}
