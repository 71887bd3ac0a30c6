// The document's request examples are true (issue 43): a client that sends the documented example,
// as the role the operation documents, on the local data, gets the documented success status. Here
// the team save, the one a generated client could not make: the demo manager signs in with
// POST /auth/login's example, saves POST /challengers' example for the upcoming gameweek (18 on the
// local timeline, whose challenge wants a Liverpool captain), then the spec's second path and the
// PATCH. setup.ts holds each answer to its documented schema.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts";
import { MANAGERS } from "../../domain/managers";
import { SQUAD_SIZE } from "../../domain/constants";
import { isBenchSlot } from "../../domain/squad";
import { api, createUserAndLogin } from "./helpers";
import { seedGame } from "./game-data";

type Operation = { requestBody?: { content: Record<string, { example?: any; schema?: any }> }; responses: Record<string, unknown> };
let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, any> } };

const example = (method: string, path: string) => doc.paths[path]![method]!.requestBody!.content["application/json"]!.example;
/** The documented success status of an operation (its one 2xx). */
const success = (method: string, path: string) => Number(Object.keys(doc.paths[path]![method]!.responses).find((s) => s.startsWith("2")));

let token: string;
beforeAll(async () => {
  await seedGame({ currentGameweek: 18 });
  const demo = DEMO_ACCOUNTS[0]!;
  await createUserAndLogin({ email: demo.email, password: demo.password, username: demo.username, teamName: demo.teamName, firstName: demo.firstName, lastName: demo.lastName, role: demo.role });
  doc = (await api("/openapi.json")).body;
  // Signed in with the login's own example: the demo manager's.
  const login = await api("/auth/login", { json: example("post", "/auth/login") });
  expect(login.status).toBe(success("post", "/auth/login"));
  token = login.body.access_token;
});

describe("the team save's documented example", () => {
  it("is a squad of 15 with one of each slot, a valid XI and the armbands, managed by one of the server's managers", () => {
    const body = example("post", "/challengers");
    expect(body.selectedPlayers).toHaveLength(SQUAD_SIZE);
    expect(new Set(body.selectedPlayers.map((p: any) => p.slot)).size).toBe(SQUAD_SIZE);
    expect(body.selectedPlayers.filter((p: any) => !isBenchSlot(p.slot))).toHaveLength(11);
    expect(body.selectedPlayers.filter((p: any) => p.captain)).toHaveLength(1);
    expect(body.selectedPlayers.filter((p: any) => p.viceCaptain)).toHaveLength(1);
    expect(MANAGERS).toContain(body.managerName);
  });

  it("is saved as the demo manager for the upcoming gameweek, on both paths, and the PATCH's example updates it", async () => {
    const saved = await api("/challengers", { token, json: example("post", "/challengers") });
    expect(saved.status, JSON.stringify(saved.body)).toBe(success("post", "/challengers"));
    expect(saved.body.selectedPlayers ?? saved.body.players).toBeTruthy();
    const again = await api("/challengers/create-team", { token, json: example("post", "/challengers/create-team") });
    expect(again.status, JSON.stringify(again.body)).toBe(success("post", "/challengers/create-team"));
    const patched = await api(`/challengers/${encodeURIComponent(again.body.id)}`, { method: "PATCH", token, json: example("patch", "/challengers/{id}") });
    expect(patched.status, JSON.stringify(patched.body)).toBe(success("patch", "/challengers/{id}"));
  });
});
