// The stadium wall and its comments, in English and French (issue 45; the spec's French texts are the French catalogue's): community.md §2 "Stadium wall", §5 Post,
// Comments, Crop, §8 "Stadium wall and comments". Relative times: formatter(currentLocale()).relative.
// Post image refusals: domain/uploads.ts (postImage).
import { plural } from "../format.ts";
import { localized, type Catalogue } from "./index.ts";

const en = {
  // Stadium chooser (§2; the hint is quoted in English).
  chooseStadiumHint: "Select your home stadium to get started",
  noStadiums: "No stadium available",
  retry: "Retry",
  loadStadiumsError: "Error loading stadiums",
  changeStadium: "Change stadium",

  // Posts: the list (§2 quotes the list's error and retry in English).
  loadPostsError: "Error loading posts",
  loadPostsErrorEn: "Error loading posts",
  tryAgain: "Try again",
  noPosts: "No posts yet",
  categories: {
    all: "All",
    general: "General",
    news: "News",
    transfer: "Transfers",
    match: "Match",
    training: "Training",
    fan: "Fans",
  },

  // Create and edit.
  titleRequired: "The title is required",
  contentRequired: "The content is required",
  titleTooLong: (max: number) => `The title must be at most ${max} characters`,
  contentTooLong: (max: number) => `The content must be at most ${max} characters`,
  stadiumRequired: "Choose a stadium",
  postGone: "The post to edit no longer exists.",
  createPostError: "Error creating the post.",
  notAllowed: "You are not allowed to do this.",
  editPostError: "Error editing the post. Please try again.",

  // Delete.
  postAlreadyDeleted: "The post has already been deleted.",
  deleteNotAllowed: "You are not allowed to delete this post.",
  deletePostError: "Error deleting the post. Please try again.",
  confirmDeletePost: "Delete this post? This cannot be undone.",

  // Report.
  alreadyReported: "You have already reported this post",
  postAlreadyHandled: "The post has already been handled and removed by the moderators",
  reportPostError: "Error reporting the post",
  postReported: "Post reported",

  // Comments, reactions.
  createCommentError: "Error creating the comment",
  reactionError: "Error adding the reaction",
  reportError: "Error sending the report",
  copyError: "Error copying",
  imageUploadError: "Error uploading the image",
  commentReported: "Comment reported",
  commentCopied: "Comment copied to the clipboard",
  reportReasonRequired: "Give the reason for the report",
  /** A reply starts with @ and the parent author's name (§5). */
  replyPrefix: (author: string) => `@${author} `,

  // Image crop (§2).
  cancel: "Cancel",
  applyCrop: "Apply crop",
  cropTitle: "Crop the image (16:9)",
  zoom: "Zoom",

  // Notices after an action.
  stadiumChosen: "Stadium chosen",
  postPublished: "Post published",
  commentPublished: "Comment published",
  duplicatePost: "This post has just been published already.",
  postEdited: "Post edited",
  postDeleted: "Post deleted",
  commentHidden: "Comment hidden",
  commentDeleted: "Comment deleted",

  // The comment service's refusals.
  commentGone: "This comment no longer exists",
  /** What a comment deleted while it had replies shows in its place (issue 25). */
  deletedCommentPlaceholder: "[comment deleted]",
  commentDeleteNotAllowed: "You are not allowed to delete this comment.",
  commentBlank: "The comment is empty",
  commentTooLong: (max: number) => `At most ${max} characters`,
  capacityNotWhole: "The capacity must be a whole number",
  commentAlreadyReported: "You have already reported this comment",
  confirmDeleteComment: "Delete this comment? This cannot be undone.",

  // The /terrace screen (community.md §2 "Stadium wall").
  ui: {
    /** The four reactions' names (§5 Comments). */
    reactions: { peace: "Peace", respect: "Respect", handshake: "Handshake", heart_hand: "Heart" },
    reactionsLabel: "Reactions",
    newPost: "New post",
    title: "Title",
    content: "Content",
    category: "Category",
    publishing: "Publishing…",
    publish: "Publish",
    imageOptional: "Image (optional)",
    croppedPreview: "Preview of the cropped image",
    edit: "Edit",
    editPostLabel: (title: string) => `Edit “${title}”`,
    editPostHeading: "Edit the post",
    /** The edit form's save; the bookmark is 'Bookmark' (issue 26: one word, one action). */
    save: "Save",
    currentImage: "Current image",
    removeImage: "Remove the image",
    replaceImage: "Replace the image (optional)",
    like: "Like",
    /** A toggle (aria-pressed). */
    bookmark: "Bookmark",
    /** Every comment and reply the reader can see (issue 41). */
    commentCount: (n: number) => plural("en-GB", n, { one: `${n} comment`, other: `${n} comments` }),
    postMenu: "Post menu",
    report: "Report",
    delete: "Delete",
    confirmDelete: "Yes, delete",
    comments: "Comments",
    comment: "Comment",
    commentPlaceholder: "Write a comment…",
    sendComment: "Comment",
    seeComments: (n: number) => (n === 1 ? "See the comment" : plural("en-GB", n, { one: `See ${n} comment`, other: `See the ${n} comments` })),
    yours: "You",
    commentPages: "Comment pages",
    newerComments: "Newer comments",
    olderComments: "Older comments",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    replyMenu: "Reply / menu",
    replyLabel: "Reply",
    reply: "Reply",
    seeReplies: (n: number) => plural("en-GB", n, { one: `See ${n === 1 ? "the" : n} reply`, other: `See the ${n} replies` }),
    previousReplies: "Previous replies",
    nextReplies: "Next replies",
    reportReason: "Reason for the report",
    copy: "Copy",
    hide: "Hide",
    seats: (capacity: string) => `${capacity} seats`,
    bookmarks: "My bookmarks",
    backToWall: "Back to the wall",
    stadiumInfo: "The stadium",
    club: "Club",
    city: "City",
    capacity: "Capacity",
    league: "League",
    searchWall: "Search the wall",
    search: "Search",
    filter: "Filter",
    loading: "Loading…",
    noBookmarks: "No saved posts",
    threadFeed: "The post and its comments",
    wallFeed: "Stadium posts",
    bookmarkPages: "Bookmark pages",
    previousPage: "Previous page",
    nextPage: "Next page",
    backToStart: "Back to the start",
    olderPosts: "Older posts",
  },
} as const satisfies Catalogue;

const fr = {
  // Stadium chooser (§2; the hint is quoted in English).
  chooseStadiumHint: "Choisissez votre stade pour commencer",
  noStadiums: "Aucun stade disponible",
  retry: "Réessayer",
  loadStadiumsError: "Erreur lors du chargement des stades",
  changeStadium: "Changer de stade", // (ours: the spec names a Change Stadium button)

  // Posts: the list (§2 quotes the list's error and retry in English; §8 the French error).
  loadPostsError: "Erreur lors du chargement des posts",
  loadPostsErrorEn: "Erreur lors du chargement des posts",
  tryAgain: "Réessayer",
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
  commentTooLong: (max: number) => `${max} caractères au maximum`,
  capacityNotWhole: "La capacité doit être un nombre entier",
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
    commentCount: (n: number) => plural("fr-FR", n, { one: `${n} commentaire`, other: `${n} commentaires` }),
    postMenu: "Menu du post",
    report: "Signaler",
    delete: "Supprimer",
    confirmDelete: "Oui, supprimer",
    // Comments and replies.
    comments: "Commentaires",
    comment: "Commentaire",
    commentPlaceholder: "Écrire un commentaire…",
    sendComment: "Commenter",
    seeComments: (n: number) => (n === 1 ? "Voir le commentaire" : plural("fr-FR", n, { one: `Voir ${n} commentaire`, other: `Voir les ${n} commentaires` })),
    /** Beside the reader's own comments (a new one shows in its card under the top ones, issue 41). */
    yours: "Vous",
    commentPages: "Pages des commentaires",
    newerComments: "Commentaires plus récents",
    olderComments: "Commentaires plus anciens",
    pageOf: (page: number, pages: number) => `Page ${page} / ${pages}`,
    replyMenu: "Répondre / menu",
    replyLabel: "Réponse",
    reply: "Répondre",
    seeReplies: (n: number) => plural("fr-FR", n, { one: `Voir ${n === 1 ? "la" : n} réponse`, other: `Voir les ${n} réponses` }),
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
};

export const wallMessages = localized(en, fr);
