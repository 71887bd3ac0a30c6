import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";

export const meta: MetaFunction = () => pageMeta("Admin Stadiums");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAbilityView(context, request, "stadiums:manage");
  return null;
}

export default function AdminstadiumsPage() {
  return <Placeholder section="Admin Stadiums" />;
}

export const ErrorBoundary = SectionErrorBoundary;
