import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { moderationMessages as t } from "../../domain/messages/moderation";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { voteModerationAction, voteModerationData } from "../features/moderation/moderation.server";
import { AdminVotesPage } from "../features/moderation/reported-votes";

export const meta: MetaFunction = () => pageMeta(t.titles.votes);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return voteModerationData(ctx, request, "team_vote");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return voteModerationAction(ctx, request, "team_vote");
}

export default AdminVotesPage;

export const ErrorBoundary = SectionErrorBoundary;
