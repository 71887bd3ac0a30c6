// Fixture difficulty (1 easiest - 5 hardest), as the official game shows it next to each
// player: computed from the clubs' strengths in the data, not read from the fixture rows.
//
// Rule: the opponent's overall strength at the venue where it plays (strength_overall_away
// when it visits, _home when it hosts), placed on the league's range of venue strengths and
// cut into five equal bands. So the strongest away side is 5 and the weakest home side 1.

export type ClubStrength = { id: number; shortName: string; strengthOverallHome: number; strengthOverallAway: number };
export type Difficulty = 1 | 2 | 3 | 4 | 5;

export type StrengthRange = { min: number; max: number };

/** The lowest and highest venue strength among the clubs. */
export function strengthRange(clubs: readonly ClubStrength[]): StrengthRange {
  const all = clubs.flatMap((c) => [c.strengthOverallHome, c.strengthOverallAway]);
  return { min: Math.min(...all), max: Math.max(...all) };
}

/** Difficulty of meeting `opponent`, who plays at home when `opponentAtHome`. */
export function fixtureDifficulty(opponent: ClubStrength, opponentAtHome: boolean, range: StrengthRange): Difficulty {
  const strength = opponentAtHome ? opponent.strengthOverallHome : opponent.strengthOverallAway;
  if (range.max <= range.min) return 3;
  const share = (strength - range.min) / (range.max - range.min);
  return (1 + Math.min(4, Math.max(0, Math.round(share * 4)))) as Difficulty;
}

export type UpcomingFixture = { gameweek: number; opponent: string; home: boolean; difficulty: Difficulty };

/**
 * Each club's next `count` fixtures from gameweek `from` on (kickoff order), with difficulty:
 * what the picker shows beside every player of the club.
 */
export function nextFixturesByClub(
  clubs: readonly ClubStrength[],
  fixtures: readonly { gameweek: number | null; kickoff: string | null; teamH: number; teamA: number }[],
  from: number,
  count = 3,
): Record<number, UpcomingFixture[]> {
  const byId = new Map(clubs.map((c) => [c.id, c]));
  const range = strengthRange(clubs);
  const ahead = fixtures
    .filter((f) => f.gameweek !== null && f.gameweek >= from)
    .sort((a, b) => a.gameweek! - b.gameweek! || (a.kickoff ?? "").localeCompare(b.kickoff ?? ""));
  const out: Record<number, UpcomingFixture[]> = {};
  for (const c of clubs) out[c.id] = [];
  for (const f of ahead) {
    const home = byId.get(f.teamH);
    const away = byId.get(f.teamA);
    if (!home || !away) continue;
    if (out[home.id].length < count) out[home.id].push({ gameweek: f.gameweek!, opponent: away.shortName, home: true, difficulty: fixtureDifficulty(away, false, range) });
    if (out[away.id].length < count) out[away.id].push({ gameweek: f.gameweek!, opponent: home.shortName, home: false, difficulty: fixtureDifficulty(home, true, range) });
  }
  return out;
}
