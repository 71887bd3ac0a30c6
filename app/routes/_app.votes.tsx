import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { votesMessages } from "../../domain/messages/votes";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import { loadVotes, votesAction } from "../features/votes/votes.server";
import { VotesPage } from "../features/votes/votes-page";

export const meta: MetaFunction = () => pageMeta(votesMessages.page.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadVotes(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return votesAction(ctx, request);
}

export default VotesPage;

export const ErrorBoundary = SectionErrorBoundary;
