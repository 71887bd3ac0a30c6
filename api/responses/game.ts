import { MANAGERS } from "../../domain/managers";
// Response schemas of the game's routes (issue 27): what /api answers about accounts, reference
// data, challenges, teams, leaderboards and the profile. Declared by api/routes/*, documented in
// /api/openapi.json, held to in the integration tests (decision 034).
import { z } from "zod";
import { offsetPage, leagueRowShape, leagueShape, jobReportShape, playerCardShape, playerShape, userShape, savedTeamShape } from "./shapes";
import { challengeRow, clubRow, fixtureRow, ledgerRow } from "./rows";
import { registerSchema } from "../../domain/accounts";
import { GAMEWEEK_STATUSES } from "../../domain/gameweek";

/** A player a challenge's rules name: his id, or a name. */
const playerRefSchema = z.union([z.number(), z.string()]).meta({ description: "A player: his id (`Player.id`, GET /players), or a name matched to his web name, second name or full name (accents and case ignored)" });
/** A club a challenge's rules name. */
const clubRefSchema = z.string().meta({ description: "A club's short name (`Player.team`; GET /teams `shortName`), e.g. LIV", examples: ["LIV"] });
/** A challenge's rules as the API gives them (domain/challenge-rules.ts ChallengeRulesWire; budget in £m). */
const challengeRulesWireSchema = z
  .object({
    budget: z.number().meta({ description: "The most the 15 players may cost together, in £m (`Player.price`; 100 = £100.0m)" }),
    maxPlayersPerTeam: z.number().meta({ description: "The most players of the squad from any one club" }),
    mustHavePlayer: z.array(playerRefSchema).meta({ description: "Players the squad must hold, every one of them" }),
    mustExcludePlayer: z.array(playerRefSchema).meta({ description: "Players the squad may not hold" }),
    mustHavePlayerFromTeam: z.array(z.object({ team: clubRefSchema, count: z.number().meta({ description: "At least this many players of the squad" }) })).meta({ description: "For each club listed, at least `count` players of the squad from it" }),
    minPlayersFromTeam: z
      .object({ team: clubRefSchema, count: z.number().meta({ description: "At least this many players of the squad" }), position: z.literal("captain").optional().meta({ description: "`captain`: the captain must also play for this club" }) })
      .nullable()
      .meta({ description: "At least `count` players from one club, and with `position: captain` the captain from it too; null: no such rule" }),
  })
  .meta({
    id: "ChallengeRules",
    description:
      "The gameweek's challenge rules, which a saved team must keep besides the squad's own (15 players: 2 GK, 5 DEF, 5 MID, 3 FWD; an XI of 1 GK, 3-5 DEF, 2-5 MID, 1-3 FWD; one captain and one vice-captain). Read them with GET /gameweeks/{id} (or GET /gameweeks, every challenge): POST /challengers refuses a squad that breaks one (400, the rule in the message).",
  });

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
  user: userShape,
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

/** GET /players 200 (16 samples): the one Player of a saved team, out of any team (slotId null, the flags false). */
export const playerListSchema = z.array(playerShape);

/** GET /players/cards 200 (2 samples) */
export const playerCardListSchema = z.array(playerCardShape);

/** The managers a saved team may name (GET /managers): the team form's list. */
export const managerListSchema = z
  .object({ managers: z.array(z.enum(MANAGERS)).meta({ description: "Every manager a team may name, exactly as a save must send it (managerName)." }) })
  .meta({ id: "ManagerList" });

/** GET /teams 200 (1 samples) */
export const clubListSchema = z.array(clubRow.pick({ id: true, name: true, shortName: true, code: true, strength: true, strengthOverallHome: true, strengthOverallAway: true }));

/** A fixture's side: the club's id and names. */
const fixtureSide = clubRow.pick({ id: true, name: true, shortName: true });

/** GET /fixtures 200; GET /fixtures/upcoming 200; GET /fixtures/results 200 (3 samples) */
export const fixtureListSchema = z.array(fixtureRow.pick({ id: true, gameweek: true, started: true, finished: true, minutes: true }).extend({
  kickoff: z.string().nullable(),
  homeTeam: fixtureSide,
  awayTeam: fixtureSide,
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
export const leaderboardSchema = offsetPage("entries", leagueRowShape.extend({ teams: z.number() })).extend({
  topScore: z.number(),
  currentGameweek: z.number(),
});

/** GET /leagues 200 (1 samples) */
export const myLeaguesSchema = z.array(leagueShape.extend({ myRank: z.number().nullable() }));

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
const rewardSchema = z.object({ points: z.number() });

export const challengeSchema = challengeRow.pick({ id: true, gameweek: true, challengeName: true, description: true }).extend({
  id: z.string().meta({ description: "The challenge's id (a UUID). A gameweek is named by its number (`gameweek`) everywhere else; where a path or a body takes a gameweek, this id is accepted too" }),
  gameweek: z.number().int().min(1).max(38).meta({ description: "The gameweek's number (1-38): the form `gameweekId` takes in requests and saved teams" }),
  rules: challengeRulesWireSchema,
  rewards: z.object({
    rank1: rewardSchema,
    rank2: rewardSchema,
    rank3: rewardSchema,
  }),
  status: z.enum(GAMEWEEK_STATUSES).meta({ description: "upcoming: open for saves until the deadline (POST /challengers); active: live, teams revealed and scored; completed: final; locked: no saves (not yet opened, or closed by staff)" }),
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
  status: z.enum(GAMEWEEK_STATUSES),
  effect: z.string(),
});

/** DELETE /gameweeks/admin/:id 200; DELETE /challengers/:id 200 (7 samples) */
export const deletedSchema = okSchema;

/** POST /challengers 201; POST /challengers/create-team 201; PATCH /challengers/:id 200 (74 samples) */
export const savedTeamSchema = savedTeamShape;

/** GET /challengers 200; GET /challengers/gameweek/:gameweek 200 (2 samples) */
export const teamPageSchema = offsetPage("teams", savedTeamShape);

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
export const pointsHistorySchema = offsetPage(
  "movements",
  ledgerRow.pick({ id: true, amount: true, reason: true }).extend({ kind: z.string(), label: z.string(), balance: z.number(), createdAt: z.string() }),
);

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
