import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { loadMyTeam } from "../features/my-team/my-team.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import css from "../styles/arena.css?inline";
import { InlineStyle } from "../ui/inline-style";
import { MyTeamPage } from "../features/my-team/my-team-page";
import { arenaMessages } from "../../domain/messages/arena";

export const meta: MetaFunction = () => pageMeta(arenaMessages.myTeamPage.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadMyTeam(ctx, new URL(request.url));
}

// Its stylesheet is inlined: a linked one held the first paint back by a request (issue 47).
export default function MyTeamPageRoute() {
  return (
    <>
      <InlineStyle css={css} />
      <MyTeamPage />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
