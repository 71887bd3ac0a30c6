CREATE TABLE `leak_votes` (
	`leak_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`vote` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`leak_id`, `user_id`),
	FOREIGN KEY (`leak_id`) REFERENCES `leaks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "leak_votes_vote_valid" CHECK("leak_votes"."vote" in (1, -1))
);
--> statement-breakpoint
CREATE INDEX `leak_votes_user_idx` ON `leak_votes` (`user_id`);--> statement-breakpoint
CREATE TABLE `leaks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`source` text NOT NULL,
	`image_url` text NOT NULL,
	`category` text NOT NULL,
	`reliability` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "leaks_score_range" CHECK("leaks"."score" between -999 and 999),
	CONSTRAINT "leaks_category_valid" CHECK("leaks"."category" in ('injury', 'transfer', 'team-news', 'contract', 'tactics', 'rule-change', 'international')),
	CONSTRAINT "leaks_reliability_valid" CHECK("leaks"."reliability" in ('very-high', 'high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE INDEX `leaks_feed_idx` ON `leaks` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `leaks_category_feed_idx` ON `leaks` (`category`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `leaks_hot_idx` ON `leaks` (`score`,`created_at`);--> statement-breakpoint
CREATE INDEX `leaks_author_idx` ON `leaks` (`created_at`,`author_id`,`score`);