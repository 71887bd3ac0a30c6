// The API's and the pages' common refusals (api/errors.ts, api/http/, the form actions' kernel):
// in the reader's language like every other message (issue 45). Ours.
import { localized, type Catalogue } from "./index.ts";

const en = {
  signIn: "Please sign in to continue.",
  notPermitted: "You do not have permission to do that.",
  staffOnly: "Staff only.",
  notFound: "Not found.",
  noSuchEndpoint: "No such endpoint.",
  invalidInput: "Invalid input",
  badRequest: "Bad request",
  failed: "Something went wrong. Please try again.",
  bodyNotObject: "Request body must be a JSON object",
  bodyNotJson: "Request body is not valid JSON",
  bodyNotMultipart: "Request body is not valid multipart form data",
  formPostsOnly: "Pages accept form posts only.",
  formUnreadable: "The form could not be read. Please try again.",
  crossSiteForm: "Cross-site form submission refused.",
  crossSiteRequest: "Cross-site request refused.",
  unknownAction: "Unknown action.",
  confirmFirst: "Please confirm this action first.",
  staffPage: "This page is for staff only.",
  rolePage: "Your role cannot open this page.",
} as const satisfies Catalogue;

const fr = {
  signIn: "Veuillez vous connecter pour continuer.",
  notPermitted: "Vous n'avez pas la permission de faire cela.",
  staffOnly: "Réservé à l'équipe.",
  notFound: "Introuvable.",
  noSuchEndpoint: "Ce point d'accès n'existe pas.",
  invalidInput: "Saisie invalide",
  badRequest: "Requête invalide",
  failed: "Un problème est survenu. Veuillez réessayer.",
  bodyNotObject: "Le corps de la requête doit être un objet JSON",
  bodyNotJson: "Le corps de la requête n'est pas du JSON valide",
  bodyNotMultipart: "Le corps de la requête n'est pas un formulaire multipart valide",
  formPostsOnly: "Les pages n'acceptent que des formulaires.",
  formUnreadable: "Le formulaire n'a pas pu être lu. Veuillez réessayer.",
  crossSiteForm: "Envoi de formulaire depuis un autre site refusé.",
  crossSiteRequest: "Requête depuis un autre site refusée.",
  unknownAction: "Action inconnue.",
  confirmFirst: "Veuillez d'abord confirmer cette action.",
  staffPage: "Cette page est réservée à l'équipe.",
  rolePage: "Votre rôle ne permet pas d'ouvrir cette page.",
};

export const apiMessages = /*#__PURE__*/ localized(en, fr);
