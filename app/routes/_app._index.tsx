import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { handleAuthIntent, isAuthIntent } from "../auth-actions.server";
import { Placeholder } from "../components/placeholder";

export const meta: MetaFunction = () => [{ title: "Pick Team — Terrace" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (isAuthIntent(form.get("intent"))) return handleAuthIntent(context, request, form);
  throw new Response("Unknown action", { status: 400 });
}

export default function PickTeamHome() {
  return <Placeholder section="Pick Team" />;
}
