CREATE TABLE `push_claims` (
	`key` text PRIMARY KEY NOT NULL,
	`claimed_at` integer NOT NULL,
	`planned` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `push_cursors` (
	`name` text PRIMARY KEY NOT NULL,
	`last_id` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `push_live_ranks` (
	`gameweek` integer NOT NULL,
	`user_id` text NOT NULL,
	`rank` integer NOT NULL,
	PRIMARY KEY(`gameweek`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `push_live_state` (
	`gameweek` integer PRIMARY KEY NOT NULL,
	`told` text NOT NULL,
	`minute` integer NOT NULL
);
