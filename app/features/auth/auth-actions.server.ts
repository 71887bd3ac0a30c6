// The sign-in screen's form intents, handled by the index route's action.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { AppError, badRequest, parseOrThrow } from "../../../api/errors";
import { forgotPasswordRequest, forgotPasswordReset, forgotPasswordVerify } from "../../../api/services/password-recovery";
import { login, register } from "../../../api/services/sign-in";
import { forgotRequestSchema, forgotResetFormSchema, forgotVerifySchema, loginSchema, registerSchema } from "../../../domain/accounts";
import { accountMessages } from "../../../domain/messages/accounts";
import { redirectWithToast, type IntentHandler } from "../../lib/form-action.server";
import { safeRedirect, sessionCookieHeader } from "../../lib/session.server";
import type { AuthExtra } from "./use-auth-action";

type AuthIntent = "login" | "register" | "forgot-request" | "forgot-verify" | "forgot-reset";

/** The handlers of the sign-in screen's intents, for the index route's intentAction. */
export function authHandlers(context: AppLoadContext, request: Request): Record<AuthIntent, IntentHandler<AuthExtra>> {
  const ctx = context.service;
  return {
    login: {
      run: async ({ fields }) => {
        const remember = fields.remember === "on";
        const result = await login(ctx, parseOrThrow(loginSchema, { email: fields.email, password: fields.password, remember }));
        const to = safeRedirect(fields.redirectTo);
        const headers = { "Set-Cookie": sessionCookieHeader(request, result.access_token, remember) };
        // Someone tried the security question since the last sign-in: say so (decision 013).
        if (result.recoveryAttempts > 0)
          return redirectWithToast(to, { kind: "info", message: accountMessages.recoveryAttemptsNotice(result.recoveryAttempts) }, { headers });
        return redirect(to, { headers });
      },
      keep: ({ fields }) => ({ values: { email: fields.email ?? "" } }),
    },
    register: {
      run: async ({ fields, files }) => {
        const { confirmPassword, intent: _, avatarFile: __, ...input } = fields;
        if (input.password !== confirmPassword) throw badRequest(accountMessages.passwordsDoNotMatch, [{ path: "confirmPassword", message: accountMessages.passwordsDoNotMatch }]);
        try {
          const result = await register(ctx, parseOrThrow(registerSchema, input), files.avatarFile ?? null);
          return redirect("/", { headers: { "Set-Cookie": sessionCookieHeader(request, result.access_token, false) } });
        } catch (err) {
          // The avatar's problems belong under the avatar, not in the banner only.
          if (err instanceof AppError && (err.status === 413 || err.status === 415))
            throw new AppError(err.status, err.code, err.message, [...(err.issues ?? []), { path: "avatarFile", message: err.message }]);
          throw err;
        }
      },
      keep: ({ fields }) => {
        const { confirmPassword: _, intent: __, avatarFile: ___, ...values } = fields;
        return { values: { ...values, password: "" } };
      },
    },
    "forgot-request": {
      run: async ({ fields }) => {
        const { securityQuestion } = await forgotPasswordRequest(ctx, parseOrThrow(forgotRequestSchema, { email: fields.email }));
        return { step: "security", email: fields.email?.trim(), securityQuestion };
      },
      keep: ({ fields }) => ({ step: undefined, email: fields.email }),
    },
    "forgot-verify": {
      run: async ({ fields }) => {
        const { resetToken } = await forgotPasswordVerify(ctx, parseOrThrow(forgotVerifySchema, { email: fields.email, securityAnswer: fields.securityAnswer }));
        return { step: "reset", email: fields.email, resetToken };
      },
      keep: ({ fields }) => ({ step: "security", email: fields.email, securityQuestion: fields.securityQuestion }),
    },
    "forgot-reset": {
      run: async ({ fields }) => {
        await forgotPasswordReset(ctx, parseOrThrow(forgotResetFormSchema, fields));
        return { step: "done", message: accountMessages.resetSuccess };
      },
      keep: ({ fields }) => ({ step: "reset", email: fields.email, resetToken: fields.resetToken }),
    },
  };
}
