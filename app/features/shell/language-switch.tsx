import { Form, useLocation } from "@remix-run/react";
import Languages from "lucide-react/icons/languages";
import { Icon } from "../../ui/icon";
import { currentLocale, LOCALES } from "../../../domain/locale";
import { shellMessages as t } from "../../../domain/messages/shell";

/**
 * Offers the other language, named in itself ('Français' on an English page). Posts to
 * /language and reloads the page the person is on (every text, client and server, changes at
 * once), with or without JavaScript.
 */
export function LanguageSwitch({ withText = false }: { withText?: boolean }) {
  const location = useLocation();
  const other = LOCALES.find((locale) => locale !== currentLocale())!;
  const name = t.language.names[other];
  return (
    <Form method="post" action="/language" reloadDocument className="language-switch">
      <input type="hidden" name="locale" value={other} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      <button type="submit" className={withText ? "btn btn-ghost" : "icon-btn"} aria-label={t.language.switchTo(name)} title={t.language.switchTo(name)} data-testid="language-switch">
        <Icon icon={Languages} />
        {withText ? <span lang={other}>{name}</span> : null}
      </button>
    </Form>
  );
}
