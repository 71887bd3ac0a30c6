import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "Pick Team — Terrace" }];

export default function PickTeamPage() {
  return <Placeholder section="Pick Team" />;
}

export const ErrorBoundary = SectionErrorBoundary;
