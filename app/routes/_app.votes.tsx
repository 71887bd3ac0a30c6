import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "Votes — Terrace" }];

export default function VotesPage() {
  return <Placeholder section="Votes" />;
}

export const ErrorBoundary = SectionErrorBoundary;
