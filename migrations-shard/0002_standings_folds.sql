CREATE TABLE `standings_folds` (
	`gameweek` integer PRIMARY KEY NOT NULL,
	`folded_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `season_standings` ADD `completed_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `season_standings` ADD `completed_teams` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `season_standings` ADD `live_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `season_standings` ADD `live_teams` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A folded gameweek's teams changed (re-scored, added or deleted): the standings hold stale points
-- for it, so the next rebuild folds every completed gameweek again (gameweek -1: STANDINGS_STALE).
CREATE TRIGGER `challenger_teams_folded_points` AFTER UPDATE OF `total_points` ON `challenger_teams` WHEN OLD.`total_points` IS NOT NEW.`total_points` BEGIN INSERT OR IGNORE INTO `standings_folds` (`gameweek`, `folded_at`) SELECT -1, 0 FROM `standings_folds` WHERE `gameweek` = NEW.`gameweek`; END;--> statement-breakpoint
CREATE TRIGGER `challenger_teams_folded_move` AFTER UPDATE OF `gameweek`, `user_id` ON `challenger_teams` WHEN OLD.`gameweek` IS NOT NEW.`gameweek` OR OLD.`user_id` IS NOT NEW.`user_id` BEGIN INSERT OR IGNORE INTO `standings_folds` (`gameweek`, `folded_at`) SELECT -1, 0 FROM `standings_folds` WHERE `gameweek` IN (OLD.`gameweek`, NEW.`gameweek`) LIMIT 1; END;--> statement-breakpoint
CREATE TRIGGER `challenger_teams_folded_insert` AFTER INSERT ON `challenger_teams` BEGIN INSERT OR IGNORE INTO `standings_folds` (`gameweek`, `folded_at`) SELECT -1, 0 FROM `standings_folds` WHERE `gameweek` = NEW.`gameweek`; END;--> statement-breakpoint
CREATE TRIGGER `challenger_teams_folded_delete` AFTER DELETE ON `challenger_teams` BEGIN INSERT OR IGNORE INTO `standings_folds` (`gameweek`, `folded_at`) SELECT -1, 0 FROM `standings_folds` WHERE `gameweek` = OLD.`gameweek`; END;
