import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../server";
import { runScheduledJobs } from "../../api/jobs/scheduled";

describe("scheduled()", () => {
  it("is wired to the job runner and completes", async () => {
    const controller = createScheduledController({ scheduledTime: new Date("2026-01-01T12:00:00Z"), cron: "* * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled!(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await runScheduledJobs(env, Date.now())).toEqual({ ran: [] });
  });
});
