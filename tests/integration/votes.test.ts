// Community votes on real D1: one rating per user and team vote and one choice per user and
// poll, also when sent at once; totals from the rows; the author cannot rate their own team.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../api/db/client";
import { gameweeks, playerVotes, teamVotes } from "../../api/db/schema";
import { ORIGIN, api, createUserAndLogin, registerUser } from "./helpers";
import { cheapSquad, seedGame } from "./game-data";

const rating = (s: number) => ({ votes: ["defense", "midfield", "attack", "tactics"].map((category) => ({ category, score: s })) });
let author: Awaited<ReturnType<typeof registerUser>>;
let teamId: string;
let playerIds: number[];
let admin: { token: string };

beforeAll(async () => {
  await seedGame();
  author = await registerUser();
  const players = (await api("/players")).body.map((p: { priceTenths: number }) => ({ ...p, price: p.priceTenths }));
  playerIds = players.slice(0, 2).map((p: { id: number }) => p.id);
  admin = await createUserAndLogin({ role: "admin" });
  await api("/gameweeks/admin/19", { method: "PUT", token: admin.token, json: { rules: { budget: 100, maxPlayersPerTeam: 3 } } });
  const saved = await api("/challengers", { token: author.token, json: { gameweekId: "19", teamName: "Vote FC", managerName: "Arne Slot", selectedPlayers: cheapSquad(players).selected } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  teamId = saved.body.id ?? saved.body.team?.id;
});

describe("team votes", () => {
  it("need a title and an image or one of the author's own saved teams", async () => {
    expect((await api("/votes/teams", { json: { title: "x", teamId } })).status).toBe(401);
    expect((await api("/votes/teams", { token: author.token, json: { title: "No picture" } })).status).toBe(400);
    expect((await api("/votes/teams", { token: author.token, json: { title: "x".repeat(101), teamId } })).status).toBe(400);
    const other = await registerUser();
    expect((await api("/votes/teams", { token: other.token, json: { title: "Not mine", teamId } })).status).toBe(403);
    expect((await api("/votes/teams", { token: author.token, json: { title: "Bad image", imageUrl: "javascript:alert(1)" } })).status).toBe(400);
  });

  it("take one rating per user, even sent at once; the author cannot rate; averages out of 10 from the rows", async () => {
    const created = await api("/votes/teams", { token: author.token, json: { title: "Rate my GW18", teamId, formation: "3-4-3", tags: ["GW18", " gw18 "] } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await api(`/votes/teams/${id}/vote`, { token: author.token, json: rating(5) })).status).toBe(403);
    const [rater, second] = [await registerUser(), await registerUser()];
    const twice = await Promise.all([1, 2, 3].map(() => api(`/votes/teams/${id}/vote`, { token: rater.token, json: rating(4) })));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(twice.find((r) => r.status === 409)!.body.error.message).toBe("You have already rated this team");
    expect((await api(`/votes/teams/${id}/vote`, { token: second.token, json: { category: "defense", score: 3 } })).status).toBe(400);
    const res = await api(`/votes/teams/${id}/vote`, { token: second.token, json: rating(2) });
    expect(res.body).toMatchObject({ scores: { defense: 6, midfield: 6, attack: 6, tactics: 6 }, voteCounts: { defense: 2 } });
    const list = await api("/votes?filter=teams", { token: second.token });
    const card = list.body.teamVotes.find((v: { id: string }) => v.id === id);
    expect(card).toMatchObject({ hasVotedOnTeam: true, ownerTeam: false, mean: 6, ratings: 2, tags: ["gw18"], formation: "4-4-2", team: { teamName: "Vote FC" } }); // the attached squad shows its own shape (cheapSquad: 1-4-4-2)
    expect(card.team.players).toHaveLength(15);
    expect((await api(`/votes/teams/nope/vote`, { token: second.token, json: rating(3) })).status).toBe(404);
  });

  it("twenty distinct raters at once all count", async () => {
    const id = (await api("/votes/teams", { token: author.token, json: { title: "Crowd", teamId } })).body.id;
    const crowd = await Promise.all(Array.from({ length: 20 }, () => registerUser()));
    const results = await Promise.all(crowd.map((u, i) => api(`/votes/teams/${id}/vote`, { token: u.token, json: rating((i % 5) + 1) })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await createDb(env.DB).select().from(teamVotes).where(eq(teamVotes.id, id));
    expect(row).toMatchObject({ ratings: 20, defenseSum: 60, tacticsSum: 60 });
  });

  it("a poll older than 30 days is closed", async () => {
    const id = (await api("/votes/teams", { token: author.token, json: { title: "Old", teamId } })).body.id;
    await createDb(env.DB).update(teamVotes).set({ createdAt: Date.now() - 31 * 86_400_000 }).where(eq(teamVotes.id, id));
    const rater = await registerUser();
    expect((await api(`/votes/teams/${id}/vote`, { token: rater.token, json: rating(3) })).status).toBe(409);
  });
});

describe("player polls", () => {
  it("two different real players, by id or by name; one choice per user, counts from the rows", async () => {
    expect((await api("/votes/players", { token: author.token, json: { title: "Same", player1: playerIds[0], player2: playerIds[0] } })).status).toBe(400);
    expect((await api("/votes/players", { token: author.token, json: { title: "Ghost", player1: playerIds[0], player2: "Nobody Atall" } })).status).toBe(400);
    expect((await api("/votes/players", { token: author.token, json: { title: "Ghost", player1: playerIds[0], player2: 99999999 } })).status).toBe(400);
    const created = await api("/votes/players", { token: author.token, json: { title: "Captain?", player1: playerIds[0], player2: "Haaland" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const voter = await registerUser();
    const same = await Promise.all([1, 2, 3, 4].map((i) => api(`/votes/players/${id}/vote`, { token: voter.token, json: { choice: i % 2 ? "player1" : "player2" } })));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    expect(same.filter((r) => r.status === 409)).toHaveLength(3);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => registerUser()));
    await Promise.all(crowd.map((u) => api(`/votes/players/${id}/vote`, { token: u.token, json: { choice: "player2" } })));
    const [row] = await createDb(env.DB).select().from(playerVotes).where(eq(playerVotes.id, id));
    expect(row!.votes1 + row!.votes2).toBe(11);
    expect((await api(`/votes/players/${id}/vote`, { token: voter.token, json: { choice: "player3" } })).status).toBe(400);
    const list = await api("/votes?filter=pvp", { token: voter.token });
    const poll = list.body.playerVotes.find((p: { id: string }) => p.id === id);
    expect(poll).toMatchObject({ totalVotes: 11, player2: { webName: "Haaland", team: "MCI" } });
    expect(poll.myChoice).toMatch(/player[12]/);
    expect(poll.player1.nextFixture === null || typeof poll.player1.nextFixture.difficulty === "number").toBe(true);
  });

  it("a poll does not stop staff from importing the players again (no foreign key on them)", async () => {
    expect((await api("/votes/players", { token: author.token, json: { title: "Before import", player1: playerIds[0], player2: playerIds[1] } })).status).toBe(201);
    const extracted = await api("/admin/players-fpl/extract", { token: admin.token, method: "POST" });
    expect(extracted.status, JSON.stringify(extracted.body)).toBe(200);
  });

  it("My votes lists only the caller's own", async () => {
    const mine = await api("/votes?filter=mine", { token: author.token });
    expect(mine.body.teamVotes.every((v: { ownerTeam: boolean }) => v.ownerTeam)).toBe(true);
    expect(mine.body.teamVotes.length).toBeGreaterThan(0);
    expect((await api("/votes?filter=bogus")).status).toBe(400);
  });
});

// Issue 26: a poll's players as a fan names them, and new votes about the upcoming gameweek.
describe("players named as a fan names them; the upcoming gameweek by default", () => {
  const SALAH = 381;
  const HAALAND_ID = async () => (await api("/players")).body.find((p: { webName: string }) => p.webName === "Haaland").id as number;
  // A new author each time: polls are rate-limited per author.
  const poll = async (_token: string | null, json: Record<string, unknown>) => api("/votes/players", { token: (await registerUser()).token, json: { title: "Who?", ...json } });
  const stored = async (id: string) => (await createDb(env.DB).select().from(playerVotes).where(eq(playerVotes.id, id)))[0]!;

  it("takes a player as an id, as the spec's object or as a typed name, and resolves it", async () => {
    const haaland = await HAALAND_ID();
    for (const typed of ["Salah", "salah", "Mo Salah", "mohamed salah", "M.Salah (LIV)", { id: SALAH, name: "M.Salah", team: "LIV", price: 14, points: 96 }, { name: "Salah", team: "LIV" }, SALAH]) {
      const res = await poll(author.token, { player1: typed, player2: { id: haaland, name: "Haaland" } });
      expect(res.status, `${JSON.stringify(typed)}: ${JSON.stringify(res.body)}`).toBe(201);
      const row = await stored(res.body.id);
      expect([row.player1Id, row.player2Id]).toEqual([SALAH, haaland]);
    }
  });

  it("refuses a name that is no one or several, saying who it could be; never a 500", async () => {
    const ambiguous = await poll(author.token, { player1: "James", player2: SALAH });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error.message).toMatch(/Several players match “James”: James \([A-Z]{3}\), James \([A-Z]{3}\)/);
    expect((await poll(author.token, { player1: "Zzyzx Nobody", player2: SALAH })).status).toBe(400);
    expect((await poll(author.token, { player1: { id: 99999999 }, player2: SALAH })).status).toBe(400);
    expect((await poll(author.token, { player1: { team: "LIV" }, player2: SALAH })).status).toBe(400);
    expect((await poll(author.token, { player1: [SALAH], player2: SALAH })).status).toBe(400);
    expect((await poll(author.token, { player1: "Mo Salah", player2: { id: SALAH } })).status).toBe(400);
  });

  it("a new poll or team vote is about the upcoming gameweek unless another is chosen", async () => {
    const rows = await createDb(env.DB).select().from(gameweeks);
    const upcoming = Math.min(...rows.filter((g) => g.status === "upcoming").map((g) => g.id));
    const live = rows.find((g) => g.status === "active")?.id;
    expect(live, "the seed has a live gameweek").toBeDefined();
    expect(upcoming).not.toBe(live);
    const byDefault = await poll(author.token, { player1: SALAH, player2: "Haaland" });
    expect((await stored(byDefault.body.id)).gameweek).toBe(upcoming);
    const chosen = await poll(author.token, { player1: SALAH, player2: "Haaland", gameweek: live });
    expect((await stored(chosen.body.id)).gameweek).toBe(live);
    const team = await api("/votes/teams", { token: (await registerUser()).token, json: { title: "Next week", imageUrl: "https://example.com/team.png" } });
    const [row] = await createDb(env.DB).select().from(teamVotes).where(eq(teamVotes.id, team.body.id));
    expect(row!.gameweek).toBe(upcoming);
    expect((await poll(author.token, { player1: SALAH, player2: "Haaland", gameweek: 39 })).status).toBe(400);
  });

  it("the /votes form (no JavaScript) takes a typed name or a picked suggestion's id, and offers the upcoming gameweek first", async () => {
    const { token } = await registerUser();
    const headers = { Authorization: `Bearer ${token}`, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" };
    const form = await SELF.fetch(`${ORIGIN}/votes?create=pvp`, { headers });
    const html = (await form.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<option value="\d+" selected="">GW \d+ \(upcoming\)<\/option>/);
    const post = (fields: Record<string, string>) =>
      SELF.fetch(`${ORIGIN}/votes?create=pvp`, { method: "POST", headers, body: new URLSearchParams({ intent: "createPvp", title: "Form poll", action: "captain", ...fields }) });
    const typed = await post({ player1: "mo salah", player2: "Haaland (MCI)" });
    expect(typed.status).toBe(200);
    expect(await typed.text()).toContain("Your poll is live");
    // A picked suggestion sends its id beside the label.
    const picked = await api("/votes?filter=mine", { token });
    expect(picked.body.playerVotes[0]).toMatchObject({ player1: { id: SALAH }, player2: { webName: "Haaland" } });
    const other = await registerUser();
    const byId = await SELF.fetch(`${ORIGIN}/votes?create=pvp`, {
      method: "POST",
      headers: { ...headers, Authorization: `Bearer ${other.token}` },
      body: new URLSearchParams({ intent: "createPvp", title: "Picked", player1: "M.Salah (LIV)", player1Id: String(SALAH), player2: "Haaland", player2Id: "nope" }),
    });
    expect(byId.status).toBe(200);
    const ambiguous = await post({ player1: "James", player2: "Haaland" });
    expect(ambiguous.status).toBe(400);
    expect((await ambiguous.text()).replaceAll("<!-- -->", "")).toContain("Several players match");
  });
});
