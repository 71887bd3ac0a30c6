import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { addChallengePage, createChallengeAction } from "../features/arena/challenge-admin.server";
import { challengeAdminMessages as t } from "../../domain/messages/challenge-admin";
import arenaStyles from "../styles/arena.css?url";
import { AddChallengePage } from "../features/arena/add-challenge-page";

export const meta: MetaFunction = () => pageMeta(t.addTitle);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: arenaStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "challenges:manage");
  return addChallengePage(ctx);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "challenges:manage");
  return createChallengeAction(ctx, request);
}

export default AddChallengePage;

export const ErrorBoundary = SectionErrorBoundary;
