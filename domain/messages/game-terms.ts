// The words every game screen shares (issue 45): positions, armbands, deadlines. A small
// catalogue of its own, so that a screen needing only these (the Arena, My Team) does not load
// the builder's (./game.ts).
import { plural } from "../format.ts";
import { localized, type Catalogue } from "./index.ts";

/** Positions: the pitch's code ("GK"), a title ("Goalkeeper"), its plural ("Goalkeepers"), and the words of sentences. */
const enPosition = {
  GK: { short: "GK", title: "Goalkeeper", titles: "Goalkeepers", one: "goalkeeper", many: "goalkeepers" },
  DEF: { short: "DEF", title: "Defender", titles: "Defenders", one: "defender", many: "defenders" },
  MID: { short: "MID", title: "Midfielder", titles: "Midfielders", one: "midfielder", many: "midfielders" },
  FWD: { short: "FWD", title: "Forward", titles: "Forwards", one: "forward", many: "forwards" },
} as const;

const frPosition = {
  GK: { short: "GB", title: "Gardien", titles: "Gardiens", one: "gardien", many: "gardiens" },
  DEF: { short: "DÉF", title: "Défenseur", titles: "Défenseurs", one: "défenseur", many: "défenseurs" },
  MID: { short: "MIL", title: "Milieu", titles: "Milieux", one: "milieu", many: "milieux" },
  FWD: { short: "ATT", title: "Attaquant", titles: "Attaquants", one: "attaquant", many: "attaquants" },
};

const en = {
  position: enPosition,
  captainMark: "C",
  viceMark: "V",
  /** Deadlines, with the clock they are told in: the league's, or the reader's own (game.md §9: hours under a day, else days). */
  deadline: {
    at: (day: string, time: string, readerZone: boolean) => `${day}, ${time} ${readerZone ? "your time" : "UK time"}`,
    passed: "Deadline passed",
    lessThanHour: "Less than an hour left",
    hoursLeft: (hours: number) => plural("en-GB", hours, { one: `${hours} hour left`, other: `${hours} hours left` }),
    daysLeft: (days: number, hours: number) => `${plural("en-GB", days, { one: `${days} day`, other: `${days} days` })}${hours ? ` ${hours}h` : ""} left`,
  },
} as const satisfies Catalogue;

const fr = {
  position: frPosition,
  captainMark: "C",
  viceMark: "V",
  deadline: {
    at: (day: string, time: string, readerZone: boolean) => `${day} à ${time}, ${readerZone ? "votre heure" : "heure de Londres"}`,
    passed: "Date limite passée",
    lessThanHour: "Moins d'une heure restante",
    hoursLeft: (hours: number) => plural("fr-FR", hours, { one: `${hours} heure restante`, other: `${hours} heures restantes` }),
    daysLeft: (days: number, hours: number) => `Encore ${plural("fr-FR", days, { one: `${days} jour`, other: `${days} jours` })}${hours ? ` ${hours} h` : ""}`,
  },
};

export const gameTerms = /*#__PURE__*/ localized(en, fr);
