import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { storeAdminMessages } from "../../domain/messages/store-admin";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { adminOrdersAction, loadAdminOrders } from "../features/store/store.server";
import styles from "../styles/store.css?url";
import adminStyles from "../styles/order-admin.css?url";
import { AdminOrdersPage } from "../features/store/order-admin";

export const meta: MetaFunction = () => pageMeta(storeAdminMessages.title);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: adminStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "orders:manage");
  return loadAdminOrders(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "orders:manage");
  return adminOrdersAction(ctx, request);
}

export default AdminOrdersPage;

export const ErrorBoundary = SectionErrorBoundary;
