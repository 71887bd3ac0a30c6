import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import { chatAction, chatPageData } from "../features/chat/chat.server";
import { ChatPage } from "../features/chat/chat-page";
import { chatMessages } from "../../domain/messages/chat";
import styles from "../styles/chat.css?url";

export const meta: MetaFunction = () => pageMeta(chatMessages.ui.title);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return chatPageData(ctx, request);
}

/** Without JavaScript the composer posts here; with it, the room's socket carries messages. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return chatAction(ctx, request);
}

export default function Chat() {
  const data = useLoaderData<typeof loader>();
  return <ChatPage data={data} />;
}

export const ErrorBoundary = SectionErrorBoundary;
