// The game: real FPL reference data, gameweeks, challenges and saved teams.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ChallengeRulesWire } from "../../../domain/challenge-rules.ts";
import { POSITIONS, type Rewards } from "../../../domain/constants.ts";
import { GAMEWEEK_STATUSES } from "../../../domain/gameweek.ts";

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

export const players = sqliteTable(
  "players",
  {
    id: integer("id").primaryKey(), // official element id
    code: integer("code").notNull(),
    firstName: text("first_name").notNull(),
    secondName: text("second_name").notNull(),
    webName: text("web_name").notNull(),
    /** searchKey() of the web name and of 'first second' (domain/search-key.ts): what tags and searches match, any case, any accent. */
    webNameKey: text("web_name_key").notNull().default(""),
    fullNameKey: text("full_name_key").notNull().default(""),
    teamId: integer("team_id").notNull(),
    teamCode: integer("team_code").notNull(),
    elementType: integer("element_type").notNull(),
    position: text("position", { enum: POSITIONS }).notNull(),
    price: integer("price").notNull(), // tenths of a million
    priceChangeStart: integer("price_change_start").notNull().default(0), // tenths since the season's start
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
  (t) => [index("players_team_idx").on(t.teamId), index("players_position_idx").on(t.position), index("players_web_name_key_idx").on(t.webNameKey), index("players_full_name_key_idx").on(t.fullNameKey)],
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

export const gameweeks = sqliteTable(
  "gameweeks",
  {
    id: integer("id").primaryKey(), // 1-38
    name: text("name").notNull(),
    deadline: integer("deadline").notNull(), // epoch ms: 90 minutes before the first kickoff
    status: text("status", { enum: GAMEWEEK_STATUSES }).notNull(),
    isLive: integer("is_live", { mode: "boolean" }).notNull().default(false),
    updatedAt: integer("updated_at").notNull(),
    /** The season whose scoring rules (domain/season-rules.ts) scored this gameweek, e.g. "2025-26"; null until first scored. */
    seasonRules: text("season_rules"),
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
  rules: text("rules", { mode: "json" }).$type<ChallengeRulesWire>().notNull(),
  rewards: text("rewards", { mode: "json" }).$type<Rewards>().notNull(),
  createdAt: integer("created_at").notNull(),
});

