import { pageMeta } from "../lib/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";

export const meta: MetaFunction = () => pageMeta("Add Leak");

export default function AddleakPage() {
  return <Placeholder section="Add Leak" />;
}

export const ErrorBoundary = SectionErrorBoundary;
