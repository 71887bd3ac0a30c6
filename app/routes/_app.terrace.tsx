import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { wallMessages as t } from "../../domain/messages/wall";
import { requireUserView } from "../lib/session.server";
import { terraceData } from "../features/wall/terrace.server";
import { terraceAction } from "../features/wall/actions.server";
import { TerracePage } from "../features/wall/terrace-page";
import css from "../styles/wall.css?inline";
import { InlineStyle } from "../ui/inline-style";

export const meta: MetaFunction = () => pageMeta("Terrace");

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
  return (
    <>
      <InlineStyle css={css} />
      <TerracePage data={data} now={data.now} />
    </>
  );
}

/** The wall's error state (§2, §8): the list is emptied, the reason shown when it is the user's, and a way to try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  return (
    <section className="page">
      <div className="empty-state" role="alert">
        <h2>{t.loadPostsError}</h2>
        {detail && <p>{detail}</p>}
        <a className="btn btn-secondary" href="/terrace">
          {t.tryAgain}
        </a>
      </div>
    </section>
  );
}
