// What every form action answers (client-safe: components import the type).

/** The result of one intent: ok or not, a message for the banner, field errors by name, and what the form should keep. */
export type FormResult<I extends string = string, Extra extends object = {}> = {
  intent: I;
  ok: boolean;
  message: string;
  fields: Record<string, string>;
  /** A failure's HTTP status, for fetchers (which do not see the response's). */
  status?: number;
} & Partial<Extra>;

/** A flash message shown once after a redirect (read by the root loader); `ms`: how long it shows (the spec's 3 s store, 5 s profile). */
export type Toast = { kind: "success" | "error" | "info"; message: string; ms?: number };

/** How long a toast shows when the screen does not say. */
export const TOAST_MS = 6_000;

/** The result of `intent` among a route's action data, if that is the intent it answers. */
export function resultFor<R extends { intent: string }>(data: R | undefined, intent: string): R | undefined {
  return data?.intent === intent ? data : undefined;
}
