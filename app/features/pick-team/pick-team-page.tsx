import { Link, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Builder } from "./builder";
import type { pickTeamLoader } from "./pick-team.server";
import Flag from "lucide-react/icons/flag";
import Lock from "lucide-react/icons/lock";
import Radio from "lucide-react/icons/radio";
import { Icon } from "../../ui/icon";
import { gameMessages } from "../../../domain/messages/game";

/** The team builder, or the status screen of a gameweek that cannot be edited. */
export function PickTeamPage() {
  const data = useLoaderData<typeof pickTeamLoader>();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const m = gameMessages.builder;
  if (navigation.state === "loading" && navigation.location?.pathname !== undefined && navigation.location.search.includes("gw=") && !navigation.location.search.includes("op="))
    return (
      <section className="page">
        <p className="loading" role="status">
          {m.loadingGameweek}
        </p>
      </section>
    );
  if (data.kind === "missing")
    return (
      <section className="page">
        <div className="empty-state" role="alert">
          <h2>{m.gameweekMissing}</h2>
          <p>{m.noChallengeFor(String(data.gameweek))}</p>
          <Link className="btn btn-secondary" to="/challenges">
            {m.goToArena}
          </Link>
        </div>
      </section>
    );
  if (data.kind === "status") {
    const { gameweek, challenge } = data;
    const screen =
      challenge.status === "completed"
        ? { icon: Flag, title: m.completedTitle(gameweek), text: m.completedText, link: { to: "/leaderboard", label: m.completedLink } }
        : challenge.status === "active"
          ? { icon: Radio, title: m.liveTitle(gameweek), text: m.liveText, link: { to: "/live-team", label: m.liveLink } }
          : { icon: Lock, title: m.lockedTitle(gameweek), text: m.lockedText, link: { to: "/challenges", label: m.lockedLink } };
    return (
      <section className="page">
        <div className="empty-state status-screen" data-testid="gameweek-status">
          <div className="empty-icon" aria-hidden="true">
            <Icon icon={screen.icon} />
          </div>
          <h1>{screen.title}</h1>
          <p>{screen.text}</p>
          <div className="dialog-actions">
            <Link className="btn btn-primary" to={screen.link.to}>
              {screen.link.label}
            </Link>
            {data.openedGameweeks[0] ? (
              <Link className="btn btn-secondary" to={`/pick-team?gw=${data.openedGameweeks[0]}`}>
                {m.buildFor(data.openedGameweeks[0])}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    );
  }
  return <Builder key={`${data.gameweek}`} data={data} search={search} />;
}
