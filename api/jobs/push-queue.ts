// Web Push's queue consumer (issue 46, decision 053). The cron sends one `tick` a minute and
// nothing else; here a tick finds what is due (deadline reminders, final points, new live events,
// new moderation notices and wall replies), claims it once, and fans it out: `plan` messages page
// through the people with a subscription, 10,000 at a time, and send `people` messages of 100;
// each `people` message reads its people in one statement, composes each push in the person's
// language and zone, leaves out who asked not to be told or is in quiet hours, and POSTs.
import { createDb } from "../db/client";
import { IN_JSON, jsonList } from "../db/in-list";
import { gameShards, groupByShard } from "../db/shards";
import type { Env } from "../env";
import { runForReader } from "../http/locale";
import { awake, readPeople, readSubscriptions, sendPushes, type Outbox, type Person, type SendReport } from "../push/send";
import { gameClock } from "./gameweek-jobs";
import { GAME_SEASON, seasonRules } from "../../domain/season-rules";
import type { Position } from "../../domain/constants";
import { CAPTAIN_MULTIPLIER } from "../../domain/constants";
import { leadingMention, mentionedNames } from "../../domain/mentions";
import type { BanScope, RemovedItem } from "../../domain/moderation";
import { eventsForTeam, mergeTold, newEvents, toldNow, type LiveStat, type ToldState } from "../../domain/push-live";
import { claimKey, dueReminders, PEOPLE_PER_MESSAGE, PEOPLE_PER_PLAN, topicOf, wants, type FanOutJob, type PushQueueMessage } from "../../domain/push-queue";
import { deadlinePush, deliveryOf, finalPush, livePush, moderationPush, replyPush } from "../../domain/push-texts";
import type { SquadPick } from "../../domain/squad";

/** Each message alone: acknowledged when done, delivered again when it failed (a push service's 429/5xx is a `resend` of its own, not this). */
export async function consumePushBatch(batch: MessageBatch<PushQueueMessage>, env: Env) {
  for (const message of batch.messages) {
    try {
      await handlePushMessage(env, message.body);
      message.ack();
    } catch (err) {
      console.error(`Push message ${message.body.kind} failed (attempt ${message.attempts}):`, err);
      message.retry({ delaySeconds: 10 * message.attempts });
    }
  }
}

export async function handlePushMessage(env: Env, message: PushQueueMessage): Promise<SendReport | void> {
  switch (message.kind) {
    case "tick":
      return tick(env, message.at);
    case "plan":
      return plan(env, message.job, message.after);
    case "people":
      return people(env, message.job, message.userIds);
    case "notices":
      return notices(env, message.fromId, message.toId);
    case "replies":
      return replies(env, message.fromId, message.toId);
    case "resend": {
      const subscriptions = await readSubscriptions(env.DB, message.items.map((i) => i.subscriptionId));
      const outbox: Outbox = message.items.flatMap((i) => {
        const subscription = subscriptions.get(i.subscriptionId);
        return subscription ? [{ subscription, payload: i.payload, options: i.options }] : [];
      });
      return sendPushes(env, outbox, message.attempt);
    }
  }
}

function queueOf(env: Env) {
  if (!env.PUSH_QUEUE) throw new Error("PUSH_QUEUE is not bound");
  return env.PUSH_QUEUE;
}

/** Sends messages 100 a call (sendBatch's limit). */
async function sendAll(env: Env, messages: PushQueueMessage[]) {
  for (let i = 0; i < messages.length; i += 100) await queueOf(env).sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
}

/** Inserts the claim; true when this caller made it (and so sends the job). */
async function claim(env: Env, key: string, now: number): Promise<boolean> {
  const result = await env.DB.prepare("INSERT OR IGNORE INTO push_claims (key, claimed_at) VALUES (?, ?)").bind(key, now).run();
  return (result.meta.changes ?? 0) > 0;
}

/** A gameweek completed this long ago is still told its final points (not older ones, when the feature first runs). */
const FINAL_WITHIN_MS = 6 * 3_600_000;

/** The cron's minute: everything due is claimed and planned; nothing is sent from here. */
export async function tick(env: Env, at: number) {
  const db = createDb(env.DB);
  const now = await gameClock(env, db, at);
  const gameweeks = await env.DB.prepare("SELECT id, deadline, status, updated_at AS updatedAt FROM gameweeks").all<{ id: number; deadline: number; status: string; updatedAt: number }>();
  const plans: PushQueueMessage[] = [];
  for (const due of dueReminders(gameweeks.results, now)) {
    const job: FanOutJob = { type: "deadline", gameweek: due.gameweek, lead: due.lead, deadline: due.deadline };
    if ((await claim(env, claimKey(job), now)) && due.send) plans.push({ kind: "plan", job, after: "" });
  }
  for (const gw of gameweeks.results) {
    if (gw.status !== "completed" || gw.updatedAt < now - FINAL_WITHIN_MS) continue;
    const job: FanOutJob = { type: "final", gameweek: gw.id };
    if (await claim(env, claimKey(job), now)) plans.push({ kind: "plan", job, after: "" });
  }
  for (const gw of gameweeks.results.filter((g) => g.status === "active")) {
    const job = await liveEvents(env, gw.id, Math.floor(now / 60_000));
    if (job) plans.push({ kind: "plan", job, after: "" });
  }
  plans.push(...(await sweep(env, "notices", "SELECT max(id) AS id FROM account_notices", now)));
  plans.push(...(await sweep(env, "replies", "SELECT max(id) AS id FROM comments", now)));
  await sendAll(env, plans);
}

/**
 * Rows written since the cursor, claimed by moving it (compare and set: two ticks never both
 * take a range) and handed on 500 ids a message. The first sweep starts at the newest row: what
 * was written before pushes existed is not pushed.
 */
async function sweep(env: Env, name: "notices" | "replies", maxSql: string, now: number): Promise<PushQueueMessage[]> {
  const max = (await env.DB.prepare(maxSql).first<{ id: number | null }>())?.id ?? 0;
  const cursor = await env.DB.prepare("SELECT last_id AS lastId FROM push_cursors WHERE name = ?").bind(name).first<{ lastId: number }>();
  if (!cursor) {
    await env.DB.prepare("INSERT OR IGNORE INTO push_cursors (name, last_id, updated_at) VALUES (?, ?, ?)").bind(name, max, now).run();
    return [];
  }
  if (max <= cursor.lastId) return [];
  const moved = await env.DB.prepare("UPDATE push_cursors SET last_id = ?, updated_at = ? WHERE name = ? AND last_id = ?").bind(max, now, name, cursor.lastId).run();
  if (!moved.meta.changes) return [];
  const messages: PushQueueMessage[] = [];
  for (let from = cursor.lastId; from < max; from += 500) messages.push({ kind: name, fromId: from, toId: Math.min(max, from + 500) });
  return messages;
}

/**
 * The live events of a gameweek since the last tick that told any: the stored stats against what
 * was told, the minute claimed by moving the row (so one tick a minute tells them, and a person
 * gets at most one live push a minute). First sight of a gameweek: what is there is taken as told.
 */
export async function liveEvents(env: Env, gameweek: number, minute: number): Promise<Extract<FanOutJob, { type: "live" }> | null> {
  const [stats, state] = await Promise.all([
    env.DB.prepare(
      `SELECT s.player_id AS playerId, s.goals_scored AS goalsScored, s.assists, s.clean_sheets AS cleanSheets, s.bonus, s.bonus_confirmed AS bonusConfirmed, f.finished AS fixtureFinished
       FROM player_fixture_stats s JOIN fixtures f ON f.id = s.fixture_id WHERE s.gameweek = ?`,
    )
      .bind(gameweek)
      .all<LiveStat>(),
    env.DB.prepare("SELECT told, minute FROM push_live_state WHERE gameweek = ?").bind(gameweek).first<{ told: string; minute: number }>(),
  ]);
  const now = toldNow(stats.results.map((s) => ({ ...s, bonusConfirmed: !!s.bonusConfirmed, fixtureFinished: !!s.fixtureFinished })));
  if (!state) {
    await env.DB.prepare("INSERT OR IGNORE INTO push_live_state (gameweek, told, minute) VALUES (?, ?, ?)").bind(gameweek, JSON.stringify(now), minute).run();
    return null;
  }
  if (minute <= state.minute) return null;
  const before = JSON.parse(state.told) as ToldState;
  const changed = Object.keys(now).filter((id) => JSON.stringify(now[id]) !== JSON.stringify(before[id]));
  if (changed.length === 0) return null;
  const players = await env.DB.prepare(`SELECT id, web_name AS name, position FROM players WHERE id IN ${IN_JSON}`).bind(jsonList(changed.map(Number))).all<{ id: number; name: string; position: Position }>();
  const events = newEvents(before, now, new Map(players.results.map((p) => [p.id, p.position])), new Map(players.results.map((p) => [p.id, p.name])), seasonRules(GAME_SEASON));
  const moved = await env.DB.prepare("UPDATE push_live_state SET told = ?, minute = ? WHERE gameweek = ? AND minute = ?").bind(JSON.stringify(mergeTold(before, now)), minute, gameweek, state.minute).run();
  if (!moved.meta.changes || events.length === 0) return null;
  return { type: "live", gameweek, minute, events };
}

/** The next PEOPLE_PER_PLAN people with a subscription after `after`: their pages sent as `people` messages, and the next plan. */
async function plan(env: Env, job: FanOutJob, after: string) {
  const rows = await env.DB.prepare("SELECT DISTINCT user_id AS id FROM push_subscriptions WHERE user_id > ? ORDER BY user_id LIMIT ?").bind(after, PEOPLE_PER_PLAN).all<{ id: string }>();
  const ids = rows.results.map((r) => r.id);
  const messages: PushQueueMessage[] = [];
  // The next plan first, so that the next 10,000 are planned while these are sent.
  if (ids.length === PEOPLE_PER_PLAN) messages.push({ kind: "plan", job, after: ids.at(-1)! });
  for (let i = 0; i < ids.length; i += PEOPLE_PER_MESSAGE) messages.push({ kind: "people", job, userIds: ids.slice(i, i + PEOPLE_PER_MESSAGE) });
  await sendAll(env, messages);
  if (job.type !== "live") await env.DB.prepare("UPDATE push_claims SET planned = planned + ? WHERE key = ?").bind(ids.length, claimKey(job)).run();
}

type TeamRow = { user_id: string; picks: string; captain_id: number; total_points: number; rank: number | null };

/** The gameweek's teams of these people, each from its shard. */
async function teamsOf(env: Env, gameweek: number, userIds: string[]): Promise<Map<string, TeamRow>> {
  const shards = gameShards(env);
  const reads = await Promise.all(
    groupByShard(shards, userIds, (id) => id).map(({ shard, items }) =>
      shard.d1.prepare(`SELECT user_id, picks, captain_id, total_points, rank FROM challenger_teams WHERE gameweek = ? AND user_id IN ${IN_JSON}`).bind(gameweek, jsonList(items)).all<TeamRow>(),
    ),
  );
  return new Map(reads.flatMap((r) => r.results).map((t) => [t.user_id, t]));
}

/** The push for each of `people` that `compose` gives (null: none), in their language and zone, to each of their browsers. */
function compose(people: Iterable<Person>, compose: (person: Person) => { payload: ReturnType<typeof deadlinePush>; options: ReturnType<typeof deliveryOf> } | null): Outbox {
  const outbox: Outbox = [];
  for (const person of people) {
    const push = runForReader({ locale: person.locale, timeZone: person.timeZone }, () => compose(person));
    if (push) for (const subscription of person.subscriptions) outbox.push({ subscription, ...push });
  }
  return outbox;
}

/** One page of a fan-out: each person's push, if they want it and are awake. */
async function people(env: Env, job: FanOutJob, userIds: string[]) {
  const found = [...(await readPeople(env.DB, userIds)).values()].filter((p) => awake(p));
  const topic = topicOf(job);
  const now = Date.now();
  if (job.type === "deadline") {
    // Whose team is saved: 'unsaved' tells only the others, 'always' says which it is.
    const teams = await teamsOf(env, job.gameweek, found.filter((p) => p.prefs.deadline !== "off").map((p) => p.userId));
    return sendPushes(
      env,
      compose(found, (p) => {
        const saved = teams.has(p.userId);
        if (!wants(p.prefs, topic, saved)) return null;
        return { payload: deadlinePush(job.gameweek, job.lead, job.deadline, saved), options: deliveryOf("deadline", { now, deadline: job.deadline, gameweek: job.gameweek }) };
      }),
    );
  }
  const wanting = found.filter((p) => wants(p.prefs, topic, false));
  const teams = await teamsOf(env, job.gameweek, wanting.map((p) => p.userId));
  if (job.type === "final")
    return sendPushes(
      env,
      compose(wanting, (p) => {
        const team = teams.get(p.userId);
        return team ? { payload: finalPush(job.gameweek, team.total_points, team.rank), options: deliveryOf("final") } : null;
      }),
    );
  // Live: the events of each person's XI; the rank they were last told, then this one remembered.
  const told = await env.DB.prepare(`SELECT user_id AS userId, rank FROM push_live_ranks WHERE gameweek = ? AND user_id IN ${IN_JSON}`)
    .bind(job.gameweek, jsonList([...teams.keys()]))
    .all<{ userId: string; rank: number }>();
  const previous = new Map(told.results.map((r) => [r.userId, r.rank]));
  const ranks: [string, number][] = [];
  const outbox = compose(wanting, (p) => {
    const team = teams.get(p.userId);
    if (!team) return null;
    const lines = eventsForTeam(job.events, { picks: JSON.parse(team.picks) as SquadPick[], captainId: team.captain_id }, CAPTAIN_MULTIPLIER);
    if (lines.length === 0) return null;
    if (team.rank !== null) ranks.push([p.userId, team.rank]);
    return { payload: livePush(job.gameweek, { lines, points: team.total_points, rank: team.rank, previousRank: previous.get(p.userId) ?? null }), options: deliveryOf("live", { now, gameweek: job.gameweek }) };
  });
  if (ranks.length)
    await env.DB.prepare(
      `INSERT INTO push_live_ranks (gameweek, user_id, rank) SELECT ?, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?) WHERE true
       ON CONFLICT (gameweek, user_id) DO UPDATE SET rank = excluded.rank`,
    )
      .bind(job.gameweek, JSON.stringify(ranks))
      .run();
  return sendPushes(env, outbox);
}

/** Moderation notices (removals, bans) written in (fromId, toId]: each by push to its owner, in the notice's words. */
async function notices(env: Env, fromId: number, toId: number) {
  const rows = await env.DB.prepare(
    "SELECT id, user_id AS userId, kind, old_value AS oldValue, new_value AS newValue FROM account_notices WHERE id > ? AND id <= ? AND kind IN ('content_removed', 'user_banned') ORDER BY id",
  )
    .bind(fromId, toId)
    .all<{ id: number; userId: string; kind: "content_removed" | "user_banned"; oldValue: string | null; newValue: string | null }>();
  const found = await readPeople(env.DB, rows.results.map((r) => r.userId));
  const outbox: Outbox = [];
  for (const row of rows.results) {
    const person = found.get(row.userId);
    if (!person || !person.prefs.moderation || !awake(person)) continue;
    const values = JSON.parse(row.oldValue ?? "{}") as { item: RemovedItem; label: string; count?: number; scope: BanScope; endsAt: number | null };
    outbox.push(
      ...compose([person], () => ({
        payload:
          row.kind === "content_removed"
            ? moderationPush({ id: row.id, kind: row.kind, item: values.item, label: values.label ?? "", count: values.count ?? 1, reason: row.newValue })
            : moderationPush({ id: row.id, kind: row.kind, scope: values.scope, endsAt: values.endsAt ?? null, reason: row.newValue ?? "" }),
        options: deliveryOf("moderation"),
      })),
    );
  }
  return sendPushes(env, outbox);
}

/**
 * Wall comments written in (fromId, toId]: a reply tells the person it answers (its leading
 * '@name', else the top comment's author); any other '@name' tells that person they were mentioned.
 * Never the author themself; one push per person and comment.
 */
async function replies(env: Env, fromId: number, toId: number) {
  const rows = await env.DB.prepare(
    `SELECT c.id, c.post_id AS postId, c.author_id AS authorId, c.content, u.username AS authorName, p.author_id AS parentAuthorId
     FROM comments c JOIN users u ON u.id = c.author_id LEFT JOIN comments p ON p.id = c.parent_id
     WHERE c.id > ? AND c.id <= ? AND c.deleted_at IS NULL ORDER BY c.id`,
  )
    .bind(fromId, toId)
    .all<{ id: number; postId: number; authorId: string; content: string; authorName: string; parentAuthorId: string | null }>();
  const names = [...new Set(rows.results.flatMap((r) => mentionedNames(r.content).map((n) => n.toLowerCase())))];
  const named = names.length
    ? await env.DB.prepare(`SELECT id, lower(username) AS name FROM users WHERE deleted_at IS NULL AND lower(username) IN ${IN_JSON}`).bind(jsonList(names)).all<{ id: string; name: string }>()
    : { results: [] };
  const idOf = new Map(named.results.map((u) => [u.name, u.id]));
  const tells: { userId: string; row: (typeof rows.results)[number]; mention: boolean }[] = [];
  for (const row of rows.results) {
    const lead = leadingMention(row.content)?.toLowerCase();
    const repliedTo = (lead && idOf.get(lead)) || row.parentAuthorId;
    const told = new Set<string>([row.authorId]);
    if (repliedTo && !told.has(repliedTo)) {
      tells.push({ userId: repliedTo, row, mention: false });
      told.add(repliedTo);
    }
    for (const name of mentionedNames(row.content)) {
      const id = idOf.get(name.toLowerCase());
      if (id && !told.has(id)) {
        tells.push({ userId: id, row, mention: true });
        told.add(id);
      }
    }
  }
  const found = await readPeople(env.DB, tells.map((t) => t.userId));
  const outbox: Outbox = [];
  for (const tell of tells) {
    const person = found.get(tell.userId);
    if (!person || !person.prefs.wallReplies || !awake(person)) continue;
    outbox.push(...compose([person], () => ({ payload: replyPush(tell.row.authorName, tell.row.postId, tell.row.content, tell.mention), options: deliveryOf("replies") })));
  }
  return sendPushes(env, outbox);
}
