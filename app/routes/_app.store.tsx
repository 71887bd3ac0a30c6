import { pageMeta } from "../lib/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";

export const meta: MetaFunction = () => pageMeta("Store");

export default function StorePage() {
  return <Placeholder section="Store" />;
}

export const ErrorBoundary = SectionErrorBoundary;
