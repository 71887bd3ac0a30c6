import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { intentAction, orNotice, redirectWithToast, type FormInput } from "../lib/form-action.server";
import { parseOrThrow } from "../../api/errors";
import { createStadium, deleteStadium, listStadiums, updateStadium } from "../../api/services/stadiums";
import { storeUpload } from "../../api/services/uploads";
import { stadiumInputSchema } from "../../domain/wall";
import type { ServiceContext } from "../../api/services/context";
import { StadiumAdmin } from "../features/wall/stadium-admin";
import { adminStadiumMessages as m } from "../../domain/messages/admin";

/** The screen's notices last 5 s (community.md §8 Stadium management). */
const NOTICE_SECONDS = 5;

import css from "../styles/wall.css?inline";
import { InlineStyle } from "../ui/inline-style";
import { rowIdSchema } from "../../domain/ids";

export const meta: MetaFunction = () => pageMeta(m.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "stadiums:manage");
  const url = new URL(request.url);
  const has = (k: string) => url.searchParams.has(k);
  // Defaults of the spec: Premier League, England (an empty choice means all).
  const filters = {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    league: has("league") ? (url.searchParams.get("league") ?? "") : "Premier League",
    country: has("country") ? (url.searchParams.get("country") ?? "").trim().slice(0, 80) : "England",
  };
  const stadiums = await listStadiums(ctx, { q: filters.q || undefined, league: filters.league || undefined, country: filters.country || undefined });
  return { stadiums, filters };
}

async function stadiumInput(ctx: ServiceContext, input: FormInput) {
  const fields = parseOrThrow(stadiumInputSchema, { ...input.fields, image: input.fields.image || null });
  if (input.files.imageFile) fields.image = (await storeUpload(ctx, "stadiumImage", input.files.imageFile)).url;
  return fields;
}

/** The spec's two notices in one when the save carried an image. */
const withImage = (notice: string, input: FormInput) => (input.files.imageFile ? `${m.imageUploaded} ${notice}` : notice);

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "stadiums:manage");
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  return intentAction(request, {
    create: (input) =>
      orNotice(m.saveError, async () => {
        await createStadium(ctx, await stadiumInput(ctx, input));
        return redirectWithToast(here, { kind: "success", message: withImage(m.created, input), seconds: NOTICE_SECONDS });
      }),
    update: (input) =>
      orNotice(m.saveError, async () => {
        await updateStadium(ctx, parseOrThrow(rowIdSchema, input.fields.id), await stadiumInput(ctx, input));
        return redirectWithToast(here, { kind: "success", message: withImage(m.updated, input), seconds: NOTICE_SECONDS });
      }),
    delete: {
      destructive: true,
      run: (input) =>
        orNotice(m.deleteError, async () => {
          await deleteStadium(ctx, parseOrThrow(rowIdSchema, input.fields.id));
          return redirectWithToast(here, { kind: "success", message: m.deleted, seconds: NOTICE_SECONDS });
        }),
    },
  });
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
