import { Link, useActionData } from "@remix-run/react";
import { useBriefSuccess } from "../../lib/use-brief-success";
import type { addLeakAction } from "./leaks.server";
import { emptyLeak, LeakForm } from "./leak-form";
import { leaksMessages as t } from "../../../domain/messages/leaks";
import { LeakStyles } from "./leak-styles";
import { ResultBanner } from "../../ui/result-banner";
import { useMemo } from "react";

export function AddLeakPage() {
  const result = useActionData<typeof addLeakAction>();
  const created = result?.ok && "created" in result ? result.created : null;
  // The form starts again empty at once (§4 "Add leak"); the success stays where the user is
  // looking (scrolled into view and focused) until the next one, not 2 s above the screen.
  const { shown: banner, formKey } = useBriefSuccess(created, null);
  const published = useMemo(() => (banner ? { ok: true } : null), [banner]);
  const failed = result && !result.ok ? result : null;
  return (
    <section className="page">
      <LeakStyles />
      <header className="page-header page-header-row">
        <h1>{t.addTitle}</h1>
        <Link to="/leaks" className="btn btn-secondary">
          {t.add.back}
        </Link>
      </header>
      <ResultBanner
        live
        show="success"
        reveal
        result={published}
        testId="leak-created"
        className="leak-result"
        message={
          <>
            {t.add.published(banner?.title ?? "")}
            {banner?.tags.length ? t.add.tags(banner.tags.map((tag) => `#${tag}`).join(" ")) : ""} <Link to={`/leaks/${banner?.id}`}>{t.add.see}</Link>
          </>
        }
      />
      <ResultBanner reveal className="leak-result" result={failed} message={failed?.status && failed.status >= 400 && !Object.keys(failed.fields).length ? failed.message || t.createError : failed?.message} />
      <aside className="leak-guidelines" aria-labelledby="guidelines-title">
        <h2 id="guidelines-title">{t.add.guidelines}</h2>
        <ul>
          <li>{t.add.rules.source}</li>
          <li>{t.add.rules.category}</li>
          <li>{t.add.rules.respect}</li>
        </ul>
      </aside>
      <LeakForm key={formKey} mode="create" initial={emptyLeak} fields={failed?.fields} />
    </section>
  );
}
