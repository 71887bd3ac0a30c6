import { Link } from "@remix-run/react";
import { DataTable, type Column } from "../../ui/data-table";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { leaderboardMessages } from "../../../domain/messages/leaderboard";

export type RankingEntry = { rank: number; userId: string; manager: string; teamName: string; avatar: string; totalPoints: number; teams: number };

const MEDAL: Record<number, string> = { 1: "gold", 2: "silver", 3: "bronze" };

export function RankBadge({ rank }: { rank: number }) {
  return <span className={`lb-rank${MEDAL[rank] ? ` medal ${MEDAL[rank]}` : ""}`}>{rank}</span>;
}

/** A manager's name (with 'You' for the reader) over their team name, which phones show inline. */
export function ManagerName({ manager, teamName, me }: { manager: string; teamName: string; me: boolean }) {
  return (
    <span className="lb-manager-text">
      <strong>
        <span className="lb-name" title={manager}>
          {manager}
        </span>
        {me ? <span className="badge lb-you">{leaderboardMessages.you}</span> : null}
      </strong>
      <span className="muted lb-team-inline">{teamName}</span>
    </span>
  );
}

/** The season table: rank, manager, team name, total points and a 'View team' link (opens the modal). */
export function RankingsTable({ entries, meId, teamHref }: { entries: RankingEntry[]; meId: string; teamHref: (userId: string) => string }) {
  const t = leaderboardMessages;
  const fmt = formatter(currentLocale());
  const columns: Column<RankingEntry>[] = [
    { key: "rank", header: t.rank, className: "lb-col-rank", cell: (e) => <RankBadge rank={e.rank} /> },
    {
      key: "manager",
      header: t.manager,
      className: "lb-col-manager",
      cell: (e) => (
        <span className="lb-manager">
          <img src={e.avatar} alt="" width={32} height={32} className="avatar" loading="lazy" />
          <ManagerName manager={e.manager} teamName={e.teamName} me={e.userId === meId} />
        </span>
      ),
    },
    { key: "teamName", header: t.teamName, className: "lb-col-team", cell: (e) => e.teamName },
    { key: "totalPoints", header: t.totalPoints, className: "lb-col-points", cell: (e) => <strong>{fmt.number(e.totalPoints)}</strong> },
    {
      key: "action",
      header: <span className="visually-hidden">{t.team}</span>,
      className: "lb-col-action",
      cell: (e) => (
        <Link className="btn btn-secondary lb-view" to={teamHref(e.userId)} preventScrollReset>
          {t.viewTeam}
          <span className="visually-hidden">{t.viewTeamOf(e.manager)}</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      rows={entries}
      columns={columns}
      rowKey={(e) => e.userId}
      caption={t.rankingsCaption}
      className="lb-table"
      testId="rankings"
      rowProps={(e) => (e.userId === meId ? { className: "lb-me", "aria-current": "true", "data-user-id": e.userId } : { "data-user-id": e.userId })}
    />
  );
}
