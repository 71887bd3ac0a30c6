import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "Fixtures — Terrace" }];

export default function FixturesPage() {
  return <Placeholder section="Fixtures" />;
}

export const ErrorBoundary = SectionErrorBoundary;
