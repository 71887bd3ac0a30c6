-- Saved teams move to the shards (decision 035, migrations-shard/0001). Kept here under another name,
-- not dropped: the gameweek job moves them to their managers' shards a chunk at a time and empties it.
-- team_votes first loses its foreign key to the table (a team is on another database now).
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_team_votes` (
	`id` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_url` text,
	`team_id` text,
	`gameweek` integer NOT NULL,
	`formation` text NOT NULL,
	`tags` text NOT NULL,
	`created_at` integer NOT NULL,
	`ratings` integer DEFAULT 0 NOT NULL,
	`defense_sum` integer DEFAULT 0 NOT NULL,
	`midfield_sum` integer DEFAULT 0 NOT NULL,
	`attack_sum` integer DEFAULT 0 NOT NULL,
	`tactics_sum` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_team_votes`("id", "author_id", "title", "description", "image_url", "team_id", "gameweek", "formation", "tags", "created_at", "ratings", "defense_sum", "midfield_sum", "attack_sum", "tactics_sum") SELECT "id", "author_id", "title", "description", "image_url", "team_id", "gameweek", "formation", "tags", "created_at", "ratings", "defense_sum", "midfield_sum", "attack_sum", "tactics_sum" FROM `team_votes`;--> statement-breakpoint
DROP TABLE `team_votes`;--> statement-breakpoint
ALTER TABLE `__new_team_votes` RENAME TO `team_votes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `team_votes_created_idx` ON `team_votes` (`created_at`);--> statement-breakpoint
CREATE INDEX `team_votes_author_idx` ON `team_votes` (`author_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `challenger_teams` RENAME TO `unmoved_challenger_teams`;
