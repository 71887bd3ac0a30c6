import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import { addLeakAction } from "../features/leaks/leaks.server";
import { leaksMessages as t } from "../../domain/messages/leaks";
import { AddLeakPage } from "../features/leaks/add-leak-page";

export const meta: MetaFunction = () => pageMeta(t.addTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserView(context, request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return addLeakAction(ctx, request);
}

export default AddLeakPage;

export const ErrorBoundary = SectionErrorBoundary;
