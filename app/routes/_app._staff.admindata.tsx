import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { requireAbilityView } from "../lib/session.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { adminDataAction, loadAdminData } from "../features/staff/admin-data.server";
import { adminDataMessages as t } from "../../domain/messages/admin";
import styles from "../styles/admin-users-data.css?url";
import { AdminDataPage } from "../features/staff/data-admin";

export const meta: MetaFunction = () => pageMeta(t.title);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "data:import");
  return loadAdminData(ctx);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "data:import");
  return adminDataAction(ctx, request);
}

export default AdminDataPage;

export const ErrorBoundary = SectionErrorBoundary;
