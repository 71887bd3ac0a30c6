// The sign-in screen's form intents, handled by the index route's action.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { forgotResetFormSchema, fieldErrors } from "../../../domain/accounts";
import { splitFormData } from "../../../api/http/body";
import { forgotPasswordRequest, forgotPasswordReset, forgotPasswordVerify } from "../../../api/services/password-recovery";
import { login, register } from "../../../api/services/sign-in";
import { RESET_SUCCESS } from "./forgot-password";
import type { AuthActionData } from "./use-auth-action";
import { formError, safeRedirect, sessionCookieHeader } from "../../lib/session.server";

const AUTH_INTENTS = new Set(["login", "register", "forgot-request", "forgot-verify", "forgot-reset"]);
export const isAuthIntent = (intent: unknown) => typeof intent === "string" && AUTH_INTENTS.has(intent);

const fail = (intent: string, err: unknown, extra: Partial<AuthActionData> = {}) => {
  const e = formError(err);
  return data<AuthActionData>({ intent, message: e.message, fields: e.fields, ...extra }, { status: e.status });
};

export async function handleAuthIntent(context: AppLoadContext, request: Request, form: FormData) {
  const ctx = context.service;
  const { fields, files } = splitFormData(form);
  const intent = fields.intent!;
  switch (intent) {
    case "login": {
      const remember = fields.remember === "on";
      try {
        const result = await login(ctx, { email: fields.email, password: fields.password, remember });
        return redirect(safeRedirect(fields.redirectTo), { headers: { "Set-Cookie": sessionCookieHeader(request, result.access_token, remember) } });
      } catch (err) {
        return fail(intent, err, { values: { email: fields.email ?? "" } });
      }
    }
    case "register": {
      const { confirmPassword, intent: _, avatarFile: __, ...input } = fields;
      const values = { ...input, password: "" };
      if (input.password !== confirmPassword) {
        return data<AuthActionData>({ intent, message: "Passwords do not match", fields: { confirmPassword: "Passwords do not match" }, values }, { status: 400 });
      }
      try {
        const result = await register(ctx, input, files.avatarFile ?? null);
        return redirect("/", { headers: { "Set-Cookie": sessionCookieHeader(request, result.access_token, false) } });
      } catch (err) {
        const e = formError(err);
        // The avatar's problems belong under the avatar, not in the banner only.
        const avatarProblem = e.status === 413 || e.status === 415;
        return data<AuthActionData>(
          { intent, message: e.message, fields: avatarProblem ? { ...e.fields, avatarFile: e.message } : e.fields, values },
          { status: e.status },
        );
      }
    }
    case "forgot-request":
      try {
        const { securityQuestion } = await forgotPasswordRequest(ctx, { email: fields.email });
        return { intent, ok: true, step: "security", email: fields.email?.trim(), securityQuestion } satisfies AuthActionData;
      } catch (err) {
        return fail(intent, err, { step: undefined, email: fields.email });
      }
    case "forgot-verify":
      try {
        const { resetToken } = await forgotPasswordVerify(ctx, { email: fields.email, securityAnswer: fields.securityAnswer });
        return { intent, ok: true, step: "reset", email: fields.email, resetToken } satisfies AuthActionData;
      } catch (err) {
        return fail(intent, err, { step: "security", email: fields.email, securityQuestion: fields.securityQuestion });
      }
    case "forgot-reset": {
      const keep = { step: "reset" as const, email: fields.email, resetToken: fields.resetToken };
      const parsed = forgotResetFormSchema.safeParse(fields);
      if (!parsed.success) {
        const errs = fieldErrors(parsed.error);
        return data<AuthActionData>({ intent, message: Object.values(errs)[0], fields: errs, ...keep }, { status: 400 });
      }
      try {
        await forgotPasswordReset(ctx, parsed.data);
        return { intent, ok: true, step: "done", message: RESET_SUCCESS } satisfies AuthActionData;
      } catch (err) {
        return fail(intent, err, keep);
      }
    }
  }
  throw new Response("Unknown action", { status: 400 });
}
