// One helper for the intent-switched Remix actions: read the form (4xx for a
// body that is not one), pick the intent's handler, and turn what it throws
// into one FormResult (status, message, field errors). Also the flash toast.
import { data, redirect } from "@remix-run/cloudflare";
import { AppError, badRequest } from "../../api/errors";
import { readFormBody, splitFormData } from "../../api/http/body";
import { readCookie } from "../../api/http/session-cookie";
import type { FormResult, Toast } from "./form-result";
import { apiMessages } from "../../domain/messages/api";

export type FormInput = { form: FormData; fields: Record<string, string>; files: Record<string, File> };

/** What a handler gives back: a Response (a redirect), or the success result's message and extras. */
type HandlerResult<Extra extends object> = Response | ({ message?: string } & Partial<Extra>);

export type IntentHandler<Extra extends object = {}> =
  | ((input: FormInput) => Promise<HandlerResult<Extra>>)
  | {
      run: (input: FormInput) => Promise<HandlerResult<Extra>>;
      /** What the form keeps when the intent fails (typed values, wizard step...). */
      keep?: (input: FormInput) => Partial<Extra>;
      /** A destructive intent: refused unless the form confirms it (`confirm=yes`, see app/ui/confirm.tsx). */
      destructive?: boolean;
    };

/** The AppError's status and messages as a FormResult; anything else is not the user's doing and goes on up. */
export function failure<I extends string, Extra extends object>(intent: I, err: unknown, keep: Partial<Extra> = {}) {
  if (!(err instanceof AppError) || err.status >= 500) throw err;
  const fields: Record<string, string> = {};
  for (const issue of err.issues ?? []) if (issue.path && !fields[issue.path]) fields[issue.path] = issue.message;
  return data<FormResult<I, Extra>>({ intent, ok: false, message: err.message, fields, status: err.status, ...keep } as FormResult<I, Extra>, { status: err.status });
}

/**
 * Runs the handler of the form's `intent`. An unknown intent is a 400; a
 * destructive one needs `confirm=yes`; a thrown AppError becomes the failed
 * FormResult with its status; a returned Response (a redirect) passes through.
 */
export async function intentAction<I extends string, Extra extends object = {}>(
  request: Request,
  handlers: Record<I, IntentHandler<Extra>>,
  form?: FormData,
): Promise<ReturnType<typeof data<FormResult<I | "unknown", Extra>>>> {
  const body = form ?? (await readFormBody(request).catch((err) => err as AppError));
  if (body instanceof AppError) return failure<"unknown", Extra>("unknown", body);
  const input: FormInput = { form: body, ...splitFormData(body) };
  const intent = input.fields.intent ?? "";
  const handler = (Object.hasOwn(handlers, intent) ? handlers[intent as I] : undefined) as IntentHandler<Extra> | undefined;
  if (!handler) return failure<"unknown", Extra>("unknown", badRequest(apiMessages.unknownAction));
  const { run, keep, destructive } = typeof handler === "function" ? { run: handler, keep: undefined, destructive: false } : handler;
  try {
    if (destructive && input.fields.confirm !== "yes") throw badRequest(apiMessages.confirmFirst);
    const result = await run(input);
    // A redirect passes through; Remix follows it, so it never reaches useActionData.
    if (result instanceof Response) return result as never;
    const { message = "", ...extra } = result;
    return data<FormResult<I, Extra>>({ intent: intent as I, ok: true, message, fields: {}, ...extra } as FormResult<I, Extra>);
  } catch (err) {
    if (err instanceof Response) throw err;
    return failure<I, Extra>(intent as I, err, keep?.(input));
  }
}

/**
 * Runs an intent so that a refusal reads as the screen's own error notice (the spec's texts,
 * e.g. 'Erreur lors du bannissement'), followed by the reason when there is one.
 */
export async function orNotice<T>(notice: string, run: () => Promise<T>, options: { keep?: readonly number[] } = {}): Promise<T> {
  try {
    return await run();
  } catch (err) {
    // `keep`: statuses whose message is already the spec's own for that case (a 404 'already deleted'...).
    if (err instanceof AppError && err.status < 500 && !options.keep?.includes(err.status))
      throw new AppError(err.status, err.code, err.message && err.message !== notice ? `${notice} : ${err.message}` : notice, err.issues);
    throw err;
  }
}

// ---- toasts after a redirect -------------------------------------------------------------------

const TOAST_COOKIE = "terrace_toast";

/** A redirect that shows `toast` once on the next page. */
export function redirectWithToast(url: string, toast: Toast, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", `${TOAST_COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`);
  return redirect(url, { headers });
}

/** The pending toast, and the header that clears it (so it shows once). */
export function takeToast(request: Request): { toast: Toast | null; headers?: HeadersInit } {
  const raw = readCookie(request.headers.get("Cookie"), TOAST_COOKIE);
  if (!raw) return { toast: null };
  const clear = { "Set-Cookie": `${TOAST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` };
  try {
    const value = JSON.parse(raw) as Partial<Toast>;
    const kind = value.kind === "error" || value.kind === "info" ? value.kind : "success";
    if (typeof value.message !== "string" || !value.message) return { toast: null, headers: clear };
    const seconds = typeof value.seconds === "number" && value.seconds >= 1 && value.seconds <= 30 ? Math.round(value.seconds) : undefined;
    return { toast: { kind, message: value.message.slice(0, 300), ...(seconds ? { seconds } : {}) }, headers: clear };
  } catch {
    return { toast: null, headers: clear };
  }
}
