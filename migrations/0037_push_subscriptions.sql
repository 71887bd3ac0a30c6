CREATE TABLE `push_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`deadline` text DEFAULT 'unsaved' NOT NULL,
	`live_players` integer DEFAULT true NOT NULL,
	`final_points` integer DEFAULT true NOT NULL,
	`wall_replies` integer DEFAULT true NOT NULL,
	`moderation` integer DEFAULT true NOT NULL,
	`quiet_start` integer,
	`quiet_end` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "push_preferences_deadline_valid" CHECK("push_preferences"."deadline" in ('unsaved', 'always', 'off')),
	CONSTRAINT "push_preferences_quiet_valid" CHECK(("push_preferences"."quiet_start" IS NULL AND "push_preferences"."quiet_end" IS NULL) OR ("push_preferences"."quiet_start" BETWEEN 0 AND 1439 AND "push_preferences"."quiet_end" BETWEEN 0 AND 1439))
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`last_sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_uq` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);