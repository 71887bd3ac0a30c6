// Profile (French): community.md §2 "Profile", §5 "Profile", §8 "Profile". The member-since
// date is formatter("fr-FR").date(…, "long") ("27 décembre 2025").
import type { Catalogue } from "./index.ts";

export const profileMessages = {
  // Sections (ours: the spec names them).
  personalInformation: "Informations personnelles",
  address: "Adresse",
  security: "Sécurité",
  accountInformation: "Informations du compte",
  memberSince: "Membre depuis",
  edit: "Modifier",
  save: "Enregistrer",
  cancel: "Annuler",

  // Load failure (§2, §8).
  loadFailedTitle: "Erreur de chargement",
  loadFailedText: "Impossible de charger le profil utilisateur",
  loadError: "Erreur lors du chargement du profil",

  // Updates (§8; the server's message is shown instead when there is one).
  updateError: "Erreur lors de la mise à jour du profil",
  passwordChangeError: "Erreur lors du changement de mot de passe",
  updated: "Profil mis à jour avec succès !",
  passwordChanged: "Mot de passe modifié avec succès !",
  avatarUpdated: "Photo de profil mise à jour !",

  // Password change (§5).
  newPasswordsDoNotMatch: "Les nouveaux mots de passe ne correspondent pas",
  newPasswordTooShort: "Le nouveau mot de passe doit contenir au moins 6 caractères",

  // Avatar upload (§5): French on this screen, while the avatar kind of domain/uploads.ts
  // answers with the register screen's English texts.
  avatarNotImage: "Veuillez sélectionner un fichier image",
  avatarTooLarge: "L'image ne doit pas dépasser 2MB",
} as const satisfies Catalogue;
