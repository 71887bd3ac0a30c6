// The API through the client typed from its declarations (hc<ApiType>, decision 034): the same
// client type as the browser's (app/lib/api-client.ts). Its inputs and the fields read from its
// answers are checked by `npm run typecheck`; setup.ts checks the answers against the document.
import { describe, expect, it } from "vitest";
import type { ErrorEnvelope } from "../../api/errors";
import { apiClient, registration } from "./helpers";

/** The answer's body with the status the test expects: the route's own type, or the error envelope. */
async function answer<R extends { status: number; json(): Promise<unknown> }>(res: R, status: number) {
  expect(res.status).toBe(status);
  return (await res.json()) as Awaited<ReturnType<R["json"]>>;
}
const success = <T>(body: T) => body as Exclude<T, ErrorEnvelope>;
const failure = <T>(body: T) => body as Extract<T, ErrorEnvelope>;

describe("the typed client", () => {
  it("registers, signs in, reads the profile, makes and joins a mini-league with typed inputs and answers", async () => {
    const payload = registration();
    const unknown = failure(await answer(await apiClient().auth.login.$post({ json: { email: payload.email, password: payload.password } }), 401));
    expect(unknown.error.code).toBe("unauthorized");

    // The register route reads JSON or multipart itself: its body is sent as is.
    const created = success(await answer(await apiClient().auth.register.$post(undefined, { init: { headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) } }), 201));
    expect(created.user.email).toBe(payload.email);

    const session = success(await answer(await apiClient().auth.login.$post({ json: { email: payload.email, password: payload.password } }), 200));
    const me = apiClient(session.access_token);
    expect(success(await answer(await me.users.me.$get(), 200)).user.username).toBe(payload.username);

    const league = success(await answer(await me.leagues.$post({ json: { name: "Typed League" } }), 201));
    expect(league.name).toBe("Typed League");
    expect(league.members).toBe(1);

    const friend = registration();
    const other = apiClient(success(await answer(await apiClient().auth.register.$post(undefined, { init: { headers: { "Content-Type": "application/json" }, body: JSON.stringify(friend) } }), 201)).access_token);
    const joined = success(await answer(await other.leagues.join.$post({ json: { code: league.code } }), 200));
    expect(joined.id).toBe(league.id);

    const refused = failure(await answer(await me.leagues.join.$post({ json: { code: "??" } }), 400));
    expect(refused.error.code).toBe("validation_failed");
  });

  it("reads typed reference data and path parameters", async () => {
    const client = apiClient();
    const status = success(await answer(await client.gameweeks.status.$get(), 200));
    expect(typeof status.currentGameweek).toBe("number");
    expect(Array.isArray(success(await answer(await client.teams.$get(), 200)))).toBe(true);
    const wrong = failure(await answer(await client.fixtures.next[":gameweek"].$get({ param: { gameweek: "99" } }), 400));
    expect(wrong.error.issues?.[0]?.path).toBe("gameweek");
  });
});
