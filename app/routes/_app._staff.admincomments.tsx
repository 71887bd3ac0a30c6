import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { moderationMessages as t } from "../../domain/messages/moderation";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { moderationAction, commentModerationData } from "../features/moderation/moderation.server";
import { AdminCommentsPage } from "../features/moderation/reported-comments";

export const meta: MetaFunction = () => pageMeta(t.titles.comments);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return commentModerationData(ctx, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return moderationAction(ctx, request, "comments");
}

export default AdminCommentsPage;

export const ErrorBoundary = SectionErrorBoundary;
