CREATE TABLE `player_vote_choices` (
	`player_vote_id` text NOT NULL,
	`user_id` text NOT NULL,
	`choice` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`player_vote_id`, `user_id`),
	FOREIGN KEY (`player_vote_id`) REFERENCES `player_votes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "player_vote_choices_valid" CHECK("player_vote_choices"."choice" in (1, 2))
);
--> statement-breakpoint
CREATE INDEX `player_vote_choices_user_idx` ON `player_vote_choices` (`user_id`);--> statement-breakpoint
CREATE TABLE `player_votes` (
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
	FOREIGN KEY (`player1_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`player2_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "player_votes_action_valid" CHECK("player_votes"."action" in ('captain', 'buy', 'sell', 'bench')),
	CONSTRAINT "player_votes_two_players" CHECK("player_votes"."player1_id" <> "player_votes"."player2_id")
);
--> statement-breakpoint
CREATE INDEX `player_votes_created_idx` ON `player_votes` (`created_at`);--> statement-breakpoint
CREATE INDEX `player_votes_author_idx` ON `player_votes` (`author_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `team_vote_ratings` (
	`team_vote_id` text NOT NULL,
	`user_id` text NOT NULL,
	`defense` integer NOT NULL,
	`midfield` integer NOT NULL,
	`attack` integer NOT NULL,
	`tactics` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`team_vote_id`, `user_id`),
	FOREIGN KEY (`team_vote_id`) REFERENCES `team_votes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "team_vote_ratings_stars" CHECK("team_vote_ratings"."defense" between 1 and 5 and "team_vote_ratings"."midfield" between 1 and 5 and "team_vote_ratings"."attack" between 1 and 5 and "team_vote_ratings"."tactics" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `team_vote_ratings_user_idx` ON `team_vote_ratings` (`user_id`);--> statement-breakpoint
CREATE TABLE `team_votes` (
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
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `challenger_teams`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `team_votes_created_idx` ON `team_votes` (`created_at`);--> statement-breakpoint
CREATE INDEX `team_votes_author_idx` ON `team_votes` (`author_id`,`created_at`);