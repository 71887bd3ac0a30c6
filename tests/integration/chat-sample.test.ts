// Issue 12, local sample content: the seed stages a few days of history and a few reports; each
// room copies its own history on start, so /adminreports and the rooms agree.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedSampleChat } from "../../scripts/sample-chat";
import { CHAT_RETENTION_MS } from "../../domain/chat";
import { api, createUserAndLogin, registerUser } from "./helpers";
import { join } from "./chat-helpers";

describe("sample chat history (local data)", () => {
  it("rooms show the staged history within retention, with replies to others and reactions; the sample reports name real messages", async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => registerUser()));
    await env.DB.prepare(`UPDATE users SET is_sample = 1 WHERE id IN (${people.map(() => "?").join(",")})`).bind(...people.map((p) => p.user.id)).run();
    const now = Date.now();
    const summary = await seedSampleChat(env.DB, now);
    expect(summary).toMatch(/Sample chat: \d+ messages in 4 rooms, 3 open reports/);
    expect(await seedSampleChat(env.DB, now)).toBeNull(); // once

    const viewer = await registerUser();
    const general = await join(viewer.token, "general");
    const snapshot = general.messages.find((m) => m.type === "room_snapshot")!;
    expect(snapshot.messages).toHaveLength(10);
    expect(snapshot.hasMore).toBe(true);
    const all = (await api("/chat/rooms/general/messages?limit=50", { token: viewer.token })).body.messages;
    expect(all).toHaveLength(40);
    for (const m of all) expect(Date.parse(m.timestamp)).toBeGreaterThan(now - CHAT_RETENTION_MS);
    for (const m of all.filter((x: any) => x.replyTo)) {
      const original = all.find((x: any) => x.id === m.replyTo.messageId);
      expect(original.userId).not.toBe(m.userId);
    }
    expect(all.some((m: any) => m.reactions.length > 0)).toBe(true);

    const mod = await createUserAndLogin({ role: "moderator" });
    const reported = (await api("/admin/chat/reported-messages", { token: mod.token })).body;
    expect(reported).toHaveLength(3);
    for (const r of reported) {
      expect(r.reportedBy.length).toBeGreaterThan(0);
      expect(r.user.username).toBeTruthy();
      const room = (await api(`/chat/rooms/${r.roomId}/messages?limit=50`, { token: viewer.token })).body.messages;
      expect(room.find((m: any) => m.id === r.id)?.content).toBe(r.content);
    }
    general.ws.close();
  });
});
