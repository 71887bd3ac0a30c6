import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { pageMeta } from "../lib/meta";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireAbilityView } from "../lib/session.server";
import { createChallengeAction, ruleChoices } from "../features/arena/challenge-admin.server";
import { ChallengeForm, emptyValues } from "../features/arena/challenge-form";
import { gameweekCalendar } from "../../api/services/gameweeks";
import { adminChallengeMessages as t } from "../../domain/messages/admin";
import arenaStyles from "../styles/arena.css?url";

export const meta: MetaFunction = () => pageMeta(t.addTitle);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: arenaStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "challenges:manage");
  const [calendar, choices] = await Promise.all([gameweekCalendar(ctx), ruleChoices(ctx)]);
  return { gameweeks: calendar.map((g) => ({ id: g.id, deadline: g.deadline, taken: g.taken })), ...choices, now: ctx.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireAbilityView(context, request, "challenges:manage");
  return createChallengeAction(ctx, request);
}

export default function AddChallengePage() {
  const { gameweeks, clubs, players, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const created = result?.ok && "created" in result ? result.created : null;
  // The success banner shows for 2 seconds (spec §2); the form starts again empty.
  const [banner, setBanner] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!created) return;
    setBanner(`Gameweek ${created.gameweek}: “${created.challengeName}” created`);
    setFormKey((k) => k + 1);
    const timer = setTimeout(() => setBanner(null), 2000);
    return () => clearTimeout(timer);
  }, [created]);
  const failed = result && !result.ok ? result : null;
  return (
    <section className="page">
      <header className="page-header">
        <h1>{t.addTitle}</h1>
        <p className="muted">
          The rules managers must follow for one gameweek. <Link to="/adminchallenges">All challenges</Link>
        </p>
      </header>
      {gameweeks.every((g) => g.taken) ? (
        <p className="alert alert-info" data-testid="no-free-gameweek">
          Every gameweek of the season has a challenge. Delete one that nobody entered on the <Link to="/adminchallenges">Challenges</Link> page to create it
          again.
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {banner ? (
          <p className="alert alert-success" data-testid="created-banner">
            ✓ {banner}
          </p>
        ) : null}
      </div>
      <ChallengeForm
        key={formKey}
        mode="create"
        now={now}
        initial={emptyValues(gameweeks.map((g) => (created && g.id === created.gameweek ? { ...g, taken: true } : g)))}
        gameweeks={gameweeks}
        clubs={clubs}
        players={players}
        fields={failed?.fields}
        message={failed?.message}
      />
    </section>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
