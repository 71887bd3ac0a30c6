// The single source of every D1 table. `npm run db:generate` turns changes into
// SQL under migrations/, which wrangler and the tests apply.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const ROLES = ["user", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    teamName: text("team_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    avatar: text("avatar").notNull(),
    passwordHash: text("password_hash").notNull(),
    securityQuestion: text("security_question").notNull(),
    securityAnswerHash: text("security_answer_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    points: integer("points").notNull().default(0),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    postalCode: text("postal_code"),
    country: text("country"),
    createdAt: integer("created_at").notNull(),
    lastLogin: integer("last_login"),
  },
  (t) => [
    // Uniqueness is case-insensitive, as the spec's duplicate messages require.
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    uniqueIndex("users_team_name_lower_uq").on(sql`lower(${t.teamName})`),
    check("users_points_non_negative", sql`${t.points} >= 0`),
    check("users_role_valid", sql`${t.role} in ('user', 'moderator', 'admin')`),
  ],
);

// One row per signed-in device. The JWT names it in `sid`; revoking the row
// ends that session even though the JWT itself has not expired.
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// One-time password reset tokens (stored hashed), valid 10 minutes.
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

// Short-lived single-use tickets that authenticate a realtime connection.
export const realtimeTickets = sqliteTable("realtime_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

// Fixed-window counters for rate limits (password recovery, sign-in).
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

// ---- the game: real FPL reference data -------------------------------------

export const clubs = sqliteTable("clubs", {
  id: integer("id").primaryKey(), // official team id (1-20)
  name: text("name").notNull(),
  shortName: text("short_name").notNull(),
  code: integer("code").notNull(),
  strength: integer("strength").notNull(),
  strengthOverallHome: integer("strength_overall_home").notNull(),
  strengthOverallAway: integer("strength_overall_away").notNull(),
  strengthAttackHome: integer("strength_attack_home").notNull(),
  strengthAttackAway: integer("strength_attack_away").notNull(),
  strengthDefenceHome: integer("strength_defence_home").notNull(),
  strengthDefenceAway: integer("strength_defence_away").notNull(),
});

export const POSITION_CODES = ["GK", "DEF", "MID", "FWD"] as const;

export const players = sqliteTable(
  "players",
  {
    id: integer("id").primaryKey(), // official element id
    code: integer("code").notNull(),
    firstName: text("first_name").notNull(),
    secondName: text("second_name").notNull(),
    webName: text("web_name").notNull(),
    teamId: integer("team_id").notNull(),
    teamCode: integer("team_code").notNull(),
    elementType: integer("element_type").notNull(),
    position: text("position", { enum: POSITION_CODES }).notNull(),
    price: integer("price").notNull(), // tenths of a million
    totalPoints: integer("total_points").notNull(),
    eventPoints: integer("event_points").notNull(),
    form: real("form").notNull(),
    pointsPerGame: real("points_per_game").notNull(),
    selectedByPercent: real("selected_by_percent").notNull(),
    transfersIn: integer("transfers_in").notNull(),
    transfersOut: integer("transfers_out").notNull(),
    transfersInEvent: integer("transfers_in_event").notNull(),
    transfersOutEvent: integer("transfers_out_event").notNull(),
    minutes: integer("minutes").notNull(),
    goalsScored: integer("goals_scored").notNull(),
    assists: integer("assists").notNull(),
    cleanSheets: integer("clean_sheets").notNull(),
    goalsConceded: integer("goals_conceded").notNull(),
    ownGoals: integer("own_goals").notNull(),
    penaltiesSaved: integer("penalties_saved").notNull(),
    penaltiesMissed: integer("penalties_missed").notNull(),
    yellowCards: integer("yellow_cards").notNull(),
    redCards: integer("red_cards").notNull(),
    saves: integer("saves").notNull(),
    bonus: integer("bonus").notNull(),
    bps: integer("bps").notNull(),
    influence: real("influence").notNull(),
    creativity: real("creativity").notNull(),
    threat: real("threat").notNull(),
    ictIndex: real("ict_index").notNull(),
    expectedGoals: real("expected_goals").notNull(),
    expectedAssists: real("expected_assists").notNull(),
    expectedGoalInvolvements: real("expected_goal_involvements").notNull(),
    status: text("status").notNull().default("a"),
    chanceOfPlayingNextRound: integer("chance_of_playing_next_round"),
    chanceOfPlayingThisRound: integer("chance_of_playing_this_round"),
    news: text("news").notNull().default(""),
    newsAdded: text("news_added"),
    photo: text("photo").notNull().default(""),
    removed: integer("removed", { mode: "boolean" }).notNull().default(false),
    special: integer("special", { mode: "boolean" }).notNull().default(false),
    squadNumber: integer("squad_number"),
    dreamteamCount: integer("dreamteam_count").notNull().default(0),
    inDreamteam: integer("in_dreamteam", { mode: "boolean" }).notNull().default(false),
    canTransact: integer("can_transact", { mode: "boolean" }).notNull().default(true),
    canSelect: integer("can_select", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("players_team_idx").on(t.teamId), index("players_position_idx").on(t.position)],
);

/** Timestamped copies of the players table taken before each import. */
export const playerBackups = sqliteTable("player_backups", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  tableName: text("table_name").notNull().unique(),
  createdAt: text("created_at").notNull(), // compact 14-digit timestamp, e.g. 20261121093000
  playerCount: integer("player_count").notNull(),
});

export const fixtures = sqliteTable(
  "fixtures",
  {
    id: integer("id").primaryKey(),
    code: integer("code").notNull(),
    gameweek: integer("gameweek"),
    kickoffTime: integer("kickoff_time"), // epoch ms, null when unscheduled
    teamH: integer("team_h").notNull(),
    teamA: integer("team_a").notNull(),
    teamHScore: integer("team_h_score"),
    teamAScore: integer("team_a_score"),
    started: integer("started", { mode: "boolean" }).notNull().default(false),
    finished: integer("finished", { mode: "boolean" }).notNull().default(false),
    minutes: integer("minutes").notNull().default(0),
    teamHDifficulty: integer("team_h_difficulty").notNull(),
    teamADifficulty: integer("team_a_difficulty").notNull(),
  },
  (t) => [index("fixtures_gameweek_idx").on(t.gameweek), index("fixtures_kickoff_idx").on(t.kickoffTime)],
);

/** Per player, per fixture stats as the live endpoint gives them (and their official points). */
export const playerFixtureStats = sqliteTable(
  "player_fixture_stats",
  {
    playerId: integer("player_id").notNull(),
    fixtureId: integer("fixture_id").notNull(),
    gameweek: integer("gameweek").notNull(),
    minutes: integer("minutes").notNull(),
    goalsScored: integer("goals_scored").notNull(),
    assists: integer("assists").notNull(),
    cleanSheets: integer("clean_sheets").notNull(),
    goalsConceded: integer("goals_conceded").notNull(),
    ownGoals: integer("own_goals").notNull(),
    penaltiesSaved: integer("penalties_saved").notNull(),
    penaltiesMissed: integer("penalties_missed").notNull(),
    yellowCards: integer("yellow_cards").notNull(),
    redCards: integer("red_cards").notNull(),
    saves: integer("saves").notNull(),
    bonus: integer("bonus").notNull(),
    bps: integer("bps").notNull(),
    clearancesBlocksInterceptions: integer("clearances_blocks_interceptions").notNull(),
    tackles: integer("tackles").notNull(),
    recoveries: integer("recoveries").notNull(),
    totalPoints: integer("total_points").notNull(),
    /** False while the fixture is live: the bonus in `bonus` is then provisional (from BPS). */
    bonusConfirmed: integer("bonus_confirmed", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.fixtureId] }), index("pfs_gameweek_idx").on(t.gameweek)],
);

// ---- gameweeks, challenges, saved teams ---------------------------------------

export const GAMEWEEK_STATUSES = ["completed", "active", "upcoming", "locked"] as const;
export type GameweekStatus = (typeof GAMEWEEK_STATUSES)[number];

export const gameweeks = sqliteTable(
  "gameweeks",
  {
    id: integer("id").primaryKey(), // 1-38
    name: text("name").notNull(),
    deadline: integer("deadline").notNull(), // epoch ms: 90 minutes before the first kickoff
    status: text("status", { enum: GAMEWEEK_STATUSES }).notNull(),
    isLive: integer("is_live", { mode: "boolean" }).notNull().default(false),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [check("gameweeks_id_range", sql`${t.id} between 1 and 38`)],
);

/** One row: the game's settings (spec game.md §3 gameweek status object). */
export const gameSettings = sqliteTable("game_settings", {
  id: integer("id").primaryKey(),
  autoOpenNextGameweek: integer("auto_open_next_gameweek", { mode: "boolean" }).notNull().default(true),
  maxOpenGameweeks: integer("max_open_gameweeks").notNull().default(3),
  deadlineWarningHours: integer("deadline_warning_hours").notNull().default(24),
  /** Local data only: how far the replay clock runs ahead of real time (tests and demos move time on). */
  clockOffsetMs: integer("clock_offset_ms").notNull().default(0),
});

export const challenges = sqliteTable("challenges", {
  id: text("id").primaryKey(), // uuid
  gameweek: integer("gameweek").notNull().unique(),
  challengeName: text("challenge_name").notNull(),
  description: text("description").notNull().default(""),
  rules: text("rules", { mode: "json" }).notNull(), // ChallengeRulesWire
  rewards: text("rewards", { mode: "json" }).notNull(), // { rank1, rank2, rank3 }
  createdAt: integer("created_at").notNull(),
});

/** A manager's saved team for one gameweek ("challenger"); one per user per gameweek. */
export const challengerTeams = sqliteTable(
  "challenger_teams",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameweek: integer("gameweek").notNull(),
    teamName: text("team_name").notNull(),
    managerName: text("manager_name").notNull(),
    picks: text("picks", { mode: "json" }).notNull(), // [{ playerId, slot }]
    captainId: integer("captain_id").notNull(),
    viceCaptainId: integer("vice_captain_id").notNull(),
    totalBudget: integer("total_budget").notNull(), // tenths
    squadCost: integer("squad_cost").notNull(), // tenths, computed by the server
    totalPoints: integer("total_points").notNull().default(0),
    rank: integer("rank"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("challenger_user_gameweek_uq").on(t.userId, t.gameweek),
    index("challenger_gameweek_idx").on(t.gameweek, t.totalPoints),
    // The scoring job walks a gameweek's teams by id, a chunk at a time.
    index("challenger_gameweek_id_idx").on(t.gameweek, t.id),
  ],
);

// ---- points, standings, leagues ---------------------------------------------

/**
 * Every change of a user's spendable points is a row here; `key` is unique, so
 * a reward, an order or an adjustment applies exactly once however often a job
 * or a request is retried. users.points is the sum of a user's rows.
 */
export const pointsLedger = sqliteTable(
  "points_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("points_ledger_user_idx").on(t.userId)],
);

/** Season points of each manager (sum of their teams' points), ranked; rebuilt by the rankings job. */
export const seasonStandings = sqliteTable(
  "season_standings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    totalPoints: integer("total_points").notNull(),
    rank: integer("rank").notNull(),
    /** 1..N in leaderboard order (ties broken by user id): pages are ranges of it, not OFFSETs. */
    position: integer("position").notNull().default(0),
    teams: integer("teams").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("season_standings_rank_idx").on(t.rank, t.userId), index("season_standings_position_idx").on(t.position)],
);

export const leagues = sqliteTable("leagues", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  code: text("code").notNull().unique(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: integer("created_at").notNull(),
});

export const leagueMembers = sqliteTable(
  "league_members",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: integer("joined_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index("league_members_user_idx").on(t.userId)],
);

/** What the scheduled jobs did last, per gameweek (for idempotence checks and the admin). */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: integer("last_run_at").notNull(),
  detail: text("detail", { mode: "json" }),
});
