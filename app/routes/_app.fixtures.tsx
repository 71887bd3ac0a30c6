import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { loadFixtures } from "../features/fixtures/fixtures.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
// Club colours come from the team builder's stylesheet (in live-pages.css).
import css from "../styles/live-pages.css?inline";
import { InlineStyle } from "../ui/inline-style";
import { FixturesPage } from "../features/fixtures/fixtures-page";
import { fixturesMessages } from "../../domain/messages/fixtures";

export const meta: MetaFunction = () => pageMeta(fixturesMessages.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadFixtures(ctx, new URL(request.url));
}

// Its stylesheet is inlined: a linked one held the first paint back by a request (issue 47).
export default function FixturesPageRoute() {
  return (
    <>
      <InlineStyle css={css} />
      <FixturesPage />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
