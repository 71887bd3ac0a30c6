// Response schemas of the game's routes (issue 27): what /api answers about accounts, reference
// data, challenges, teams, leaderboards and the profile. Declared by api/routes/*, documented in
// /api/openapi.json, held to in the integration tests (decision 034).
import { z } from "zod";
import { leagueRowShape, leagueShape, jobReportShape, playerShape, userShape, savedTeamShape } from "./shapes";
import { registerSchema } from "../accounts";

/** A player a challenge's rules name: his id, or a name. */
const playerRefSchema = z.union([z.number(), z.string()]);
/** A challenge's rules as the API gives them (domain/challenge-rules.ts ChallengeRulesWire; budget in £m). */
const challengeRulesWireSchema = z
  .object({
    budget: z.number(),
    maxPlayersPerTeam: z.number(),
    mustHavePlayer: z.array(playerRefSchema),
    mustExcludePlayer: z.array(playerRefSchema),
    mustHavePlayerFromTeam: z.array(z.object({ team: z.string(), count: z.number() })),
    minPlayersFromTeam: z.object({ team: z.string(), count: z.number(), position: z.literal("captain").optional() }).nullable(),
  })
  .meta({ id: "ChallengeRules" });

/** A completed gameweek's winner. */
const championSchema = z.object({ username: z.string(), teamName: z.string(), totalPoints: z.number() });

/** A file field of a multipart form. */
const file = z.file().meta({ description: "The file (multipart)" });

/** POST /auth/register as multipart: the registration's fields, and an avatar file. */
export const registerMultipartSchema = registerSchema.extend({ avatarFile: file.optional() });

/** POST /users/me/avatar as multipart: an avatar file (or a preset's name in `avatar`). */
export const avatarMultipartSchema = z.object({ avatar: z.union([file, z.string()]).optional(), avatarFile: file.optional() });

/** POST /auth/login 200; POST /auth/register 201 (770 samples) */
export const sessionSchema = z.object({
  access_token: z.string(),
  expiresAt: z.number(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    teamName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string(),
    securityQuestion: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    points: z.number(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    createdAt: z.string(),
    lastLogin: z.string().nullable(),
  }),
  recoveryAttempts: z.number().optional(),
});

/** POST /auth/logout 200 (3 samples) */
export const okSchema = z.object({
  ok: z.boolean(),
});

/** POST /auth/forgot-password/request 200; POST /auth/forgot-password/verify 200; POST /auth/forgot-password/reset 200 (25 samples) */
export const forgotAnswerSchema = z.object({
  securityQuestion: z.string().optional(),
  resetToken: z.string().optional(),
  message: z.string().optional(),
});

/** GET /auth/me 200 (4 samples) */
export const meSchema = userShape;

/** GET /players 200 (16 samples) */
export const playerListSchema = z.array(playerShape.extend({ slotId: z.string().nullable() }));

/** GET /players/cards 200 (2 samples) */
export const playerCardListSchema = z.array(z.object({
  id: z.number(),
  webName: z.string(),
  firstName: z.string(),
  secondName: z.string(),
  team: z.string(),
  teamName: z.string(),
  teamId: z.number(),
  position: z.string(),
  priceTenths: z.number(),
  totalPoints: z.number(),
  form: z.number(),
  pointsPerGame: z.number(),
  selectedByPercent: z.number(),
  transfersInEvent: z.number(),
  transfersOutEvent: z.number(),
  status: z.string(),
  chanceOfPlaying: z.number().nullable(),
  news: z.string(),
  newsAdded: z.string().nullable(),
  priceChangeTenths: z.number(),
  photo: z.string(),
}));

/** GET /teams 200 (1 samples) */
export const clubListSchema = z.array(z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  code: z.number(),
  strength: z.number(),
  strengthOverallHome: z.number(),
  strengthOverallAway: z.number(),
}));

/** GET /fixtures 200; GET /fixtures/upcoming 200; GET /fixtures/results 200 (3 samples) */
export const fixtureListSchema = z.array(z.object({
  id: z.number(),
  gameweek: z.number().nullable(),
  kickoff: z.string().nullable(),
  homeTeam: z.object({
    id: z.number(),
    name: z.string(),
    shortName: z.string(),
  }),
  awayTeam: z.object({
    id: z.number(),
    name: z.string(),
    shortName: z.string(),
  }),
  started: z.boolean(),
  finished: z.boolean(),
  minutes: z.number(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  homeDifficulty: z.number(),
  awayDifficulty: z.number(),
}));

/** GET /fixtures/next/:gameweek 200 (1 samples) */
export const nextFixturesSchema = z.record(z.string(), z.array(z.object({
  gameweek: z.number(),
  opponent: z.string(),
  home: z.boolean(),
  difficulty: z.number(),
})));

/** GET /leaderboard 200 (5 samples) */
export const leaderboardSchema = z.object({
  entries: z.array(z.object({
    rank: z.number(),
    userId: z.string(),
    manager: z.string(),
    teamName: z.string(),
    avatar: z.string(),
    totalPoints: z.number(),
    teams: z.number(),
  })),
  total: z.number(),
  topScore: z.number(),
  currentGameweek: z.number(),
  limit: z.number(),
  offset: z.number(),
});

/** GET /leagues 200 (1 samples) */
export const myLeaguesSchema = z.array(z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  ownerId: z.string(),
  members: z.number(),
  createdAt: z.string(),
  table: z.array(leagueRowShape),
  myRank: z.number().nullable(),
}));

/** POST /leagues 201 (84 samples) */
export const leagueCreatedSchema = leagueShape;

/** POST /leagues/join 200 (32 samples) */
export const leagueJoinedSchema = leagueShape;

/** GET /leagues/details 200; GET /leagues/:id 200 (1 samples) */
export const leagueDetailsSchema = leagueShape;

/** GET /leagues/manager/:id/team 200 (1 samples) */
export const managerTeamSchema = savedTeamShape;


/** GET /gameweeks/status 200 (1 samples) */
export const gameweekStatusSchema = z.object({
  currentGameweek: z.number(),
  openedGameweeks: z.array(z.number()),
  lastUpdated: z.string(),
  status: z.record(z.string(), z.object({
    id: z.number(),
    status: z.string(),
    deadline: z.string().nullable(),
    isLive: z.boolean(),
  })),
  settings: z.object({
    autoOpenNextGameweek: z.boolean(),
    maxOpenGameweeks: z.number(),
    deadlineWarningHours: z.number(),
  }),
});

/** GET /gameweeks/:id{[0-9a-f-]{36}|[0-9]{1,2}} 200; POST /gameweeks/admin 201; PUT /gameweeks/admin/:id 200 (28 samples) */
export const challengeSchema = z.object({
  id: z.string(),
  gameweek: z.number(),
  challengeName: z.string(),
  description: z.string(),
  rules: challengeRulesWireSchema,
  rewards: z.object({
    rank1: z.object({
      points: z.number(),
    }),
    rank2: z.object({
      points: z.number(),
    }),
    rank3: z.object({
      points: z.number(),
    }),
  }),
  status: z.string(),
  deadline: z.string().nullable(),
  isLive: z.boolean(),
  participants: z.number(),
  champion: championSchema.nullable(),
}).meta({ id: "Challenge" });

/** GET /gameweeks 200 */
export const challengeListSchema = z.array(challengeSchema);

/** POST /gameweeks/admin/:gw/status 200 (7 samples) */
export const statusMovedSchema = z.object({
  gameweek: z.number(),
  status: z.string(),
  effect: z.string(),
});

/** DELETE /gameweeks/admin/:id 200; DELETE /challengers/:id 200 (7 samples) */
export const deletedSchema = z.object({
  ok: z.boolean(),
});

/** POST /challengers 201; POST /challengers/create-team 201; PATCH /challengers/:id 200 (74 samples) */
export const savedTeamSchema = savedTeamShape;

/** GET /challengers 200; GET /challengers/gameweek/:gameweek 200 (2 samples) */
export const teamPageSchema = z.object({
  teams: z.array(savedTeamShape),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

/** GET /challengers/my-teams 200; GET /challengers/user/:userId 200 (2 samples) */
export const teamListSchema = z.array(savedTeamShape);

/** GET /challengers/my-teams/gameweek/:gameweekId 200; GET /challengers/user/:userId/gameweek/:gameweek 200; GET /challengers/:id 200 (5 samples) */
export const teamSchema = savedTeamShape;

/** GET /challengers/my-live-teams 200 (3 samples) */
export const liveTeamsSchema = z.array(z.object({
  id: z.string(),
  teamName: z.string(),
  managerName: z.string(),
  user: z.object({
    username: z.string(),
  }),
  totalPoints: z.number(),
  rank: z.number().nullable(),
  status: z.string(),
  gameweekInfo: z.object({
    totalPoints: z.number(),
    name: z.string(),
  }),
  gameweek: z.object({
    id: z.string().nullable(),
    gameweek: z.number(),
    challengeName: z.string(),
  }),
  substitutions: z.array(z.object({ outPlayerId: z.number(), inPlayerId: z.number() })),
  final: z.boolean(),
  selectedPlayers: z.array(playerShape.extend({
    contribution: z.number(),
    multiplier: z.number(),
    inFinalXI: z.boolean(),
    goals: z.number(),
    bonusProvisional: z.boolean(),
    played: z.boolean(),
  })),
}));

/** POST /challengers/gameweek/:gameweek/update-rankings 200 (1 samples) */
export const rankingsUpdatedSchema = jobReportShape;

/** GET /users/me 200; PUT /users/me 200; POST /users/me/avatar 200 (56 samples) */
export const userEnvelopeSchema = z.object({
  user: userShape,
});

/** GET /users/me/notices 200 (12 samples) */
export const noticesSchema = z.object({
  unread: z.number(),
  notices: z.array(z.object({
    id: z.number(),
    createdAt: z.string(),
    read: z.boolean(),
    kind: z.string(),
    oldEmail: z.string().nullable().optional(),
    newEmail: z.string().nullable().optional(),
    attempts: z.number().optional(),
    message: z.string(),
    locale: z.string(),
    item: z.string().optional(),
    label: z.string().optional(),
    /** content_removed: how many items the one moderation action removed (decision 040). */
    count: z.number().optional(),
    reason: z.string().nullable().optional(),
    /** user_banned: the scope and the end (null: permanent). */
    scope: z.string().optional(),
    endsAt: z.string().nullable().optional(),
    orderId: z.string().optional(),
    status: z.string().optional(),
    trackingNumber: z.string().nullable().optional(),
  })),
});

/** POST /users/me/notices/read 200 (1 samples) */
export const noticesReadResultSchema = z.object({
  unread: z.number(),
});

/** GET /users/me/points-history 200 (2 samples) */
export const pointsHistorySchema = z.object({
  movements: z.array(z.object({
    id: z.number(),
    kind: z.string(),
    label: z.string(),
    amount: z.number(),
    balance: z.number(),
    reason: z.string(),
    createdAt: z.string(),
  })),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

/** GET /users/me/season 200 (2 samples) */
export const seasonSchema = z.object({
  gameweeks: z.array(z.object({
    gameweek: z.number(),
    points: z.number(),
    rank: z.number().nullable(),
  })),
});

/** POST /users/me/change-password 200; PUT /users/me/password 200 (8 samples) */
export const passwordChangedSchema = z.object({
  message: z.string(),
  user: userShape,
});

/** PATCH /users/:id/points 200: the user's id and new balance, no more (issue 42: not their contact details). */
export const pointsAdjustedSchema = z.object({ id: z.string(), points: z.number() }).strict();

/** POST /uploads/avatars 201; POST /upload/avatar 201 (14 samples) */
export const userUploadSchema = z.object({
  fileUrl: z.string(),
  user: userShape,
});
