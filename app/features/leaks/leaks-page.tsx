import { Link, useFetcher, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { loadLeaks } from "./leaks.server";
import { LeakCard } from "./leak-card";
import { ContributorsPanel, HotPanel, TemperatureGuide } from "./panels";
import { CATEGORY_INFO, LEAK_CATEGORIES } from "../../../domain/leaks-rules";
import { leaksMessages as t } from "../../../domain/messages/leaks";
import type { LeakView } from "../../../api/services/leaks";
import { LeakStyles } from "./leak-styles";
import { CATEGORY_ICON } from "./leak-bits";
import { Icon } from "../../ui/icon";

/** The feed's views; their names are read at render, in the reader's language. */
const TABS = [
  { id: "feed", label: () => t.tabs.forYou },
  { id: "hot", label: () => t.tabs.hotLeaks },
  { id: "top", label: () => t.tabs.topContributors },
] as const;

export function LeaksPage() {
  const data = useLoaderData<typeof loadLeaks>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const more = useFetcher<typeof loadLeaks>();
  const [extra, setExtra] = useState<{ leaks: LeakView[]; nextCursor: string | null }>({ leaks: [], nextCursor: null });
  // A new first page (category, revalidation) starts the list again.
  useEffect(() => setExtra({ leaks: [], nextCursor: null }), [data]);
  useEffect(() => {
    if (more.state === "idle" && more.data && more.data.cursor) setExtra((e) => ({ leaks: [...e.leaks, ...more.data!.leaks], nextCursor: more.data!.nextCursor }));
  }, [more.state, more.data]);
  const leaks = [...data.leaks, ...extra.leaks.filter((l) => !data.leaks.some((d) => d.id === l.id))];
  const nextCursor = extra.leaks.length ? extra.nextCursor : data.nextCursor;
  const tab = TABS.some((x) => x.id === params.get("tab")) ? params.get("tab")! : "feed";
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete("cursor");
    for (const [k, v] of Object.entries(changes)) (v === null ? next.delete(k) : next.set(k, v));
    const s = next.toString();
    return s ? `/leaks?${s}` : "/leaks";
  };
  const loadMore = () => {
    if (nextCursor && more.state === "idle") more.load(`/leaks?${new URLSearchParams({ ...(data.category ? { category: data.category } : {}), cursor: nextCursor })}`);
  };
  // More on scroll: the sentinel below the list loads the next page when it comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !nextCursor || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: "400px" });
    io.observe(el);
    return () => io.disconnect();
  });
  const loading = navigation.state === "loading" && navigation.location.pathname === "/leaks";
  return (
    <section className="page leaks-page" data-tab={tab}>
      <LeakStyles />
      <header className="page-header page-header-row">
        <div>
          <h1>{t.title}</h1>
          <p className="muted">{t.feed.blurb}</p>
        </div>
        <Link className="btn btn-primary" to="/addleak">
          + {t.addLeak}
        </Link>
      </header>
      <nav className="leak-tabs" aria-label={t.feed.views}>
        {TABS.map((x) => (
          <Link key={x.id} to={hrefWith({ tab: x.id === "feed" ? null : x.id })} aria-current={tab === x.id ? "page" : undefined} className="leak-tab" preventScrollReset>
            {x.label()}
          </Link>
        ))}
      </nav>
      <nav className="leak-categories" aria-label={t.feed.categories}>
        <Link to={hrefWith({ category: null })} aria-current={!data.category ? "page" : undefined} className="leak-chip">
          {t.allCategories}
        </Link>
        {LEAK_CATEGORIES.map((c) => (
          <Link key={c} to={hrefWith({ category: c })} aria-current={data.category === c ? "page" : undefined} className="leak-chip" style={{ ["--chip" as string]: CATEGORY_INFO[c].color, ["--chip-ink" as string]: "#fff" }}>
            <Icon icon={CATEGORY_ICON[c]} /> {t.categories[c]}
          </Link>
        ))}
      </nav>
      <div className="leaks-layout">
        <div className="leaks-main">
          {loading ? (
            <p className="leak-loading" role="status">
              {t.loading}
            </p>
          ) : null}
          {leaks.length === 0 ? (
            <div className="empty-state">
              <p>{data.category ? t.feed.noneIn(t.categories[data.category]) : t.feed.none}</p>
              <Link className="btn btn-primary" to="/addleak">
                {t.feed.postFirst}
              </Link>
            </div>
          ) : (
            <div role="feed" aria-busy={more.state !== "idle"} aria-label={t.feed.feed} className="leak-feed">
              {leaks.map((l, i) => (
                <div key={l.id} id={`leak-${l.id}`}>
                  <LeakCard leak={l} position={i + 1} setSize={nextCursor ? -1 : leaks.length} />
                </div>
              ))}
            </div>
          )}
          <div ref={sentinel} />
          {more.state !== "idle" ? (
            <p className="leak-loading" role="status">
              {t.loading}
            </p>
          ) : null}
          {nextCursor ? (
            <Link
              className="btn btn-secondary btn-block leak-more"
              to={`/leaks?${new URLSearchParams({ ...(data.category ? { category: data.category } : {}), cursor: nextCursor })}`}
              onClick={(e) => {
                e.preventDefault();
                loadMore();
              }}
            >
              {t.feed.loadMore}
            </Link>
          ) : leaks.length > 0 ? (
            <p className="muted small leak-end">{data.category ? t.feed.seenAllIn : t.feed.seenAll}</p>
          ) : null}
          {data.cursor ? (
            <p>
              <Link to={hrefWith({})}>{t.feed.backToNewest}</Link>
            </p>
          ) : null}
        </div>
        {data.hot ? (
          <aside className="leaks-side" aria-label={t.feed.side}>
            <div className="leaks-side-hot">
              <HotPanel hot={data.hot} />
            </div>
            <div className="leaks-side-top">
              <ContributorsPanel contributors={data.topContributors ?? []} />
            </div>
            <div className="leaks-side-guide">
              <TemperatureGuide />
            </div>
          </aside>
        ) : null}
      </div>
    </section>
  );
}
