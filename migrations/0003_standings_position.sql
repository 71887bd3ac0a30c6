ALTER TABLE `season_standings` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `season_standings_position_idx` ON `season_standings` (`position`);--> statement-breakpoint
CREATE INDEX `challenger_gameweek_id_idx` ON `challenger_teams` (`gameweek`,`id`);