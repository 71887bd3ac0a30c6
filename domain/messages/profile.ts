// Profile (French): community.md §2 "Profile", §5 "Profile", §8 "Profile". The member-since
// date is formatter("fr-FR").date(…, "long") ("27 décembre 2025").
import type { Catalogue } from "./index.ts";

export const profileMessages = {
  title: "Profil", // (ours: the page's title)
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
  retry: "Réessayer", // (ours)
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
  changeAvatar: "Changer la photo de profil",
  avatarInvalid: "Choisissez un avatar prédéfini ou une photo que vous avez envoyée",
  avatarNotYours: "Cette photo n'est pas la vôtre",
  avatarMissing: "Cette photo n'existe plus",

  // Field checks of the profile form (ours, in the screen's language).
  firstNameRequired: "Le prénom est obligatoire",
  lastNameRequired: "Le nom est obligatoire",
  usernameRequired: "Le nom d'utilisateur est obligatoire",
  usernameCharacters: "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, « . », « _ » et « - »",
  usernameReserved: "Les noms d'utilisateur commençant par « deleted-user- » sont réservés",
  emailRequired: "L'email est obligatoire",
  emailInvalid: "Veuillez saisir une adresse email valide",
  teamNameRequired: "Le nom d'équipe est obligatoire",
  phoneInvalid: "Numéro de téléphone invalide",
  postalCodeInvalid: "Code postal invalide",
  invalidValue: "Valeur invalide",
  atMost: (max: number) => `${max} caractères au maximum`,
  currentPasswordRequired: "Le mot de passe actuel est obligatoire",
  currentPasswordIncorrect: "Le mot de passe actuel est incorrect",
  currentPasswordForEmail: "Saisissez votre mot de passe actuel pour changer d'email",
  emailTaken: "Cet email est déjà utilisé",
  usernameTaken: "Ce nom d'utilisateur est déjà pris",
  teamNameTaken: "Ce nom d'équipe est déjà pris",
  tooManyAttempts: "Trop de tentatives. Veuillez patienter avant de réessayer.",
  signInAgain: "Mot de passe modifié avec succès ! Connectez-vous avec votre nouveau mot de passe.",

  // Labels.
  firstName: "Prénom",
  lastName: "Nom",
  username: "Nom d'utilisateur",
  email: "Email",
  teamName: "Nom de l'équipe",
  phone: "Téléphone",
  street: "Adresse postale",
  city: "Ville",
  postalCode: "Code postal",
  country: "Pays",
  currentPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
  confirmPassword: "Confirmer le nouveau mot de passe",
  changePassword: "Changer le mot de passe",
  totalPoints: "Points totaux",
  points: "points",
  notProvided: "Non renseigné",
  upload: "Envoyer",
  avatarHint: "PNG, JPG ou GIF, 2MB au maximum",
  // The avatar panel (ours).
  avatarField: "Photo",
  presetAvatars: "Ou un avatar prédéfini",
  choosePreset: (n: string) => `Choisir l'avatar ${n}`,
  avatarMaxSize: (mb: number) => `${mb}MB au maximum.`,

  // Points history and season chart (ours).
  historyTitle: "Historique des points",
  historyEmpty: "Aucun mouvement de points pour l'instant.",
  historyDate: "Date",
  historyMovement: "Mouvement",
  historyAmount: "Points",
  historyBalance: "Solde",
  historyShowing: (from: number, to: number, total: number) => `Mouvements ${from} à ${to} sur ${total}`,
  previous: "← Précédents",
  next: "Suivants →",
  historyPages: "Pages de l'historique des points",
  pageOf: (page: number, last: number) => `Page ${page} sur ${last}`,
  movementReward: (gw: number) => `Récompense de la journée ${gw}`,
  movementOrder: (id: string) => `Commande ${id}`,
  movementRefund: (id: string) => `Remboursement de la commande ${id}`,
  movementAdjustment: "Ajustement par l'équipe",
  movementOpening: "Solde d'ouverture",
  movementOther: "Mouvement",
  seasonTitle: "Ma saison",
  seasonEmpty: "Aucune équipe jouée cette saison.",
  seasonChartTitle: "Points et classement par journée",
  seasonChartDesc: (n: number, best: number) => `${n} journée${n > 1 ? "s" : ""} jouée${n > 1 ? "s" : ""}, meilleur total ${best} points. Le tableau qui suit donne chaque valeur.`,
  gameweek: "Journée",
  rank: "Rang",
  pointsLegend: "Points (barres)",
  rankLegend: "Rang (ligne, 1 en haut)",
  chartMaxPoints: (n: number) => `${n} pts`,
  seeTable: "Voir le tableau",
  /** The account notice after the sign-in email changed, by its owner or by staff (ours: issue 25). */
} as const satisfies Catalogue;
