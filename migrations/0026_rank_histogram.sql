CREATE TABLE `season_histogram` (
	`total_points` integer PRIMARY KEY NOT NULL,
	`managers` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `season_standings_position_idx`;--> statement-breakpoint
CREATE INDEX `season_standings_points_idx` ON `season_standings` ("total_points" desc,`user_id`);--> statement-breakpoint
ALTER TABLE `season_standings` DROP COLUMN `position`;--> statement-breakpoint
-- The leaderboard reads its totals and bands from the histogram: fill it from the standings already there (the job rewrites it on its next rebuild).
INSERT INTO `season_histogram` (`total_points`, `managers`) SELECT `total_points`, COUNT(*) FROM `season_standings` GROUP BY `total_points`;
