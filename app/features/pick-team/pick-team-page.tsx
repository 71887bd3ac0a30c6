import { Link, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Builder } from "./builder";
import type { pickTeamLoader } from "./pick-team.server";
import Flag from "lucide-react/icons/flag";
import Lock from "lucide-react/icons/lock";
import Radio from "lucide-react/icons/radio";
import { Icon } from "../../ui/icon";

/** The team builder, or the status screen of a gameweek that cannot be edited. */
export function PickTeamPage() {
  const data = useLoaderData<typeof pickTeamLoader>();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location?.pathname !== undefined && navigation.location.search.includes("gw=") && !navigation.location.search.includes("op="))
    return (
      <section className="page">
        <p className="loading" role="status">
          Loading gameweek data...
        </p>
      </section>
    );
  if (data.kind === "missing")
    return (
      <section className="page">
        <div className="empty-state" role="alert">
          <h2>Error: Gameweek data not found</h2>
          <p>There is no challenge for Gameweek {data.gameweek}.</p>
          <Link className="btn btn-secondary" to="/challenges">
            Go to the Arena
          </Link>
        </div>
      </section>
    );
  if (data.kind === "status") {
    const { gameweek, challenge } = data;
    const screen =
      challenge.status === "completed"
        ? { icon: Flag, title: `Gameweek ${gameweek} Completed`, text: "This gameweek is over: see how the managers did on the leaderboard.", link: { to: "/leaderboard", label: "View the leaderboard" } }
        : challenge.status === "active"
          ? { icon: Radio, title: `Gameweek ${gameweek} Live`, text: "The deadline has passed: changes are not possible, team changes are locked.", link: { to: "/live-team", label: "Follow it live" } }
          : { icon: Lock, title: `Gameweek ${gameweek} Locked`, text: "This gameweek is not yet available.", link: { to: "/challenges", label: "See open challenges" } };
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
                Build for Gameweek {data.openedGameweeks[0]}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    );
  }
  return <Builder key={`${data.gameweek}`} data={data} search={search} />;
}
