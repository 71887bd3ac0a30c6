import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { arenaPage } from "../features/arena/arena.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import css from "../styles/arena.css?inline";
import { InlineStyle } from "../ui/inline-style";
import { ArenaPage } from "../features/arena/arena-page";
import { arenaMessages } from "../../domain/messages/arena";

export const meta: MetaFunction = () => pageMeta(arenaMessages.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return arenaPage(ctx, new URL(request.url));
}

// Its stylesheet is inlined: a linked one held the first paint back by a request (issue 47).
export default function ArenaPageRoute() {
  return (
    <>
      <InlineStyle css={css} />
      <ArenaPage />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
