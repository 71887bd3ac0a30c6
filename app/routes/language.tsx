import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirect } from "../lib/session.server";
import { languageCookie } from "../lib/language";
import { setMyPreferences } from "../../api/services/users";
import { isLocale } from "../../domain/locale";

/**
 * The language switch (shell, sign-in screen, profile) posts here, with or without JavaScript:
 * the choice goes in a cookie (visitors) and on the account (signed in), then back to the page
 * the person was on, rendered in the new language from its first byte.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const back = safeRedirect(form.get("redirectTo"));
  if (!isLocale(locale)) return redirect(back);
  if (context.service.actor) await setMyPreferences(context.service, { locale });
  return redirect(back, { headers: { "Set-Cookie": languageCookie(locale) } });
}

export const loader = () => redirect("/");
