CREATE TABLE `challenger_teams` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`gameweek` integer NOT NULL,
	`team_name` text NOT NULL,
	`manager_name` text NOT NULL,
	`picks` text NOT NULL,
	`captain_id` integer NOT NULL,
	`vice_captain_id` integer NOT NULL,
	`total_budget` integer NOT NULL,
	`squad_cost` integer NOT NULL,
	`total_points` integer DEFAULT 0 NOT NULL,
	`rank` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `challenger_user_gameweek_uq` ON `challenger_teams` (`user_id`,`gameweek`);--> statement-breakpoint
CREATE INDEX `challenger_gameweek_idx` ON `challenger_teams` (`gameweek`,`total_points`);--> statement-breakpoint
CREATE TABLE `challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`gameweek` integer NOT NULL,
	`challenge_name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`rules` text NOT NULL,
	`rewards` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `challenges_gameweek_unique` ON `challenges` (`gameweek`);--> statement-breakpoint
CREATE TABLE `clubs` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`code` integer NOT NULL,
	`strength` integer NOT NULL,
	`strength_overall_home` integer NOT NULL,
	`strength_overall_away` integer NOT NULL,
	`strength_attack_home` integer NOT NULL,
	`strength_attack_away` integer NOT NULL,
	`strength_defence_home` integer NOT NULL,
	`strength_defence_away` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fixtures` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` integer NOT NULL,
	`gameweek` integer,
	`kickoff_time` integer,
	`team_h` integer NOT NULL,
	`team_a` integer NOT NULL,
	`team_h_score` integer,
	`team_a_score` integer,
	`started` integer DEFAULT false NOT NULL,
	`finished` integer DEFAULT false NOT NULL,
	`minutes` integer DEFAULT 0 NOT NULL,
	`team_h_difficulty` integer NOT NULL,
	`team_a_difficulty` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fixtures_gameweek_idx` ON `fixtures` (`gameweek`);--> statement-breakpoint
CREATE INDEX `fixtures_kickoff_idx` ON `fixtures` (`kickoff_time`);--> statement-breakpoint
CREATE TABLE `game_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`auto_open_next_gameweek` integer DEFAULT true NOT NULL,
	`max_open_gameweeks` integer DEFAULT 3 NOT NULL,
	`deadline_warning_hours` integer DEFAULT 24 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `gameweeks` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`deadline` integer NOT NULL,
	`status` text NOT NULL,
	`is_live` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "gameweeks_id_range" CHECK("gameweeks"."id" between 1 and 38)
);
--> statement-breakpoint
CREATE TABLE `player_backups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_name` text NOT NULL,
	`created_at` text NOT NULL,
	`player_count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `player_backups_table_name_unique` ON `player_backups` (`table_name`);--> statement-breakpoint
CREATE TABLE `player_fixture_stats` (
	`player_id` integer NOT NULL,
	`fixture_id` integer NOT NULL,
	`gameweek` integer NOT NULL,
	`minutes` integer NOT NULL,
	`goals_scored` integer NOT NULL,
	`assists` integer NOT NULL,
	`clean_sheets` integer NOT NULL,
	`goals_conceded` integer NOT NULL,
	`own_goals` integer NOT NULL,
	`penalties_saved` integer NOT NULL,
	`penalties_missed` integer NOT NULL,
	`yellow_cards` integer NOT NULL,
	`red_cards` integer NOT NULL,
	`saves` integer NOT NULL,
	`bonus` integer NOT NULL,
	`bps` integer NOT NULL,
	`clearances_blocks_interceptions` integer NOT NULL,
	`tackles` integer NOT NULL,
	`recoveries` integer NOT NULL,
	`total_points` integer NOT NULL,
	PRIMARY KEY(`player_id`, `fixture_id`)
);
--> statement-breakpoint
CREATE INDEX `pfs_gameweek_idx` ON `player_fixture_stats` (`gameweek`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` integer NOT NULL,
	`first_name` text NOT NULL,
	`second_name` text NOT NULL,
	`web_name` text NOT NULL,
	`team_id` integer NOT NULL,
	`team_code` integer NOT NULL,
	`element_type` integer NOT NULL,
	`position` text NOT NULL,
	`price` integer NOT NULL,
	`total_points` integer NOT NULL,
	`event_points` integer NOT NULL,
	`form` real NOT NULL,
	`points_per_game` real NOT NULL,
	`selected_by_percent` real NOT NULL,
	`transfers_in` integer NOT NULL,
	`transfers_out` integer NOT NULL,
	`transfers_in_event` integer NOT NULL,
	`transfers_out_event` integer NOT NULL,
	`minutes` integer NOT NULL,
	`goals_scored` integer NOT NULL,
	`assists` integer NOT NULL,
	`clean_sheets` integer NOT NULL,
	`goals_conceded` integer NOT NULL,
	`own_goals` integer NOT NULL,
	`penalties_saved` integer NOT NULL,
	`penalties_missed` integer NOT NULL,
	`yellow_cards` integer NOT NULL,
	`red_cards` integer NOT NULL,
	`saves` integer NOT NULL,
	`bonus` integer NOT NULL,
	`bps` integer NOT NULL,
	`influence` real NOT NULL,
	`creativity` real NOT NULL,
	`threat` real NOT NULL,
	`ict_index` real NOT NULL,
	`expected_goals` real NOT NULL,
	`expected_assists` real NOT NULL,
	`expected_goal_involvements` real NOT NULL,
	`status` text DEFAULT 'a' NOT NULL,
	`chance_of_playing_next_round` integer,
	`chance_of_playing_this_round` integer,
	`news` text DEFAULT '' NOT NULL,
	`news_added` text,
	`photo` text DEFAULT '' NOT NULL,
	`removed` integer DEFAULT false NOT NULL,
	`special` integer DEFAULT false NOT NULL,
	`squad_number` integer,
	`dreamteam_count` integer DEFAULT 0 NOT NULL,
	`in_dreamteam` integer DEFAULT false NOT NULL,
	`can_transact` integer DEFAULT true NOT NULL,
	`can_select` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `players_team_idx` ON `players` (`team_id`);--> statement-breakpoint
CREATE INDEX `players_position_idx` ON `players` (`position`);