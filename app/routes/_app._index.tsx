import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useRouteLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { PickTeamPage } from "../features/pick-team/pick-team-page";
import type { loader as appLoader } from "./_app";
import { loadPickTeam, pickTeamAction } from "../features/pick-team/pick-team.server";
import { SectionErrorBoundary } from "../ui/route-error";
import builderCss from "../styles/pick-team.css?inline";
import { InlineStyle } from "../ui/inline-style";
import { splitComponent } from "../lib/split-component";
import { shellMessages as t } from "../../domain/messages/shell";

export const meta: MetaFunction = () => pageMeta(t.nav.pickTeam);

// Signed-in pages do not load the sign-in screens (decision 028).
const AuthScreen = splitComponent(() => import("../features/auth/auth-screen").then((m) => m.AuthScreen));

/** "/" is the builder when signed in; signed out, the layout shows the sign-in screen instead. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = args.context.service;
  if (!ctx.actor) {
    await AuthScreen.preload();
    return null;
  }
  return loadPickTeam(ctx, ctx.actor.id, args.request);
}

export const action = pickTeamAction;

export default function Home() {
  const layout = useRouteLoaderData<typeof appLoader>("routes/_app");
  if (!layout?.user)
    return (
      <Suspense fallback={null}>
        <AuthScreen demo={layout?.demo ?? []} />
      </Suspense>
    );
  return (
    <>
      <InlineStyle css={builderCss} />
      <PickTeamPage />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
