import { Link, useActionData } from "@remix-run/react";
import { useBriefSuccess } from "../../lib/use-brief-success";
import type { addLeakAction } from "./leaks.server";
import { emptyLeak, LeakForm } from "./leak-form";
import { leaksMessages as t } from "../../../domain/messages/leaks";
import { LeakStyles } from "./leak-styles";
import { ResultBanner } from "../../ui/result-banner";

export function AddLeakPage() {
  const result = useActionData<typeof addLeakAction>();
  const created = result?.ok && "created" in result ? result.created : null;
  // Success shows for 2 seconds (§4 "Add leak"), then the form starts again empty.
  const { shown: banner, formKey } = useBriefSuccess(created);
  const failed = result && !result.ok ? result : null;
  return (
    <section className="page">
      <LeakStyles />
      <header className="page-header page-header-row">
        <h1>{t.addTitle}</h1>
        <Link to="/leaks" className="btn btn-secondary">
          Back to leaks
        </Link>
      </header>
      <aside className="leak-guidelines" aria-labelledby="guidelines-title">
        <h2 id="guidelines-title">Guidelines</h2>
        <ul>
          <li>Share news you have a source for, and name it.</li>
          <li>Pick the category and how reliable the source is: the community votes on the rest.</li>
          <li>No personal attacks, no invented quotes. Staff remove leaks that break these rules.</li>
        </ul>
      </aside>
      <ResultBanner
        live
        show="success"
        result={banner ? { ok: true } : null}
        testId="leak-created"
        message={
          <>
            ✓ Leak published: “{banner?.title}”. <Link to="/leaks">See it in the feed</Link>
          </>
        }
      />
      <ResultBanner result={failed} message={failed?.status && failed.status >= 400 && !Object.keys(failed.fields).length ? failed.message || t.createError : failed?.message} />
      <LeakForm key={formKey} mode="create" initial={emptyLeak} fields={failed?.fields} />
    </section>
  );
}
