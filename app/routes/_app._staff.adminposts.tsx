import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { moderationMessages as t } from "../../domain/messages/moderation";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { moderationAction, postModerationData } from "../features/moderation/moderation.server";
import { AdminPostsPage } from "../features/moderation/reported-posts";

export const meta: MetaFunction = () => pageMeta(t.titles.posts);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return postModerationData(ctx, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return moderationAction(ctx, request, "posts");
}

export default AdminPostsPage;

export const ErrorBoundary = SectionErrorBoundary;
