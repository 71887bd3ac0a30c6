import { pageMeta } from "../lib/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";

export const meta: MetaFunction = () => pageMeta("Leaks");

export default function LeaksPage() {
  return <Placeholder section="Leaks" />;
}

export const ErrorBoundary = SectionErrorBoundary;
