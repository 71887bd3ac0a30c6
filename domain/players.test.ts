import { describe, expect, it } from "vitest";
import { toRulesPlayer, type PlayerCard } from "./players.ts";

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
