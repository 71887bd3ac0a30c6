-- The moderation core (domain/moderation.ts, DESIGN §9): report cases and reports, bans,
-- and the append-only audit log of every staff action.
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text,
	`actor_label` text NOT NULL,
	`action` text NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` text NOT NULL,
	`target_label` text,
	`subject_user_id` text,
	`reason` text,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_kind`,`target_id`);--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `bans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`scope` text NOT NULL,
	`reason` text NOT NULL,
	`banned_by` text,
	`created_at` integer NOT NULL,
	`ends_at` integer,
	`lifted_at` integer,
	`lifted_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bans_scope_valid" CHECK("bans"."scope" in ('posts', 'comments', 'chat')),
	CONSTRAINT "bans_reason_not_blank" CHECK(length(trim("bans"."reason")) > 0)
);
--> statement-breakpoint
CREATE INDEX `bans_user_scope_idx` ON `bans` (`user_id`,`scope`,`lifted_at`);--> statement-breakpoint
CREATE INDEX `bans_scope_idx` ON `bans` (`scope`,`lifted_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `report_cases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`author_id` text,
	`context` text,
	`status` text DEFAULT 'open' NOT NULL,
	`round` integer DEFAULT 1 NOT NULL,
	`reporters` integer DEFAULT 0 NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`snapshot_title` text,
	`snapshot_text` text,
	`snapshot_image` text,
	`first_reported_at` integer NOT NULL,
	`last_reported_at` integer NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "report_cases_kind_valid" CHECK("report_cases"."kind" in ('post', 'comment', 'chat_message')),
	CONSTRAINT "report_cases_status_valid" CHECK("report_cases"."status" in ('open', 'cleared', 'removed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `report_cases_item_idx` ON `report_cases` (`kind`,`item_id`);--> statement-breakpoint
CREATE INDEX `report_cases_open_idx` ON `report_cases` (`kind`,`status`,`last_reported_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`case_id` integer NOT NULL,
	`round` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `report_cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_one_per_reporter_idx` ON `reports` (`case_id`,`round`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `reports_reporter_idx` ON `reports` (`reporter_id`);
--> statement-breakpoint
-- The audit log is append-only: nothing updates or deletes a row (not even a user's deletion).
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
