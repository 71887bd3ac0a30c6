import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { auditPageData } from "../features/staff/staff.server";
import { requireAbilityView } from "../lib/session.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { adminAuditMessages as t } from "../../domain/messages/admin";
import { AdminAuditPage } from "../features/staff/audit-page";

export const meta: MetaFunction = () => pageMeta(t.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "staff:view");
  return auditPageData(ctx, new URL(request.url));
}

export default AdminAuditPage;

export const ErrorBoundary = SectionErrorBoundary;
