// A REST client built from the OpenAPI document alone, as a new developer would build one
// (issue 43): tests/e2e/generated-client.test.ts generates ./schema.d.ts from the served
// /api/openapi.json with openapi-typescript, typechecks this file against it with tsc, then runs it
// with openapi-fetch against the local server. Nothing here comes from the code base: what the
// squad must be, which manager, which slots, the challenge's rules, all are read from the document's
// types and the answers. A document that lies fails here, at compile time (a field, an enum, a
// status) or at run time (an example or a rule the server refuses).
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.d.ts";

type Player = components["schemas"]["Player"];
type Rules = components["schemas"]["ChallengeRules"];
type RegisterBody = NonNullable<paths["/auth/register"]["post"]["requestBody"]>["content"]["application/json"];
type SaveBody = paths["/challengers"]["post"]["requestBody"]["content"]["application/json"];
type Pick = SaveBody["selectedPlayers"][number];
type Slot = NonNullable<Pick["slot"]>;
type Position = Player["position"];

export type JourneyResult = {
  username: string;
  gameweek: number;
  rules: Rules;
  saved: components["schemas"]["SavedTeam"];
  postId: number | string;
  leaderboardTotal: number;
};

/** What a failed call answered, for the test's message. */
function fail(what: string, response: Response, error: unknown): never {
  throw new Error(`${what}: ${response.status} ${JSON.stringify(error)}`);
}

export async function journey(baseUrl: string): Promise<JourneyResult> {
  const client = createClient<paths>({ baseUrl: `${baseUrl}/api` });
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  // 1. Sign up (the security question is one of the document's enum).
  const question: RegisterBody["securityQuestion"] = "What is your favorite food?";
  const registered = await client.POST("/auth/register", {
    body: { firstName: "Grace", lastName: "Hopper", email: `grace.${id}@example.test`, username: `grace_${id}`, teamName: `Compilers ${id}`, password: `pw-${id}-cobol`, securityQuestion: question, securityAnswer: "Cobol" },
  });
  if (!registered.data) fail("POST /auth/register", registered.response, registered.error);
  const token = registered.data.access_token;
  client.use({ onRequest: ({ request }) => (request.headers.set("Authorization", `Bearer ${token}`), request) });

  // 2. The challenge of the upcoming gameweek (open for saves) and its rules.
  const challenges = await client.GET("/gameweeks");
  if (!challenges.data) fail("GET /gameweeks", challenges.response, challenges.error);
  const open = challenges.data.filter((c) => c.status === "upcoming").sort((a, b) => a.gameweek - b.gameweek)[0];
  if (!open) throw new Error("no upcoming gameweek in GET /gameweeks");
  const challenge = await client.GET("/gameweeks/{id}", { params: { path: { id: String(open.gameweek) } } });
  if (!challenge.data) fail("GET /gameweeks/{id}", challenge.response, challenge.error);
  const rules = challenge.data.rules;

  // 3. A squad that keeps the squad's rules and the challenge's, from GET /players.
  const players = await client.GET("/players");
  if (!players.data) fail("GET /players", players.response, players.error);
  const selectedPlayers = squadFor(players.data, rules);
  const managerName: SaveBody["managerName"] = "Pep Guardiola";
  const saved = await client.POST("/challengers", { body: { gameweekId: open.gameweek, teamName: `Compilers ${id}`, managerName, selectedPlayers } });
  if (!saved.data) fail("POST /challengers", saved.response, saved.error);

  // 4. A post on a stadium's wall.
  const stadiums = await client.GET("/stadiums");
  if (!stadiums.data?.length) fail("GET /stadiums", stadiums.response, stadiums.error);
  const post = await client.POST("/stadiums/posts", { body: { stadiumId: stadiums.data[0]!.id, title: "Generated, compiled, posted", content: `A client made from the document alone says hello (${id}).` } });
  if (!post.data) fail("POST /stadiums/posts", post.response, post.error);

  // 5. The season's leaderboard.
  const board = await client.GET("/leaderboard", { params: { query: { limit: 10 } } });
  if (!board.data) fail("GET /leaderboard", board.response, board.error);

  return { username: registered.data.user.username, gameweek: open.gameweek, rules, saved: saved.data, postId: post.data.id, leaderboardTotal: board.data.total };
}

/** The squad's shape as the document states it: 2 GK, 5 DEF, 5 MID, 3 FWD; an XI of 1-4-4-2 here, the substitute goalkeeper on SUB-0. */
const NEED: Record<Position, number> = { GK: 2, DEF: 5, MID: 5, FWD: 3 };
const XI: Record<Position, Slot[]> = { GK: ["GK-0"], DEF: ["DEF-0", "DEF-1", "DEF-2", "DEF-3"], MID: ["MID-0", "MID-1", "MID-2", "MID-3"], FWD: ["FWD-0", "FWD-1"] };
const BENCH: Slot[] = ["SUB-1", "SUB-2", "SUB-3"];

/** Cheapest players first, the challenge's required ones and clubs before them, no club over its limit. */
export function squadFor(all: Player[], rules: Rules): Pick[] {
  const named = (p: Player, ref: number | string) => (typeof ref === "number" ? p.id === ref : [p.webName, p.secondName, `${p.firstName} ${p.secondName}`].some((n) => n.toLowerCase() === ref.toLowerCase()));
  const pool = all.filter((p) => p.canSelect && !p.removed && !rules.mustExcludePlayer.some((ref) => named(p, ref))).sort((a, b) => a.price - b.price);
  const chosen: Player[] = [];
  const perClub = new Map<string, number>();
  const fits = (p: Player) => !chosen.includes(p) && chosen.filter((c) => c.position === p.position).length < NEED[p.position] && (perClub.get(p.team) ?? 0) < rules.maxPlayersPerTeam;
  const take = (p: Player) => (chosen.push(p), perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1));
  for (const ref of rules.mustHavePlayer) {
    const p = pool.find((q) => named(q, ref));
    if (p && fits(p)) take(p);
  }
  const fromClubs = [...rules.mustHavePlayerFromTeam, ...(rules.minPlayersFromTeam ? [rules.minPlayersFromTeam] : [])];
  for (const { team, count } of fromClubs) {
    // Outfield players first: a captain must start, and only one goalkeeper does.
    for (const p of pool.filter((q) => q.team === team).sort((a, b) => Number(a.position === "GK") - Number(b.position === "GK"))) {
      if ((perClub.get(team) ?? 0) >= count) break;
      if (fits(p)) take(p);
    }
  }
  for (const p of pool) if (chosen.length < 15 && fits(p)) take(p);
  if (chosen.length !== 15) throw new Error(`could not make a squad of 15 from GET /players under ${JSON.stringify(rules)}`);
  const spent = chosen.reduce((sum, p) => sum + p.price, 0);
  if (spent > rules.budget) throw new Error(`the cheapest squad costs £${spent}m, over the budget of £${rules.budget}m`);

  const captainClub = rules.minPlayersFromTeam?.position === "captain" ? rules.minPlayersFromTeam.team : null;
  const picks: Pick[] = [];
  for (const position of ["GK", "DEF", "MID", "FWD"] as const) {
    // The captain's club's players start first.
    const mine = chosen.filter((p) => p.position === position).sort((a, b) => Number(b.team === captainClub) - Number(a.team === captainClub));
    mine.forEach((p, i) => picks.push({ id: p.id, slot: XI[position][i] ?? (position === "GK" ? "SUB-0" : BENCH.shift()!), captain: false, viceCaptain: false }));
  }
  const starters = picks.filter((p) => !p.slot!.startsWith("SUB-"));
  const captain = starters.find((p) => !captainClub || chosen.find((c) => c.id === p.id)!.team === captainClub) ?? starters[0]!;
  captain.captain = true;
  starters.find((p) => p !== captain)!.viceCaptain = true;
  return picks;
}
