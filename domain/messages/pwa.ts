// The pocket app (issue 46; docs/decisions/046-pocket-app.md): the install offer, the offline
// page the service worker keeps, the banner of a page shown from its saved copy, the note of a
// form that cannot be sent offline, and the offer to reload into a new version. Ours.
// The manifest's shortcuts take the menus' names (shell catalogue).
import { formatDate, type DateInput } from "../format.ts";
import { currentLocale } from "../locale.ts";
import { localized, type Catalogue } from "./index.ts";

const en = {
  install: {
    title: "Install Terrace",
    text: "Add Terrace to your home screen: your team, the fixtures and your live points in one tap, even without a network.",
    install: "Install",
    dismiss: "Not now",
  },
  offline: {
    pageTitle: "Offline — Terrace",
    title: "You are offline",
    text: "Terrace cannot reach the network just now. The pages you opened last are kept on this device, read-only:",
    retry: "Try again",
  },
  saved: {
    /** The banner of a page shown from the copy kept on this device. */
    banner: "You are offline: this is the copy kept on this device, read-only.",
    lastUpdated: (at: DateInput) => `Last updated ${formatDate(at, currentLocale(), "dateTime", { readerZone: true })}`,
  },
  form: {
    notSent: "You are offline: this was not sent. What you typed is still here; send it again once you are back online.",
  },
  update: {
    ready: "A new version of Terrace is ready.",
    reload: "Reload",
  },
} as const satisfies Catalogue;

const fr = {
  install: {
    title: "Installer Terrace",
    text: "Ajoutez Terrace à votre écran d'accueil : votre équipe, le calendrier et vos points en direct en un geste, même sans réseau.",
    install: "Installer",
    dismiss: "Plus tard",
  },
  offline: {
    pageTitle: "Hors ligne — Terrace",
    title: "Vous êtes hors ligne",
    text: "Terrace ne parvient pas à joindre le réseau pour le moment. Les dernières pages ouvertes sont gardées sur cet appareil, en lecture seule :",
    retry: "Réessayer",
  },
  saved: {
    banner: "Vous êtes hors ligne : voici la copie gardée sur cet appareil, en lecture seule.",
    lastUpdated: (at: DateInput) => `Dernière mise à jour ${formatDate(at, currentLocale(), "dateTime", { readerZone: true })}`,
  },
  form: {
    notSent: "Vous êtes hors ligne : rien n'a été envoyé. Votre texte est conservé ; renvoyez-le une fois la connexion revenue.",
  },
  update: {
    ready: "Une nouvelle version de Terrace est prête.",
    reload: "Recharger",
  },
} as const;

export const pwaMessages = localized(en, fr);
