// The stadium wall and its comments (French): community.md §2 "Stadium wall", §5 Post,
// Comments, Crop, §8 "Stadium wall and comments". Relative times: formatter("fr-FR").relative.
// Post image refusals: domain/uploads.ts (postImage).
import type { Catalogue } from "./index.ts";

export const wallMessages = {
  // Stadium chooser (§2; the hint is quoted in English).
  chooseStadiumHint: "Select your home stadium to get started",
  noStadiums: "Aucun stade disponible",
  retry: "Réessayer",
  loadStadiumsError: "Erreur lors du chargement des stades",
  changeStadium: "Changer de stade", // (ours: the spec names a Change Stadium button)

  // Posts: the list (§2 quotes the list's error and retry in English; §8 the French error).
  loadPostsError: "Erreur lors du chargement des posts",
  loadPostsErrorEn: "Error loading posts",
  tryAgain: "Try again",
  noPosts: "Aucun post pour le moment", // (ours)
  categories: {
    // The ids are the spec's (§9); the labels ours.
    all: "Toutes",
    general: "Général",
    news: "Actualités",
    transfer: "Transferts",
    match: "Match",
    training: "Entraînement",
    fan: "Fans",
  },

  // Create and edit (§5 Post, §8).
  titleRequired: "Le titre est obligatoire", // (ours)
  contentRequired: "Le contenu est obligatoire", // (ours)
  titleTooLong: (max: number) => `Le titre doit faire au plus ${max} caractères`, // (ours)
  contentTooLong: (max: number) => `Le contenu doit faire au plus ${max} caractères`, // (ours)
  stadiumRequired: "Choisissez un stade", // (ours)
  postGone: "Le post à modifier n'existe plus.",
  createPostError: "Erreur lors de la création du post.",
  notAllowed: "Vous n'avez pas l'autorisation pour cette action.",
  editPostError: "Erreur lors de la modification du post. Veuillez réessayer.",

  // Delete (§8).
  postAlreadyDeleted: "Le post a déjà été supprimé.",
  deleteNotAllowed: "Vous n'avez pas l'autorisation de supprimer ce post.",
  deletePostError: "Erreur lors de la suppression du post. Veuillez réessayer.",
  confirmDeletePost: "Supprimer ce post ? Cette action est définitive.", // (ours)

  // Report (§8).
  alreadyReported: "Vous avez déjà signalé ce post",
  postAlreadyHandled: "Le post a déjà été traité et supprimé par les modérateurs",
  reportPostError: "Erreur lors du signalement du post",
  postReported: "Post signalé avec succès",

  // Comments, reactions (§5 Comments, §8).
  createCommentError: "Erreur lors de la création du commentaire",
  reactionError: "Erreur lors de la réaction",
  reportError: "Erreur lors du signalement",
  copyError: "Erreur lors de la copie",
  imageUploadError: "Erreur lors de l'upload de l'image",
  commentReported: "Commentaire signalé avec succès",
  commentCopied: "Commentaire copié dans le presse-papier",
  reportReasonRequired: "Indiquez la raison du signalement", // (ours: the spec asks for a reason by a prompt)
  /** A reply starts with @ and the parent author's name (§5). */
  replyPrefix: (author: string) => `@${author} `,

  // Image crop (§2).
  cancel: "Annuler",
  applyCrop: "Appliquer le recadrage",
} as const satisfies Catalogue;
