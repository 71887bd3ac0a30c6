import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { arenaPage } from "./arena.server";
import { ArenaTabs, PANEL_ID, tabId } from "./arena-tabs";
import { ChallengeCard } from "./challenge-card";
import { ARENA_TABS, parseArenaTab, type ArenaTab } from "./tab-names";
import { timeLeft } from "../../../domain/deadline";
import { formatDateTime, useHydrated, useNow } from "../../lib/time";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Hourglass from "lucide-react/icons/hourglass";
import Landmark from "lucide-react/icons/landmark";
import MapIcon from "lucide-react/icons/map";
import Zap from "lucide-react/icons/zap";
import { Icon, type IconType } from "../../ui/icon";

const EMPTY: Record<ArenaTab, { icon: IconType; title: string; text: string }> = {
  upcoming: { icon: MapIcon, title: "No quests available", text: "New challenges open ahead of each gameweek. Check back soon." },
  live: { icon: Zap, title: "No active battles", text: "When a gameweek kicks off, its challenge goes live here." },
  completed: { icon: Landmark, title: "No legends yet", text: "Finished challenges and their champions will be remembered here." },
};

const TAB_TITLES: Record<ArenaTab, string> = { upcoming: "Upcoming quests", live: "Live quests", completed: "Completed" };

type Shown = ReturnType<typeof useLoaderData<typeof arenaPage>>["tabs"][ArenaTab];

/** The completed tab holds two groups: finished challenges, then the sealed (locked) ones. */
function groupsOf(tab: ArenaTab, items: Shown) {
  if (tab !== "completed") return [{ key: tab, title: TAB_TITLES[tab], hidden: true, items }];
  const done = items.filter((c) => c.status === "completed");
  const sealed = items.filter((c) => c.status !== "completed");
  return [
    { key: "done", title: "Completed battles", hidden: false, items: done },
    { key: "sealed", title: "Sealed challenges", hidden: false, items: sealed },
  ].filter((g) => g.items.length > 0);
}

export function ArenaPage() {
  const { tab, tabs, now: serverNow } = useLoaderData<typeof arenaPage>();
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const now = useNow(serverNow);

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
          <h1>Arena</h1>
          <p className="muted arena-tagline">Every gameweek is a new challenge. Pick your battle, follow the rules, win the glory.</p>
        </div>
        <Link to="/my-team" className="btn btn-secondary arena-myteam-link">
          <Icon icon={ClipboardList} /> My Team
        </Link>
      </header>

      {next?.deadline && nextLeft && !nextLeft.passed ? (
        <div className="arena-next" data-testid="next-deadline">
          <span className="arena-next-icon" aria-hidden="true">
            <Icon icon={Hourglass} />
          </span>
          <p>
            <span className="muted">Next deadline</span>{" "}
            <strong>
              Gameweek {next.gameweek} · <time dateTime={next.deadline}>{formatDateTime(next.deadline, hydrated)}</time>
            </strong>
          </p>
          <span className={`time-left${nextLeft.urgent ? " urgent" : ""}`}>{nextLeft.label}</span>
        </div>
      ) : null}

      <ArenaTabs tabs={ARENA_TABS} current={current} counts={counts} hydrated={hydrated} />

      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(current)} aria-busy={pending} className="arena-panel" tabIndex={0}>
        {pending ? (
          <p className="arena-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading challenges...
          </p>
        ) : null}
        {shown.length === 0 ? (
          <div className="empty-state" data-testid="arena-empty">
            <div className="empty-icon" aria-hidden="true">
              <Icon icon={EMPTY[current].icon} />
            </div>
            <h2>{EMPTY[current].title}</h2>
            <p className="muted">{EMPTY[current].text}</p>
          </div>
        ) : (
          groupsOf(current, shown).map((group) => (
            <section key={group.key} className="challenge-group" aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`} className={group.hidden ? "visually-hidden" : "group-title"}>
                {group.title} <span className="count-badge">{group.items.length}</span>
              </h2>
              <div className="challenge-grid">
                {group.items.map((c) => (
                  <ChallengeCard key={c.id} challenge={c} now={now} localTime={hydrated} />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </section>
  );
}
