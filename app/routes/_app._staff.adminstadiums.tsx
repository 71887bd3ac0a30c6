import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { adminStadiumMessages as m } from "../../domain/messages/admin";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { stadiumAdminAction, stadiumAdminData } from "../features/wall/stadium-admin.server";
import { StadiumAdmin } from "../features/wall/stadium-admin";
import css from "../styles/wall.css?inline";
import { InlineStyle } from "../ui/inline-style";

export const meta: MetaFunction = () => pageMeta(m.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "stadiums:manage");
  return stadiumAdminData(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "stadiums:manage");
  return stadiumAdminAction(ctx, request);
}

export default function AdminStadiumsPage() {
  const { stadiums, filters } = useLoaderData<typeof loader>();
  return (
    <>
      <InlineStyle css={css} />
      <StadiumAdmin stadiums={stadiums} filters={filters} />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
