// The profile (/profile, French): on a phone a manager edits the profile (Cancel drops the
// edits), uploads an avatar behind the camera button; on a desktop another changes the password
// and signs in with it; the demo manager's points history and season chart. axe at both widths.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEMO, DESKTOP, PHONE, expectNoAxeViolations, goto, headerUsername, horizontalOverflow, register, screenshot, signIn, submitSignIn, uniqueUser, useBrowser, waitForHydration, waitForText, FRENCH_BROWSER } from "./helpers.ts";

const browser = useBrowser();
// A real 1x1 PNG: the server reads its content, the browser shows it.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

describe("profile", () => {
  it("phone: edit the profile, cancel an edit, upload an avatar", async () => {
    const { page, context } = await browser.newPage(PHONE, FRENCH_BROWSER);
    try {
      const user = uniqueUser("profil");
      await register(page, user);
      await goto(page, "/profile");
      await page.getByRole("heading", { level: 1, name: `${user.firstName} ${user.lastName}` }).waitFor();
      // Read-only until "Modifier".
      assert.equal(await page.locator('input[name="firstName"]').count(), 0);
      for (const section of ["Informations personnelles", "Adresse", "Sécurité", "Informations du compte", "Historique des points"])
        await page.getByRole("heading", { level: 2, name: section }).waitFor();
      await waitForText(page.locator(".facts"), /Membre depuis/);
      await expectNoAxeViolations(page, { label: "/profile (phone)" });
      assert.ok((await horizontalOverflow(page)) <= 0, "/profile scrolls sideways on a phone");

      await page.getByRole("link", { name: /Modifier/ }).click();
      const form = page.locator("form.profile-edit");
      await form.waitFor();
      await form.getByLabel("Prénom").fill("Amélie");
      await form.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
      await form.getByLabel("Adresse postale").fill("12 rue des Lilas");
      await form.getByLabel("Ville").fill("Lyon");
      await form.getByLabel("Code postal").fill("69003");
      await form.getByLabel("Pays").fill("France");
      // From the top: filling scrolled the first fields under the sticky header, which axe's
      // target-size rule reads as an obscured target (it depends on the scroll, not the page).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, { label: "/profile edit (phone)" });
      await screenshot(page, "profile-edit-phone");
      await form.getByRole("button", { name: "Enregistrer" }).click();
      await waitForText(page.locator(".toast-region"), "Profil mis à jour avec succès !");
      await page.getByRole("heading", { level: 1, name: `Amélie ${user.lastName}` }).waitFor();
      await waitForText(page.locator(".facts"), "12 rue des Lilas");
      await waitForText(page.locator(".facts"), "69003");

      // A field error keeps the form and what was typed.
      await page.getByRole("link", { name: /Modifier/ }).click();
      await form.getByLabel("Téléphone").fill("appelez-moi");
      await form.getByRole("button", { name: "Enregistrer" }).click();
      await waitForText(form, "Numéro de téléphone invalide");
      assert.equal(await form.getByLabel("Téléphone").inputValue(), "appelez-moi");
      // Cancel drops the edits.
      await form.getByLabel("Prénom").fill("Personne");
      await page.getByRole("link", { name: "Annuler" }).first().click();
      await form.waitFor({ state: "detached" });
      await page.getByRole("heading", { level: 1, name: `Amélie ${user.lastName}` }).waitFor();
      await waitForText(page.locator(".facts"), "+33 6 12 34 56 78");

      // The camera button opens the upload; the spec's checks come before sending.
      await page.getByRole("link", { name: "Changer la photo de profil" }).click();
      const panel = page.locator(".profile-avatar-panel");
      await panel.waitFor();
      await panel.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await waitForText(panel, "Veuillez sélectionner un fichier image");
      assert.equal(await panel.getByRole("button", { name: "Envoyer" }).isDisabled(), true);
      await panel.locator('input[type="file"]').setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
      await waitForText(panel, "L'image ne doit pas dépasser 2MB");
      await panel.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
      await expectNoAxeViolations(page, { label: "/profile avatar (phone)" });
      await panel.getByRole("button", { name: "Envoyer" }).click();
      await waitForText(page.locator(".toast-region"), "Photo de profil mise à jour !");
      await page.waitForFunction(() => document.querySelector(".profile-avatar img")?.getAttribute("src")?.startsWith("/media/avatars/"));
      assert.match((await page.locator(".user-chip img.avatar").getAttribute("src")) ?? "", /^\/media\/avatars\//);
      await screenshot(page, "profile-phone");
    } finally {
      await context.close();
    }
  });

  it("desktop: change the password, sign in with the new one; the demo manager's history and season", async () => {
    const { page, context } = await browser.newPage(DESKTOP, FRENCH_BROWSER);
    try {
      const user = uniqueUser("motdepasse");
      await register(page, user);
      await goto(page, "/profile");
      await page.getByRole("link", { name: "Changer le mot de passe" }).click();
      const form = page.locator("form", { has: page.locator('input[name="intent"][value="password"]') });
      await form.waitFor();
      await form.getByLabel("Mot de passe actuel", { exact: true }).fill(user.password);
      await form.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveau-123");
      await form.getByLabel("Confirmer le nouveau mot de passe").fill("nouveau-124");
      await form.getByRole("button", { name: "Changer le mot de passe" }).click();
      await waitForText(form, "Les nouveaux mots de passe ne correspondent pas");
      await expectNoAxeViolations(page, { label: "/profile password (desktop)" });
      await form.getByLabel("Mot de passe actuel", { exact: true }).fill(user.password);
      await form.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveau-123");
      await form.getByLabel("Confirmer le nouveau mot de passe").fill("nouveau-123");
      await form.getByRole("button", { name: "Changer le mot de passe" }).click();
      // Every session ended: back to sign-in, where the old password no longer works.
      await waitForText(page.locator(".toast-region"), "Mot de passe modifié avec succès !");
      await submitSignIn(page, user.email, user.password);
      await waitForText(page.getByRole("alert"), "E-mail ou mot de passe invalide");
      await submitSignIn(page, user.email, "nouveau-123");
      await waitForText(headerUsername(page), user.username);
      await waitForHydration(page);
    } finally {
      await context.close();
    }
    const demo = await browser.newPage(DESKTOP, FRENCH_BROWSER);
    try {
      const page = demo.page;
      await signIn(page, DEMO.email, DEMO.password, DEMO.username);
      await goto(page, "/profile");
      const history = page.getByTestId("points-history");
      await history.waitFor();
      assert.ok((await history.locator("tbody tr").count()) > 0, "the demo manager has points movements");
      await page.getByTestId("season-chart").waitFor();
      await expectNoAxeViolations(page, { label: "/profile (desktop)" });
      await screenshot(page, "profile-desktop");
    } finally {
      await demo.context.close();
    }
    // On a phone the history table scrolls inside its card, never the page.
    const phone = await browser.newPage(PHONE, FRENCH_BROWSER);
    try {
      await signIn(phone.page, DEMO.email, DEMO.password, DEMO.username);
      await goto(phone.page, "/profile");
      await phone.page.getByTestId("points-history").waitFor();
      assert.ok((await horizontalOverflow(phone.page)) <= 0, "/profile with a points history scrolls sideways on a phone");
      await expectNoAxeViolations(phone.page, { label: "/profile with history (phone)" });
      await screenshot(phone.page, "profile-history-phone");
    } finally {
      await phone.context.close();
    }
  });
});
