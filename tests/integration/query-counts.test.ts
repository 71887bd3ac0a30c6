// No query per item where one query serves the list (issue 47): the lists below read a fixed number
// of times whatever their length, counted on the real bindings (tests/integration/recording.ts)
// with more than 100 items behind each: the mini-leagues of a manager in as many leagues as the cap
// allows, with 140 members in all; the chat report queue's page of 100 cases over two rooms.
import { describe, expect, it } from "vitest";
import { insertRowsFromJson } from "../../api/db/bulk";
import { chatSampleMessages, leagueMembers, leagues } from "../../api/db/schema";
import { gameShards } from "../../api/db/shards";
import { MAX_LEAGUES_PER_USER } from "../../domain/leagues-rules";
import { crowd, openCasesOn, run, writeStandings } from "./bulk-seed";
import { freshRoom } from "./chat-helpers";
import { createUserAndLogin, ORIGIN } from "./helpers";
import { recordingEnv } from "./recording";

describe("no query per item", () => {
  it(`the mini-league list: ${MAX_LEAGUES_PER_USER} leagues of 140 members in all read with one members query and one standings read per shard`, async () => {
    const viewer = await createUserAndLogin();
    const members = await crowd(120);
    const now = Date.now();
    const ids = Array.from({ length: MAX_LEAGUES_PER_USER }, () => crypto.randomUUID());
    // Each league: the viewer and six of the crowd (120 distinct members over the 20 leagues).
    await run(
      insertRowsFromJson(leagues, ids.map((id, i) => ({ id, name: `Count League ${String(i).padStart(2, "0")}`, code: `CNT${i.toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`, ownerId: viewer.user.id, createdAt: now }))),
      insertRowsFromJson(
        leagueMembers,
        ids.flatMap((leagueId, i) => [viewer.user.id, ...members.slice(i * 6, i * 6 + 6).map((m) => m.id)].map((userId) => ({ leagueId, userId, joinedAt: now }))),
      ),
    );
    await writeStandings(members.map((m, i) => ({ userId: m.id, totalPoints: 500 + i, rank: 120 - i, teams: 1, updatedAt: now })));

    const recorded = recordingEnv();
    const res = await recorded.fetch(new Request(`${ORIGIN}/api/leagues`, { headers: { Authorization: `Bearer ${viewer.token}` } }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { name: string; members: number; table: { userId: string; totalPoints: number; rank: number }[] }[];
    expect(body).toHaveLength(MAX_LEAGUES_PER_USER);
    expect(body.reduce((n, l) => n + l.members, 0)).toBe(MAX_LEAGUES_PER_USER * 7);
    // Each table whole and ranked by the points on the shards (the viewer, with none, last).
    for (const [i, league] of body.entries()) {
      expect(league.name).toBe(`Count League ${String(i).padStart(2, "0")}`);
      expect(league.table.map((e) => e.totalPoints)).toEqual([...[5, 4, 3, 2, 1, 0].map((k) => 500 + i * 6 + k), 0]);
      expect(league.table.at(-1)).toMatchObject({ userId: viewer.user.id, rank: 7 });
    }
    // Main database: the leagues and the members of all of them, one query each (with the caller's
    // session); each shard once for the members' points.
    const mainReads = recorded.statements.DB!.filter((sql) => /league_members/i.test(sql));
    expect(mainReads).toHaveLength(2);
    expect(recorded.statements.DB!.length).toBeLessThanOrEqual(5);
    const shardReads = recorded.shardStatements();
    expect(shardReads.length).toBeLessThanOrEqual(gameShards(recorded.env).list.length);
    expect(shardReads.every((sql) => /season_standings/i.test(sql))).toBe(true);
  });

  it("the chat report queue: a page of 100 cases over two rooms asks each room once for its messages", async () => {
    const rooms = [await freshRoom("Counted A"), await freshRoom("Counted B")];
    const people = await crowd(120);
    const now = Date.now();
    // 120 reported messages: 70 in the first room, 50 in the second, interleaved in time.
    const placed = people.map((a, i) => ({ author: a, room: rooms[i % 12 < 7 ? 0 : 1]!, seq: i + 1, i }));
    await run(insertRowsFromJson(chatSampleMessages, placed.map((p) => ({ roomId: p.room, seq: p.seq, userId: p.author.id, content: `Counted line ${p.i}`, replyToSeq: null, reactions: null, createdAt: now + p.i }))));
    await openCasesOn("chat_message", placed.map((p) => ({ itemId: `${p.room}.${p.seq}`, authorId: p.author.id, context: p.room })), people, 3);
    const mod = await createUserAndLogin({ role: "moderator" });

    const recorded = recordingEnv();
    const res = await recorded.fetch(new Request(`${ORIGIN}/api/admin/chat/reported-messages?limit=100`, { headers: { Authorization: `Bearer ${mod.token}` } }));
    expect(res.status).toBe(200);
    const page = (await res.json()) as { id: string; content: string; roomId: string }[];
    expect(page).toHaveLength(100);
    // The newest 100, each with its own message's text from its room.
    expect(page.map((m) => m.content)).toEqual(Array.from({ length: 100 }, (_, k) => `Counted line ${119 - k}`));
    expect(new Set(page.map((m) => m.roomId))).toEqual(new Set(rooms));
    const reads = recorded.roomCalls.filter((c) => c.method === "messages" || c.method === "message");
    expect(reads.map((c) => `${c.method} ${c.room}`).sort()).toEqual(rooms.map((r) => `messages ${r}`).sort());
    // All room calls: partyserver names each room once, then the one read.
    expect(recorded.roomCalls.length).toBeLessThanOrEqual(2 * rooms.length);
  });
});
