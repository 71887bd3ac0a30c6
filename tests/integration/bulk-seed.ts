// Many rows written straight into storage at once, for the tests about long lists and queues
// (edge-lists, moderation-queues): crowds of users, a wall of posts, open report cases.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { atomicBatch, insertRowsFromJson } from "../../api/db/bulk";
import { createDb } from "../../api/db/client";
import { posts, reportCases, reports, stadiums, users } from "../../api/db/schema";
import { challengerTeams, seasonStandings } from "../../api/db/shard-schema";
import { gameShards, groupByShard } from "../../api/db/shards";
import { identityKeys } from "../../domain/accounts";
import { buildUserRow } from "../factories";

const db = () => createDb(env.DB);
export const run = (...statements: Parameters<typeof atomicBatch>[1]) => atomicBatch(db(), statements);

/** Season standings written straight onto the shards that hold their managers (decision 035); their parts 0 unless given. */
export async function writeStandings(rows: (typeof seasonStandings.$inferInsert)[]) {
  const full = rows.map((r) => ({ completedPoints: 0, completedTeams: 0, livePoints: 0, liveTeams: 0, ...r }));
  for (const { shard, items } of groupByShard(gameShards(env), full, (r) => r.userId)) await atomicBatch(shard.db, [insertRowsFromJson(seasonStandings, items)]);
}

/** Every shard's season standings, together. */
export async function readStandings() {
  return (await Promise.all(gameShards(env).list.map((shard) => shard.db.select().from(seasonStandings).all()))).flat();
}

/** Saved teams written straight onto their managers' shards (decision 035), in chunks that fit D1's limits. */
export async function writeTeams(rows: (typeof challengerTeams.$inferInsert)[]) {
  for (const { shard, items } of groupByShard(gameShards(env), rows, (r) => r.userId))
    for (let i = 0; i < items.length; i += 500) await atomicBatch(shard.db, [insertRowsFromJson(challengerTeams, items.slice(i, i + 500))]);
}

/** One SQL query run on every shard, its rows together (in shard order; sort them to compare). */
export async function onEveryShard<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  return (await Promise.all(gameShards(env).list.map((shard) => shard.d1.prepare(sql).bind(...params).all<T>()))).flatMap((r) => r.results);
}

export type UserRow = Awaited<ReturnType<typeof buildUserRow>>;
let template: UserRow | null = null;
let crowdNo = 0;
/** `n` users written at once (one password hash for all: signing in is not what is tested). */
export async function crowd(n: number): Promise<UserRow[]> {
  template ??= await buildUserRow();
  const tag = `${Date.now().toString(36)}${(crowdNo++).toString(36)}`;
  const rows = Array.from({ length: n }, (_, i) => {
    const username = `e${tag}u${i}`;
    const email = `${username}@example.com`;
    const teamName = `Edge ${username}`;
    return { ...template!, id: crypto.randomUUID(), username, email, teamName, ...identityKeys({ email, username, teamName, firstName: template!.firstName, lastName: template!.lastName }) };
  });
  await run(insertRowsFromJson(users, rows));
  return rows;
}

let stadiumNo = 0;
export async function stadium() {
  const [row] = await db()
    .insert(stadiums)
    .values({ name: `Edge Park ${stadiumNo}`, club: `Edge FC ${stadiumNo++}`, createdAt: Date.now() })
    .returning({ id: stadiums.id });
  return row!.id;
}

export async function wallOf(n: number) {
  const ground = await stadium();
  const authors = await crowd(n);
  const now = Date.now();
  const tag = Math.random().toString(36).slice(2, 7);
  await run(insertRowsFromJson(posts, authors.map((a, i) => ({ stadiumId: ground, authorId: a.id, title: `Wall ${tag} ${i}`, content: `Post ${i} of ${n}`, category: "general", likesCount: 0, commentsCount: 0, createdAt: now + i }))));
  const rows = await db().select({ id: posts.id, title: posts.title, authorId: posts.authorId }).from(posts).where(eq(posts.stadiumId, ground)).orderBy(posts.id);
  return { ground, authors, posts: rows };
}

export async function openCasesOn(kind: "post" | "comment" | "chat_message", items: { itemId: string; authorId: string; context?: string }[], reporters: UserRow[], many: number) {
  const now = Date.now();
  await run(
    insertRowsFromJson(
      reportCases,
      items.map((it, i) => ({
        kind,
        itemId: it.itemId,
        authorId: it.authorId,
        context: it.context ?? null,
        status: "open",
        round: 1,
        reporters: i === items.length - 1 ? many : 1,
        hidden: false,
        snapshotTitle: null,
        snapshotText: `Reported ${kind} ${i}`,
        snapshotImage: null,
        firstReportedAt: now + i,
        lastReportedAt: now + i,
      })),
    ),
  );
  const cases = await db().select({ id: reportCases.id, itemId: reportCases.itemId }).from(reportCases).where(eq(reportCases.kind, kind));
  const caseOf = new Map(cases.map((c) => [c.itemId, c.id]));
  const rows = items.flatMap((it, i) =>
    (i === items.length - 1 ? reporters.slice(0, many) : [reporters[i % reporters.length]!]).map((r) => ({ caseId: caseOf.get(it.itemId)!, round: 1, reporterId: r.id, reason: `because ${i}`, createdAt: now + i })),
  );
  await run(insertRowsFromJson(reports, rows));
}
