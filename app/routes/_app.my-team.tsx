import { pageMeta } from "../lib/meta";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { loadMyTeam } from "../features/my-team/my-team.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import styles from "../styles/arena.css?url";
import { MyTeamPage } from "../features/my-team/my-team-page";
import { arenaMessages } from "../../domain/messages/arena";

export const meta: MetaFunction = () => pageMeta(arenaMessages.myTeamPage.pageTitle);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadMyTeam(ctx, new URL(request.url));
}

export default MyTeamPage;

export const ErrorBoundary = SectionErrorBoundary;
