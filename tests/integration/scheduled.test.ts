import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { jobRuns } from "../../api/db/schema";
import worker from "../../server";

describe("scheduled()", () => {
  it("runs the gameweek jobs and records the run", async () => {
    const controller = createScheduledController({ scheduledTime: new Date(), cron: "* * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled!(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const run = await createDb(env.DB).select().from(jobRuns).get();
    expect(run?.name).toBe("gameweeks");
    expect(Date.now() - run!.lastRunAt).toBeLessThan(60_000);
  });
});
