import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";

export const meta: MetaFunction = () => pageMeta("Admin Comments");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAbilityView(context, request, "content:moderate");
  return null;
}

export default function AdmincommentsPage() {
  return <Placeholder section="Admin Comments" />;
}

export const ErrorBoundary = SectionErrorBoundary;
