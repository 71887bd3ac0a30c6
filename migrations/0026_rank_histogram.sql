CREATE TABLE `season_histogram` (
	`total_points` integer PRIMARY KEY NOT NULL,
	`managers` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `season_standings_position_idx`;--> statement-breakpoint
CREATE INDEX `season_standings_points_idx` ON `season_standings` ("total_points" desc,`user_id`);--> statement-breakpoint
ALTER TABLE `season_standings` DROP COLUMN `position`;