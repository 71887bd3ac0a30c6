// Sending Web Push (issue 46, decision 053), on real parts: the Worker's queue (terrace-push) and
// its consumer, real D1 and shards, and a real push service on 127.0.0.1
// (tests/support/push-receiver.ts) that checks each push's VAPID signature and decrypts its
// payload with the subscription's private key (RFC 8291), as a browser would. Nothing here reads
// what the sender meant to send: only what the receiver could decrypt.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { handlePushMessage, liveEvents } from "../../api/jobs/push-queue";
import { banNoticeStatement } from "../../api/services/notices";
import { contextFor } from "../../api/services/context";
import { gameShards, shardOfUser } from "../../api/db/shards";
import { minuteOfDayIn } from "../../domain/push-preferences";
import type { FanOutJob } from "../../domain/push-queue";
import type { ReceivedPush } from "../support/push-receiver";
import { buildTeamRow } from "../factories";
import { crowd, stadium, writeTeams, type UserRow } from "./bulk-seed";
import { cheapSquad, seedGame } from "./game-data";
import { eventually } from "./helpers";

const HOUR = 3_600_000;
const receiver = () => env.PUSH_TEST_RECEIVER!;

/** A browser subscribed for `user`: its keys made by the receiver (which keeps the private key), the row as the subscribe API stores it. */
async function subscribe(user: { id: string }, answers: number[] = []) {
  const keys = (await (await fetch(`${receiver()}/keys`, { method: "POST", body: JSON.stringify({ answers }) })).json()) as { keyId: string; endpoint: string; p256dh: string; auth: string };
  await env.DB.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)").bind(user.id, keys.endpoint, keys.p256dh, keys.auth, Date.now()).run();
  return keys;
}
const received = async (keyId: string) => (await (await fetch(`${receiver()}/keys/${keyId}/received`)).json()) as ReceivedPush[];
const payloads = async (keyId: string) => (await received(keyId)).map((r) => {
  expect(r.error).toBeNull();
  return r.payload as { title: string; body: string; url: string; tag: string; lang: string };
});
const setLocale = (user: UserRow, locale: string) => env.DB.prepare("UPDATE users SET locale = ? WHERE id = ?").bind(locale, user.id).run();
const setPrefs = (user: UserRow, prefs: { deadline?: string; quietStart?: number | null; quietEnd?: number | null; livePlayers?: boolean }) =>
  env.DB.prepare("INSERT OR REPLACE INTO push_preferences (user_id, deadline, live_players, quiet_start, quiet_end, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(user.id, prefs.deadline ?? "unsaved", prefs.livePlayers === false ? 0 : 1, prefs.quietStart ?? null, prefs.quietEnd ?? null, Date.now())
    .run();
const tick = () => handlePushMessage(env, { kind: "tick", at: Date.now() });

let game: Awaited<ReturnType<typeof seedGame>>;
let squad: ReturnType<typeof cheapSquad>["selected"];
beforeAll(async () => {
  game = await seedGame({ currentGameweek: 18 });
  // Only what a test makes recent is told as final; no other deadline within a day.
  await env.DB.prepare("UPDATE gameweeks SET updated_at = ? WHERE status = 'completed'").bind(Date.now() - 7 * 24 * HOUR).run();
  await env.DB.prepare("UPDATE gameweeks SET deadline = ? WHERE status = 'upcoming'").bind(Date.now() + 30 * 24 * HOUR).run();
  const withStats = new Set((await env.DB.prepare("SELECT DISTINCT player_id AS id FROM player_fixture_stats WHERE gameweek = 17").all<{ id: number }>()).results.map((r) => r.id));
  squad = cheapSquad(game.players.map((p) => ({ ...p, id: p.id! })), { exclude: (p) => !withStats.has(p.id) }).selected;
});

describe("deadline reminders", () => {
  it("go 24 h and 1 h before, once each, in each reader's language, only to unsaved teams unless 'always', never in quiet hours", async () => {
    const [en, fr, saved, always, off, quiet] = await crowd(6);
    await setLocale(fr!, "fr-FR");
    await writeTeams([saved!, always!].map((u) => buildTeamRow(u.id, 18, squad.map((p, i) => ({ ...p, captain: i === 0, viceCaptain: i === 1 })))));
    await setPrefs(always!, { deadline: "always" });
    await setPrefs(off!, { deadline: "off" });
    const minute = minuteOfDayIn(new Date(), "Europe/London");
    await setPrefs(quiet!, { quietStart: (minute + 1440 - 5) % 1440, quietEnd: (minute + 60) % 1440 });
    const keys = Object.fromEntries(await Promise.all(Object.entries({ en, fr, saved, always, off, quiet }).map(async ([k, u]) => [k, await subscribe(u!)] as const)));

    const deadline = Date.now() + 23 * HOUR;
    await env.DB.prepare("UPDATE gameweeks SET deadline = ? WHERE id = 18").bind(deadline).run();
    await tick();
    await eventually(async () => (await received(keys.en!.keyId)).length === 1 && (await received(keys.fr!.keyId)).length === 1 && (await received(keys.always!.keyId)).length === 1, "the 24 h reminders", 30_000);
    const [enPush] = await payloads(keys.en!.keyId);
    expect(enPush).toMatchObject({ title: "Gameweek 18: deadline in 24 hours", url: "/pick-team", tag: "deadline-18", lang: "en-GB" });
    expect(enPush!.body).toMatch(/^Your team is not saved yet\. Pick it before .+ UK time\.$/);
    const [frPush] = await payloads(keys.fr!.keyId);
    expect(frPush).toMatchObject({ title: "Journée 18 : date limite dans 24 heures", url: "/pick-team", lang: "fr-FR" });
    expect(frPush!.body).toMatch(/^Votre équipe n'est pas encore enregistrée\./);
    expect((await payloads(keys.always!.keyId))[0]!.body).toMatch(/^Your team is saved\./);
    // Delivered as a push service expects: aes128gcm, signed by our VAPID key, valid until the deadline at most, urgent.
    const [raw] = await received(keys.en!.keyId);
    expect(raw).toMatchObject({ contentEncoding: "aes128gcm", vapidSubject: "mailto:tests@terrace.local", urgency: "high", topic: "deadline-18" });
    expect(Number(raw!.ttl)).toBeGreaterThan(22 * 3600);
    expect(Number(raw!.ttl)).toBeLessThanOrEqual(23 * 3600);
    const sentAt = await env.DB.prepare("SELECT last_sent_at AS at FROM push_subscriptions WHERE endpoint = ?").bind(keys.en!.endpoint).first<{ at: number | null }>();
    expect(sentAt?.at).toBeGreaterThan(0);

    // Ticks again in the same window: nothing more. Then 1 h before: the second reminder, once.
    await tick();
    await tick();
    await env.DB.prepare("UPDATE gameweeks SET deadline = ? WHERE id = 18").bind(Date.now() + 50 * 60_000).run();
    await tick();
    await tick();
    await eventually(async () => (await received(keys.fr!.keyId)).length === 2 && (await received(keys.en!.keyId)).length === 2, "the 1 h reminders", 30_000);
    await new Promise((r) => setTimeout(r, 1500)); // any push a second tick had (wrongly) planned has time to arrive
    expect((await payloads(keys.en!.keyId)).map((p) => p.title)).toEqual(["Gameweek 18: deadline in 24 hours", "Gameweek 18: deadline in 1 hour"]);
    expect((await payloads(keys.fr!.keyId)).map((p) => p.title)).toEqual(["Journée 18 : date limite dans 24 heures", "Journée 18 : date limite dans 1 heure"]);
    // A saved team with the default preference, 'off', and quiet hours: never told.
    for (const who of ["saved", "off", "quiet"]) expect(await received(keys[who]!.keyId), who).toEqual([]);
    const claims = await env.DB.prepare("SELECT key, planned FROM push_claims WHERE key LIKE 'deadline:18:%' ORDER BY key").all();
    expect(claims.results).toEqual([
      { key: "deadline:18:1", planned: expect.any(Number) },
      { key: "deadline:18:24", planned: expect.any(Number) },
    ]);
  });
});

describe("push services' answers", () => {
  it("410 deletes the subscription; 429 is sent again after the Retry-After, and then delivered", async () => {
    const [person] = await crowd(1);
    const gone = await subscribe(person!, [410]);
    const busy = await subscribe(person!, [429]);
    const job: FanOutJob = { type: "deadline", gameweek: 19, lead: 24, deadline: Date.now() + 20 * HOUR };
    const report = await handlePushMessage(env, { kind: "people", job, userIds: [person!.id] });
    expect(report).toMatchObject({ sent: 0, gone: 1, resent: 1 });
    const left = await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE user_id = ?").bind(person!.id).all<{ endpoint: string }>();
    expect(left.results.map((r) => r.endpoint)).toEqual([busy.endpoint]);
    // The resend is a message of its own on the queue, delayed by the service's Retry-After (1 s).
    await eventually(async () => (await received(busy.keyId)).filter((r) => r.status === 201).length === 1, "the resent push", 30_000);
    const [first, second] = await received(busy.keyId);
    expect(first!.status).toBe(429);
    expect(second!.payload).toMatchObject({ title: "Gameweek 19: deadline in 24 hours" });
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
    expect((await received(gone.keyId)).map((r) => r.status)).toEqual([410]);
  });
});

describe("live players", () => {
  it("tell a person their XI's new events, the captain doubled, with points and rank; at most one push a minute", async () => {
    const [reader, frReader, other] = await crowd(3);
    await setLocale(frReader!, "fr-FR");
    const fwd = squad.find((p) => p.starter && game.players.find((g) => g.id === p.id)!.position === "FWD")!;
    const mid = squad.find((p) => p.starter && game.players.find((g) => g.id === p.id)!.position === "MID")!;
    const benched = squad.find((p) => !p.starter && game.players.find((g) => g.id === p.id)!.position !== "GK")!;
    const name = (id: number) => game.players.find((p) => p.id === id)!.webName;
    await writeTeams([reader!, frReader!].map((u) => buildTeamRow(u.id, 17, squad.map((p) => ({ ...p, captain: p.id === fwd.id, viceCaptain: p.id === mid.id })))));
    const setTeam = (u: UserRow, points: number, rank: number) =>
      shardOfUser(gameShards(env), u.id).d1.prepare("UPDATE challenger_teams SET total_points = ?, rank = ? WHERE user_id = ? AND gameweek = 17").bind(points, rank, u.id).run();
    await setTeam(reader!, 50, 12_403);
    await setTeam(frReader!, 50, 12_403);
    const keys = { reader: await subscribe(reader!), fr: await subscribe(frReader!), other: await subscribe(other!) };

    // What is stored now is the baseline (told at first sight).
    await env.DB.prepare("DELETE FROM push_live_state WHERE gameweek = 17").run();
    const m = Math.floor(Date.now() / 60_000);
    expect(await liveEvents(env, 17, m)).toBeNull();
    const bump = (id: number, column: "goals_scored" | "assists") =>
      env.DB.prepare(`UPDATE player_fixture_stats SET ${column} = ${column} + 1 WHERE rowid = (SELECT rowid FROM player_fixture_stats WHERE player_id = ? AND gameweek = 17 LIMIT 1)`).bind(id).run();
    await bump(fwd.id, "goals_scored");
    await bump(mid.id, "assists");
    await bump(benched.id, "goals_scored");
    await setTeam(reader!, 61, 9_877);
    await setTeam(frReader!, 61, 9_877);

    const first = await liveEvents(env, 17, m + 1);
    expect(first).not.toBeNull();
    // Another goal in the same minute: not a second push this minute...
    await bump(mid.id, "goals_scored");
    expect(await liveEvents(env, 17, m + 1)).toBeNull();
    await handlePushMessage(env, { kind: "plan", job: first!, after: "" });
    await eventually(async () => (await received(keys.reader.keyId)).length === 1 && (await received(keys.fr.keyId)).length === 1, "the first live pushes", 30_000);
    const [live] = await payloads(keys.reader.keyId);
    expect(live).toMatchObject({ title: "Gameweek 17 live", url: "/live-team", tag: "live-17", lang: "en-GB" });
    expect(live!.body).toBe(`${name(fwd.id)} goal +8 (C), ${name(mid.id)} assist +3: 61 pts, rank 9,877`);
    const [frLive] = await payloads(keys.fr.keyId);
    expect(frLive!.title).toBe("Journée 17 en direct");
    expect(frLive!.body).toBe(`${name(fwd.id)} but +8 (C), ${name(mid.id)} passe décisive +3: 61 pts, rang ${(9877).toLocaleString("fr-FR")}`);
    // The benched player's goal is not told; someone without a team in the gameweek is told nothing.
    expect(live!.body).not.toContain(name(benched.id));
    expect(await received(keys.other.keyId)).toEqual([]);

    // ...it comes in the next minute's, alone, with the rank's move since the last push.
    await setTeam(reader!, 66, 8_000);
    const second = await liveEvents(env, 17, m + 2);
    expect(second?.events.map((e) => e.playerId)).toEqual([mid.id]);
    await handlePushMessage(env, { kind: "plan", job: second!, after: "" });
    await eventually(async () => (await received(keys.reader.keyId)).length === 2, "the second live push", 30_000);
    expect((await payloads(keys.reader.keyId))[1]!.body).toBe(`${name(mid.id)} goal +5: 66 pts, rank 9,877 → 8,000`);
  });
});

describe("final points, wall replies and mentions, moderation notices", () => {
  it("tell each person in their language and open the right page", async () => {
    const [finalist, author, replier, mentioned, banned] = await crowd(5);
    await setLocale(mentioned!, "fr-FR");
    await setLocale(banned!, "fr-FR");
    const keys = {
      finalist: await subscribe(finalist!),
      author: await subscribe(author!),
      replier: await subscribe(replier!),
      mentioned: await subscribe(mentioned!),
      banned: await subscribe(banned!),
    };
    await writeTeams([buildTeamRow(finalist!.id, 16, squad.map((p, i) => ({ ...p, captain: i === 0, viceCaptain: i === 1 })))]);
    await shardOfUser(gameShards(env), finalist!.id).d1.prepare("UPDATE challenger_teams SET total_points = 61, rank = 9877 WHERE user_id = ? AND gameweek = 16").bind(finalist!.id).run();
    await tick(); // the sweeps' cursors start here: nothing written before is pushed
    await env.DB.prepare("UPDATE gameweeks SET updated_at = ? WHERE id = 16").bind(Date.now()).run();

    const wall = await stadium();
    const post = await env.DB.prepare("INSERT INTO posts (stadium_id, author_id, title, content, created_at) VALUES (?, ?, 'Derby', 'Who starts?', ?) RETURNING id").bind(wall, author!.id, Date.now()).first<{ id: number }>();
    const top = await env.DB.prepare("INSERT INTO comments (post_id, author_id, content, created_at) VALUES (?, ?, 'Saka, surely', ?) RETURNING id").bind(post!.id, author!.id, Date.now()).first<{ id: number }>();
    await env.DB.prepare("INSERT INTO comments (post_id, parent_id, author_id, content, created_at) VALUES (?, ?, ?, ?, ?)")
      .bind(post!.id, top!.id, replier!.id, `Agreed, and @${mentioned!.username} said so too`, Date.now())
      .run();
    const ctx = contextFor(env, { id: "staff", role: "moderator", sessionId: "s" });
    const ban = banNoticeStatement(ctx, { userId: banned!.id, scope: "comments", reason: "Insultes", endsAt: null });
    await env.DB.prepare(ban.sql).bind(...ban.params).run();
    await tick();

    await eventually(async () => {
      const counts = await Promise.all([keys.finalist, keys.author, keys.mentioned, keys.banned].map(async (k) => (await received(k.keyId)).length));
      return counts.every((n) => n === 1);
    }, "the final, reply, mention and ban pushes", 30_000);
    expect((await payloads(keys.finalist.keyId))[0]).toMatchObject({ title: "Gameweek 16: final points", body: "61 pts, rank 9,877.", url: "/my-team", lang: "en-GB" });
    expect((await payloads(keys.author.keyId))[0]).toMatchObject({
      title: `${replier!.username} replied to you on the wall`,
      body: `Agreed, and @${mentioned!.username} said so too`,
      url: `/terrace?thread=${post!.id}`,
    });
    expect((await payloads(keys.mentioned.keyId))[0]).toMatchObject({ title: `${replier!.username} vous a mentionné sur le mur`, url: `/terrace?thread=${post!.id}`, lang: "fr-FR" });
    const [banPush] = await payloads(keys.banned.keyId);
    expect(banPush).toMatchObject({ title: "Banni par les modérateurs", url: "/notices", lang: "fr-FR" });
    expect(banPush!.body).toContain("Insultes");
    // The replier is not told of their own comment.
    expect(await received(keys.replier.keyId)).toEqual([]);
  });
});
