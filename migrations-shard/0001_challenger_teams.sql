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
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `challenger_user_gameweek_uq` ON `challenger_teams` (`user_id`,`gameweek`);--> statement-breakpoint
CREATE INDEX `challenger_gameweek_idx` ON `challenger_teams` (`gameweek`,`total_points`);--> statement-breakpoint
CREATE INDEX `challenger_gameweek_id_idx` ON `challenger_teams` (`gameweek`,`id`);