// The Fixtures page (game.md §6 "Fixtures"; its texts are the English ones, the rest ours):
// upcoming fixtures, recent results, the gameweeks' state and the fantasy tips.
import { plural } from "../format.ts";
import { localized, type Catalogue } from "./index.ts";

const en = {
  title: "Fixtures",
  intro: "Premier League matches, kickoff times in your time zone, and the latest results.",
  gameweek: (n: number) => `Gameweek ${n}`,
  gameweekLive: (n: number) => `Gameweek ${n} live`,
  next: (n: number) => `Next: Gameweek ${n}`,
  upcoming: "Upcoming Fixtures",
  liveNow: (n: number) => `${n} live now`,
  deadlineOf: (n: number) => `Gameweek ${n} deadline:`,
  noUpcoming: "No upcoming fixtures",
  moreFixtures: "Show more fixtures",
  results: "Recent Results",
  noResults: "No recent results",
  moreResults: "Show more results",
  tipsTitle: "Fantasy tips",
  tips: {
    difficultyTitle: "Read the fixture difficulty",
    difficulty: "Players facing weaker sides over the next few gameweeks tend to score more. Plan two or three weeks ahead.",
    captainTitle: "Captain wisely",
    captain: "Your captain's points count double. A reliable starter at home is usually the safest armband.",
    benchTitle: "Order your bench",
    bench: "If a starter does not play, the first eligible substitute comes on automatically — put your likeliest starter first.",
    deadlineTitle: "Mind the deadline",
    deadline: "Teams lock 90 minutes before the first kickoff of the gameweek. Late team news can still change your plans.",
  },
  pickGameweekTeam: (n: number) => `Pick your Gameweek ${n} team`,
  pickTeam: "Pick your team",

  // The list.
  groupLabel: (list: string, gameweek: number | null) => (gameweek !== null ? `${list}, Gameweek ${gameweek}` : `${list}, unscheduled`),
  unscheduled: "Unscheduled",
  live: "Live",
  deadline: (when: string) => `Deadline ${when}`,
  completed: "Completed",
  kickoffTbc: "Kickoff to be confirmed",
  tbc: "TBC",
  liveBadge: "LIVE",
  fullTime: "FT",
  scoreLabel: (home: string, homeScore: number, away: string, awayScore: number, live: boolean, minutes: number) =>
    `${home} ${homeScore}, ${away} ${awayScore}${live ? `, live, ${plural("en-GB", minutes, { one: `${minutes} minute`, other: `${minutes} minutes` })}` : ", full time"}`,
  versusLabel: (home: string, away: string, when: string) => `${home} versus ${away}, ${when}`,
} as const satisfies Catalogue;

const fr = {
  title: "Calendrier",
  intro: "Les matchs de Premier League, les coups d'envoi à votre heure et les derniers résultats.",
  gameweek: (n: number) => `Journée ${n}`,
  gameweekLive: (n: number) => `Journée ${n} en direct`,
  next: (n: number) => `Prochaine : journée ${n}`,
  upcoming: "Prochains matchs",
  liveNow: (n: number) => `${n} en direct`,
  deadlineOf: (n: number) => `Date limite de la journée ${n} :`,
  noUpcoming: "Aucun match à venir",
  moreFixtures: "Voir plus de matchs",
  results: "Derniers résultats",
  noResults: "Aucun résultat récent",
  moreResults: "Voir plus de résultats",
  tipsTitle: "Conseils fantasy",
  tips: {
    difficultyTitle: "Lisez la difficulté des matchs",
    difficulty: "Les joueurs qui affrontent des équipes plus faibles dans les prochaines journées marquent souvent davantage. Prévoyez deux ou trois semaines à l'avance.",
    captainTitle: "Choisissez bien votre capitaine",
    captain: "Les points de votre capitaine comptent double. Un titulaire fiable qui joue à domicile est souvent le choix le plus sûr.",
    benchTitle: "Ordonnez votre banc",
    bench: "Si un titulaire ne joue pas, le premier remplaçant possible entre automatiquement : placez en premier celui qui a le plus de chances de jouer.",
    deadlineTitle: "Attention à la date limite",
    deadline: "Les équipes sont verrouillées 90 minutes avant le premier coup d'envoi de la journée. Les dernières nouvelles peuvent encore changer vos plans.",
  },
  pickGameweekTeam: (n: number) => `Composez votre équipe de la journée ${n}`,
  pickTeam: "Composez votre équipe",

  groupLabel: (list: string, gameweek: number | null) => (gameweek !== null ? `${list}, journée ${gameweek}` : `${list}, non programmés`),
  unscheduled: "Non programmés",
  live: "En direct",
  deadline: (when: string) => `Date limite ${when}`,
  completed: "Terminée",
  kickoffTbc: "Coup d'envoi à confirmer",
  tbc: "À conf.",
  liveBadge: "DIRECT",
  fullTime: "Fin",
  scoreLabel: (home: string, homeScore: number, away: string, awayScore: number, live: boolean, minutes: number) =>
    `${home} ${homeScore}, ${away} ${awayScore}${live ? `, en direct, ${plural("fr-FR", minutes, { one: `${minutes} minute`, other: `${minutes} minutes` })}` : ", fin du match"}`,
  versusLabel: (home: string, away: string, when: string) => `${home} contre ${away}, ${when}`,
};

export const fixturesMessages = /*#__PURE__*/ localized(en, fr);
