import { describe, expect, it } from "vitest";
import { clubsOf, toRulesPlayer, type PlayerCard } from "./players.ts";

const card: PlayerCard = {
  id: 7,
  webName: "M.Salah",
  firstName: "Mohamed",
  secondName: "Salah",
  team: "LIV",
  teamName: "Liverpool",
  teamId: 12,
  position: "MID",
  priceTenths: 145,
  totalPoints: 120,
  form: 6.5,
  pointsPerGame: 7.1,
  selectedByPercent: 55.2,
  transfersInEvent: 1000,
  transfersOutEvent: 200,
  status: "a",
  chanceOfPlaying: null,
  news: "",
  newsAdded: null,
  priceChangeTenths: 0,
  photo: "",
};

describe("toRulesPlayer", () => {
  it("hands the rules the club's short code and the price in tenths", () => {
    expect(toRulesPlayer(card)).toEqual({ id: 7, webName: "M.Salah", firstName: "Mohamed", secondName: "Salah", teamId: 12, teamShort: "LIV", position: "MID", price: 145 });
  });
});

describe("clubsOf", () => {
  it("lists each club once, in club id order, without players no longer in the game", () => {
    const ars = { ...card, id: 1, team: "ARS", teamName: "Arsenal", teamId: 1 };
    const gone = { ...card, id: 2, team: "", teamName: "", teamId: 0 };
    expect(clubsOf([card, ars, { ...card, id: 8 }, gone])).toEqual([
      { id: 1, shortName: "ARS", name: "Arsenal" },
      { id: 12, shortName: "LIV", name: "Liverpool" },
    ]);
  });
});
