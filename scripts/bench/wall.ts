// Benchmark: the stadium wall with 50,000 posts on local D1 (most of them on one ground) and a
// thread of 500 comments: median and p90 latency over HTTP of the wall's first page, a later
// page by cursor, one category, the thread's comments (first and last page, the preview, a
// reply page) and the whole /terrace page (SSR with 20 comment previews); then the rows read
// by each, as D1 counts them (meta.rows_read), by running the same service functions in
// Node against the same local database through wrangler's getPlatformProxy.
//
//   node scripts/bench/wall.ts [--posts 50000] [--comments 500] [--port 8792] [--requests 50]
//
// Builds its own local database under .wrangler/bench-wall-state (wiped first) and starts
// `wrangler dev` on it. Nothing here runs in the test suites.
import { spawnSync } from "node:child_process";
import { register } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The services are the Worker's own TypeScript (extensionless imports): load them as the seed does.
if (!process.execArgv.includes("--experimental-transform-types")) {
  const child = spawnSync(process.execPath, ["--experimental-transform-types", "--no-warnings", ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(child.status ?? 1);
}
register("../ts-resolve.mjs", import.meta.url);

const { DEMO_ACCOUNTS } = await import("../../api/db/demo-accounts.ts");
const { comments, commentReactions, postLikes, posts, users } = await import("../../api/db/schema/index.ts");
const { identityKeys } = await import("../../domain/accounts.ts");
const { POST_CATEGORIES, REACTION_TYPES, postListQuerySchema } = await import("../../domain/wall.ts");
const { hashSecret } = await import("../../api/services/crypto.ts");
const { insertRows } = await import("../sql.ts");
const { openLocalD1 } = await import("../local-d1.ts");
const { createRandom } = await import("../../domain/sample-season.ts");
const { DAY_MS } = await import("../../domain/constants.ts");
const { ensureWorkerReady, freshBenchDatabase, medianAndP90, numberOption, signIn, timeGets, withLocalWorker } = await import("./kit.ts");

const POSTS = numberOption("--posts", 50_000);
const THREAD = numberOption("--comments", 500);
const PORT = numberOption("--port", 8792);
const REQUESTS = numberOption("--requests", 50);
const USERS = 2_000;
const LIKES = 100_000;
const GROUND = 12; // Anfield: 40% of the posts
const state = path.resolve(".wrangler/bench-wall-state");

ensureWorkerReady();
console.log(`Preparing ${POSTS.toLocaleString("en-GB")} posts (${Math.round(POSTS * 0.4).toLocaleString("en-GB")} on one ground), a ${THREAD}-comment thread, ${LIKES.toLocaleString("en-GB")} likes...`);
await freshBenchDatabase(state);

const random = createRandom(1111);
const now = Date.now();
const passwordHash = await hashSecret("bench-password");
const userRows = Array.from({ length: USERS }, (_, i) => {
  const id = `bench-${String(i).padStart(5, "0")}`;
  const names = { email: `${id}@bench.local`, username: id, teamName: `Bench ${i}` };
  return {
    id, ...names, ...identityKeys({ ...names, firstName: "Bench", lastName: String(i) }), firstName: "Bench", lastName: String(i), avatar: "/images/avatars/avatar1.svg", passwordHash,
    securityQuestion: "What is your favorite food?", securityAnswerHash: passwordHash, role: "user", isActive: true, points: 0, createdAt: now,
  };
});
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
// Posts over 90 days, ids in date order; 40% on the benchmark's ground, the rest on the other 19.
const otherGrounds = Array.from({ length: 20 }, (_, i) => i + 1).filter((g) => g !== GROUND);
const postRows = Array.from({ length: POSTS }, (_, i) => {
  const createdAt = now - Math.floor((1 - i / POSTS) * 90 * DAY_MS);
  return {
    id: i + 1, stadiumId: random() < 0.4 ? GROUND : pick(otherGrounds), authorId: pick(userRows).id, title: `Bench post ${i}`,
    content: `Le contenu du post ${i}, assez long pour ressembler à un vrai message de supporter.`, category: pick(POST_CATEGORIES),
    image: random() < 0.3 ? "/images/wall/stands.svg" : null, likesCount: 0, commentsCount: 0, createdAt,
  };
});
const thread = [...postRows].reverse().find((p) => p.stadiumId === GROUND)!; // the ground's newest post: on the first page
const likeKeys = new Set<string>();
const likeRows: Record<string, unknown>[] = [];
while (likeRows.length < LIKES) {
  const post = postRows[Math.floor(Math.pow(random(), 0.5) * POSTS)]!; // newer posts draw more
  const user = pick(userRows).id;
  const key = `${post.id}:${user}`;
  if (likeKeys.has(key)) continue;
  likeKeys.add(key);
  likeRows.push({ postId: post.id, userId: user, createdAt: post.createdAt + 1000 });
}
// The thread: 80% top comments, 20% replies on the first 20 top comments; reactions on the top ones.
const tops = Math.round(THREAD * 0.8);
const commentRows: Record<string, unknown>[] = [];
for (let i = 0; i < THREAD; i++) {
  const parentId = i < tops ? null : (i % 20) + 1;
  commentRows.push({ id: i + 1, postId: thread.id, parentId, authorId: pick(userRows).id, content: `Commentaire ${i}`, createdAt: thread.createdAt + (i + 1) * 60_000 });
}
const reactionRows: Record<string, unknown>[] = [];
for (let c = 1; c <= tops; c++) {
  const reactors = new Set(Array.from({ length: Math.floor(random() * 8) }, () => pick(userRows).id));
  for (const userId of reactors) reactionRows.push({ commentId: c, userId, type: pick(REACTION_TYPES), createdAt: now });
}

const t = Date.now();
const local = openLocalD1(state);
local.execAll([
  ...insertRows(users, userRows, "ignore", 200),
  ...insertRows(posts, postRows, "ignore", 500),
  ...insertRows(postLikes, likeRows, "ignore", 1000),
  ...insertRows(comments, commentRows, "ignore", 500),
  ...insertRows(commentReactions, reactionRows, "ignore", 1000),
  // 50 posts of the ground hidden by reports (the visibility filter has something to filter).
  `INSERT INTO report_cases (kind, item_id, author_id, status, round, reporters, hidden, snapshot_title, first_reported_at, last_reported_at)
     SELECT 'post', CAST(id AS TEXT), author_id, 'open', 1, 3, 1, title, ${now}, ${now} FROM posts WHERE stadium_id = ${GROUND} AND id % 400 = 7 LIMIT 50;`,
  `UPDATE posts SET likes_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = posts.id), comments_count = (SELECT count(*) FROM comments c WHERE c.post_id = posts.id);`,
  `UPDATE comments SET reactions_count = (SELECT count(*) FROM comment_reactions r WHERE r.comment_id = comments.id), replies_count = (SELECT count(*) FROM comments c WHERE c.parent_id = comments.id);`,
  "ANALYZE;",
]);
local.close();
const groundPosts = postRows.filter((p) => p.stadiumId === GROUND).length;
console.log(`Loaded in ${((Date.now() - t) / 1000).toFixed(1)} s: ${groundPosts.toLocaleString("en-GB")} posts on ground ${GROUND}, thread post ${thread.id} (${THREAD} comments, ${reactionRows.length} reactions).`);

const demo = DEMO_ACCOUNTS.find((a) => a.role === "user")!;
let cursor = 0;
let demoId = "";
await withLocalWorker(state, PORT, async (base) => {
  const signedIn = await signIn(base, demo);
  demoId = signedIn.user.id;
  const auth = { Authorization: `Bearer ${signedIn.access_token}` };
  await fetch(`${base}/api/stadiums/mine`, { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify({ stadiumId: GROUND }) });
  const first = (await (await fetch(`${base}/api/stadiums/${GROUND}/posts`, { headers: auth })).json()) as { posts: { id: number }[]; nextCursor: number };
  cursor = first.nextCursor;
  const topComment = 1;

  console.log(`\nHTTP, ${REQUESTS} requests each (signed in as ${demo.username}):`);
  for (const [label, url] of [
    ["wall first page (20 posts)", `/api/stadiums/${GROUND}/posts`],
    ["wall page 2 (cursor)", `/api/stadiums/${GROUND}/posts?before=${cursor}`],
    ["wall, one category", `/api/stadiums/${GROUND}/posts?category=match`],
    ["wall search (title or content)", `/api/stadiums/${GROUND}/posts?q=post%2049`],
    [`thread of ${THREAD}: first 20 comments`, `/api/stadiums/posts/${thread.id}/comments`],
    [`thread of ${THREAD}: last page`, `/api/stadiums/posts/${thread.id}/comments?offset=${tops - 20}`],
    ["thread preview (top 2 + 2 replies)", `/api/stadiums/posts/${thread.id}/comments?preview=1`],
    ["replies of a comment (10)", `/api/stadiums/comments/${topComment}/replies`],
    ["/terrace page (SSR, 20 posts with previews)", `/terrace`],
  ] as const) {
    console.log(`  ${label}: ${medianAndP90(await timeGets(`${base}${url}`, auth, REQUESTS))}`);
  }
});
await new Promise((r) => setTimeout(r, 1500));

// Rows read, as D1 counts them: the same service calls, against the same database through
// getPlatformProxy (miniflare's D1), each statement's meta.rows_read summed.
const { getPlatformProxy } = await import("wrangler");
const { createDb } = await import("../../api/db/client.ts");
const postsService = await import("../../api/services/posts.ts");
const commentsService = await import("../../api/services/comments.ts");
const { terraceData } = await import("../../app/features/wall/terrace.server.ts");
const proxy = await getPlatformProxy<Record<string, unknown> & { DB: D1Database }>({ persist: { path: path.join(state, "v3") } });
let rowsRead = 0;
let statements = 0;
const counted = (meta: { rows_read?: number } | undefined) => {
  rowsRead += meta?.rows_read ?? 0;
  statements++;
};
/** A statement whose reads are counted; raw() (no meta) is run once as all() to read its meta, uncounted for time. */
const countingStatement = (s: D1PreparedStatement): D1PreparedStatement =>
  new Proxy(s, {
    get(target, prop) {
      if (prop === "bind") return (...params: unknown[]) => countingStatement(target.bind(...params));
      if (prop === "all" || prop === "run")
        return async () => {
          const r = await target[prop]();
          counted(r.meta);
          return r;
        };
      if (prop === "first")
        return async (column?: string) => {
          const r = await target.all<Record<string, unknown>>();
          counted(r.meta);
          const row = r.results[0] ?? null;
          return column ? (row?.[column] ?? null) : row;
        };
      if (prop === "raw")
        return async (options?: { columnNames?: boolean }) => {
          counted((await target.all()).meta);
          return target.raw(options as never);
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
const DB = new Proxy(proxy.env.DB, {
  get(target, prop) {
    if (prop === "prepare") return (sql: string) => countingStatement(target.prepare(sql));
    const value = Reflect.get(target, prop);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
const env = { ...proxy.env, DB } as never;
const ctx = { db: createDb(DB), env, actor: { id: demoId, role: "user" as const, sessionId: "bench" }, viewer: null, ip: "bench", now: () => Date.now() };
const query = (q: Record<string, string>) => postListQuerySchema.parse(q);
console.log(`\nRows read (D1 meta.rows_read, summed over the request's statements):`);
for (const [label, run] of [
  ["wall first page", () => postsService.listPosts(ctx as never, GROUND, query({}))],
  ["wall page 2 (cursor)", () => postsService.listPosts(ctx as never, GROUND, query({ before: String(cursor) }))],
  ["wall, one category", () => postsService.listPosts(ctx as never, GROUND, query({ category: "match" }))],
  ["wall search", () => postsService.listPosts(ctx as never, GROUND, query({ q: "post 49" }))],
  [`thread of ${THREAD}: first 20 comments`, () => commentsService.listComments(ctx as never, thread.id, { limit: 20, offset: 0 })],
  [`thread of ${THREAD}: last page`, () => commentsService.listComments(ctx as never, thread.id, { limit: 20, offset: tops - 20 })],
  ["thread preview", () => commentsService.listComments(ctx as never, thread.id, { limit: 20, offset: 0, preview: true })],
  ["replies of a comment", () => commentsService.listReplies(ctx as never, 1, { limit: 10, offset: 0 })],
  ["/terrace loader (wall page + 20 previews)", () => terraceData(ctx as never, new URL("http://bench/terrace"))],
] as const) {
  rowsRead = 0;
  statements = 0;
  await run();
  console.log(`  ${label}: ${rowsRead.toLocaleString("en-GB")} rows in ${statements} statements`);
}
await proxy.dispose();
