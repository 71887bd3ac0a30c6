import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import { chatAction, chatPageData } from "../features/chat/chat.server";
import { ChatPage } from "../features/chat/chat-page";
import { chatMessages } from "../../domain/messages/chat";
import css from "../styles/chat.css?inline";
import { InlineStyle } from "../ui/inline-style";

export const meta: MetaFunction = () => pageMeta(chatMessages.ui.title);

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
  // Its stylesheet is inlined: a linked one held the first paint back by a request (issue 47).
  return (
    <>
      <InlineStyle css={css} />
      <ChatPage data={data} />
    </>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
