// Accounts: sign in, register, forgot password, language and time zone. Spec game.md §5 and §8
// (its texts are the English ones); the account forms' zod schemas (domain/accounts.ts) and the
// sign-in and recovery services use them.
import { localized, type Catalogue } from "./index.ts";

const en = {
  // Field checks (game.md §5 Registration; the others are ours).
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  usernameRequired: "Username is required",
  usernameCharacters: "Username may use letters, digits, '.', '_' and '-' only",
  usernameReserved: "Usernames starting with 'deleted-user-' are reserved",
  teamNameRequired: "Team name is required",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  /** The reset step's wording (game.md §5 Reset password). */
  newPasswordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: "Password must be at most 200 characters",
  confirmPassword: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  securityQuestionRequired: "Please select a security question",
  securityAnswerRequired: "Security answer is required",
  presetAvatar: "Please choose one of the preset avatars",
  currentPasswordRequired: "Current password is required",
  currentPasswordIncorrect: "Current password is incorrect",
  atMost: (max: number) => `Must be at most ${max} characters`,

  // Sign in, register (the duplicate messages are game.md §5's sample-mode ones, used for real).
  invalidLogin: "Invalid email or password",
  /** A deactivated account's right password (issue 25): why, and until when. */
  accountSuspended: (reason: string | null, until: string | null) =>
    `Your account is ${until ? `suspended until ${until}` : "deactivated"}.${reason ? ` Reason: ${reason}` : ""} Contact the moderators if you think this is a mistake.`,
  tooManyAttempts: "Too many attempts. Please wait 15 minutes and try again.",
  emailTaken: "This email is already registered",
  usernameTaken: "This username is already taken",
  teamNameTaken: "This team name is already taken",
  accountExists: "This account already exists",
  /** After sign-in, when someone tried the security question since the last one (decision 013). */
  recoveryAttemptsNotice: (n: number) =>
    `${n} password recovery attempt${n === 1 ? " was" : "s were"} made on your account since you last signed in. If it was not you, change your password.`,

  // Password change, by the API (ours; the profile screen shows its French texts, profile.ts).
  passwordChanged: "Password changed. Please sign in again.",

  // Forgot password (game.md §5, §8; the reset link is decision 002's).
  incorrectAnswer: "Incorrect security answer",
  resetLinkMissing: "The reset link is missing or has expired. Start again.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please start again.",
  resetSuccess: "Password reset successfully! You can now sign in with your new password.",
  /** Security-question recovery per account (decision 013): a growing delay, then caps per 15 minutes and per day. */
  recoveryWait: (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before trying again.`,
  recoveryTooManyRecent: (minutes: number) => `Too many wrong answers for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  recoveryTooManyToday: (hours: number) => `Too many wrong answers for this account today. Please try again in ${hours} hour${hours === 1 ? "" : "s"}.`,

  preferences: {
    invalidLocale: "Choose English (en-GB) or French (fr-FR)",
    invalidTimeZone: "Not a known time zone",
  },

  /** The sign-in, register and forgot-password screens (game.md §5; the others are ours). */
  screen: {
    signInTitle: "Welcome Back",
    signInSubtitle: "Sign in to your Fantasy Premier League account",
    email: "Email",
    password: "Password",
    show: "Show",
    hide: "Hide",
    rememberMe: "Remember me",
    forgotPassword: "Forgot password?",
    signIn: "Sign In",
    signingIn: "Signing in...",
    noAccount: "Don't have an account?",
    signUp: "Sign up",
    demoCredentials: "Demo credentials",
    /** The demo account's role as app/routes/_app.tsx names it ('Admin', 'Manager'). */
    demoLabel: (label: string) => label,
    signedOut: "You are signed out.",

    registerTitle: "Create Account",
    registerSubtitle: "Join Terrace and enter this week's challenge",
    firstName: "First name",
    lastName: "Last name",
    username: "Username",
    teamName: "Team name",
    confirmPasswordLabel: "Confirm password",
    avatar: "Avatar",
    presetAvatars: "Preset avatars",
    /** A preset avatar's image, by its id ('avatar3'). */
    presetAvatar: (id: string) => `Preset ${id}`,
    uploadedAvatar: "Your uploaded avatar",
    uploadAvatar: "Upload your own (PNG, JPG or GIF, up to 2MB)",
    remove: "Remove",
    securityQuestion: "Security question",
    selectSecurityQuestion: "Select a security question",
    securityAnswer: "Security answer",
    createAccount: "Create Account",
    creatingAccount: "Creating account...",
    haveAccount: "Already have an account?",
    signInLink: "Sign in",

    findAccountTitle: "Find Your Account",
    securityTitle: "Security Verification",
    resetTitle: "Reset Password",
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    findAccountHint: "Enter the email address of your account.",
    findAccount: "Find Account",
    yourAnswer: "Your answer",
    verifyAnswer: "Verify Answer",
    newPassword: "New password",
    confirmNewPassword: "Confirm new password",
    resetPassword: "Reset Password",
    backToSignIn: "Back to Sign In",
  },
  /** The security questions as stored (English, domain/account-fields.ts), shown in the reader's language. */
  securityQuestionText: (question: string) => question,
} as const satisfies Catalogue;

/** The stored (English) security questions in French (domain/account-fields.ts SECURITY_QUESTIONS). */
const FRENCH_QUESTIONS: Record<string, string> = {
  "What was the name of your first pet?": "Quel était le nom de votre premier animal de compagnie ?",
  "In what city were you born?": "Dans quelle ville êtes-vous né(e) ?",
  "What is your mother's maiden name?": "Quel est le nom de jeune fille de votre mère ?",
  "What was the name of your first school?": "Quel était le nom de votre première école ?",
  "What is your favorite movie?": "Quel est votre film préféré ?",
  "What was the make of your first car?": "Quelle était la marque de votre première voiture ?",
  "What is your favorite food?": "Quel est votre plat préféré ?",
  "What is the name of your childhood best friend?": "Comment s'appelle votre meilleur ami d'enfance ?",
};

const fr = {
  firstNameRequired: "Le prénom est requis",
  lastNameRequired: "Le nom est requis",
  emailRequired: "L'e-mail est requis",
  emailInvalid: "Veuillez saisir une adresse e-mail valide",
  usernameRequired: "Le nom d'utilisateur est requis",
  usernameCharacters: "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, '.', '_' et '-'",
  usernameReserved: "Les noms d'utilisateur commençant par 'deleted-user-' sont réservés",
  teamNameRequired: "Le nom d'équipe est requis",
  passwordRequired: "Le mot de passe est requis",
  passwordTooShort: "Le mot de passe doit contenir au moins 6 caractères",
  newPasswordTooShort: "Le mot de passe doit contenir au moins 6 caractères",
  passwordTooLong: "Le mot de passe doit contenir au plus 200 caractères",
  confirmPassword: "Veuillez confirmer votre mot de passe",
  passwordsDoNotMatch: "Les mots de passe ne correspondent pas",
  securityQuestionRequired: "Veuillez choisir une question de sécurité",
  securityAnswerRequired: "La réponse de sécurité est requise",
  presetAvatar: "Veuillez choisir l'un des avatars proposés",
  currentPasswordRequired: "Le mot de passe actuel est requis",
  currentPasswordIncorrect: "Le mot de passe actuel est incorrect",
  atMost: (max: number) => `${max} caractères au maximum`,

  invalidLogin: "E-mail ou mot de passe invalide",
  accountSuspended: (reason: string | null, until: string | null) =>
    `Votre compte est ${until ? `suspendu jusqu'au ${until}` : "désactivé"}.${reason ? ` Raison : ${reason}` : ""} Contactez les modérateurs si vous pensez qu'il s'agit d'une erreur.`,
  tooManyAttempts: "Trop de tentatives. Veuillez patienter 15 minutes et réessayer.",
  emailTaken: "Cet e-mail est déjà enregistré",
  usernameTaken: "Ce nom d'utilisateur est déjà pris",
  teamNameTaken: "Ce nom d'équipe est déjà pris",
  accountExists: "Ce compte existe déjà",
  recoveryAttemptsNotice: (n: number) =>
    n === 1
      ? "1 tentative de récupération du mot de passe a été faite sur votre compte depuis votre dernière connexion. Si ce n'était pas vous, changez votre mot de passe."
      : `${n} tentatives de récupération du mot de passe ont été faites sur votre compte depuis votre dernière connexion. Si ce n'était pas vous, changez votre mot de passe.`,

  passwordChanged: "Mot de passe modifié. Veuillez vous reconnecter.",

  incorrectAnswer: "Réponse de sécurité incorrecte",
  resetLinkMissing: "Le lien de réinitialisation est absent ou a expiré. Recommencez.",
  resetLinkInvalid: "Ce lien de réinitialisation est invalide ou a expiré. Veuillez recommencer.",
  resetSuccess: "Mot de passe réinitialisé ! Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.",
  recoveryWait: (seconds: number) => `Veuillez patienter ${seconds} seconde${seconds > 1 ? "s" : ""} avant de réessayer.`,
  recoveryTooManyRecent: (minutes: number) => `Trop de mauvaises réponses pour ce compte. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  recoveryTooManyToday: (hours: number) => `Trop de mauvaises réponses pour ce compte aujourd'hui. Réessayez dans ${hours} heure${hours > 1 ? "s" : ""}.`,

  preferences: {
    invalidLocale: "Choisissez l'anglais (en-GB) ou le français (fr-FR)",
    invalidTimeZone: "Fuseau horaire inconnu",
  },

  screen: {
    signInTitle: "Bon retour",
    signInSubtitle: "Connectez-vous à votre compte Fantasy Premier League",
    email: "E-mail",
    password: "Mot de passe",
    show: "Afficher",
    hide: "Masquer",
    rememberMe: "Se souvenir de moi",
    forgotPassword: "Mot de passe oublié ?",
    signIn: "Se connecter",
    signingIn: "Connexion...",
    noAccount: "Pas encore de compte ?",
    signUp: "S'inscrire",
    demoCredentials: "Comptes de démonstration",
    demoLabel: (label: string) => (label === "Admin" ? "Administrateur" : label),
    signedOut: "Vous êtes déconnecté.",

    registerTitle: "Créer un compte",
    registerSubtitle: "Rejoignez Terrace et relevez le défi de la semaine",
    firstName: "Prénom",
    lastName: "Nom",
    username: "Nom d'utilisateur",
    teamName: "Nom d'équipe",
    confirmPasswordLabel: "Confirmer le mot de passe",
    avatar: "Avatar",
    presetAvatars: "Avatars proposés",
    presetAvatar: (id: string) => `Avatar proposé ${id.replace(/^avatar/, "")}`,
    uploadedAvatar: "Votre avatar importé",
    uploadAvatar: "Importer le vôtre (PNG, JPG ou GIF, 2 Mo maximum)",
    remove: "Retirer",
    securityQuestion: "Question de sécurité",
    selectSecurityQuestion: "Choisissez une question",
    securityAnswer: "Réponse de sécurité",
    createAccount: "Créer le compte",
    creatingAccount: "Création du compte...",
    haveAccount: "Déjà un compte ?",
    signInLink: "Se connecter",

    findAccountTitle: "Retrouver votre compte",
    securityTitle: "Vérification de sécurité",
    resetTitle: "Réinitialiser le mot de passe",
    step: (n: number, of: number) => `Étape ${n} sur ${of}`,
    findAccountHint: "Saisissez l'adresse e-mail de votre compte.",
    findAccount: "Rechercher le compte",
    yourAnswer: "Votre réponse",
    verifyAnswer: "Vérifier la réponse",
    newPassword: "Nouveau mot de passe",
    confirmNewPassword: "Confirmer le nouveau mot de passe",
    resetPassword: "Réinitialiser le mot de passe",
    backToSignIn: "Retour à la connexion",
  },
  securityQuestionText: (question: string) => FRENCH_QUESTIONS[question] ?? question,
};

export const accountMessages = /*#__PURE__*/ localized(en, fr);
