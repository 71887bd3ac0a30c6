import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, isRouteErrorResponse, type ShouldRevalidateFunction, useRouteError } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { requireUserView } from "../lib/session.server";
import { leaksAction, loadLeaks } from "../features/leaks/leaks.server";
import { leaksMessages as t } from "../../domain/messages/leaks";
import { LeaksPage } from "../features/leaks/leaks-page";

export const meta: MetaFunction = () => pageMeta(t.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadLeaks(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return leaksAction(ctx, request);
}

// A vote answers with its own score: the feed (and the pages loaded on scroll) stays as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "vote" ? false : defaultShouldRevalidate;

export default LeaksPage;

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && error.status === 403 ? t.cannotOpen : t.loadError;
  return (
    <section className="page">
      <div className="empty-state" role="alert">
        <p>{message}</p>
        <Link className="btn btn-secondary" to="/leaks" reloadDocument>
          {t.tryAgain}
        </Link>
      </div>
    </section>
  );
}
