import { pageMeta } from "../lib/meta";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { arenaPage } from "../features/arena/arena.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import styles from "../styles/arena.css?url";
import { ArenaPage } from "../features/arena/arena-page";
import { arenaMessages } from "../../domain/messages/arena";

export const meta: MetaFunction = () => pageMeta(arenaMessages.pageTitle);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return arenaPage(ctx, new URL(request.url));
}

export default ArenaPage;

export const ErrorBoundary = SectionErrorBoundary;
