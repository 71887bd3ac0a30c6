import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { requireAbilityView } from "../lib/session.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { adminUsersAction, loadAdminUsers } from "../features/staff/admin-users.server";
import { adminUserMessages as t } from "../../domain/messages/admin";

import styles from "../styles/admin-users-data.css?url";
import { AdminUsersPage } from "../features/staff/user-admin";

export const meta: MetaFunction = () => pageMeta(t.title);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "users:manage");
  return loadAdminUsers(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "users:manage");
  return adminUsersAction(ctx, request);
}

export default AdminUsersPage;

export const ErrorBoundary = SectionErrorBoundary;
