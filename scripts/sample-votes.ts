// Sample community votes for the local data (issue 10): sample managers put their saved teams
// up for rating and started player polls, and other sample managers rated and voted, over the
// past weeks. Deterministic (seeded PRNG); only with LOCAL_DATA=true (production seeds none).
// Totals are recomputed from the rows, as the service does.
import { createRandom } from "../domain/sample-season.ts";
import { FORMATIONS, PLAYER_VOTE_ACTIONS, TEAM_VOTE_CATEGORIES } from "../domain/votes.ts";
import { gameShards, type ShardBindings } from "../api/db/shards.ts";

export const SAMPLE_VOTES_SEED = 2026_10;
const TEAM_VOTES = 14;
const POLLS = 12;
const DAY = 86_400_000;

const TEAM_TITLES = ["Wildcard draft: thoughts?", "Is this too defensive?", "Triple Arsenal defence", "Going without a premium striker", "Bench boost ready?", "Rate my differential XI", "Two keepers who both play", "Is the midfield too thin?"];
const POLL_TITLES: Record<string, string[]> = {
  captain: ["Who gets the armband?", "Captain pick this week"],
  buy: ["Which one to bring in?", "Best buy under budget?"],
  sell: ["Who goes first?", "Time to sell?"],
  bench: ["Who sits on my bench?", "Bench decision"],
};

type Env = { DB: D1Database; LOCAL_DATA?: string } & ShardBindings;

/** Adds the sample votes (or, with `rebuild`, replaces them). Null when there is nothing to do. */
export async function seedSampleVotes(env: Env, options: { now: number; rebuild: boolean; seed?: number }) {
  if (env.LOCAL_DATA !== "true") return null;
  const db = env.DB;
  const sample = "SELECT id FROM users WHERE is_sample = 1";
  const existing = (await db.prepare(`SELECT (SELECT count(*) FROM team_votes WHERE author_id IN (${sample})) + (SELECT count(*) FROM player_votes WHERE author_id IN (${sample})) AS n`).first<{ n: number }>())!.n;
  if (existing && !options.rebuild) return null;
  await db.prepare(`DELETE FROM team_votes WHERE author_id IN (${sample})`).run();
  await db.prepare(`DELETE FROM player_votes WHERE author_id IN (${sample})`).run();
  const managers = (await db.prepare(`${sample} ORDER BY id LIMIT 300`).all<{ id: string }>()).results.map((r) => r.id);
  if (managers.length < 50) return null;
  // The sample managers' teams of the gameweek before the last one saved, from every shard (decision 035).
  const shards = gameShards(env).list;
  const sampleIds = JSON.stringify((await db.prepare(sample).all<{ id: string }>()).results.map((r) => r.id));
  const lastSaved = Math.max(0, ...(await Promise.all(shards.map((shard) => shard.d1.prepare("SELECT max(gameweek) AS gw FROM challenger_teams").first<{ gw: number | null }>()))).map((r) => r?.gw ?? 0));
  const teams = (
    await Promise.all(
      shards.map((shard) =>
        shard.d1
          .prepare(`SELECT id, user_id, gameweek FROM challenger_teams WHERE user_id IN (SELECT value FROM json_each(?)) AND gameweek = ? ORDER BY id LIMIT ${TEAM_VOTES}`)
          .bind(sampleIds, lastSaved - 1)
          .all<{ id: string; user_id: string; gameweek: number }>(),
      ),
    )
  )
    .flatMap((r) => r.results)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, TEAM_VOTES);
  const popular = (await db.prepare("SELECT id FROM players ORDER BY selected_by_percent DESC, id LIMIT 40").all<{ id: number }>()).results.map((p) => p.id);
  const random = createRandom(options.seed ?? SAMPLE_VOTES_SEED);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const statements: D1PreparedStatement[] = [];

  teams.forEach((team, i) => {
    const id = `sample-team-vote-${i}`;
    const createdAt = options.now - Math.floor(random() * 25 * DAY) - 3_600_000;
    statements.push(
      db
        .prepare("INSERT INTO team_votes (id, author_id, title, description, image_url, team_id, gameweek, formation, tags, created_at) VALUES (?, ?, ?, '', NULL, ?, ?, ?, ?, ?)")
        .bind(id, team.user_id, pick(TEAM_TITLES), team.id, team.gameweek, pick(FORMATIONS), JSON.stringify([`gw${team.gameweek}`]), createdAt),
    );
    // Some teams are loved, some not: each vote has its own quality and spread of raters.
    const quality = 1.5 + random() * 3.5;
    const raters = managers.filter((m) => m !== team.user_id && random() < 0.02 + random() * 0.12);
    for (const rater of raters) {
      const stars = TEAM_VOTE_CATEGORIES.map(() => Math.max(1, Math.min(5, Math.round(quality + (random() - 0.5) * 2))));
      statements.push(
        db.prepare("INSERT INTO team_vote_ratings (team_vote_id, user_id, defense, midfield, attack, tactics, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(id, rater, ...stars, createdAt + 60_000),
      );
    }
  });

  for (let i = 0; i < POLLS; i++) {
    const id = `sample-player-vote-${i}`;
    const action = pick(PLAYER_VOTE_ACTIONS);
    const p1 = pick(popular);
    let p2 = pick(popular);
    while (p2 === p1) p2 = pick(popular);
    const author = pick(managers);
    const createdAt = options.now - Math.floor(random() * 25 * DAY) - 3_600_000;
    statements.push(
      db
        .prepare("INSERT INTO player_votes (id, author_id, title, description, gameweek, action, player1_id, player2_id, tags, created_at) VALUES (?, ?, ?, '', (SELECT id FROM gameweeks WHERE status = 'upcoming' ORDER BY id LIMIT 1), ?, ?, ?, '[]', ?)")
        .bind(id, author, pick(POLL_TITLES[action]!), action, p1, p2, createdAt),
    );
    const lean = random();
    for (const voter of managers.filter((m) => m !== author && random() < 0.15)) {
      statements.push(db.prepare("INSERT INTO player_vote_choices (player_vote_id, user_id, choice, created_at) VALUES (?, ?, ?, ?)").bind(id, voter, random() < lean ? 1 : 2, createdAt + 60_000));
    }
  }
  statements.push(
    db.prepare(`UPDATE team_votes SET ratings = (SELECT count(*) FROM team_vote_ratings r WHERE r.team_vote_id = team_votes.id),
      defense_sum = (SELECT COALESCE(SUM(defense), 0) FROM team_vote_ratings r WHERE r.team_vote_id = team_votes.id),
      midfield_sum = (SELECT COALESCE(SUM(midfield), 0) FROM team_vote_ratings r WHERE r.team_vote_id = team_votes.id),
      attack_sum = (SELECT COALESCE(SUM(attack), 0) FROM team_vote_ratings r WHERE r.team_vote_id = team_votes.id),
      tactics_sum = (SELECT COALESCE(SUM(tactics), 0) FROM team_vote_ratings r WHERE r.team_vote_id = team_votes.id)
      WHERE id LIKE 'sample-team-vote-%'`),
    db.prepare(`UPDATE player_votes SET votes1 = (SELECT count(*) FROM player_vote_choices c WHERE c.player_vote_id = player_votes.id AND choice = 1),
      votes2 = (SELECT count(*) FROM player_vote_choices c WHERE c.player_vote_id = player_votes.id AND choice = 2)
      WHERE id LIKE 'sample-player-vote-%'`),
  );
  await db.batch(statements);
  return `Sample votes: ${teams.length} team votes and ${POLLS} player polls with their ratings and votes.`;
}
