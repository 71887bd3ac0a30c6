// Issue 41: a chat ban lifted while the person is on the chat screen turns the composer on at
// once. The ban closed their room sockets for good; the lobby socket every signed-in page holds
// stays open through it, and the lift is pushed there (chat_ban_lifted), so the screen reconnects.
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, registerUser } from "./helpers";
import { freshRoom, join, openSocket, type ChatClient } from "./chat-helpers";

const text = (content: string) => ({ type: "text", content });

describe("a lifted chat ban reaches the person's open screens", () => {
  it("the lobby socket stays open through the ban and hears the lift; the room lets them back in", async () => {
    const [mallory, bob] = await Promise.all([registerUser(), registerUser()]);
    const mod = await createUserAndLogin({ role: "moderator" });
    const room = await freshRoom();
    const lobby = await join(mallory.token, "lobby");
    const bystander = await join(bob.token, "lobby");
    const inRoom = await join(mallory.token, room);

    expect((await api(`/admin/users/${mallory.user.id}/ban-chat`, { token: mod.token, json: { reason: "Flood", duration: "24h" } })).status).toBe(200);
    expect((await inRoom.waitForClose()).code).toBe(4003);
    const refused = (await openSocket(mallory.token, room)) as ChatClient;
    expect(refused.messages[0]).toMatchObject({ type: "error", code: "banned" });

    expect((await api(`/admin/users/${mallory.user.id}/unban-chat`, { method: "POST", token: mod.token })).status).toBe(200);
    // The lobby socket, still open, is told; nobody else is.
    await lobby.waitFor((m) => m.type === "chat_ban_lifted");
    // Same room as the lift: a copy sent to the bystander would come before the room's pong.
    await bystander.roundTrip();
    expect(bystander.messages.some((m) => m.type === "chat_ban_lifted")).toBe(false);
    // What the screen then does: a new socket to the room, admitted, and writing.
    const back = await join(mallory.token, room);
    back.send({ type: "send_message", roomId: room, message: text("de retour"), clientId: "c1" });
    expect((await back.waitFor((m) => m.clientId === "c1")).type).toBe("new_message");
    for (const c of [lobby, bystander, back]) c.ws.close();
  });
});
