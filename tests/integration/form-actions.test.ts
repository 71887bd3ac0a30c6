import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { badRequest, conflict } from "../../api/errors";
import { intentAction, redirectWithToast, takeToast } from "../../app/lib/form-action.server";
import { ORIGIN, registerUser } from "./helpers";

const post = (body: BodyInit | null, headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" }) =>
  new Request(`${ORIGIN}/somewhere`, { method: "POST", body, headers });
const form = (fields: Record<string, string>) => post(new URLSearchParams(fields));
// intentAction answers with Remix's data(): the value and its status.
const unwrap = (result: unknown) => result as { data: Record<string, unknown>; init: { status?: number } | null };

describe("the form-action helper", () => {
  const handlers = {
    greet: async ({ fields }: { fields: Record<string, string> }) => ({ message: `Hello ${fields.name}`, name: fields.name }),
    taken: {
      run: async () => {
        throw conflict("This name is taken", [{ path: "name", message: "This name is taken" }]);
      },
      keep: ({ fields }: { fields: Record<string, string> }) => ({ name: fields.name }),
    },
    remove: { run: async () => ({ message: "Removed" }), destructive: true },
    boom: async () => {
      throw new Error("a bug, not the user's doing");
    },
  };

  it("runs the intent's handler and answers one result shape", async () => {
    const ok = unwrap(await intentAction(form({ intent: "greet", name: "Ada" }), handlers));
    expect(ok.data).toEqual({ intent: "greet", ok: true, message: "Hello Ada", fields: {}, name: "Ada" });
  });

  it("turns a service error into its status, banner and field errors, keeping what the form needs", async () => {
    const res = unwrap(await intentAction(form({ intent: "taken", name: "Ada" }), handlers));
    expect(res.init?.status).toBe(409);
    expect(res.data).toEqual({ intent: "taken", ok: false, message: "This name is taken", fields: { name: "This name is taken" }, status: 409, name: "Ada" });
  });

  it("refuses an unknown intent and a destructive one that was not confirmed", async () => {
    expect(unwrap(await intentAction(form({ intent: "nope" }), handlers)).init?.status).toBe(400);
    expect(unwrap(await intentAction(form({ intent: "toString" }), handlers)).init?.status).toBe(400);
    const unconfirmed = unwrap(await intentAction(form({ intent: "remove" }), handlers));
    expect(unconfirmed.init?.status).toBe(400);
    expect(unconfirmed.data.message).toMatch(/confirm/i);
    expect(unwrap(await intentAction(form({ intent: "remove", confirm: "yes" }), handlers)).data.ok).toBe(true);
  });

  it("answers 415 or 400 for a body that is not a form, and lets real bugs through", async () => {
    expect(unwrap(await intentAction(post('{"intent":"greet"}', { "Content-Type": "application/json" }), handlers)).init?.status).toBe(415);
    expect(unwrap(await intentAction(post("intent=greet", { "Content-Type": "text/plain" }), handlers)).init?.status).toBe(415);
    expect(unwrap(await intentAction(post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" }), handlers)).init?.status).toBe(400);
    await expect(intentAction(form({ intent: "boom" }), handlers)).rejects.toThrow("a bug");
    expect(() => badRequest("x")).not.toThrow();
  });

  it("shows a toast once after a redirect", async () => {
    const res = redirectWithToast("/leaderboard", { kind: "success", message: "League created" });
    expect(res.status).toBe(302);
    const cookie = res.headers.get("Set-Cookie")!.split(";")[0]!;
    const { toast, headers } = takeToast(new Request(ORIGIN, { headers: { Cookie: cookie } }));
    expect(toast).toEqual({ kind: "success", message: "League created" });
    expect(new Headers(headers).get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(takeToast(new Request(ORIGIN, { headers: { Cookie: "terrace_toast=%7Bbroken" } })).toast).toBeNull();

    // And the page renders it, then clears it.
    const { token } = await registerUser();
    const page = await SELF.fetch(`${ORIGIN}/leaderboard`, { headers: { Cookie: `terrace_session=${token}; ${cookie}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("League created");
    expect(page.headers.getSetCookie().some((c) => c.startsWith("terrace_toast=;"))).toBe(true);
  });

  it("answers a page's form post that is not a form with a 4xx, never a 500", async () => {
    const { token } = await registerUser();
    for (const [body, type] of [
      ['{"intent":"create"}', "application/json"],
      ["intent=create", "text/plain"],
      ["--x\r\nbroken", "multipart/form-data; boundary=x"],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}/leaderboard`, { method: "POST", body, headers: { "Content-Type": type, Origin: ORIGIN, "X-Forwarded-Host": new URL(ORIGIN).host, Cookie: `terrace_session=${token}` } });
      expect([400, 415], `${type}`).toContain(res.status);
    }
  });
});
