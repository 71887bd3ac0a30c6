// The staff home (/admin): what needs attention now, each with the screen that handles it.
// Areas add their counts here (one read each), so the page stays one glance.
import { and, count, desc, eq, gte, isNull } from "drizzle-orm";
import { auditLog, jobRuns, reportCases, users } from "../db/schema";
import { requireStaff, type ServiceContext } from "./context";
import { gameweekStatus } from "./reference";
import { pendingOrderCount } from "./store";
import { openCaseCounts } from "./reports";
import { pseudonymised } from "./audit";

export type JobRunSummary = { name: string; lastRunAt: number; errors: string[]; completed: number[]; locked: number[] };

export async function staffHome(ctx: ServiceContext) {
  requireStaff(ctx);
  const startOfDay = new Date(ctx.now());
  startOfDay.setUTCHours(0, 0, 0, 0);
  const [reports, newUsers, status, runs, recent, pendingOrders] = await Promise.all([
    openCaseCounts(ctx),
    ctx.db.select({ n: count() }).from(users).where(and(gte(users.createdAt, startOfDay.getTime()), isNull(users.deletedAt))).get(),
    gameweekStatus(ctx),
    ctx.db.select().from(jobRuns).orderBy(desc(jobRuns.lastRunAt)).all(),
    ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(8).all(),
    pendingOrderCount(ctx),
  ]);
  const current = status.status[status.currentGameweek];
  const lastRuns: JobRunSummary[] = runs.map((r) => {
    const d = (r.detail ?? {}) as { errors?: string[]; completed?: number[]; locked?: number[] };
    return { name: r.name, lastRunAt: r.lastRunAt, errors: d.errors ?? [], completed: d.completed ?? [], locked: d.locked ?? [] };
  });
  return {
    openReports: reports,
    newUsersToday: newUsers?.n ?? 0,
    pendingOrders,
    gameweek: { id: status.currentGameweek, status: current?.status ?? "locked", deadline: current?.deadline ?? null, opened: status.openedGameweeks },
    lastRuns,
    recentAudit: await pseudonymised(ctx, recent),
  };
}
