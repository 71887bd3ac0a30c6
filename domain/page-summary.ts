// A pager's arithmetic (domain/lists.ts has the paging rule and its schemas): which rows a page
// shows and where its neighbours start. No zod here: the shared pager (app/ui/pager.tsx) is on
// many first loads (decision 028, a lean first load).

/** Rows shown and pages in all, for a pager: "Showing 21 to 40 of 1,234". */
export function pageSummary(page: number, pageSize: number, total: number, count: number) {
  const from = count ? (page - 1) * pageSize + 1 : 0;
  return { from, to: count ? from + count - 1 : 0, last: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * An offset-paged list's pager (`?limit=&offset=`): rows shown, this page and the last, the
 * neighbours' offsets (null at either end) and the offset of the last page, for "21–40 of 1,234".
 */
export function offsetPageSummary(offset: number, limit: number, total: number, count: number) {
  const last = Math.max(1, Math.ceil(total / limit));
  const lastOffset = (last - 1) * limit;
  return {
    from: count ? offset + 1 : 0,
    to: count ? offset + count : 0,
    page: Math.min(last, Math.floor(offset / limit) + 1),
    last,
    previousOffset: offset > 0 ? Math.max(0, Math.min(offset - limit, lastOffset)) : null,
    nextOffset: offset + limit < total ? offset + limit : null,
    lastOffset,
  };
}
