import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { leaksMessages } from "../../domain/messages/leaks";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { adminLeaksAction, loadAdminLeaks } from "../features/leaks/leaks.server";
import { AdminLeaksPage } from "../features/leaks/leak-admin";

export const meta: MetaFunction = () => pageMeta(leaksMessages.admin.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "leaks:manage");
  return loadAdminLeaks(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "leaks:manage");
  return adminLeaksAction(ctx, request);
}

export default AdminLeaksPage;

export const ErrorBoundary = SectionErrorBoundary;
