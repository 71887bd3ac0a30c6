// The staff pages' glue: the staff home's summary and the audit log (filters from the URL).
import type { ServiceContext } from "../../../api/services/context";
import { listAudit } from "../../../api/services/audit";
import { staffHome } from "../../../api/services/staff-home";
import { auditQuerySchema } from "../../../domain/moderation";
import { parseQuery } from "../../lib/query.server";

export function staffHomeData(ctx: ServiceContext) {
  return staffHome(ctx);
}

/** /adminaudit: ?actor=&action=&target=&page= (an emptied field is no filter; a bad value is a 400). */
export async function auditPageData(ctx: ServiceContext, url: URL) {
  const query = parseQuery(url, auditQuerySchema);
  return { query, ...(await listAudit(ctx, query)) };
}
