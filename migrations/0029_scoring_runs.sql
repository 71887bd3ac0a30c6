CREATE TABLE `scoring_chunks` (
	`run_id` text NOT NULL,
	`chunk` integer NOT NULL,
	`teams` integer NOT NULL,
	`done_at` integer NOT NULL,
	PRIMARY KEY(`run_id`, `chunk`),
	FOREIGN KEY (`run_id`) REFERENCES `scoring_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `scoring_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`gameweek` integer NOT NULL,
	`final` integer NOT NULL,
	`chunks` integer NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer
);
