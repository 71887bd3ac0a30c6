// /leaks/:id: one leak on its own page, so that a link to it (the hot list, a shared address)
// opens it wherever it sits in the feed. The hot list stays beside it on a wide screen.
import { Link, useLoaderData } from "@remix-run/react";
import type { loadLeak } from "./leaks.server";
import { LeakCard } from "./leak-card";
import { HotPanel } from "./panels";
import { LeakStyles } from "./leak-styles";
import { leaksMessages as t } from "../../../domain/messages/leaks";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Icon } from "../../ui/icon";

export function LeakPage() {
  const { leak, hot } = useLoaderData<typeof loadLeak>();
  return (
    <section className="page leaks-page leak-own-page">
      <LeakStyles />
      <p className="leak-back">
        <Link to="/leaks"><Icon icon={ArrowLeft} /> {t.title}</Link>
      </p>
      <div className="leaks-layout">
        <div className="leaks-main">
          <LeakCard leak={leak} own />
        </div>
        <aside className="leaks-side" aria-label={t.feed.hotAside}>
          <HotPanel hot={hot} />
        </aside>
      </div>
    </section>
  );
}
