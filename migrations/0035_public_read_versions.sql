-- Issue 48 (decision 048): the public reads are served from the edge cache, keyed by a version of
-- each scope of public data. Triggers move a scope's version on every write to a table it reads,
-- whoever writes (the import, the scoring run, a staff edit, a seed): no writer can forget it.
-- Each file of a fresh database starts its versions at random, so that two databases (a reset
-- between test files, a restored backup) never share a version an edge cache still holds.
CREATE TABLE `data_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `data_versions` (`scope`, `version`) VALUES
  ('players', abs(random() % 1000000000000)), ('fixtures', abs(random() % 1000000000000)),
  ('gameweeks', abs(random() % 1000000000000)), ('figures', abs(random() % 1000000000000)), ('standings', abs(random() % 1000000000000));--> statement-breakpoint
-- A gameweek's saved teams and champion, stored by the scoring run (api/jobs/gameweek-figures.ts):
-- GET /gameweeks reads them instead of counting every shard's teams on each request.
CREATE TABLE `gameweek_figures` (
	`gameweek` integer PRIMARY KEY NOT NULL,
	`teams` integer NOT NULL,
	`champion` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`gameweek`) REFERENCES `gameweeks`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TRIGGER `data_version_players_players_insert` AFTER INSERT ON `players`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'players'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_players_players_update` AFTER UPDATE ON `players`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'players'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_players_players_delete` AFTER DELETE ON `players`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'players'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_players_clubs_insert` AFTER INSERT ON `clubs`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'players'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_players_clubs_update` AFTER UPDATE ON `clubs`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'players'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_players_clubs_delete` AFTER DELETE ON `clubs`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'players'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_fixtures_fixtures_insert` AFTER INSERT ON `fixtures`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'fixtures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_fixtures_fixtures_update` AFTER UPDATE ON `fixtures`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'fixtures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_fixtures_fixtures_delete` AFTER DELETE ON `fixtures`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'fixtures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_fixtures_clubs_insert` AFTER INSERT ON `clubs`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'fixtures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_fixtures_clubs_update` AFTER UPDATE ON `clubs`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'fixtures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_fixtures_clubs_delete` AFTER DELETE ON `clubs`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'fixtures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_gameweeks_insert` AFTER INSERT ON `gameweeks`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_gameweeks_update` AFTER UPDATE ON `gameweeks`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_gameweeks_delete` AFTER DELETE ON `gameweeks`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_challenges_insert` AFTER INSERT ON `challenges`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_challenges_update` AFTER UPDATE ON `challenges`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_challenges_delete` AFTER DELETE ON `challenges`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_figures_gameweek_figures_insert` AFTER INSERT ON `gameweek_figures`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'figures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_figures_gameweek_figures_update` AFTER UPDATE ON `gameweek_figures`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'figures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_figures_gameweek_figures_delete` AFTER DELETE ON `gameweek_figures`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'figures'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_standings_season_histogram_insert` AFTER INSERT ON `season_histogram`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'standings'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_standings_season_histogram_update` AFTER UPDATE ON `season_histogram`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'standings'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_standings_season_histogram_delete` AFTER DELETE ON `season_histogram`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'standings'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_game_settings_update` AFTER UPDATE ON `game_settings`
WHEN OLD.`auto_open_next_gameweek` IS NOT NEW.`auto_open_next_gameweek` OR OLD.`max_open_gameweeks` IS NOT NEW.`max_open_gameweeks` OR OLD.`deadline_warning_hours` IS NOT NEW.`deadline_warning_hours`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_gameweeks_game_settings_insert` AFTER INSERT ON `game_settings`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'gameweeks'; END;--> statement-breakpoint
CREATE TRIGGER `data_version_standings_users_update` AFTER UPDATE ON `users`
WHEN OLD.`username` IS NOT NEW.`username` OR OLD.`team_name` IS NOT NEW.`team_name` OR OLD.`avatar` IS NOT NEW.`avatar`
BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `scope` = 'standings'; END;
