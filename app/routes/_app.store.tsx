import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../lib/meta";
import { storeMessages } from "../../domain/messages/store";
import { SectionErrorBoundary } from "../ui/route-error";
import { loadStore, requireStoreUser, storeAction } from "../features/store/store.server";
import { StorePage } from "../features/store/store-page";

export const meta: MetaFunction = () => pageMeta(storeMessages.page.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireStoreUser(context, request);
  return loadStore(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireStoreUser(context, request);
  return storeAction(ctx, request);
}

export default StorePage;

export const ErrorBoundary = SectionErrorBoundary;
