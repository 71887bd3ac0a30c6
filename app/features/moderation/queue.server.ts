// The moderation queues' shared glue (issue 25): the page and filters read from the URL with the
// queue's own schema, the facts the screen shows around a page (the unfiltered count of the staff
// home, the stadiums or rooms that have cases), and the bulk action's form steps for a browser
// without JavaScript (review with the count, then one chunk through api/services/moderation-bulk).
import { roomLabel } from "../../../domain/chat-system";
import { redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseOrThrow } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { bulkModerate } from "../../../api/services/moderation-bulk";
import { openCaseContexts, openCaseCounts } from "../../../api/services/reports";
import { listRooms } from "../../../api/services/chat";
import {
  BULK_ACTIONS,
  BULK_MAX_ITEMS,
  CASE_FILTER_KEYS,
  bulkModerationSchema,
  caseFilterParams,
  caseQuerySchema,
  type CaseQuery,
  type ReportableKind,
} from "../../../domain/moderation";
import { offsetPageSummary } from "../../../domain/lists";
import { moderationMessages as t } from "../../../domain/messages/moderation";
import { parseQuery } from "../../lib/query.server";
import { redirectWithToast, type FormInput } from "../../lib/form-action.server";

/** A queue's page and filters from its URL (400 for a limit over 100, a negative offset...). */
export const readCaseQuery = (request: Request): CaseQuery => parseQuery(request, caseQuerySchema);

/**
 * Past the last page (its cases were handled meanwhile, by this moderator or another): the last
 * page that has cases, same filters. Thrown as the loader's redirect.
 */
export function assertOnAPage(request: Request, query: CaseQuery, total: number, count: number) {
  if (count > 0 || total === 0 || query.offset === 0) return;
  const url = new URL(request.url);
  url.searchParams.set("offset", String(offsetPageSummary(query.offset, query.limit, total, 0).lastOffset));
  throw redirect(url.pathname + url.search);
}

export type QueueFacts = {
  kind: ReportableKind;
  /** What the page shows: its limit, offset and the filters set (as the URL has them). */
  query: { limit: number; offset: number } & Partial<Record<(typeof CASE_FILTER_KEYS)[number], string>>;
  /** Cases matching the filters. */
  total: number;
  /** Every open case of the kind (the tab's count, the staff home's number). */
  openCount: number;
  /** The stadiums or rooms with open cases, for the filter's choices. */
  contexts: { value: string; label: string; cases: number }[];
};

/** What a queue's screen shows around its page of cases. */
export async function queueFacts(ctx: ServiceContext, kind: ReportableKind, query: CaseQuery, total: number): Promise<QueueFacts> {
  const filters = Object.fromEntries(caseFilterParams(query));
  const filtered = Object.keys(filters).length > 0;
  const [counts, contexts, names] = await Promise.all([
    filtered ? openCaseCounts(ctx) : null,
    openCaseContexts(ctx, kind),
    kind === "chat_message" ? roomNames(ctx) : null,
  ]);
  return {
    kind,
    query: { limit: query.limit, offset: query.offset, ...filters },
    total,
    openCount: counts ? counts[kind] : total,
    contexts: contexts.map((c) => ({
      value: c.context,
      label: names?.get(c.context) ?? c.context,
      cases: c.cases,
    })),
  };
}

async function roomNames(ctx: ServiceContext) {
  const { rooms } = await listRooms(ctx);
  // The fixed rooms by their name in the reader's language (their stored names are French).
  return new Map(rooms.map((r) => [r.id, roomLabel(r).name]));
}

/** The form's first step names the action and the rows; nothing is done before it is confirmed. */
const bulkSelectionSchema = z.object({
  // Messages read at failure time, in the request's language (issue 45).
  action: z.enum(BULK_ACTIONS, { error: () => t.queue.unknownAction }),
  itemIds: z.array(z.string().trim().min(1).max(80)).min(1, { error: () => t.queue.noSelection }).max(BULK_MAX_ITEMS, { error: () => t.queue.tooMany(BULK_MAX_ITEMS) }),
});

export type BulkReview = z.output<typeof bulkSelectionSchema>;
export type BulkFailure = { itemId: string; status: number; message: string };

/**
 * The bulk action as a plain form (no JavaScript): the selected rows of the page (`itemId`, one
 * per checked box) and the action. Unconfirmed, it answers the review (how many, and the reason
 * and duration fields); confirmed (`confirm=yes`), it runs them as one chunk: a redirect with the
 * summary when all were done, else the summary and each refusal.
 */
export async function bulkFormStep(ctx: ServiceContext, kind: ReportableKind, input: FormInput, here: string) {
  const itemIds = input.form.getAll("itemId").filter((v): v is string => typeof v === "string");
  const selection = parseOrThrow(bulkSelectionSchema, {
    action: input.fields.action,
    itemIds,
  });
  if (input.fields.confirm !== "yes") return { message: "", review: selection };
  const outcome = await bulkModerate(
    ctx,
    parseOrThrow(bulkModerationSchema, {
      kind,
      ...selection,
      reason: input.fields.reason?.trim() || undefined,
      ...(input.fields.duration ? { duration: input.fields.duration } : {}),
      ...(input.fields.authorItems ? { authorItems: input.fields.authorItems } : {}),
    })
  );
  const summary = t.queue.summary(outcome.done.length, outcome.failed.length);
  if (outcome.failed.length === 0) return redirectWithToast(here, { kind: "success", message: summary });
  return { message: summary, failed: outcome.failed as BulkFailure[] };
}
