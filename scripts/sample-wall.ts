// Sample content of the stadium walls for the local embedded data only (scripts/seed.ts calls
// it; production seeds none): posts (some with images), comments, replies, reactions and a few
// open reports for the moderation screens. Deterministic (seeded PRNG); runs once (skips when
// sample posts exist).
import { createRandom } from "../domain/sample-season.ts";

const TITLES = [
  ["Quelle ambiance ce soir !", "Le stade a chanté pendant 90 minutes, incroyable.", "match"],
  ["Transfert en vue ?", "On parle d'un milieu défensif pour janvier. Vos avis ?", "transfer"],
  ["Entraînement ouvert samedi", "Les portes ouvrent à 10 h, venez nombreux.", "training"],
  ["Nouveau maillot", "Le maillot extérieur est sorti : j'adore les couleurs.", "news"],
  ["Déplacement en bus", "Qui vient pour le match à l'extérieur ? Il reste des places.", "fan"],
  ["Le onze idéal de la saison", "Mon onze : solide derrière, rapide devant.", "general"],
] as const;
const COMMENTS = ["Totalement d'accord", "Pas sûr, on verra", "Allez les gars !", "Quel but en fin de match", "Je serai là", "Il faut y croire", "Respect aux supporters adverses"];
const REACTIONS = ["peace", "respect", "handshake", "heart_hand"] as const;
const IMAGES = ["/images/wall/pitch.svg", "/images/wall/stands.svg", "/images/wall/floodlights.svg", "/images/wall/scarves.svg"];


export async function seedSampleWall(db: D1Database, now: number): Promise<string | null> {
  const existing = await db.prepare(`SELECT count(*) AS n FROM posts p JOIN users u ON u.id = p.author_id WHERE u.is_sample = 1`).first<{ n: number }>();
  if ((existing?.n ?? 0) > 0) return null;
  const users = (await db.prepare(`SELECT id FROM users WHERE is_sample = 1 ORDER BY id LIMIT 200`).all<{ id: string }>()).results.map((u) => u.id);
  if (users.length < 10) return null;
  const grounds = (await db.prepare(`SELECT id FROM stadiums WHERE league = 'Premier League' ORDER BY id`).all<{ id: number }>()).results.map((s) => s.id);
  const rand = createRandom(2025);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  let posts = 0;
  let comments = 0;
  let reports = 0;
  for (const stadiumId of grounds) {
    for (let i = 0; i < 6; i++) {
      const [title, content, category] = TITLES[(stadiumId + i) % TITLES.length]!;
      const at = now - Math.floor(rand() * 20 * 86_400_000);
      const image = rand() < 0.4 ? pick(IMAGES) : null;
      const post = await db
        .prepare(`INSERT INTO posts (stadium_id, author_id, title, content, category, image, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`)
        .bind(stadiumId, pick(users), title, content, category, image, at)
        .first<{ id: number }>();
      posts++;
      const likers = new Set(Array.from({ length: Math.floor(rand() * 12) }, () => pick(users)));
      for (const u of likers) await db.prepare(`INSERT OR IGNORE INTO post_likes (post_id, user_id, created_at) VALUES (?, ?, ?)`).bind(post!.id, u, at + 1000).run();
      for (let c = 0; c < Math.floor(rand() * 5); c++) {
        const top = await db
          .prepare(`INSERT INTO comments (post_id, author_id, content, created_at) VALUES (?, ?, ?, ?) RETURNING id`)
          .bind(post!.id, pick(users), pick(COMMENTS), at + 60_000 * (c + 1))
          .first<{ id: number }>();
        comments++;
        for (let r = 0; r < Math.floor(rand() * 3); r++) {
          await db.prepare(`INSERT INTO comments (post_id, parent_id, author_id, content, created_at) VALUES (?, ?, ?, ?, ?)`).bind(post!.id, top!.id, pick(users), `@fan ${pick(COMMENTS)}`, at + 120_000 * (r + c + 2)).run();
          comments++;
        }
        const reactors = new Set(Array.from({ length: Math.floor(rand() * 6) }, () => pick(users)));
        for (const u of reactors) await db.prepare(`INSERT OR IGNORE INTO comment_reactions (comment_id, user_id, type, created_at) VALUES (?, ?, ?, ?)`).bind(top!.id, u, pick(REACTIONS), at).run();
      }
      // A few open reports for the moderation screens.
      if (rand() < 0.08) {
        const kase = await db
          .prepare(
            `INSERT INTO report_cases (kind, item_id, author_id, context, status, round, reporters, hidden, snapshot_title, snapshot_text, snapshot_image, first_reported_at, last_reported_at)
             SELECT 'post', CAST(id AS TEXT), author_id, NULL, 'open', 1, 0, 0, title, content, image, ?, ? FROM posts WHERE id = ? RETURNING id`,
          )
          .bind(now, now, post!.id)
          .first<{ id: number }>();
        await db.prepare(`INSERT OR IGNORE INTO reports (case_id, round, reporter_id, reason, created_at) VALUES (?, 1, ?, 'Contenu inapproprié', ?)`).bind(kase!.id, pick(users), now).run();
        reports++;
      }
    }
  }
  // Counts recomputed from the rows, as the services do.
  await db.prepare(`UPDATE posts SET likes_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = posts.id), comments_count = (SELECT count(*) FROM comments c WHERE c.post_id = posts.id)`).run();
  await db.prepare(`UPDATE comments SET reactions_count = (SELECT count(*) FROM comment_reactions r WHERE r.comment_id = comments.id), replies_count = (SELECT count(*) FROM comments c WHERE c.parent_id = comments.id)`).run();
  await db.prepare(`UPDATE report_cases SET reporters = (SELECT count(*) FROM reports r WHERE r.case_id = report_cases.id AND r.round = report_cases.round) WHERE kind = 'post'`).run();
  return `Sample wall: ${posts} posts, ${comments} comments, ${reports} open reports.`;
}
