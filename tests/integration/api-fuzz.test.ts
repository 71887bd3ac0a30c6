// Every endpoint of the API, read from the router itself (so a route added later is walked
// too), called as a user and as an admin with junk: path parameters that are not ids, bodies
// that are not JSON or have the wrong types, query strings out of range. Whatever is sent:
// never a 5xx and never a stack trace in the answer.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api as apiApp } from "../../api/app";
import { api, createUserAndLogin, ORIGIN } from "./helpers";

const LONG = "x".repeat(10_000);
/** Past D1's 50-byte LIKE pattern limit, inside a search box's 100 characters (it was a 500). */
const MID = "é".repeat(40);

// Signing out revokes the token the walk uses: those routes go last.
const routes = (() => {
  const seen = new Set<string>();
  return apiApp.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`))
    .sort((a, b) => Number(a.path.includes("logout")) - Number(b.path.includes("logout")));
})();
const withParams = (path: string, value: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, () => encodeURIComponent(value));

const PARAMS = ["abc", "-1", "0", "1.5", "99999999999999999999", "\u0000", "../x", MID, LONG];
const WRONG_TYPES = {
  id: "x", name: 1, title: {}, content: [], description: 5, email: 5, password: null, username: [], gameweek: "abc", gameweekId: -1,
  quantity: -1, productId: "x", stadiumId: "x", postId: {}, commentId: "x", type: 7, reason: {}, status: 1, role: "god", isActive: "yes",
  players: "x", player1: {}, player2: [], choice: 9, votes: "x", category: 42, q: MID, duration: "forever", scope: 1, at: "yesterday",
  items: [{ productId: "x", quantity: "many" }], squad: {}, captain: "x", formation: 442, tags: "a", points: "1e999", amount: 1e308, userId: 1,
};
/** Every free-text field of the API's bodies, with enough valid context around them to reach the service and storage. */
const TEXT_FIELDS = [
  "title", "content", "description", "name", "club", "league", "country", "city", "source", "reason", "teamName", "managerName",
  "firstName", "lastName", "username", "address", "postalCode", "phone", "text", "note", "label", "code", "message", "securityAnswer",
];
const CONTEXT = { stadiumId: 1, postId: 1, commentId: 1, duration: "24h", category: "general", type: "respect", choice: "player1", quantity: 1, capacity: 1 };
const textBody = (value: string) => JSON.stringify({ ...CONTEXT, ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, value])), tags: [value, value] });
const BODIES: [string, { body?: string; type?: string }][] = [
  ["text fields of NUL only", { body: textBody("\u0000\u0000\u0000"), type: "application/json" }],
  ["text fields of control characters only", { body: textBody("\u0001\u001f\u007f"), type: "application/json" }],
  ["oversized text fields", { body: textBody(LONG), type: "application/json" }],
  ["no body", {}],
  ["empty object", { body: "{}", type: "application/json" }],
  ["not JSON", { body: "{]", type: "application/json" }],
  ["JSON null", { body: "null", type: "application/json" }],
  ["JSON array", { body: "[1,2]", type: "application/json" }],
  ["JSON string", { body: JSON.stringify(LONG), type: "application/json" }],
  ["wrong types", { body: JSON.stringify(WRONG_TYPES), type: "application/json" }],
  ["deep nesting", { body: "[".repeat(5000) + "]".repeat(5000), type: "application/json" }],
  ["form instead of JSON", { body: "a=1&b=2", type: "application/x-www-form-urlencoded" }],
  ["multipart without a file", { body: "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n1\r\n--b--\r\n", type: "multipart/form-data; boundary=b" }],
  ["text", { body: "hello", type: "text/plain" }],
];
const QUERIES = ["page=0", "page=-1", "page=abc", "limit=100000", "limit=-1", "offset=-5", "offset=abc", "sort=zz&order=up", `q=${MID}`, `q=${LONG}`, "q=%25_%5C", "gw=abc", "gw=99", "gameweek=abc", "category=zz", "cursor=abc", "before=-1", "id=%00", "a=1&a=2"];

const STACK = /\bat [^\s]+ \(?[^\s)]*:\d+:\d+\)?|node_modules\/|\.(ts|js):\d+:\d+/;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describe("every API endpoint with junk input", () => {
  it("is found in the router (the game, the community, the store, the staff calls)", () => {
    const all = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of ["POST /auth/login", "GET /stadiums/posts/:id/comments", "PUT /cart", "POST /votes/teams/:id/vote", "GET /admin/users/:id", "POST /chat/rooms/:id/messages"])
      expect(all).toContain(expected);
    expect(routes.length).toBeGreaterThan(100);
  });

  it("finds text with a search as long as the box takes, accents and LIKE's wildcards taken literally", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const name = `Stade ${MID} 100%_sûr`;
    expect((await api("/stadiums", { token: admin.token, json: { name, club: "Fuzz FC" } })).status).toBe(201);
    const search = async (q: string) => (await api(`/stadiums/search?q=${encodeURIComponent(q)}`)).body.map((s: { name: string }) => s.name);
    expect(await search(`STADE ${MID} 100%_sûr`)).toEqual([name]); // ASCII letters in any case, like LIKE
    expect(await search(`Stade ${MID}`)).toEqual([name]);
    expect(await search("%_")).toEqual([name]); // literal, not "anything"
    expect(await search("0%_s")).toEqual([name]);
    expect(await search("zz%")).toEqual([]);
  });

  it("answers a user and an admin: junk path parameters, bodies and query strings are never a 5xx", async () => {
    const [user, admin] = await Promise.all([createUserAndLogin(), createUserAndLogin({ role: "admin" })]);
    const failures: string[] = [];
    for (const [who, token] of [["user", user.token], ["admin", admin.token]] as const) {
      for (const { method, path } of routes) {
        const calls: { url: string; body?: string; type?: string; label: string }[] = [
          ...PARAMS.map((p) => ({ url: withParams(path, p), body: method === "GET" ? undefined : "{}", type: "application/json", label: `param ${JSON.stringify(p.slice(0, 12))}` })),
          ...(method === "GET" || method === "HEAD" ? [] : BODIES.map(([label, b]) => ({ url: withParams(path, "1"), ...b, label }))),
          ...QUERIES.map((q) => ({ url: `${withParams(path, "1")}?${q}`, label: `?${q.slice(0, 30)}` })),
        ];
        await inBatches(calls, 8, async ({ url, body, type, label }) => {
          const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Origin: ORIGIN };
          if (type) headers["Content-Type"] = type;
          const res = await SELF.fetch(`${ORIGIN}/api${url}`, { method, headers, body });
          const text = await res.text();
          const at = `${res.status} ${method} ${path} ${label} as ${who}`;
          if (res.status >= 500) failures.push(`${at}: ${text.slice(0, 200)}`);
          else if (STACK.test(text)) failures.push(`stack trace ${at}: ${text.match(STACK)?.[0]}`);
        });
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
