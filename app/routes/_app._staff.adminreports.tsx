import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { moderationMessages as t } from "../../domain/messages/moderation";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { chatModerationAction, chatModerationData } from "../features/moderation/chat-moderation.server";
import styles from "../styles/wall.css?url";
import { AdminReportsPage } from "../features/moderation/reported-messages";

export const meta: MetaFunction = () => pageMeta(t.titles.reports);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return chatModerationData(ctx, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "content:moderate");
  return chatModerationAction(ctx, request);
}

export default AdminReportsPage;

export const ErrorBoundary = SectionErrorBoundary;
