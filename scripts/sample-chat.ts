// Sample chat history for the local embedded data only (scripts/seed.ts calls it; production
// seeds none): a few days of messages (within the 30-day retention) in the general room, the
// themed rooms and a few club rooms, with replies, reactions and a few open reports for
// /adminreports. History lives in the rooms' Durable Objects (decision 018), which the seed
// cannot reach: the rows go to chat_sample_messages and each room copies its own when it starts
// on local data (party/chat-room.ts), keeping the sequence numbers the reports name.
// Deterministic (seeded PRNG); runs once (skips when sample rows exist).
import { createRandom } from "../domain/sample-season.ts";

const LINES: Record<string, readonly string[]> = {
  general: [
    "Salut tout le monde !",
    "Quelqu'un a vu le match d'hier soir ?",
    "Quel but en fin de match, incroyable",
    "Mon équipe fantasy a fait 78 points cette semaine 😎",
    "Qui est votre capitaine pour la prochaine journée ?",
    "Haaland, évidemment",
    "Je tente Salah, il est en feu",
    "L'arbitrage était vraiment limite…",
    "Bonne chance à tous pour la deadline",
    "On se retrouve dans le salon du match ce soir ?",
  ],
  "fantasy-tips": [
    "Wildcard maintenant ou après la double journée ?",
    "Garde ton wildcard, le calendrier est meilleur dans trois semaines",
    "Un défenseur à 4.5 qui joue tous les matchs, des idées ?",
    "Je vends Palmer, trop irrégulier",
    "Différentiel de la semaine : Mbeumo",
    "Le bench boost, vous le gardez pour quand ?",
    "Attention aux rotations avant la Coupe d'Europe",
  ],
  transfers: [
    "Rumeur : un milieu défensif en janvier",
    "Source fiable ou pas ?",
    "Ça sent le prêt avec option d'achat",
    "Officiel d'ici la fin de semaine d'après la presse",
    "Je n'y crois pas une seconde",
  ],
  tactics: [
    "Le 4-3-3 avec un faux neuf, ça marche vraiment ?",
    "Le pressing haut a fait la différence en seconde période",
    "Les latéraux montent trop, on prend des contres",
    "Belle gestion des changements à la 60e",
  ],
  club: [
    "Allez les gars !",
    "Quel match samedi",
    "Le coach doit faire tourner",
    "Notre meilleur joueur cette saison, sans débat",
    "On va chercher l'Europe cette année",
    "Déplacement difficile ce week-end",
    "Qui vient au stade ?",
  ],
};
/** Messages the sample reports point at (rude or spam: what moderators see). */
const REPORTABLE = ["Arbitre vendu, honte à vous tous !!!", "Gagnez 5000 points gratuits sur www.points-gratuits.example", "Les supporters d'en face sont des idiots"];
const EMOJI = ["👍", "❤️", "😂", "😮", "🔥", "👏"];


export async function seedSampleChat(db: D1Database, now: number): Promise<string | null> {
  const existing = await db.prepare(`SELECT count(*) AS n FROM chat_sample_messages`).first<{ n: number }>();
  if ((existing?.n ?? 0) > 0) return null;
  const users = (await db.prepare(`SELECT id FROM users WHERE is_sample = 1 ORDER BY id LIMIT 60`).all<{ id: string }>()).results.map((u) => u.id);
  if (users.length < 10) return null;
  const clubRooms = (await db.prepare(`SELECT id FROM clubs ORDER BY id LIMIT 6`).all<{ id: number }>()).results.map((c) => `club-${c.id}`);
  const rooms = ["general", "fantasy-tips", "transfers", "tactics", ...clubRooms];
  const rand = createRandom(1212);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const DAY = 86_400_000;
  let messages = 0;
  let reports = 0;
  for (const [r, roomId] of rooms.entries()) {
    const lines = LINES[roomId] ?? LINES.club!;
    const count = roomId === "general" ? 40 : 18 + Math.floor(rand() * 10);
    // Spread over the last 4 days, oldest first (seq follows time).
    const times = Array.from({ length: count }, () => now - Math.floor(rand() * 4 * DAY) - 60_000).sort((a, b) => a - b);
    const authors: string[] = [];
    for (let seq = 1; seq <= count; seq++) {
      const reportable = r < 3 && seq === 5 + r * 3;
      const author = pick(users);
      authors.push(author);
      // Replies go to someone else's earlier message, as the rule says.
      const target = seq > 3 && rand() < 0.2 ? Math.floor(rand() * (seq - 1)) + 1 : null;
      const replyTo = target !== null && authors[target - 1] !== author ? target : null;
      const reactors = new Map<string, string[]>();
      for (let k = 0; k < Math.floor(rand() * 4); k++) {
        const emoji = pick(EMOJI);
        reactors.set(emoji, [...new Set([...(reactors.get(emoji) ?? []), pick(users)])]);
      }
      const reactions = reactors.size ? JSON.stringify([...reactors].map(([emoji, u]) => ({ emoji, users: u }))) : null;
      const mention = rand() < 0.1 ? "@" : "";
      const content = reportable ? REPORTABLE[r]! : `${mention ? `${mention}fan ` : ""}${pick(lines)}`;
      await db
        .prepare(`INSERT INTO chat_sample_messages (room_id, seq, user_id, content, reply_to_seq, reactions, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .bind(roomId, seq, author, content, replyTo, reactions, times[seq - 1]!)
        .run();
      messages++;
      if (reportable) {
        const kase = await db
          .prepare(
            `INSERT INTO report_cases (kind, item_id, author_id, context, status, round, reporters, hidden, snapshot_title, snapshot_text, snapshot_image, first_reported_at, last_reported_at)
             VALUES ('chat_message', ?, ?, ?, 'open', 1, 0, 0, NULL, ?, NULL, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
          )
          .bind(`${roomId}.${seq}`, author, roomId, content, times[seq - 1]! + 60_000, times[seq - 1]! + 120_000)
          .first<{ id: number }>();
        if (!kase) continue;
        const others = users.filter((u) => u !== author);
        const reporters = [...new Set([pick(others), pick(others)])];
        for (const reporter of reporters)
          await db.prepare(`INSERT OR IGNORE INTO reports (case_id, round, reporter_id, reason, created_at) VALUES (?, 1, ?, '', ?)`).bind(kase.id, reporter, times[seq - 1]! + 60_000).run();
        reports++;
      }
    }
  }
  await db.prepare(`UPDATE report_cases SET reporters = (SELECT count(*) FROM reports r WHERE r.case_id = report_cases.id AND r.round = report_cases.round) WHERE kind = 'chat_message'`).run();
  return `Sample chat: ${messages} messages in ${rooms.length} rooms, ${reports} open reports.`;
}
