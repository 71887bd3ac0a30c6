import { Form } from "@remix-run/react";
import Check from "lucide-react/icons/check";
import { Icon } from "../../ui/icon";
import { currentLocale, LOCALES } from "../../../domain/locale";
import { profileMessages as t } from "../../../domain/messages/profile";
import { shellMessages } from "../../../domain/messages/shell";

/**
 * The language setting (issue 45): both languages, each named in itself, the current one marked;
 * a choice posts to /language (the shell's switch's fields) and comes back here, with or without
 * JavaScript (the page reloads, so every text changes at once).
 */
export function LanguageSection() {
  const current = currentLocale();
  return (
    <section className="card profile-language" aria-labelledby="language-title" id="langue">
      <h2 id="language-title">{t.language}</h2>
      <p className="muted small">{t.languageHint}</p>
      <Form method="post" action="/language" reloadDocument className="profile-language-choices">
        <input type="hidden" name="redirectTo" value="/profile#langue" />
        {LOCALES.map((locale) => {
          const name = shellMessages.language.names[locale];
          const chosen = locale === current;
          return (
            <button
              key={locale}
              type="submit"
              name="locale"
              value={locale}
              className={chosen ? "btn btn-primary" : "btn btn-secondary"}
              aria-pressed={chosen}
              aria-label={chosen ? `${name} (${t.languageCurrent})` : t.languageChoose(name)}
              data-testid={`profile-language-${locale}`}
            >
              <span lang={locale}>{name}</span>
              {chosen ? <Icon icon={Check} /> : null}
            </button>
          );
        })}
      </Form>
    </section>
  );
}
