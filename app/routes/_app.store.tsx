import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../components/placeholder";
import { SectionErrorBoundary } from "../components/route-error";

export const meta: MetaFunction = () => [{ title: "Store — Terrace" }];

export default function StorePage() {
  return <Placeholder section="Store" />;
}

export const ErrorBoundary = SectionErrorBoundary;
