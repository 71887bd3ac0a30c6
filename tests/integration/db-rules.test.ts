// The SQL forms of domain rules (api/db/rules.ts) agree with the domain functions they mirror.
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { gameweekRevealed } from "../../api/db/rules";
import { GAMEWEEK_STATUSES, isTeamRevealed } from "../../domain/gameweek";

describe("gameweekRevealed", () => {
  it("selects exactly the gameweeks isTeamRevealed reveals", async () => {
    const now = 1_000_000;
    const cases = GAMEWEEK_STATUSES.flatMap((status, i) =>
      [now - 1, now, now + 1].map((deadline, j) => ({ id: i * 3 + j + 1, status, deadline })),
    );
    // A CTE named like the table stands in for it, so the real rows stay untouched.
    const values = sql.join(cases.map((c) => sql`(${c.id}, ${c.status}, ${c.deadline})`), sql`, `);
    const rows = await createDb(env.DB).all<{ id: number }>(
      sql`with gameweeks(id, status, deadline) as (values ${values}) select id from gameweeks where ${gameweekRevealed(now)} order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(cases.filter((c) => isTeamRevealed(c, now)).map((c) => c.id));
    expect(rows.length).toBeGreaterThan(0);
  });
});
