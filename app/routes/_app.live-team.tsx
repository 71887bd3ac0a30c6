import { pageMeta } from "../lib/meta";
import { Suspense } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData } from "@remix-run/react";
import { LiveLoading, LiveTeams, NoLiveTeams } from "../features/live-team/live-team-view";
import { loadLiveTeams, selectedLiveTeam } from "../features/live-team/live-team.server";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";
import { liveMessages } from "../../domain/messages/live";
// The pitch, shirts and player cards are the team builder's; live.css adds the live parts. Inlined:
// a linked stylesheet held the first paint back by a request (issue 47).
import css from "../styles/live-pages.css?inline";
import { InlineStyle } from "../ui/inline-style";

export const meta: MetaFunction = () => pageMeta(liveMessages.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  const url = new URL(request.url);
  const live = loadLiveTeams(ctx);
  // A full page load waits for the teams (so the page works without JavaScript); a navigation
  // inside the app streams them: the page and its loading text show at once, the teams follow.
  return { selected: selectedLiveTeam(url), live: isDocumentRequest(request) ? await live : live };
}

function isDocumentRequest(request: Request) {
  const dest = request.headers.get("Sec-Fetch-Dest");
  if (dest) return dest === "document";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

export default function LiveTeamPage() {
  const { selected, live } = useLoaderData<typeof loader>();
  const t = liveMessages;
  return (
    <section className="page lt-page">
      <InlineStyle css={css} />
      <header className="page-header lt-header">
        <h1>{t.heading}</h1>
        <p className="muted">{t.intro}</p>
      </header>
      <Suspense fallback={<LiveLoading />}>
        <Await resolve={live} errorElement={<NoLiveTeams error={t.loadFailed} />}>
          {(result) => <LiveTeams result={result} selected={selected} />}
        </Await>
      </Suspense>
    </section>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
