// The leak screens' data and form actions (/leaks, /addleak, /adminleaks): forms become the
// API's input shapes and go through the same schemas and services as the API.
import { leaksMessages } from "../../../domain/messages/leaks";
import type { ServiceContext } from "../../../api/services/context";
import { createLeak, deleteLeakAsStaff, getLeak, hotPanel, listLeaks, listLeaksAdmin, updateLeakAsStaff, voteOnLeak } from "../../../api/services/leaks";
import { storeUpload } from "../../../api/services/uploads";
import { parseOrThrow } from "../../../api/errors";
import { ADMIN_LEAK_LIST, ADMIN_LEAKS_PAGE_SIZE, leakIdSchema, leakInputSchema, leaksQuerySchema, leakVoteSchema } from "../../../domain/leaks";
import { listPageSchema } from "../../../domain/lists";
import { intentAction, redirectWithToast, type FormInput } from "../../lib/form-action.server";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";

/** The feed's query from the URL (?category=&cursor=): a value that is not one is ignored (the whole feed). */
const feedQuery = leaksQuerySchema.omit({ limit: true }).catch({});

export async function loadLeaks(ctx: ServiceContext, url: URL) {
  const query = leaksQuerySchema.parse(parseQuery(url, feedQuery));
  return { ...(await listLeaks(ctx, query)), category: query.category ?? null, cursor: query.cursor ?? null };
}

/** /leaks/:id: one leak on its own page (what the hot list links to), with the hot list beside it. */
export async function loadLeak(ctx: ServiceContext, rawId: string | undefined) {
  const id = parseOrThrow(leakIdSchema, rawId);
  const [leak, hot] = await Promise.all([getLeak(ctx, id), hotPanel(ctx)]);
  return { leak, hot };
}

export function leaksAction(ctx: ServiceContext, request: Request) {
  return intentAction<"vote", { id: number; note: number; myVote: number }>(request, {
    vote: async ({ fields }) => {
      const id = parseOrThrow(leakIdSchema, fields.id);
      const { vote } = parseOrThrow(leakVoteSchema, { vote: Number(fields.vote) });
      return voteOnLeak(ctx, id, vote);
    },
  });
}

/** The form's fields in the API's shape: tags from the chips (`tags`) and the draft box (comma-separated). */
function leakInput({ form, fields }: FormInput, imageUrl?: string) {
  const tags = [...form.getAll("tags").map(String), ...(fields.tagDraft ?? "").split(",")];
  return {
    title: fields.title ?? "",
    description: fields.description ?? "",
    source: fields.source ?? "",
    imageUrl: imageUrl ?? (fields.imageUrl?.trim() || null),
    category: fields.category || undefined,
    reliability: fields.reliability || undefined,
    tags,
  };
}

export function addLeakAction(ctx: ServiceContext, request: Request) {
  return intentAction<"create", { created: { id: number; title: string; tags: string[] } }>(request, {
    create: async (input) => {
      // Checked before the upload so that a refused form stores nothing.
      const parsed = parseOrThrow(leakInputSchema, leakInput(input));
      const file = input.files.image;
      const uploaded = file && file.size > 0 ? (await storeUpload(ctx, "leakImage", file)).url : undefined;
      const created = await createLeak(ctx, { ...parsed, imageUrl: uploaded ?? parsed.imageUrl });
      // The tags saved are named in the answer: a tag typed without Enter is never a silent one.
      return { message: leaksMessages.published, created: { id: created.id, title: created.title, tags: created.tags } };
    },
  });
}

/** ?edit=id opens that leak's form when it is on the page shown. */
const editQuery = z.object({ edit: leakIdSchema.optional().catch(undefined) });

export async function loadAdminLeaks(ctx: ServiceContext, url: URL) {
  const q = parseQuery(url, listPageSchema(ADMIN_LEAKS_PAGE_SIZE, ADMIN_LEAK_LIST));
  const { edit } = parseQuery(url, editQuery);
  const page = await listLeaksAdmin(ctx, { limit: q.limit, offset: q.offset, sort: q.sort!, order: q.order });
  const editing = edit ? (page.rows.find((r) => r.id === edit) ?? null) : null;
  return { ...page, page: q.page, sort: q.sort!, order: q.order, editing };
}

export function adminLeaksAction(ctx: ServiceContext, request: Request) {
  return intentAction(request, {
    edit: async (input) => {
      const id = parseOrThrow(leakIdSchema, input.fields.id);
      const updated = await updateLeakAsStaff(ctx, id, parseOrThrow(leakInputSchema, leakInput(input)));
      const back = new URL(request.url);
      back.searchParams.delete("edit");
      return redirectWithToast(back.pathname + back.search, { kind: "success", message: leaksMessages.saved(updated.title) });
    },
    delete: {
      destructive: true,
      run: async ({ fields }) => {
        await deleteLeakAsStaff(ctx, parseOrThrow(leakIdSchema, fields.id));
        return { message: leaksMessages.deleted };
      },
    },
  });
}
