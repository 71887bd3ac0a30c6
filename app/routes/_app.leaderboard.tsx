import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "Leaderboard — Terrace" }];

export default function LeaderboardPage() {
  return <Placeholder section="Leaderboard" />;
}

export const ErrorBoundary = SectionErrorBoundary;
