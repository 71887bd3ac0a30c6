import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { adminChallengesAction, challengeAdminPage } from "../features/arena/challenge-admin.server";
import arenaStyles from "../styles/arena.css?url";
import { AdminChallengesPage } from "../features/arena/challenge-admin";
import { challengeAdminMessages as t } from "../../domain/messages/challenge-admin";

export const meta: MetaFunction = () => pageMeta(t.listTitle);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: arenaStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "challenges:manage");
  return challengeAdminPage(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "challenges:manage");
  return adminChallengesAction(ctx, request);
}

export default AdminChallengesPage;

export const ErrorBoundary = SectionErrorBoundary;
