import { pageMeta } from "../lib/meta";
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { PickTeamPage } from "../features/pick-team/pick-team-page";
import { pickTeamAction, pickTeamLoader } from "../features/pick-team/pick-team.server";
import { SectionErrorBoundary } from "../ui/route-error";
import styles from "../styles/pick-team.css?url";

export const meta: MetaFunction = () => pageMeta("Pick Team");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const loader = pickTeamLoader;
export const action = pickTeamAction;

export default function PickTeamRoute() {
  return <PickTeamPage />;
}

export const ErrorBoundary = SectionErrorBoundary;
