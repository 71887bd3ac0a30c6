// Response schemas of the community's routes (issue 27): leaks, votes, stadiums and their walls,
// chat, store and uploads. Declared by api/routes/*, documented in /api/openapi.json, held to in the
// integration tests (decision 034).
import { z } from "zod";
import { offsetPage, teamVoteScoresShape, commentReactionsShape, matchEventShape, deliveryInfoShape, stadiumShape, leakFields, leakShape, stadiumNamesShape, commentShape, pollPlayerShape, orderShape, staffOrderShape, authorShape } from "./shapes";
import { postRow, productRow, productSizeRow, teamVoteRow } from "./rows";

const side = z.object({ teamId: z.number(), name: z.string(), shortName: z.string(), score: z.number().nullable() });
/** A live match room's scoreboard (domain/chat.ts MatchScore). */
const matchScoreSchema = z.object({
  fixtureId: z.number(),
  gameweek: z.number().nullable(),
  kickoffTime: z.string().nullable(),
  home: side,
  away: side,
  started: z.boolean(),
  finished: z.boolean(),
  minutes: z.number(),
});
/** A deleted account's mark (decision 016, issue 45): its name is "" over the sockets; REST answers give the reader's label ('Deleted user'). */
const erasedMark = z.literal(true).optional().meta({ description: "Set on a deleted account: the name is its reader's label for a deleted user (REST), or \"\" (socket frames, where each screen names it in its language)" });
/** Someone in a chat room (domain/chat.ts Participant). */
const participantSchema = z.object({ userId: z.string(), username: z.string(), avatar: z.string(), isOnline: z.boolean(), lastSeen: z.string(), joinedAt: z.string(), erased: erasedMark });
/** A match room's system line (issue 45): a key and values, each client renders it in its reader's language. */
const systemLineSchema = z.object({ key: z.string(), values: z.object({ who: z.string(), points: z.number(), value: z.number(), score: z.string(), homeName: z.string(), awayName: z.string() }) });
/** A reaction on a chat message: the emoji, how many, and who. */
const chatReactionSchema = z.object({ emoji: z.string(), count: z.number(), users: z.array(z.string()) });

/** An upload's multipart form: the file under its field's name. */
export const uploadFormSchema = (field: string) => z.object({ [field]: z.file().meta({ description: "The file" }) });

/** POST /realtime/ticket 200 (150 samples) */
export const realtimeTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
  /** How many connections the ticket opens (decision 034 on chat connection states). */
  uses: z.number().int(),
});

/** GET /products 200 (2 samples) */
export const catalogueSchema = z.object({
  products: z.array(productRow.extend({
    dateAdded: z.string(),
    tags: z.array(z.string()),
    sizes: z.record(z.string(), z.number()),
    sizeList: z.array(productSizeRow.pick({ size: true, stock: true })),
    totalStock: z.number(),
    badge: z.string().nullable(),
  })),
  categories: z.array(z.object({
    id: z.string(),
    name: z.string(),
    icon: z.string(),
  })),
  settings: z.object({
    freeShippingThreshold: z.number(),
    maxItemsPerOrder: z.number(),
    pointsToEuroRate: z.number(),
  }),
});

/** GET /cart 200; PUT /cart 200 (125 samples) */
export const cartSchema = z.object({
  items: z.array(z.object({
    userId: z.string().optional(),
    productId: z.string(),
    size: z.string(),
    quantity: z.number(),
    addedAt: z.number().optional(),
    name: z.string(),
    imageUrl: z.string(),
    unitPrice: z.number(),
    lineTotal: z.number(),
    stock: z.number(),
  })),
  count: z.number(),
  subtotal: z.number(),
  capped: z.boolean().optional(),
});

/** POST /orders 201; POST /orders 200; POST /orders/:id/cancel 200; PUT /orders/admin/:id 200 (113 samples) */
export const orderEnvelopeSchema = z.object({
  order: orderShape,
});

/** GET /orders/user/:userId 200 (3 samples): the user's own orders, or as staff read them (no delivery phone or address). */
export const ordersEnvelopeSchema = z.object({
  orders: z.array(z.union([orderShape, staffOrderShape])),
});

/** PUT /orders/admin/:id 200: the order as staff read it. */
export const staffOrderEnvelopeSchema = z.object({
  order: staffOrderShape,
});

/** GET /orders/admin/:id/delivery 200: an order's delivery details (admins; the read is audited). */
export const orderDeliverySchema = z.object({
  id: z.string(),
  // As the checkout wrote it, the terms aside, with the country.
  deliveryInfo: deliveryInfoShape.omit({ acceptTerms: true }).extend({ country: z.string() }),
});

/** GET /orders/admin 200 (10 samples) */
export const adminOrdersSchema = offsetPage("orders", staffOrderShape.extend({ username: z.string() }));

/** DELETE /orders/admin/:id 200 (1 samples) */
export const orderDeletedSchema = z.object({
  order: staffOrderShape,
});

/** A poll's two players' counts (votes, percentages). */
const perPlayer = z.object({ player1: z.number(), player2: z.number() });

/** GET /votes 200 (6 samples) */
export const votesListSchema = z.object({
  teamVotes: z.array(teamVoteRow.pick({ id: true, authorId: true, title: true, description: true, imageUrl: true, gameweek: true, formation: true, ratings: true }).extend({
    authorName: z.string(),
    createdAt: z.string(),
    tags: z.array(z.string()),
    scores: teamVoteScoresShape,
    voteCounts: teamVoteScoresShape,
    mean: z.number(),
    ranking: z.number(),
    ownerTeam: z.boolean(),
    hasVotedOnTeam: z.boolean(),
    myRating: teamVoteScoresShape.nullable(),
    closed: z.boolean(),
    team: z.object({
      teamName: z.string(),
      players: z.array(z.object({
        id: z.number(),
        webName: z.string(),
        team: z.string(),
        position: z.string(),
        slot: z.string(),
        captain: z.boolean(),
      })),
    }).nullable(),
  })),
  playerVotes: z.array(z.object({
    id: z.string(),
    authorId: z.string(),
    authorName: z.string(),
    title: z.string(),
    description: z.string(),
    createdAt: z.string(),
    gameweek: z.number(),
    action: z.string(),
    player1: pollPlayerShape.nullable(),
    player2: pollPlayerShape.nullable(),
    votes: perPlayer,
    percent: perPlayer,
    totalVotes: z.number(),
    tags: z.array(z.string()),
    ownerPoll: z.boolean(),
    myChoice: z.string().nullable(),
    closed: z.boolean(),
  })),
});

/** POST /votes/teams 201 (5 samples) */
export const teamVoteSchema = z.object({
  id: z.string(),
});

/** POST /votes/players 201 (14 samples) */
export const playerVoteSchema = teamVoteSchema;

/** POST /votes/teams/:id/vote 200 (22 samples) */
export const teamVoteResultSchema = z.object({
  success: z.boolean(),
  scores: teamVoteScoresShape,
  voteCounts: teamVoteScoresShape,
  mean: z.number(),
  ratings: z.number(),
});

/** POST /votes/players/:id/vote 200 (11 samples) */
export const playerVoteResultSchema = z.object({
  success: z.boolean(),
  choice: z.string(),
  votes: perPlayer,
  totalVotes: z.number(),
});

/** GET /leaks 200 (5 samples) */
export const leakFeedSchema = z.object({
  leaks: z.array(leakShape),
  nextCursor: z.string().nullable(),
  hot: z.array(leakFields.pick({ id: true, title: true, note: true, category: true, publishDate: true, addedByName: true })).optional(),
  topContributors: z.array(z.object({
    userId: z.string(),
    score: z.number(),
    leaks: z.number(),
    username: z.string(),
  })).optional(),
});

/** POST /leaks 201; PUT /leaks/admin/:id 200; GET /leaks/:id 200 (26 samples) */
export const leakSchema = leakShape;

/** GET /leaks/admin 200 (1 samples) */
export const adminLeaksSchema = offsetPage("rows", leakFields.extend({ votes: z.number() }));

/** DELETE /leaks/admin/:id 200 (2 samples) */
export const leakDeletedSchema = z.object({
  id: z.number(),
  deleted: z.boolean(),
});

/** POST /leaks/:id/vote 200 (165 samples) */
export const leakVotedSchema = z.object({
  id: z.number(),
  note: z.number(),
  myVote: z.number(),
});

/** GET /stadiums 200; GET /stadiums/search 200; GET /stadiums/league/:league 200; GET /stadiums/country/:country 200; GET /stadiums/club/:club 200 (47 samples) */
export const stadiumListSchema = z.array(stadiumShape);

/** POST /stadiums 201; GET /stadiums/:id 200; POST /stadiums/:id/update 200; POST /stadiums/:id/archive 200 (18 samples) */
export const stadiumSchema = stadiumShape;

/** GET /stadiums/mine 200; POST /stadiums/mine 200 (32 samples) */
export const myStadiumSchema = z.object({
  stadium: stadiumShape.nullable(),
});

/** POST /stadiums/posts 201; GET /stadiums/posts/:id 200; POST /stadiums/posts/:id/update 200 (97 samples) */
/** A post of a wall: the table's columns, its author and stadium, and the reader's like and bookmark. */
const postFields = postRow.extend({
  author: authorShape,
  stadium: stadiumNamesShape,
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
});
export const postSchema = postFields;

/** GET /stadiums/bookmarks 200; GET /stadiums/:id/posts 200 (8 samples) */
export const postPageSchema = z.object({
  posts: z.array(postFields.extend({ updatedAt: z.union([z.number(), z.string()]).nullable() })),
  nextCursor: z.number().nullable().optional(),
});

/** DELETE /stadiums/posts/:id 200; POST /stadiums/comments/hide 200; DELETE /stadiums/comments/:id 200; DELETE /stadiums/:id 200 (18 samples) */
export const successSchema = z.object({
  id: z.number().optional(),
  deleted: z.boolean().optional(),
  commentId: z.number().optional(),
  hidden: z.boolean().optional(),
});

/** POST /stadiums/posts/:id/like 200 (34 samples) */
export const likeToggleSchema = z.object({
  isLiked: z.boolean(),
  likesCount: z.number(),
});

/** POST /stadiums/posts/:id/bookmark 200 (35 samples) */
export const bookmarkToggleSchema = z.object({
  isBookmarked: z.boolean(),
});

/** GET /stadiums/posts/:id/like-status 200 (1 samples) */
export const likeStatusSchema = likeToggleSchema;

/** GET /stadiums/posts/:id/bookmark-status 200 (1 samples) */
export const bookmarkStatusSchema = bookmarkToggleSchema;

/** GET /stadiums/posts/:id/comments 200 */
export const commentPageSchema = z.object({
  // A top-level comment, with its first replies in the preview (?preview=1).
  comments: z.array(commentShape.extend({ replies: z.array(commentShape).optional() })),
  total: z.number(),
});

/** GET /stadiums/comments/:id/replies 200 */
export const replyPageSchema = z.object({
  replies: z.array(commentShape),
  total: z.number(),
});

/** POST /stadiums/comments 201 (108 samples) */
export const commentSchema = commentShape;

/** POST /stadiums/comments/react 200 (116 samples) */
export const reactionResultSchema = z.object({
  commentId: z.number(),
  userReaction: z.string().nullable(),
  reactions: commentReactionsShape,
});

/** POST /stadiums/comments/report 200; POST /chat/messages/:id/report 200; POST /posts-moderation/report/:postId 200 (65 samples) */
export const reportResultSchema = z.object({
  reporters: z.number(),
  hidden: z.boolean(),
  success: z.boolean().optional(),
}).nullable();

/** GET /stadiums/comments/:id/reactions 200 (5 samples) */
export const reactionCountsSchema = z.object({
  commentId: z.number(),
  reactions: commentReactionsShape,
});

/** GET /stadiums/comments/:id/user-reaction 200 (4 samples) */
export const userReactionSchema = z.object({
  commentId: z.number(),
  userReaction: z.string().nullable(),
});

/** GET /chat/rooms 200 (9 samples) */
export const chatRoomsSchema = z.object({
  rooms: z.array(z.object({
    id: z.string(),
    name: z.string().meta({ description: "The room's name in the reader's language (fixed rooms), or its club's or match's" }),
    description: z.string().meta({ description: "The room's description in the reader's language" }),
    icon: z.string().meta({ description: "The room's icon: the name of a Lucide icon (https://lucide.dev/icons), e.g. 'messages-square'; never an emoji (issue 45)" }),
    color: z.string(),
    isPublic: z.boolean(),
    maxParticipants: z.number(),
    createdAt: z.string(),
    kind: z.string(),
    teamId: z.number().nullable(),
    match: matchScoreSchema.nullable(),
    canEnter: z.boolean(),
    onlineCount: z.number(),
    participants: z.array(participantSchema),
  })),
  settings: z.object({
    maxMessageLength: z.number(),
    maxFileSize: z.number(),
    allowedFileTypes: z.array(z.string()),
  }),
});

/** GET /chat/rooms/:id/messages 200 (24 samples) */
const chatMessageShape = z.object({
  id: z.string(),
  roomId: z.string(),
  userId: z.string(),
  username: z.string(),
  erased: erasedMark,
  avatar: z.string(),
  type: z.string(),
  content: z.string().meta({ description: "The text; a system message's line in the reader's language" }),
  imageUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  timestamp: z.string(),
  edited: z.boolean(),
  reactions: z.array(chatReactionSchema),
  replyTo: z.object({
    messageId: z.string(),
    username: z.string(),
    erased: erasedMark,
    content: z.string().meta({ description: "The quoted text cut to 50 characters, or what stands for it in the reader's language (an unavailable original, an image, a voice message, a system line)" }),
    type: z.enum(["image", "audio", "system"]).optional().meta({ description: "The quoted message's type when not text" }),
    system: systemLineSchema.optional(),
    unavailable: z.literal(true).optional().meta({ description: "The original is hidden from the reader or removed: nothing of it is sent" }),
  }).nullable(),
  event: matchEventShape.nullable(),
  system: systemLineSchema.nullable().optional(),
});

export const chatHistorySchema = z.object({
  messages: z.array(chatMessageShape),
  hasMore: z.boolean(),
});

/** POST /chat/rooms/:id/messages 201 (97 samples) */
export const chatMessageEnvelopeSchema = z.object({
  message: chatMessageShape,
});

/** POST /chat/messages/:id/reactions 200 (42 samples) */
export const chatReactionsSchema = z.object({
  messageId: z.string(),
  reactions: z.array(chatReactionSchema),
});

/** POST /uploads/leaks 201; POST /uploads/votes 201; POST /upload/post-image 201; POST /uploads/chat 201; POST /uploads/stadiums 201 (51 samples) */
export const fileUrlSchema = z.object({
  fileUrl: z.string(),
});

/** DELETE /votes/teams/:id 200; DELETE /votes/players/:id 200 (decision 040) */
export const voteDeletedSchema = z.object({
  id: z.string(),
  deleted: z.boolean(),
});
