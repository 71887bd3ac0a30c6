-- Player polls name FPL player ids without a foreign key: imports replace the players table
-- wholesale, which a foreign key refused once polls existed. SQLite rebuilds the table; the
-- choices are copied aside first, since dropping the old table cascades to them on D1
-- (foreign keys stay enforced there), and put back after.
CREATE TABLE `__keep_player_vote_choices` AS SELECT * FROM `player_vote_choices`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_player_votes` (
	`id` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`gameweek` integer NOT NULL,
	`action` text NOT NULL,
	`player1_id` integer NOT NULL,
	`player2_id` integer NOT NULL,
	`tags` text NOT NULL,
	`created_at` integer NOT NULL,
	`votes1` integer DEFAULT 0 NOT NULL,
	`votes2` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "player_votes_action_valid" CHECK("__new_player_votes"."action" in ('captain', 'buy', 'sell', 'bench')),
	CONSTRAINT "player_votes_two_players" CHECK("__new_player_votes"."player1_id" <> "__new_player_votes"."player2_id")
);
--> statement-breakpoint
INSERT INTO `__new_player_votes`("id", "author_id", "title", "description", "gameweek", "action", "player1_id", "player2_id", "tags", "created_at", "votes1", "votes2") SELECT "id", "author_id", "title", "description", "gameweek", "action", "player1_id", "player2_id", "tags", "created_at", "votes1", "votes2" FROM `player_votes`;--> statement-breakpoint
DROP TABLE `player_votes`;--> statement-breakpoint
ALTER TABLE `__new_player_votes` RENAME TO `player_votes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `player_votes_created_idx` ON `player_votes` (`created_at`);--> statement-breakpoint
CREATE INDEX `player_votes_author_idx` ON `player_votes` (`author_id`,`created_at`);--> statement-breakpoint
INSERT OR IGNORE INTO `player_vote_choices` SELECT * FROM `__keep_player_vote_choices`;--> statement-breakpoint
DROP TABLE `__keep_player_vote_choices`;
