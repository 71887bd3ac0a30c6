import { Link, useNavigate } from "@remix-run/react";
import { useRef } from "react";
import type { ArenaTab } from "./tab-names";
import MapIcon from "lucide-react/icons/map";
import Trophy from "lucide-react/icons/trophy";
import Zap from "lucide-react/icons/zap";
import { Icon, type IconType } from "../../ui/icon";
import { arenaMessages } from "../../../domain/messages/arena";

/** Each tab's icon (its label: arenaMessages.tabs, read at render). */
export const TAB_ICONS: Record<ArenaTab, IconType> = { upcoming: MapIcon, live: Zap, completed: Trophy };

export const tabId = (tab: ArenaTab) => `arena-tab-${tab}`;
export const PANEL_ID = "arena-panel";

/**
 * The Arena's tabs are links (?tab=...), so they work without JavaScript. Once hydrated they
 * follow the ARIA tabs pattern: one tab in the Tab order, arrow keys / Home / End move between
 * tabs and select them.
 */
export function ArenaTabs({ tabs, current, counts, hydrated }: { tabs: readonly ArenaTab[]; current: ArenaTab; counts: Record<ArenaTab, number>; hydrated: boolean }) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const navigate = useNavigate();

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(current);
    const focused = refs.current.findIndex((el) => el === document.activeElement);
    const from = focused >= 0 ? focused : index;
    let next: number;
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        next = (from + 1) % tabs.length;
        break;
      case "ArrowLeft":
      case "ArrowUp":
        next = (from - 1 + tabs.length) % tabs.length;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    refs.current[next]?.focus();
    navigate(`?tab=${tabs[next]}`, { preventScrollReset: true, replace: true });
  }

  return (
    <div className="arena-tabs" role="tablist" aria-label={arenaMessages.tabs.label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const selected = tab === current;
        const { label, more } = arenaMessages.tabs[tab];
        const icon = TAB_ICONS[tab];
        return (
          <Link
            key={tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(tab)}
            role="tab"
            to={`?tab=${tab}`}
            replace
            preventScrollReset
            aria-selected={selected}
            aria-controls={PANEL_ID}
            // Without JavaScript every tab stays reachable with Tab; with it, arrows move.
            tabIndex={hydrated && !selected ? -1 : 0}
            className={`arena-tab${selected ? " selected" : ""}`}
            data-tab={tab}
          >
            <span aria-hidden="true" className="arena-tab-icon">
              <Icon icon={icon} />
            </span>
            <span className="arena-tab-label">
              {label}
              {more ? <span className="arena-tab-more">{more}</span> : null}
            </span>
            <span className="count-badge" data-testid="tab-count">
              {counts[tab]}
            </span>
            <span className="visually-hidden">{arenaMessages.tabs.count(counts[tab])}</span>
          </Link>
        );
      })}
    </div>
  );
}
