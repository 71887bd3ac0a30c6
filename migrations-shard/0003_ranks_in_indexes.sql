-- Issue 47: the ranks are in the indexes the histograms are read from, so that a run finds the
-- scores (the totals) whose rows do not all hold their rank without reading a row, and rewrites
-- only those. The standings' (rank, user_id) index was read by no query.
DROP INDEX `challenger_gameweek_idx`;--> statement-breakpoint
CREATE INDEX `challenger_gameweek_points_rank_idx` ON `challenger_teams` (`gameweek`,`total_points`,`rank`);--> statement-breakpoint
DROP INDEX `season_standings_rank_idx`;--> statement-breakpoint
CREATE INDEX `season_standings_points_rank_idx` ON `season_standings` (`total_points`,`rank`);