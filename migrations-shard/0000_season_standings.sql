CREATE TABLE `season_standings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`total_points` integer NOT NULL,
	`rank` integer NOT NULL,
	`teams` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `season_standings_rank_idx` ON `season_standings` (`rank`,`user_id`);--> statement-breakpoint
CREATE INDEX `season_standings_points_idx` ON `season_standings` ("total_points" desc,`user_id`);