import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { arenaPage } from "./arena.server";
import { ArenaTabs, PANEL_ID, tabId } from "./arena-tabs";
import { ChallengeCard } from "./challenge-card";
import { ARENA_TABS, parseArenaTab, type ArenaTab } from "./tab-names";
import { deadlineText, timeLeft } from "../../../domain/deadline";
import { useHydrated, useNow } from "../../lib/time";
import { arenaMessages } from "../../../domain/messages/arena";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Hourglass from "lucide-react/icons/hourglass";
import Landmark from "lucide-react/icons/landmark";
import MapIcon from "lucide-react/icons/map";
import Zap from "lucide-react/icons/zap";
import { Icon, type IconType } from "../../ui/icon";

/** Each tab's empty-state icon (its texts: arenaMessages.empty, read at render). */
const EMPTY_ICON: Record<ArenaTab, IconType> = { upcoming: MapIcon, live: Zap, completed: Landmark };

type Shown = ReturnType<typeof useLoaderData<typeof arenaPage>>["tabs"][ArenaTab];

/** The completed tab holds two groups: finished challenges, then the sealed (locked) ones. */
function groupsOf(tab: ArenaTab, items: Shown) {
  const titles = arenaMessages.groups;
  if (tab !== "completed") return [{ key: tab, title: titles[tab], hidden: true, items }];
  const done = items.filter((c) => c.status === "completed");
  const sealed = items.filter((c) => c.status !== "completed");
  return [
    { key: "done", title: titles.done, hidden: false, items: done },
    { key: "sealed", title: titles.sealed, hidden: false, items: sealed },
  ].filter((g) => g.items.length > 0);
}

export function ArenaPage() {
  const { tab, tabs, now: serverNow } = useLoaderData<typeof arenaPage>();
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const now = useNow(serverNow);
  const m = arenaMessages;

  // While a tab change is loading, show the chosen tab at once (all challenges are already here).
  const pending = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const current = pending ? parseArenaTab(new URLSearchParams(navigation.location.search).get("tab")) : tab;
  const counts = { upcoming: tabs.upcoming.length, live: tabs.live.length, completed: tabs.completed.length };
  const shown = tabs[current];
  const next = tabs.upcoming.find((c) => c.opened && c.deadline);
  const nextLeft = next?.deadline ? timeLeft(next.deadline, now) : null;

  return (
    <section className="page arena-page">
      <header className="page-header arena-header">
        <div>
          <h1>{m.title}</h1>
          <p className="muted arena-tagline">{m.tagline}</p>
        </div>
        <Link to="/my-team" className="btn btn-secondary arena-myteam-link">
          <Icon icon={ClipboardList} /> {m.myTeam}
        </Link>
      </header>

      {next?.deadline && nextLeft && !nextLeft.passed ? (
        <div className="arena-next" data-testid="next-deadline">
          <span className="arena-next-icon" aria-hidden="true">
            <Icon icon={Hourglass} />
          </span>
          <p>
            <span className="muted">{m.nextDeadline}</span>{" "}
            <strong>
              {m.gameweek(next.gameweek)} · <time dateTime={next.deadline}>{deadlineText(next.deadline)}</time>
            </strong>
          </p>
          <span className={`time-left${nextLeft.urgent ? " urgent" : ""}`}>{nextLeft.label}</span>
        </div>
      ) : null}

      <ArenaTabs tabs={ARENA_TABS} current={current} counts={counts} hydrated={hydrated} />

      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(current)} aria-busy={pending} className="arena-panel" tabIndex={0}>
        {pending ? (
          <p className="arena-loading" role="status">
            <span className="spinner" aria-hidden="true" /> {m.loading}
          </p>
        ) : null}
        {shown.length === 0 ? (
          <div className="empty-state" data-testid="arena-empty">
            <div className="empty-icon" aria-hidden="true">
              <Icon icon={EMPTY_ICON[current]} />
            </div>
            <h2>{m.empty[current].title}</h2>
            <p className="muted">{m.empty[current].text}</p>
          </div>
        ) : (
          groupsOf(current, shown).map((group) => (
            <section key={group.key} className="challenge-group" aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`} className={group.hidden ? "visually-hidden" : "group-title"}>
                {group.title} <span className="count-badge">{group.items.length}</span>
              </h2>
              <div className="challenge-grid">
                {group.items.map((c) => (
                  <ChallengeCard key={c.id} challenge={c} now={now} />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </section>
  );
}
