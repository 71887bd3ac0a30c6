import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import { terraceData } from "../features/wall/terrace.server";
import { terraceAction } from "../features/wall/actions.server";
import { TerracePage } from "../features/wall/terrace-page";
import styles from "../styles/wall.css?url";

export const meta: MetaFunction = () => pageMeta("Terrace");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return { ...(await terraceData(ctx, new URL(request.url))), now: ctx.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return terraceAction(ctx, request);
}

export default function Terrace() {
  const data = useLoaderData<typeof loader>();
  return <TerracePage data={data} now={data.now} />;
}

export const ErrorBoundary = SectionErrorBoundary;
