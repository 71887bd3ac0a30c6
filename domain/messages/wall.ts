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
  cropTitle: "Recadrer l'image (16:9)", // (ours)
  zoom: "Zoom", // (ours)

  // Notices after an action (ours; §8 quotes only the moderators' ones).
  stadiumChosen: "Stade choisi",
  postPublished: "Post publié",
  /** After a comment sent without JavaScript: the page lands on its post (issue 41). */
  commentPublished: "Commentaire publié",
  duplicatePost: "Ce post vient déjà d'être publié.",
  postEdited: "Post modifié",
  postDeleted: "Post supprimé",
  commentHidden: "Commentaire masqué",
  commentDeleted: "Commentaire supprimé",

  // The comment service's refusals (ours).
  commentGone: "Ce commentaire n'existe plus",
  /** What a comment deleted while it had replies shows in its place (issue 25, as Reddit and Discourse). */
  deletedCommentPlaceholder: "[commentaire supprimé]",
  commentDeleteNotAllowed: "Vous n'avez pas l'autorisation de supprimer ce commentaire.",
  commentBlank: "Le commentaire est vide",
  commentAlreadyReported: "Vous avez déjà signalé ce commentaire",
  confirmDeleteComment: "Supprimer ce commentaire ? Cette action est définitive.", // (ours)

  // The /terrace screen (ours unless marked; community.md §2 "Stadium wall").
  ui: {
    /** The four reactions' names, read out beside their emoji (§5 Comments). */
    reactions: { peace: "Paix", respect: "Respect", handshake: "Poignée de main", heart_hand: "Cœur" },
    reactionsLabel: "Réactions",
    // The composer and the edit form.
    newPost: "Nouveau post",
    title: "Titre",
    content: "Contenu",
    category: "Catégorie",
    publishing: "Publication…",
    publish: "Publier",
    imageOptional: "Image (facultative)",
    croppedPreview: "Aperçu de l'image recadrée",
    edit: "Modifier",
    editPostLabel: (title: string) => `Modifier « ${title} »`,
    editPostHeading: "Modifier le post",
    /** The edit form's save; the bookmark is 'Favori' (issue 26: one word, one action). */
    save: "Enregistrer",
    currentImage: "Image actuelle",
    removeImage: "Retirer l'image",
    replaceImage: "Remplacer l'image (facultatif)",
    // A post's actions.
    like: "J'aime",
    /** A toggle (aria-pressed): the same name whether the post is among the favourites or not. */
    bookmark: "Favori",
    /** Every comment and reply the reader can see: the same number as seeComments (issue 41). */
    commentCount: (n: number) => (n === 1 ? "1 commentaire" : `${n} commentaires`),
    postMenu: "Menu du post",
    report: "Signaler",
    delete: "Supprimer",
    confirmDelete: "Oui, supprimer",
    // Comments and replies.
    comments: "Commentaires",
    comment: "Commentaire",
    commentPlaceholder: "Écrire un commentaire…",
    sendComment: "Commenter",
    seeComments: (n: number) => (n === 1 ? "Voir le commentaire" : `Voir les ${n} commentaires`),
    /** Beside the reader's own comments (a new one shows in its card under the top ones, issue 41). */
    yours: "Vous",
    commentPages: "Pages des commentaires",
    newerComments: "Commentaires plus récents",
    olderComments: "Commentaires plus anciens",
    pageOf: (page: number, pages: number) => `Page ${page} / ${pages}`,
    replyMenu: "Répondre / menu",
    replyLabel: "Réponse",
    reply: "Répondre",
    seeReplies: (n: number) => `Voir les ${n} réponses`,
    previousReplies: "Réponses précédentes",
    nextReplies: "Réponses suivantes",
    reportReason: "Raison du signalement",
    copy: "Copier",
    hide: "Masquer",
    // The wall around the posts.
    seats: (capacity: string) => `${capacity} places`,
    bookmarks: "Mes favoris",
    backToWall: "Retour au mur",
    stadiumInfo: "Le stade",
    club: "Club",
    city: "Ville",
    capacity: "Capacité",
    league: "Ligue",
    searchWall: "Rechercher dans le mur",
    search: "Rechercher",
    filter: "Filtrer",
    loading: "Chargement…",
    noBookmarks: "Aucun post enregistré",
    threadFeed: "Le post et ses commentaires",
    wallFeed: "Posts du stade",
    bookmarkPages: "Pages des favoris",
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    backToStart: "Retour au début",
    olderPosts: "Posts plus anciens",
  },
} as const satisfies Catalogue;
