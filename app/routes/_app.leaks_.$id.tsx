import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import { leaksAction, loadLeak } from "../features/leaks/leaks.server";
import { LeakPage } from "../features/leaks/leak-page";
import { leaksMessages as t } from "../../domain/messages/leaks";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data ? data.leak.title : t.title);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadLeak(ctx, params.id);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return leaksAction(ctx, request);
}

export default LeakPage;

export const ErrorBoundary = SectionErrorBoundary;
