import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "Live Team — Terrace" }];

export default function LiveTeamPage() {
  return <Placeholder section="Live Team" />;
}

export const ErrorBoundary = SectionErrorBoundary;
