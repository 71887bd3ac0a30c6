// What Web Push says (issue 46): the texts of the pushes the server sends, composed for each person
// in their language (users.locale) and time zone when the push is sent. Moderation pushes say what
// the notice says (domain/messages/notices.ts): the same words, by push too. Ours.
import { formatNumber, plural } from "../format.ts";
import { localized, type Catalogue, type Translation } from "./index.ts";

const n = (value: number) => formatNumber(value, "en-GB");
const nf = (value: number) => formatNumber(value, "fr-FR");

const en = {
  deadline: {
    title: (gameweek: number, lead: number) => `Gameweek ${gameweek}: deadline in ${lead === 1 ? "1 hour" : `${lead} hours`}`,
    /** `at`: the deadline as every screen writes it (domain/deadline.ts deadlineText). */
    unsaved: (at: string) => `Your team is not saved yet. Pick it before ${at}.`,
    saved: (at: string) => `Your team is saved. You can still change it until ${at}.`,
  },
  live: {
    title: (gameweek: number) => `Gameweek ${gameweek} live`,
    goals: (count: number) => (count === 1 ? "goal" : `${count} goals`),
    assists: (count: number) => (count === 1 ? "assist" : `${count} assists`),
    cleanSheet: "clean sheet",
    bonus: (count: number) => `bonus ${count}`,
    and: " and ",
    /** 'Haaland goal +8 (C)'. */
    line: (name: string, what: string, points: number, captain: boolean) => `${name} ${what} ${points >= 0 ? "+" : ""}${points}${captain ? " (C)" : ""}`,
    /** '61 pts, rank 12,403 → 9,877'. */
    total: (points: number, rank: number | null, previousRank: number | null) =>
      `${plural("en-GB", points, { one: `${n(points)} pt`, other: `${n(points)} pts` })}${rank === null ? "" : previousRank !== null && previousRank !== rank ? `, rank ${n(previousRank)} → ${n(rank)}` : `, rank ${n(rank)}`}`,
  },
  final: {
    title: (gameweek: number) => `Gameweek ${gameweek}: final points`,
    body: (points: number, rank: number | null) => `${plural("en-GB", points, { one: `${n(points)} pt`, other: `${n(points)} pts` })}${rank === null ? "" : `, rank ${n(rank)}`}.`,
  },
  replies: {
    reply: (name: string) => `${name} replied to you on the wall`,
    mention: (name: string) => `${name} mentioned you on the wall`,
  },
} as const satisfies Catalogue;

const fr: Translation<typeof en> = {
  deadline: {
    title: (gameweek: number, lead: number) => `Journée ${gameweek} : date limite dans ${lead === 1 ? "1 heure" : `${lead} heures`}`,
    unsaved: (at: string) => `Votre équipe n'est pas encore enregistrée. Composez-la avant le ${at}.`,
    saved: (at: string) => `Votre équipe est enregistrée. Vous pouvez encore la modifier jusqu'au ${at}.`,
  },
  live: {
    title: (gameweek: number) => `Journée ${gameweek} en direct`,
    goals: (count: number) => (count === 1 ? "but" : `${count} buts`),
    assists: (count: number) => (count === 1 ? "passe décisive" : `${count} passes décisives`),
    cleanSheet: "clean sheet",
    bonus: (count: number) => `bonus ${count}`,
    and: " et ",
    line: (name: string, what: string, points: number, captain: boolean) => `${name} ${what} ${points >= 0 ? "+" : ""}${points}${captain ? " (C)" : ""}`,
    total: (points: number, rank: number | null, previousRank: number | null) =>
      `${plural("fr-FR", points, { one: `${nf(points)} pt`, other: `${nf(points)} pts` })}${rank === null ? "" : previousRank !== null && previousRank !== rank ? `, rang ${nf(previousRank)} → ${nf(rank)}` : `, rang ${nf(rank)}`}`,
  },
  final: {
    title: (gameweek: number) => `Journée ${gameweek} : points définitifs`,
    body: (points: number, rank: number | null) => `${plural("fr-FR", points, { one: `${nf(points)} pt`, other: `${nf(points)} pts` })}${rank === null ? "" : `, rang ${nf(rank)}`}.`,
  },
  replies: {
    reply: (name: string) => `${name} vous a répondu sur le mur`,
    mention: (name: string) => `${name} vous a mentionné sur le mur`,
  },
};

export const pushSendMessages = localized(en, fr);
