import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "Arena — Terrace" }];

export default function ChallengesPage() {
  return <Placeholder section="Arena" />;
}

export const ErrorBoundary = SectionErrorBoundary;
