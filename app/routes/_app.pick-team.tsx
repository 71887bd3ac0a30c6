import { pageMeta } from "../lib/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { PickTeamPage } from "../features/pick-team/pick-team-page";
import { pickTeamAction, pickTeamLoader } from "../features/pick-team/pick-team.server";
import { SectionErrorBoundary } from "../ui/route-error";
import builderCss from "../styles/pick-team.css?inline";
import { InlineStyle } from "../ui/inline-style";
import { gameMessages } from "../../domain/messages/game";

export const meta: MetaFunction = () => pageMeta(gameMessages.builder.pageTitle);
export const loader = pickTeamLoader;
export const action = pickTeamAction;

export default function PickTeamRoute() {
  return (
    <>
      <InlineStyle css={builderCss} />
      <PickTeamPage />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
