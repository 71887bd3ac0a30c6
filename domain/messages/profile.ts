// Profile, in English and French (issue 45; the spec's French texts are the French catalogue's): community.md §2 "Profile", §5 "Profile", §8 "Profile". The member-since
// date is formatter(currentLocale()).date(…, "long") ("27 décembre 2025").
import { plural } from "../format.ts";
import { localized, type Catalogue } from "./index.ts";

const en = {
  title: "Profile",
  personalInformation: "Personal information",
  address: "Address",
  security: "Security",
  accountInformation: "Account information",
  memberSince: "Member since",
  edit: "Edit",
  save: "Save",
  cancel: "Cancel",

  // Load failure.
  loadFailedTitle: "Loading error",
  loadFailedText: "Could not load the user profile",
  retry: "Retry",
  loadError: "Error loading the profile",

  // Updates (the server's message is shown instead when there is one).
  updateError: "Error updating the profile",
  passwordChangeError: "Error changing the password",
  updated: "Profile updated!",
  passwordChanged: "Password changed!",
  avatarUpdated: "Profile picture updated!",

  // Password change.
  newPasswordsDoNotMatch: "The new passwords do not match",
  newPasswordTooShort: "The new password must be at least 6 characters",

  // Avatar upload.
  avatarNotImage: "Please select an image file",
  avatarTooLarge: "The image must not exceed 2MB",
  changeAvatar: "Change the profile picture",
  avatarInvalid: "Choose a preset avatar or a picture you uploaded",
  avatarNotYours: "This picture is not yours",
  avatarMissing: "This picture no longer exists",

  // Field checks of the profile form.
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  usernameRequired: "Username is required",
  usernameCharacters: "Username may use letters, digits, “.”, “_” and “-” only",
  usernameReserved: "Usernames starting with “deleted-user-” are reserved",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  teamNameRequired: "Team name is required",
  phoneInvalid: "Invalid phone number",
  postalCodeInvalid: "Invalid postcode",
  invalidValue: "Invalid value",
  atMost: (max: number) => `At most ${max} characters`,
  currentPasswordRequired: "Current password is required",
  currentPasswordIncorrect: "Current password is incorrect",
  currentPasswordForEmail: "Enter your current password to change your email",
  emailTaken: "This email is already in use",
  usernameTaken: "This username is already taken",
  teamNameTaken: "This team name is already taken",
  tooManyAttempts: "Too many attempts. Please wait before trying again.",
  signInAgain: "Password changed! Sign in with your new password.",

  // Labels.
  firstName: "First name",
  lastName: "Last name",
  username: "Username",
  email: "Email",
  teamName: "Team name",
  phone: "Phone",
  street: "Street address",
  city: "City",
  postalCode: "Postcode",
  country: "Country",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm the new password",
  changePassword: "Change password",
  totalPoints: "Total points",
  points: "points",
  notProvided: "Not provided",
  upload: "Upload",
  avatarHint: "PNG, JPG or GIF, 2MB at most",
  avatarField: "Picture",
  presetAvatars: "Or a preset avatar",
  choosePreset: (n: string) => `Choose avatar ${n}`,
  avatarMaxSize: (mb: number) => `${mb}MB at most.`,

  // Points history and season chart.
  historyTitle: "Points history",
  historyEmpty: "No points movements yet.",
  historyDate: "Date",
  historyMovement: "Movement",
  historyAmount: "Points",
  historyBalance: "Balance",
  historyShowing: (from: number, to: number, total: number) => `Movements ${from} to ${to} of ${total}`,
  previous: "Previous",
  next: "Next",
  historyPages: "Points history pages",
  pageOf: (page: number, last: number) => `Page ${page} of ${last}`,
  movementReward: (gw: number) => `Gameweek ${gw} reward`,
  movementOrder: (id: string) => `Order ${id}`,
  movementRefund: (id: string) => `Refund of order ${id}`,
  movementAdjustment: "Adjustment by the team",
  movementOpening: "Opening balance",
  movementOther: "Movement",
  seasonTitle: "My season",
  seasonEmpty: "No team played this season.",
  seasonChartTitle: "Points and rank by gameweek",
  seasonChartDesc: (n: number, best: number) =>
    `${plural("en-GB", n, { one: `${n} gameweek played`, other: `${n} gameweeks played` })}, best total ${plural("en-GB", best, { one: `${best} point`, other: `${best} points` })}. The table below gives every value.`,
  gameweek: "Gameweek",
  rank: "Rank",
  pointsLegend: "Points (bars)",
  rankLegend: "Rank (line, 1 at the top)",
  chartMaxPoints: (n: number) => `${n} pts`,
  seeTable: "See the table",

  // The language setting (issue 45).
  language: "Language",
  languageHint: "Terrace's screens, messages and notices are shown in this language.",
  languageCurrent: "current language",
  languageChoose: (name: string) => `Show Terrace in ${name}`,
  notificationsLink: "Notifications",
  notificationsHint: "Deadline reminders, your live players, replies on the wall.",
} as const satisfies Catalogue;

const fr = {
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
  previous: "Précédents",
  next: "Suivants",
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
  seasonChartDesc: (n: number, best: number) => `${plural("fr-FR", n, { one: `${n} journée jouée`, other: `${n} journées jouées` })}, meilleur total ${plural("fr-FR", best, { one: `${best} point`, other: `${best} points` })}. Le tableau qui suit donne chaque valeur.`,
  gameweek: "Journée",
  rank: "Rang",
  pointsLegend: "Points (barres)",
  rankLegend: "Rang (ligne, 1 en haut)",
  chartMaxPoints: (n: number) => `${n} pts`,
  seeTable: "Voir le tableau",

  // The language setting (issue 45).
  language: "Langue",
  languageHint: "Les écrans, les messages et les notifications de Terrace s'affichent dans cette langue.",
  languageCurrent: "langue actuelle",
  languageChoose: (name: string) => `Afficher Terrace en ${name}`,
  notificationsLink: "Notifications",
  notificationsHint: "Rappels avant la date limite, vos joueurs en direct, les réponses sur le mur.",
};

export const profileMessages = localized(en, fr);
