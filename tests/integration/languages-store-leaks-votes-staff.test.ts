// Issue 45 for the store, the leaks, the votes and the staff screens: their refusals and
// validation messages (services and zod, read when the value fails) answer in the language of
// the request: French with Accept-Language: fr, English without; and their pages say it in
// <html lang> with no text of the other language.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogueLanguages } from "../../domain/messages";
import { storeMessages } from "../../domain/messages/store";
import { storeAdminMessages } from "../../domain/messages/store-admin";
import { leaksMessages } from "../../domain/messages/leaks";
import { votesMessages } from "../../domain/messages/votes";
import { adminUserMessages, staffHomeMessages } from "../../domain/messages/admin";
import { api, createUserAndLogin, ORIGIN } from "./helpers";

const FR = { "Accept-Language": "fr-FR,fr;q=0.9" };
const store = catalogueLanguages(storeMessages);
const storeAdmin = catalogueLanguages(storeAdminMessages);
const leaks = catalogueLanguages(leaksMessages);
const votes = catalogueLanguages(votesMessages);
const users = catalogueLanguages(adminUserMessages);
const home = catalogueLanguages(staffHomeMessages);
const issue = (body: { error: { issues?: { path: string; message: string }[] } }, path: string) => body.error.issues?.find((i) => i.path === path)?.message;

describe("the store answers in the buyer's language", () => {
  it("a checkout's field refusals (zod) and a service refusal, in French and in English", async () => {
    const buyer = await createUserAndLogin({ points: 1000 });
    const order = { items: [{ productId: "bar-scarf", size: "One Size", quantity: 1 }], deliveryInfo: { firstName: "", lastName: "Lovelace", phone: "abc", deliveryMode: "home", acceptTerms: true } };
    const en = await api("/orders", { token: buyer.token, json: order });
    const fr = await api("/orders", { token: buyer.token, json: order, headers: FR });
    expect([en.status, fr.status]).toEqual([400, 400]);
    expect(issue(en.body, "deliveryInfo.firstName")).toBe(store["en-GB"].fieldRequired("firstName"));
    expect(issue(fr.body, "deliveryInfo.firstName")).toBe("Le prénom est requis");
    expect(issue(fr.body, "deliveryInfo.phone")).toBe(store["fr-FR"].phone.letters);
    expect(issue(fr.body, "deliveryInfo.address")).toBe(store["fr-FR"].fieldRequired("address"));
    // A service's refusal (no such product), by the request's language.
    const gone = { items: [{ productId: "no-such-product", size: "M", quantity: 1 }], deliveryInfo: { ...order.deliveryInfo, firstName: "Ada", phone: "+44 20 7946 0000", deliveryMode: "pickup" } };
    expect((await api("/orders", { token: buyer.token, json: gone })).body.error.message).toBe(store["en-GB"].productGone);
    const goneFr = await api("/orders", { token: buyer.token, json: gone, headers: FR });
    expect(goneFr.status).toBe(404);
    expect(goneFr.body.error.message).toBe("Ce produit ou cette taille n'existe plus");
  });

  it("/store is written in French for a French browser, in English for another", async () => {
    const buyer = await createUserAndLogin({ points: 1000 });
    const page = async (headers: Record<string, string>) => (await SELF.fetch(`${ORIGIN}/store`, { headers: { ...headers, Cookie: `terrace_session=${buyer.token}` } })).text();
    const fr = await page(FR);
    const en = await page({ "Accept-Language": "en-GB" });
    expect(fr).toMatch(/<html lang="fr-FR"/);
    expect(en).toMatch(/<html lang="en-GB"/);
    for (const text of [store["fr-FR"].page.blurb, store["fr-FR"].page.yourCart, store["fr-FR"].page.myOrders]) {
      expect(fr).toContain(text.replace(/'/g, "&#x27;"));
      expect(en).not.toContain(text.replace(/'/g, "&#x27;"));
    }
    for (const text of [store["en-GB"].page.blurb, store["en-GB"].page.yourCart, store["en-GB"].page.myOrders]) {
      expect(en).toContain(text);
      expect(fr).not.toContain(text);
    }
  });
});

describe("the leaks answer in the reader's language", () => {
  it("a leak's missing fields and a vote on one's own leak", async () => {
    const author = await createUserAndLogin();
    const en = await api("/leaks", { token: author.token, json: { title: "", description: "", source: "" } });
    const fr = await api("/leaks", { token: author.token, json: { title: "", description: "", source: "" }, headers: FR });
    expect([en.status, fr.status]).toEqual([400, 400]);
    expect(issue(en.body, "title")).toBe("Title is required");
    expect(issue(fr.body, "title")).toBe("Le titre est requis");
    expect(issue(fr.body, "source")).toBe(leaks["fr-FR"].fieldRequired("source"));
    const created = await api("/leaks", { token: author.token, json: { title: "Saka fit", description: "Trained today", source: "The club" } });
    expect(created.status).toBe(201);
    const id = created.body.leak?.id ?? created.body.id;
    const own = await api(`/leaks/${id}/vote`, { token: author.token, json: { vote: 1 }, headers: FR });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(leaks["fr-FR"].ownLeakVote);
    expect((await api(`/leaks/${id}/vote`, { token: author.token, json: { vote: 1 } })).body.error.message).toBe(leaks["en-GB"].ownLeakVote);
  });
});

describe("the votes answer in the voter's language", () => {
  it("a team vote without a title or a picture", async () => {
    const author = await createUserAndLogin();
    const en = await api("/votes/teams", { token: author.token, json: { title: "" } });
    const fr = await api("/votes/teams", { token: author.token, json: { title: "" }, headers: FR });
    expect([en.status, fr.status]).toEqual([400, 400]);
    expect(issue(en.body, "title")).toBe(votes["en-GB"].titleRequired);
    expect(issue(fr.body, "title")).toBe("Le titre est requis");
    expect(issue(fr.body, "imageUrl")).toBe(votes["fr-FR"].imageOrTeamRequired);
  });
});

describe("the staff screens speak the staff member's language", () => {
  it("the user admin's refusals (a service's and a schema's)", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    const missing = "00000000-0000-4000-8000-000000000000";
    const en = await api(`/admin/users/${missing}`, { token: admin.token });
    const fr = await api(`/admin/users/${missing}`, { token: admin.token, headers: FR });
    expect([en.status, fr.status]).toEqual([404, 404]);
    expect(en.body.error.message).toBe(users["en-GB"].userNotFound);
    expect(fr.body.error.message).toBe("Utilisateur introuvable");
    const target = await createUserAndLogin();
    const badStatus = await api(`/admin/users/${target.user.id}/status`, { method: "PATCH", token: admin.token, json: { isActive: "yes" }, headers: FR });
    expect(badStatus.status).toBe(400);
    expect(issue(badStatus.body, "isActive")).toBe(users["fr-FR"].isActiveInvalid);
  });

  it("every staff tab in one language: the account's choice wins over the browser", async () => {
    const admin = await createUserAndLogin({ role: "admin" });
    expect((await api("/users/me/preferences", { method: "PUT", token: admin.token, json: { locale: "fr-FR" } })).status).toBe(200);
    const cookie = `terrace_session=${admin.token}`;
    const pages = await Promise.all(
      ["/admin", "/adminusers", "/adminorders", "/adminleaks", "/adminaudit", "/admindata"].map(async (path) => {
        const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "Accept-Language": "en-GB", Cookie: cookie } });
        return { path, status: res.status, html: await res.text() };
      }),
    );
    for (const { path, status, html } of pages) {
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<html lang="fr-FR"/);
    }
    const text = (path: string) => pages.find((p) => p.path === path)!.html;
    expect(text("/admin")).toContain(home["fr-FR"].attention);
    expect(text("/admin")).not.toContain(home["en-GB"].attention);
    expect(text("/adminusers")).toContain(users["fr-FR"].title);
    expect(text("/adminusers")).not.toContain(users["en-GB"].title);
    expect(text("/adminorders")).toContain(storeAdmin["fr-FR"].title);
    expect(text("/adminorders")).not.toContain(storeAdmin["en-GB"].title);
    expect(text("/adminleaks")).toContain(leaks["fr-FR"].admin.columns.category);
    expect(text("/adminleaks")).not.toContain(leaks["en-GB"].admin.title);
  });
});
