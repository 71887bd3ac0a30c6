// Order management, /adminorders (ours; issue 45: English and French). Apart from the store's
// catalogue (./store.ts) so that the store's page loads only the buyer's texts.
import { formatNumber } from "../format.ts";
import { localized, type Catalogue, type Translation } from "./index.ts";
import { storeMessages } from "./store.ts";

const en = {
  title: "Order management",
  blurb: "Orders move forward only; a cancel refunds the points and restocks once. The buyer is told of every move.",
  searchLabel: "Search orders",
  buyerOrNumber: "Buyer or order number",
  searchPlaceholder: "name, email, username, #number",
  status: "Status",
  allStatuses: "All statuses",
  search: "Search",
  clear: "Clear",
  noMatch: "No order matches this search.",
  empty: "No order yet.",
  caption: "Orders",
  pages: "Order pages",
  moveTo: "Move to",
  newStatusOf: (ref: string) => `New status of order ${ref}`,
  trackingNumber: "Tracking number",
  optional: "optional",
  trackingOf: (ref: string) => `Tracking number of order ${ref} (optional)`,
  update: "Update",
  cancel: "Cancel",
  cancelQuestion: (ref: string, username: string, points: string) => `Cancel order ${ref} of ${username}? ${points} go back to them and the items back on sale.`,
  confirmCancel: "Yes, cancel",
  reasonRequired: "Reason (required)",
  reasonOf: (ref: string) => `Reason to cancel order ${ref}`,
  delete: "Delete",
  deleteQuestion: (ref: string, username: string) =>
    `Delete cancelled order ${ref} of ${username}? Its lines and history go; the points ledger and the audit log keep their rows. This cannot be undone.`,
  confirmDelete: "Yes, delete",
  deliverTo: "Deliver to",
  pickupMark: " (pickup)",
  showPhoneAddress: "Show phone and address",
  showPhone: "Show phone",
  auditedView: "Each view is written to the audit log.",
  shipping: "Shipping",
  estimated: "Estimated",
  delivered: "Delivered",
  notYet: "Not yet",
  tracking: "Tracking",
  totalDetail: (subtotal: string, shipping: string) => `(${subtotal} + ${shipping} shipping)`,
  columns: {
    order: "Order",
    date: "Date",
    buyer: "Buyer",
    items: "Items",
    total: "Total",
    delivery: "Delivery",
    status: "Status",
    actions: "Actions",
  },
  home: "Home",
  pickup: "Pickup",
  // The buyer's account notice when staff move their order (ours: issue 25).
  orderStatusNotice: (ref: string, status: string, detail: { trackingNumber?: string; refund?: number; reason?: string | null }) =>
    status === "cancelled"
      ? `Your order ${ref} was cancelled${detail.reason ? `: ${detail.reason}` : ""}.${detail.refund ? ` Your ${storeMessages.points(detail.refund)} are back.` : ""}`
      : status === "shipped"
        ? `Your order ${ref} has shipped.${detail.trackingNumber ? ` Tracking number: ${detail.trackingNumber}.` : ""}`
        : `Your order ${ref} is now ${storeMessages.statusOf(status).toLowerCase()}.`,

  idempotencyKeyReused: "This Idempotency-Key was already used with a different request. Use a new key for a new order.",
  onlyCancelledDeleted: "Only a cancelled order can be deleted: cancel it first.",
  staffMoved: (ref: string, status: string) => `Order ${ref} is now ${storeMessages.statusOf(status).toLowerCase()}.`,
  staffCancelled: (ref: string) => `Order ${ref} cancelled: points refunded and stock restored.`,
  pager: {
    showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${formatNumber(total, "en-GB")} orders`,
    previous: "Previous",
    next: "Next",
    page: (page: number, last: number) => `Page ${page} of ${last}`,
  },

} as const satisfies Catalogue;

const fr: Translation<typeof en> = {
  title: "Gestion des commandes",
  blurb: "Une commande ne fait qu'avancer ; une annulation rembourse les points et remet en stock une seule fois. L'acheteur est prévenu de chaque changement.",
  searchLabel: "Rechercher des commandes",
  buyerOrNumber: "Acheteur ou numéro de commande",
  searchPlaceholder: "nom, e-mail, utilisateur, #numéro",
  status: "Statut",
  allStatuses: "Tous les statuts",
  search: "Rechercher",
  clear: "Effacer",
  noMatch: "Aucune commande ne correspond à cette recherche.",
  empty: "Aucune commande pour l'instant.",
  caption: "Commandes",
  pages: "Pages des commandes",
  moveTo: "Passer à",
  newStatusOf: (ref: string) => `Nouveau statut de la commande ${ref}`,
  trackingNumber: "Numéro de suivi",
  optional: "facultatif",
  trackingOf: (ref: string) => `Numéro de suivi de la commande ${ref} (facultatif)`,
  update: "Mettre à jour",
  cancel: "Annuler",
  cancelQuestion: (ref: string, username: string, points: string) => `Annuler la commande ${ref} de ${username} ? ${points} lui sont rendus et les articles remis en vente.`,
  confirmCancel: "Oui, annuler",
  reasonRequired: "Raison (obligatoire)",
  reasonOf: (ref: string) => `Raison de l'annulation de la commande ${ref}`,
  delete: "Supprimer",
  deleteQuestion: (ref: string, username: string) =>
    `Supprimer la commande annulée ${ref} de ${username} ? Ses lignes et son historique disparaissent ; le registre des points et le journal d'audit gardent leurs lignes. Cette action est définitive.`,
  confirmDelete: "Oui, supprimer",
  deliverTo: "Livrer à",
  pickupMark: " (retrait)",
  showPhoneAddress: "Afficher téléphone et adresse",
  showPhone: "Afficher le téléphone",
  auditedView: "Chaque consultation est inscrite au journal d'audit.",
  shipping: "Livraison",
  estimated: "Prévue",
  delivered: "Livrée",
  notYet: "Pas encore",
  tracking: "Suivi",
  totalDetail: (subtotal: string, shipping: string) => `(${subtotal} + ${shipping} de livraison)`,
  columns: {
    order: "Commande",
    date: "Date",
    buyer: "Acheteur",
    items: "Articles",
    total: "Total",
    delivery: "Livraison",
    status: "Statut",
    actions: "Actions",
  },
  home: "Domicile",
  pickup: "Retrait",
  orderStatusNotice: (ref: string, status: string, detail: { trackingNumber?: string; refund?: number; reason?: string | null }) =>
    status === "cancelled"
      ? `Votre commande ${ref} a été annulée${detail.reason ? ` : ${detail.reason}` : ""}.${detail.refund ? ` Vos ${storeMessages.points(detail.refund)} vous sont rendus.` : ""}`
      : status === "shipped"
        ? `Votre commande ${ref} a été expédiée.${detail.trackingNumber ? ` Numéro de suivi : ${detail.trackingNumber}.` : ""}`
        : `Votre commande ${ref} est maintenant : ${storeMessages.statusOf(status).toLowerCase()}.`,
  idempotencyKeyReused: "Cette Idempotency-Key a déjà servi pour une autre requête. Utilisez une nouvelle clé pour une nouvelle commande.",
  onlyCancelledDeleted: "Seule une commande annulée peut être supprimée : annulez-la d'abord.",
  staffMoved: (ref: string, status: string) => `La commande ${ref} est maintenant : ${storeMessages.statusOf(status).toLowerCase()}.`,
  staffCancelled: (ref: string) => `Commande ${ref} annulée : points remboursés et stock rétabli.`,
  pager: {
    showing: (from: number, to: number, total: number) => `Commandes ${from} à ${to} sur ${formatNumber(total, "fr-FR")}`,
    previous: "Précédente",
    next: "Suivante",
    page: (page: number, last: number) => `Page ${page} sur ${last}`,
  },

};

export const storeAdminMessages = /*#__PURE__*/ localized(en, fr);
