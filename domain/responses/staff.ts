// Response schemas of the staff's routes (issue 27): moderation queues, bans, histories, the
// audit log, user admin and data imports. Declared by api/routes/*, documented in
// /api/openapi.json, held to in the integration tests (decision 034).
import { z } from "zod";
import { staffUserShape, jobReportShape } from "./shapes";

/** The header of a page answered as a bare array. */
export const TOTAL_COUNT = { "X-Total-Count": { description: "How many rows match the filters", schema: { type: "integer" as const } } };

/** GET /admin/chat/reported-messages 200 (5 samples) */
export const reportedMessagesSchema = z.array(z.object({
  id: z.string(),
  userId: z.string(),
  user: z.object({
    username: z.string(),
    avatar: z.string(),
    isChatBanned: z.boolean(),
  }),
  roomId: z.string(),
  roomName: z.string(),
  type: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  timestamp: z.string(),
  hidden: z.boolean(),
  reportsCount: z.number(),
  reportedBy: z.array(z.object({
    username: z.string(),
    reason: z.string(),
    timestamp: z.number(),
  })),
}));

/** DELETE /admin/chat/messages/:id 200; DELETE /posts-moderation/admin/posts/:id 200; DELETE /comments-moderation/admin/comments/:id 200 (13 samples) */
export const removedSchema = z.object({
  success: z.boolean().optional(),
  messageId: z.string().optional(),
  id: z.number().optional(),
  deleted: z.boolean().optional(),
});

/** POST /admin/chat/messages/:id/clear-reports 200 (2 samples) */
export const clearedSchema = z.object({
  success: z.boolean(),
});

/** GET /posts-moderation/admin/banned-users 200; GET /comments-moderation/admin/banned-users 200 */
export const bannedUsersSchema = z.array(z.object({
  id: z.number(),
  userId: z.string(),
  username: z.string(),
  teamName: z.string(),
  avatar: z.string(),
  reason: z.string(),
  createdAt: z.number(),
  endsAt: z.number().nullable(),
  bannedByUsername: z.string().nullable(),
}));

/** GET /admin/users/chat-banned 200 */
export const chatBannedUsersSchema = z.array(z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  chatBannedAt: z.number(),
  chatBanReason: z.string(),
  chatBanEndsAt: z.number().nullable(),
  bannedByUsername: z.string().nullable(),
}));

/** POST /admin/users/:id/ban-chat 200; POST /admin/users/:id/unban-chat 200; POST /posts-moderation/admin/ban-user/:id 200; POST /posts-moderation/admin/unban-user/:id 200; POST /comments-moderation/admin/ban-user/:id 200; POST /comments-moderation/admin/unban-user/:id 200 (20 samples) */
export const banResultSchema = z.object({
  userId: z.string(),
  username: z.string(),
  scope: z.string(),
  reason: z.string().optional(),
  endsAt: z.number().nullable().optional(),
  createdAt: z.number().optional(),
});

/** POST /admin/moderation/bulk 200 (6 samples) */
export const bulkResultSchema = z.object({
  done: z.array(z.string()),
  failed: z.array(z.object({
    itemId: z.string(),
    status: z.number(),
    message: z.string(),
  })),
  bannedUsers: z.array(z.string()),
});

/** GET /admin/moderation/:kind/ids 200 (1 samples) */
export const caseIdsSchema = z.object({
  itemIds: z.array(z.string()),
  total: z.number(),
});

/** GET /posts-moderation/admin/reported-posts 200 (11 samples) */
export const reportedPostsSchema = z.array(z.object({
  id: z.number(),
  authorId: z.string(),
  author: z.object({
    username: z.string(),
    teamName: z.string(),
    avatar: z.string(),
    isPostBanned: z.boolean(),
  }),
  stadium: z.object({
    name: z.string(),
    club: z.string(),
  }),
  createdAt: z.number(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  likesCount: z.number(),
  commentsCount: z.number(),
  category: z.string(),
  hidden: z.boolean(),
  reportsCount: z.number(),
  reportedBy: z.array(z.object({
    username: z.string(),
    reason: z.string(),
    timestamp: z.number(),
  })),
}));

/** GET /comments-moderation/admin/reported-comments 200 (3 samples) */
export const reportedCommentsSchema = z.array(z.object({
  id: z.number(),
  authorId: z.string(),
  author: z.object({
    username: z.string(),
    teamName: z.string(),
    avatar: z.string(),
    isCommentBanned: z.boolean(),
  }),
  createdAt: z.number(),
  parentCommentId: z.number().nullable(),
  content: z.string(),
  post: z.object({
    id: z.number(),
    title: z.string(),
    stadium: z.object({
      name: z.string(),
      club: z.string(),
    }),
  }),
  hidden: z.boolean(),
  reportsCount: z.number(),
  reportedBy: z.array(z.object({
    username: z.string(),
    timestamp: z.number(),
    reason: z.string(),
  })),
}));

/** POST /posts-moderation/admin/clear-reports/:id 200; POST /comments-moderation/admin/clear-reports/:id 200 (5 samples) */
export const successSchema = z.object({
  success: z.boolean(),
});

/** GET /posts-moderation/admin/history/:id 200; GET /comments-moderation/admin/history/:id 200 (2 samples) */
export const moderationHistorySchema = z.array(z.object({
  id: z.number(),
  action: z.string(),
  actorLabel: z.string(),
  targetKind: z.string(),
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.number(),
}));

/** GET /admin/audit 200 (2 samples) */
export const auditPageSchema = z.object({
  entries: z.array(z.object({
    id: z.number(),
    actorId: z.string().nullable(),
    actorLabel: z.string(),
    action: z.string(),
    targetKind: z.string(),
    targetId: z.string(),
    targetLabel: z.string().nullable(),
    subjectUserId: z.string().nullable(),
    reason: z.string().nullable(),
    before: z.unknown().meta({ description: "What the action changed, as it was (JSON; its shape depends on the action)" }),
    after: z.unknown().meta({ description: "What the action changed, as it became (JSON)" }),
    createdAt: z.number(),
  })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** GET /admin/users 200 (33 samples) */
export const adminUserPageSchema = z.object({
  users: z.array(z.object({
    id: z.string(),
    username: z.string(),
    teamName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    points: z.number(),
    createdAt: z.string(),
    lastLogin: z.string().nullable(),
    deactivatedReason: z.string().nullable(),
    deactivatedUntil: z.string().nullable(),
    bans: z.array(z.object({
      scope: z.string(),
      reason: z.string(),
      endsAt: z.string().nullable(),
    })),
  })),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

/** GET /admin/users/:id 200 (8 samples) */
export const userFileSchema = z.object({
  user: staffUserShape,
  contact: z.object({
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }).nullable(),
  bans: z.array(z.object({
    scope: z.string(),
    reason: z.string(),
    endsAt: z.string().nullable(),
  })),
  standing: z.object({ totalPoints: z.number(), rank: z.number().nullable() }).nullable(),
  pointsHistory: z.object({
    entries: z.array(z.object({
      id: z.number(),
      amount: z.number(),
      reason: z.string(),
      key: z.string(),
      createdAt: z.string(),
    })),
    total: z.number(),
    balance: z.number(),
  }),
  teams: z.array(z.object({ id: z.string(), gameweek: z.number(), teamName: z.string(), totalPoints: z.number(), rank: z.number().nullable() })),
  moderationHistory: z.array(z.object({
    id: z.number(),
    action: z.string(),
    actorLabel: z.string(),
    targetKind: z.string(),
    targetLabel: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })),
});

/** PUT /admin/users/:id 200; PATCH /admin/users/:id/status 200 (29 samples) */
export const adminUserEnvelopeSchema = z.object({
  user: staffUserShape,
});

/** DELETE /admin/users/:id 200 (6 samples) */
export const userDeletedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  id: z.string(),
});

/** PATCH /admin/users/:id 200 (8 samples) */
export const adminUserUpdatedSchema = staffUserShape;

/** POST /admin/players-fpl/extract 200; POST /admin/players-fpl/extract 409 (9 samples) */
export const playerExtractionSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  extracted: z.number(),
  backup: z.object({
    tableName: z.string(),
    createdAt: z.string(),
    playerCount: z.number(),
  }).optional(),
  changes: z.object({
    added: z.number(),
    removed: z.number(),
    priceChanges: z.number(),
    addedPlayers: z.array(z.object({
      id: z.number(),
      webName: z.string(),
    })),
    removedPlayers: z.array(z.object({
      id: z.number(),
      webName: z.string(),
    })),
    prices: z.array(z.object({
      id: z.number(),
      webName: z.string(),
      from: z.number(),
      to: z.number(),
    })),
  }),
  pruned: z.array(z.string()).optional(),
  needsConfirmation: z.boolean().optional(),
  reasons: z.array(z.string()).optional(),
  confirmation: z.string().optional(),
  /** A held extraction: the saved teams of gameweeks not completed that pick a player it would remove. */
  teamsHoldingRemoved: z.number().optional(),
});

/** POST /admin/teams-fpl/extract 200 (2 samples) */
export const teamExtractionSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  extracted: z.number(),
  filePath: z.string(),
});

/** GET /admin/players-fpl/backups 200 (18 samples) */
export const backupsSchema = z.object({
  success: z.boolean(),
  backups: z.array(z.object({
    id: z.number(),
    tableName: z.string(),
    createdAt: z.string(),
    playerCount: z.number(),
  })),
});

/** POST /admin/clock 200 (2 samples) */
export const clockSchema = jobReportShape;

/** POST /admin/players-fpl/restore/:id 200 (4 samples) */
export const restoreSchema = z.object({
  success: z.boolean(),
  restored: z.number(),
  backup: z.object({
    tableName: z.string(),
    createdAt: z.string(),
    playerCount: z.number(),
  }),
  message: z.string(),
});

/** GET /admin/moderation/:kind/reported 200: a page of reported team votes or player polls (decision 040). */
export const reportedVotesSchema = z.array(z.object({
  id: z.string(),
  kind: z.enum(["team_vote", "player_vote"]),
  authorId: z.string(),
  author: z.object({
    username: z.string(),
    teamName: z.string(),
    avatar: z.string().nullable(),
    isPostBanned: z.boolean(),
  }),
  createdAt: z.number(),
  gameweek: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  ratings: z.number(),
  hidden: z.boolean(),
  reportsCount: z.number(),
  reportedBy: z.array(z.object({
    username: z.string(),
    reason: z.string(),
    timestamp: z.number(),
  })),
}));
