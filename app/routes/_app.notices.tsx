import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { requireUserView } from "../lib/session.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { noticesAction, noticesPageData } from "../features/shell/notices.server";
import { NoticesPage } from "../features/shell/notices-page";
import { noticeMessages as t } from "../../domain/messages/notices";

export const meta: MetaFunction = () => pageMeta(t.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return noticesPageData(ctx);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return noticesAction(ctx, request);
}

export default function NoticesRoute() {
  return <NoticesPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = SectionErrorBoundary;
