// Sample leaks for the local data (issue 10): sample managers posted rumours over the past
// five weeks about real players and clubs, and other sample managers voted on them (a few
// are hot). Deterministic (seeded PRNG); only with LOCAL_DATA=true (production seeds none).
// Scores are recomputed from the vote rows, as the service does.
import { chunksOf, insertRowsFromJson } from "../api/db/bulk.ts";
import { leaks, leakVotes } from "../api/db/schema/index.ts";
import { createRandom } from "../domain/sample-season.ts";
import { LEAK_CATEGORIES, RELIABILITY_LEVELS, SCORE_MAX, SCORE_MIN, STOCK_IMAGES, type LeakCategory } from "../domain/leaks.ts";

export const SAMPLE_LEAKS_SEED = 10_2026;
const LEAKS = 120;
const DAY = 86_400_000;

const TEMPLATES: Record<LeakCategory, { title: string; description: string; sources: string[] }[]> = {
  injury: [
    { title: "{player} a doubt with a hamstring problem", description: "{player} left training early on Thursday. {club} will assess him before the weekend.", sources: ["Club press conference", "The Athletic"] },
    { title: "{player} back in full training", description: "Pictures from {club}'s training ground show {player} taking part in the full session.", sources: ["Club media", "Sky Sports"] },
  ],
  transfer: [
    { title: "{club} tracking a move for {player}", description: "Scouts were at the last two games; a January bid is being prepared.", sources: ["Fabrizio Romano", "BBC Sport"] },
    { title: "{player} could leave {club} in January", description: "The player's camp are unhappy with his minutes and want regular football.", sources: ["Local paper", "Twitter ITK"] },
  ],
  "team-news": [
    { title: "{player} set to start for {club}", description: "Expected to replace the usual starter after a strong week in training.", sources: ["Press conference", "Matchday insider"] },
    { title: "{club} to rotate heavily this gameweek", description: "With a cup tie midweek, several regulars are expected to be rested.", sources: ["The Athletic", "Club reporter"] },
  ],
  contract: [
    { title: "{player} close to a new deal at {club}", description: "Terms are agreed in principle; the signing could be announced within days.", sources: ["The Times", "Club insider"] },
  ],
  tactics: [
    { title: "{club} switching to a back three", description: "Training shows a 3-4-3 shape, which would push {player} further forward.", sources: ["Training report", "Tactics blog"] },
    { title: "{player} to take penalties for {club}", description: "The regular taker is out, and {player} has been practising spot kicks all week.", sources: ["Club podcast", "Reddit"] },
  ],
  "rule-change": [
    { title: "Bonus points system tweak next season", description: "The league is said to be reviewing how defensive actions earn bonus points.", sources: ["FPL official", "Podcast"] },
  ],
  international: [
    { title: "{player} called up despite the knock", description: "The national team named {player} in the squad; {club} hope he returns fit.", sources: ["National FA", "ESPN"] },
  ],
};

type Env = { DB: D1Database; LOCAL_DATA?: string };

/** Adds the sample leaks and their votes (or, with `rebuild`, replaces them). Null when there is nothing to do. */
export async function seedSampleLeaks(env: Env, options: { now: number; rebuild: boolean; seed?: number }) {
  if (env.LOCAL_DATA !== "true") return null;
  const db = env.DB;
  const sampleAuthors = "SELECT id FROM users WHERE is_sample = 1";
  const existing = (await db.prepare(`SELECT count(*) AS n FROM leaks WHERE author_id IN (${sampleAuthors})`).first<{ n: number }>())!.n;
  if (existing && !options.rebuild) return null;
  await db.prepare(`DELETE FROM leaks WHERE author_id IN (${sampleAuthors})`).run();
  const managers = (await db.prepare(`${sampleAuthors} ORDER BY id LIMIT 400`).all<{ id: string }>()).results.map((r) => r.id);
  if (managers.length < 20) return null;
  const players = (
    await db
      .prepare(`SELECT p.web_name AS name, c.name AS club FROM players p JOIN clubs c ON c.id = p.team_id ORDER BY p.selected_by_percent DESC, p.id LIMIT 60`)
      .all<{ name: string; club: string }>()
  ).results;
  if (!players.length) return null;
  const random = createRandom(options.seed ?? SAMPLE_LEAKS_SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const authors = managers.slice(0, 40);
  const rows = Array.from({ length: LEAKS }, (_, i) => {
    const category = pick(LEAK_CATEGORIES);
    const template = pick(TEMPLATES[category]);
    const who = pick(players);
    const fill = (s: string) => s.replaceAll("{player}", who.name).replaceAll("{club}", who.club);
    // Spread over five weeks, newest last; a few minutes apart so that no two share a time.
    const createdAt = options.now - Math.floor((1 - i / LEAKS) * 35 * DAY) - (i % 7) * 60_000;
    const usesPlayer = template.title.includes("{player}") || template.description.includes("{player}");
    return {
      authorId: authors[Math.floor(Math.pow(random(), 1.6) * authors.length)]!, // a few prolific posters
      title: fill(template.title),
      description: fill(template.description),
      source: pick(template.sources),
      imageUrl: STOCK_IMAGES[i % STOCK_IMAGES.length]!,
      category,
      reliability: pick(RELIABILITY_LEVELS),
      tags: JSON.stringify([...new Set([...(usesPlayer ? [who.name.toLowerCase()] : []), who.club.toLowerCase(), category])]),
      score: 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const insert = insertRowsFromJson(leaks, rows);
  await db.prepare(insert.sql).bind(...insert.params).run();
  const ids = (
    await db.prepare(`SELECT id, author_id AS authorId, created_at AS createdAt FROM leaks WHERE author_id IN (${sampleAuthors}) ORDER BY created_at, id`).all<{ id: number; authorId: string; createdAt: number }>()
  ).results;
  const votes: { leakId: number; userId: string; vote: number; createdAt: number }[] = [];
  for (const leak of ids) {
    // Most leaks gather a handful of votes; one in eight catches fire (100+ voters).
    const hot = random() < 0.125;
    const count = hot ? 110 + Math.floor(random() * 180) : Math.floor(random() * 60);
    const belief = hot ? 0.85 + random() * 0.1 : 0.3 + random() * 0.55;
    const start = Math.floor(random() * managers.length);
    for (let k = 0, n = 0; n < count && k < managers.length; k++) {
      const userId = managers[(start + k) % managers.length]!;
      if (userId === leak.authorId) continue; // nobody votes on their own leak
      votes.push({ leakId: leak.id, userId, vote: random() < belief ? 1 : -1, createdAt: Math.min(options.now, leak.createdAt + Math.floor(random() * 2 * DAY)) });
      n++;
    }
  }
  await db.batch([
    ...chunksOf(votes, 2000).map((c) => {
      const s = insertRowsFromJson(leakVotes, c);
      return db.prepare(s.sql).bind(...s.params);
    }),
    db
      .prepare(
        `UPDATE leaks SET score = max(?, min(?, (SELECT coalesce(sum(vote), 0) FROM leak_votes WHERE leak_id = leaks.id))) WHERE author_id IN (${sampleAuthors})`,
      )
      .bind(SCORE_MIN, SCORE_MAX),
  ]);
  const hot = (await db.prepare(`SELECT count(*) AS n FROM leaks WHERE score >= 100 AND author_id IN (${sampleAuthors})`).first<{ n: number }>())!.n;
  return `Sample leaks: ${rows.length} leaks, ${votes.length} votes, ${hot} hot.`;
}
