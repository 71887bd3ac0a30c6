import { pageMeta } from "../lib/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";

export const meta: MetaFunction = () => pageMeta("Votes");

export default function VotesPage() {
  return <Placeholder section="Votes" />;
}

export const ErrorBoundary = SectionErrorBoundary;
