import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { adminItemsFor } from "../features/shell/navigation";
import { requireAbilityView } from "../lib/session.server";
import { useUser } from "../lib/use-user";
import { SectionErrorBoundary } from "../ui/route-error";
import { Icon } from "../ui/icon";
import staffStyles from "../styles/staff.css?url";
import { shellMessages as t } from "../../domain/messages/shell";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

/** Every staff page sits in this layout: the admin sub-navigation above the page. Each page's loader checks its own ability too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAbilityView(context, request, "staff:view");
  return null;
}

export default function StaffLayout() {
  const user = useUser();
  return (
    <div className="staff-layout">
      <nav className="staff-nav" aria-label={t.header.admin}>
        <ul>
          {adminItemsFor(user.role).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} prefetch="intent">
                <Icon icon={item.icon} /> {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
