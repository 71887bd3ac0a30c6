import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";

export const meta: MetaFunction = () => pageMeta("Admin Data");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAbilityView(context, request, "data:import");
  return null;
}

export default function AdmindataPage() {
  return <Placeholder section="Admin Data" />;
}

export const ErrorBoundary = SectionErrorBoundary;
