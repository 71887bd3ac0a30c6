import { pageMeta } from "../lib/meta";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { loadFixtures } from "../features/fixtures/fixtures.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import styles from "../styles/live-pages.css?url";
import { FixturesPage } from "../features/fixtures/fixtures-page";
import { fixturesMessages } from "../../domain/messages/fixtures";

export const meta: MetaFunction = () => pageMeta(fixturesMessages.title);
// Club colours come from the team builder's stylesheet.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadFixtures(ctx, new URL(request.url));
}

export default FixturesPage;

export const ErrorBoundary = SectionErrorBoundary;
