import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";

export const meta: MetaFunction = () => pageMeta("Admin Reports");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAbilityView(context, request, "content:moderate");
  return null;
}

export default function AdminreportsPage() {
  return <Placeholder section="Admin Reports" />;
}

export const ErrorBoundary = SectionErrorBoundary;
