import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { staffHomeMessages } from "../../domain/messages/admin";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { staffHomeData } from "../features/staff/staff.server";
import { StaffHomePage } from "../features/staff/staff-home";

export const meta: MetaFunction = () => pageMeta(staffHomeMessages.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "staff:view");
  return staffHomeData(ctx);
}

export default StaffHomePage;

export const ErrorBoundary = SectionErrorBoundary;
