import { pageMeta } from "../lib/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";

export const meta: MetaFunction = () => pageMeta("Terrace");

export default function TerracePage() {
  return <Placeholder section="Terrace" />;
}

export const ErrorBoundary = SectionErrorBoundary;
