// Normalised FPL data -> D1 rows. Used by the admin import (in the Worker) and
// by the local seed (in Node), so both store the same thing.
import type { clubs, fixtures, playerFixtureStats, players } from "../db/schema/index.ts";
import type { FplFixture, FplLiveRow, FplPlayer, FplTeam } from "./types.ts";
import { searchKey } from "../../domain/search-key.ts";

export function toClubRow(t: FplTeam): typeof clubs.$inferInsert {
  return {
    id: t.id,
    name: t.name,
    shortName: t.shortName,
    code: t.code,
    strength: t.strength,
    strengthOverallHome: t.strengthOverallHome,
    strengthOverallAway: t.strengthOverallAway,
    strengthAttackHome: t.strengthAttackHome,
    strengthAttackAway: t.strengthAttackAway,
    strengthDefenceHome: t.strengthDefenceHome,
    strengthDefenceAway: t.strengthDefenceAway,
  };
}

export function toPlayerRow(p: FplPlayer): typeof players.$inferInsert {
  const { nowCost, costChangeStart, elementType, ...rest } = p;
  const keys = { webNameKey: searchKey(p.webName), fullNameKey: searchKey(`${p.firstName} ${p.secondName}`) };
  return { ...rest, ...keys, elementType, price: nowCost, priceChangeStart: costChangeStart };
}

export function toFixtureRow(f: FplFixture): typeof fixtures.$inferInsert {
  return {
    id: f.id,
    code: f.code,
    gameweek: f.event,
    kickoffTime: f.kickoffTime ? Date.parse(f.kickoffTime) : null,
    teamH: f.teamH,
    teamA: f.teamA,
    teamHScore: f.teamHScore,
    teamAScore: f.teamAScore,
    started: f.started,
    finished: f.finished,
    minutes: f.minutes,
    teamHDifficulty: f.teamHDifficulty,
    teamADifficulty: f.teamADifficulty,
  };
}

export function toStatRow(r: FplLiveRow, gameweek: number): typeof playerFixtureStats.$inferInsert {
  const { complete: _complete, defensiveContribution: _dc, ...stats } = r;
  return { ...stats, gameweek };
}
