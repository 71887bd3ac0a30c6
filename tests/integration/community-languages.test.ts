// The community areas' refusals in the request's language (issue 45): English by default, French
// with Accept-Language: fr; the codes unchanged. The wall (a post's validation), the moderation
// core (reporting one's own post) and the chat (an unknown reaction); the chat room's own
// refusals (sent as keys) are in chat.test.ts, the profile's in profile.test.ts.
import { describe, expect, it } from "vitest";
import { api, createUserAndLogin, SETTLED_ACCOUNT } from "./helpers";

const FRENCH = { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" };

async function person() {
  const { token } = await createUserAndLogin({ ...SETTLED_ACCOUNT });
  return token as string;
}

describe("community refusals in the reader's language", () => {
  it("wall: a post without a title", async () => {
    const token = await person();
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    const json = { stadiumId, title: "   ", content: "Un match", category: "match" };
    const en = await api("/stadiums/posts", { token, json });
    const fr = await api("/stadiums/posts", { token, json, headers: FRENCH });
    expect([en.status, fr.status]).toEqual([400, 400]);
    expect(en.body.error.issues).toContainEqual({ path: "title", message: "The title is required" });
    expect(fr.body.error.issues).toContainEqual({ path: "title", message: "Le titre est obligatoire" });
    expect(en.body.error.code).toBe(fr.body.error.code);
  });

  it("moderation: reporting one's own post", async () => {
    const token = await person();
    const stadiumId = (await api("/stadiums")).body[0].id as number;
    const post = await api("/stadiums/posts", { token, json: { stadiumId, title: "Derby", content: "Quel match", category: "match" } });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const en = await api(`/posts-moderation/report/${post.body.id}`, { token, json: { reason: "spam" } });
    const fr = await api(`/posts-moderation/report/${post.body.id}`, { token, json: { reason: "spam" }, headers: FRENCH });
    expect([en.status, en.body.error?.message]).toEqual([403, "You cannot report your own content"]);
    expect([fr.status, fr.body.error?.message]).toEqual([403, "Vous ne pouvez pas signaler votre propre contenu"]);
  });

  it("chat: an unknown reaction", async () => {
    const token = await person();
    const sent = await api("/chat/rooms/general/messages", { token, json: { type: "text", content: "Salut" } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const path = `/chat/messages/${sent.body.message.id}/reactions`;
    const en = await api(path, { token, json: { emoji: "nope" } });
    const fr = await api(path, { token, json: { emoji: "nope" }, headers: FRENCH });
    expect([en.status, fr.status]).toEqual([400, 400]);
    expect(JSON.stringify(en.body.error)).toContain("Unknown reaction");
    expect(JSON.stringify(fr.body.error)).toContain("Réaction inconnue");
  });
});
