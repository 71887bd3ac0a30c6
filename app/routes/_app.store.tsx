import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { SectionErrorBoundary } from "../ui/route-error";

export const meta: MetaFunction = () => [{ title: "Store — Terrace" }];

export default function StorePage() {
  return <Placeholder section="Store" />;
}

export const ErrorBoundary = SectionErrorBoundary;
