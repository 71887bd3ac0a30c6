import { NavLink } from "@remix-run/react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useEffect, useRef } from "react";
import type { NavItem } from "../features/shell/navigation";
import { Icon, type IconType } from "./icon";

/**
 * An open <details> used as a menu closes on Escape (focus back on its summary) and on a click
 * outside it. Without JavaScript its summary still opens and closes it.
 */
export function useDismiss(ref: React.RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        el.open = false;
        el.querySelector("summary")?.focus();
      } else if (!el.contains(event.target as Node)) el.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [ref]);
}

/**
 * A dropdown built on <details>: opens with Enter/Space, works without JS;
 * Escape and a click outside close it, and choosing an item closes it.
 * Its items are words alone (the bottom bar's tabs carry the icons): every page's HTML carries the
 * menus, and an SVG per item weighs more than its word (the builder's page stays under 60 KB).
 */
export function DropdownMenu({
  label,
  icon,
  items,
  className = "",
  caret = true,
  children,
}: {
  label: string;
  icon?: IconType;
  items: NavItem[];
  className?: string;
  /** The caret after the label (the header's menus; the bottom bar's Menu is a tab, with none). */
  caret?: boolean;
  children?: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(ref);
  return (
    <details ref={ref} className={`dropdown ${className}`}>
      <summary aria-haspopup="menu">
        {icon ? <Icon icon={icon} /> : null}
        {label}
        {caret ? <Icon icon={ChevronDown} className="dropdown-caret" /> : null}
      </summary>
      <ul className="dropdown-list" aria-label={label}>
        {items.map((item) => (
          <li key={item.to + item.label}>
            <NavLink to={item.to} onClick={() => ref.current && (ref.current.open = false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </details>
  );
}
