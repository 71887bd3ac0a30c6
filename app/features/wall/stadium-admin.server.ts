// /adminstadiums' data and form actions: the filters from the URL (the spec's defaults: Premier
// League, England; an empty choice means all) and create, update, archive, delete over the stadiums service.
import { z } from "zod";
import { parseOrThrow } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { createStadium, deleteStadium, listStadiums, setStadiumArchived, stadiumsUsage, updateStadium } from "../../../api/services/stadiums";
import { storeUpload } from "../../../api/services/uploads";
import { rowIdSchema } from "../../../domain/ids";
import { adminStadiumMessages as m } from "../../../domain/messages/admin";
import { stadiumInputSchema } from "../../../domain/wall";
import { intentAction, orNotice, redirectWithToast, type FormInput } from "../../lib/form-action.server";
import { parseQuery } from "../../lib/query.server";

/** The screen's notices last 5 s (community.md §8 Stadium management). */
const NOTICE_SECONDS = 5;

/** ?q=&league=&country=: absent is the spec's default, present but empty is "all". */
const stadiumFiltersQuery = z.object({
  q: z.string().default("").transform((q) => q.trim().slice(0, 100)),
  league: z.string().default("Premier League"),
  country: z.string().default("England").transform((c) => c.trim().slice(0, 80)),
});

/** Staff see archived stadiums too (marked), each with what it holds: the archive and delete choices depend on it. */
export async function stadiumAdminData(ctx: ServiceContext, url: URL) {
  const filters = parseQuery(url, stadiumFiltersQuery, { keepBlank: true });
  const list = await listStadiums(ctx, { q: filters.q || undefined, league: filters.league || undefined, country: filters.country || undefined, archived: true });
  const usage = await stadiumsUsage(ctx, list.map((s) => s.id));
  const stadiums = list.map((s) => ({ ...s, usage: usage.get(s.id) ?? { posts: 0, comments: 0, fans: 0 } }));
  return { stadiums, filters };
}

async function stadiumInput(ctx: ServiceContext, input: FormInput) {
  const fields = parseOrThrow(stadiumInputSchema, { ...input.fields, image: input.fields.image || null });
  if (input.files.imageFile) fields.image = (await storeUpload(ctx, "stadiumImage", input.files.imageFile)).url;
  return fields;
}

/** The spec's two notices in one when the save carried an image. */
const withImage = (notice: string, input: FormInput) => (input.files.imageFile ? `${m.imageUploaded} ${notice}` : notice);

export function stadiumAdminAction(ctx: ServiceContext, request: Request) {
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
    archive: {
      destructive: true,
      run: (input) =>
        orNotice(m.saveError, async () => {
          await setStadiumArchived(ctx, parseOrThrow(rowIdSchema, input.fields.id), true);
          return redirectWithToast(here, { kind: "success", message: m.archived, seconds: NOTICE_SECONDS });
        }),
    },
    unarchive: (input) =>
      orNotice(m.saveError, async () => {
        await setStadiumArchived(ctx, parseOrThrow(rowIdSchema, input.fields.id), false);
        return redirectWithToast(here, { kind: "success", message: m.unarchived, seconds: NOTICE_SECONDS });
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
