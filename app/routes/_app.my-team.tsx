import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "My Team — Terrace" }];

export default function MyTeamPage() {
  return <Placeholder section="My Team" />;
}

export const ErrorBoundary = SectionErrorBoundary;
