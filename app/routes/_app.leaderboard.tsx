import { pageMeta } from "../lib/meta";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { leagueAction, loadLeaderboard } from "../features/leaderboard/leaderboard.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import styles from "../styles/live-pages.css?url";
import { LeaderboardPage } from "../features/leaderboard/leaderboard-page";
import { leaderboardMessages } from "../../domain/messages/leaderboard";

export const meta: MetaFunction = () => pageMeta(leaderboardMessages.title);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadLeaderboard(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return leagueAction(ctx, request);
}

export default LeaderboardPage;

export const ErrorBoundary = SectionErrorBoundary;
