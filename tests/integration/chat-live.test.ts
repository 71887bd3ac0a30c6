// Issue 12, live match rooms: during a live gameweek each fixture has a room, and the live
// feed (the local replay) posts goals, assists, cards, saves and bonus changes into it with
// the players' names and fantasy points; the room knows the score.
import { env } from "cloudflare:test";
import { systemMessageText } from "../../domain/chat-system";
import { withLocale } from "../../domain/locale";
import { describe, expect, it } from "vitest";
import { runGameweekJobs } from "../../api/jobs/gameweek-jobs";
import { MATCH_DURATION_MS } from "../../domain/local-timeline";
import { api, registerUser } from "./helpers";
import { join, openSocket } from "./chat-helpers";
import { seedGame } from "./game-data";

describe("live match rooms", () => {
  it("post the replay's events with names and points, keep the score, and only while the gameweek is live", async () => {
    const now = Date.now();
    const game = await seedGame({ currentGameweek: 18, now });
    const live = game.fixtures.filter((f) => f.gameweek === 17 && f.kickoffTime !== null && f.kickoffTime < now).sort((a, b) => a.kickoffTime! - b.kickoffTime!);
    expect(live.length).toBeGreaterThan(0);
    const fixture = live[0]!;
    const user = await registerUser();

    // The room list has one room per fixture of the live gameweek.
    const rooms = (await api("/chat/rooms", { token: user.token })).body.rooms;
    const matchRooms = rooms.filter((r: any) => r.kind === "match");
    expect(matchRooms.length).toBe(game.fixtures.filter((f) => f.gameweek === 17).length);
    const roomId = `match-${fixture.id}`;
    const listed = matchRooms.find((r: any) => r.id === roomId);
    expect(listed.match.fixtureId).toBe(fixture.id);
    // Described in the reader's language (issue 45; no Accept-Language: English), with a Lucide icon's name.
    expect(listed).toMatchObject({ description: `${listed.match.home.name} - ${listed.match.away.name} live`, icon: "goal" });
    // A fixture of a finished gameweek has no room.
    const past = game.fixtures.find((f) => f.gameweek === 10)!;
    expect((await openSocket(user.token, `match-${past.id}`)).status).toBe(404);

    const watcher = await join(user.token, roomId);
    // Half-way through the match, then at full time.
    await runGameweekJobs(env, { now: fixture.kickoffTime! + MATCH_DURATION_MS / 2, onlyGameweek: 17 });
    const halfway = watcher.messages.filter((m) => m.type === "new_message").length;
    expect(halfway).toBeGreaterThan(0); // at least the kick-off
    await runGameweekJobs(env, { now: fixture.kickoffTime! + MATCH_DURATION_MS + 60_000, onlyGameweek: 17 });
    // Running again posts nothing new.
    await runGameweekJobs(env, { now: fixture.kickoffTime! + MATCH_DURATION_MS + 120_000, onlyGameweek: 17 });
    await watcher.waitFor((m) => m.type === "match_updated" && m.match.finished);

    const history = await api(`/chat/rooms/${roomId}/messages?limit=50`, { token: user.token });
    const system = history.body.messages.filter((m: any) => m.type === "system");
    expect(system.length).toBeGreaterThan(halfway > 0 ? halfway - 1 : 0);
    expect(system[0].event.kind).toBe("kickoff");
    expect(system.at(-1).event.kind).toBe("full_time");

    // Goals posted match the fixture's real goals, each with the scorer's name and points.
    const stats = await env.DB.prepare(
      "SELECT p.web_name AS name, s.goals_scored AS goals, s.assists AS assists, s.yellow_cards AS yellows FROM player_fixture_stats s JOIN players p ON p.id = s.player_id WHERE s.fixture_id = ?",
    )
      .bind(fixture.id)
      .all<{ name: string; goals: number; assists: number; yellows: number }>();
    const goals = system.filter((m: any) => m.event.kind === "goal");
    expect(goals.length).toBe(stats.results.reduce((n, r) => n + r.goals, 0));
    expect(system.filter((m: any) => m.event.kind === "assist").length).toBe(stats.results.reduce((n, r) => n + r.assists, 0));
    expect(system.filter((m: any) => m.event.kind === "yellow_card").length).toBe(stats.results.reduce((n, r) => n + r.yellows, 0));
    for (const g of goals) {
      // A key and values (issue 45); each reader's language renders it: the REST answer in its
      // request's (English here), the room's frames carry no sentence.
      expect(g.system).toMatchObject({ key: "goal", values: { points: g.event.points } });
      const fr = withLocale("fr-FR", () => systemMessageText(g));
      const en = withLocale("en-GB", () => systemMessageText(g));
      expect(g.content).toBe(en);
      const frame = watcher.messages.find((m) => m.type === "new_message" && m.message.id === g.id);
      if (frame) expect(frame.message).toMatchObject({ content: "", system: g.system });
      expect(fr).toContain(g.event.playerName);
      expect(fr).toMatch(/^But de .*\+\d+ pts/);
      expect(en).toMatch(/^Goal by .*\+\d+ pts/);
      expect([4, 5, 6, 10]).toContain(g.event.points);
    }
    // The room knows the final score.
    const row = await env.DB.prepare("SELECT team_h_score AS h, team_a_score AS a FROM fixtures WHERE id = ?").bind(fixture.id).first<{ h: number; a: number }>();
    const again = await join(user.token, roomId);
    const snapshot = again.messages.find((m) => m.type === "room_snapshot")!;
    expect(snapshot.room.match).toMatchObject({ fixtureId: fixture.id, finished: true, home: { score: row!.h }, away: { score: row!.a } });
    // Users chat beside it as in any room.
    expect((await api(`/chat/rooms/${roomId}/messages`, { token: user.token, json: { type: "text", content: "Quel match !" } })).status).toBe(201);
    watcher.ws.close();
    again.ws.close();
  });
});
