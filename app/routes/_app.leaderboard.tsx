import { pageMeta } from "../lib/meta";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { leagueAction, loadLeaderboard } from "../features/leaderboard/leaderboard.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import css from "../styles/live-pages.css?inline";
import { InlineStyle } from "../ui/inline-style";
import { LeaderboardPage } from "../features/leaderboard/leaderboard-page";
import { leaderboardMessages } from "../../domain/messages/leaderboard";

export const meta: MetaFunction = () => pageMeta(leaderboardMessages.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadLeaderboard(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return leagueAction(ctx, request);
}

// Its stylesheet is inlined: a linked one held the first paint back by a request (issue 47).
export default function LeaderboardPageRoute() {
  return (
    <>
      <InlineStyle css={css} />
      <LeaderboardPage />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
