import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";

export const meta: MetaFunction = () => pageMeta("Admin Users");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAbilityView(context, request, "users:manage");
  return null;
}

export default function AdminusersPage() {
  return <Placeholder section="Admin Users" />;
}

export const ErrorBoundary = SectionErrorBoundary;
