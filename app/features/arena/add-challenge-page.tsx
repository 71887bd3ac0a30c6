import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useBriefSuccess } from "../../lib/use-brief-success";
import type { addChallengePage, createChallengeAction } from "./challenge-admin.server";
import { ChallengeForm, emptyValues } from "./challenge-form";
import { challengeAdminMessages as t } from "../../../domain/messages/challenge-admin";
import { ResultBanner } from "../../ui/result-banner";

export function AddChallengePage() {
  const { gameweeks, clubs, players, now } = useLoaderData<typeof addChallengePage>();
  const result = useActionData<typeof createChallengeAction>();
  const created = result?.ok && "created" in result ? result.created : null;
  // The success banner shows for 2 seconds (spec §2); the form starts again empty.
  const { shown, formKey } = useBriefSuccess(created);
  const banner = shown ? t.createdBanner(shown.gameweek, shown.challengeName) : null;
  const failed = result && !result.ok ? result : null;
  return (
    <section className="page">
      <header className="page-header">
        <h1>{t.addTitle}</h1>
        <p className="muted">
          {t.form.intro} <Link to="/adminchallenges">{t.form.allChallenges}</Link>
        </p>
      </header>
      {gameweeks.every((g) => g.taken) ? (
        <p className="alert alert-info" data-testid="no-free-gameweek">
          {t.form.allTaken} <Link to="/adminchallenges">{t.form.challengesPage}</Link> {t.form.allTakenEnd}
        </p>
      ) : null}
      <ResultBanner live show="success" result={banner ? { ok: true, message: banner } : null} testId="created-banner" />
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
