-- Polls and team votes can be reported (report_cases.kind gains 'team_vote' and 'player_vote'),
-- and a ban is told to the banned user (account_notices.kind gains 'user_banned'): decision 040.
-- SQLite rebuilds both tables; the reports are copied aside first, since dropping report_cases
-- cascades to them on D1 (foreign keys stay enforced there), and put back after (as 0013 did).
CREATE TABLE `__keep_reports` AS SELECT * FROM `reports`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_account_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`old_value` text,
	`new_value` text,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "account_notices_kind_valid" CHECK("__new_account_notices"."kind" in ('email_changed', 'recovery_attempts', 'content_removed', 'order_status', 'user_banned'))
);
--> statement-breakpoint
INSERT INTO `__new_account_notices`("id", "user_id", "kind", "old_value", "new_value", "created_at", "read_at") SELECT "id", "user_id", "kind", "old_value", "new_value", "created_at", "read_at" FROM `account_notices`;--> statement-breakpoint
DROP TABLE `account_notices`;--> statement-breakpoint
ALTER TABLE `__new_account_notices` RENAME TO `account_notices`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `account_notices_user_idx` ON `account_notices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_report_cases` (
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
	CONSTRAINT "report_cases_kind_valid" CHECK("__new_report_cases"."kind" in ('post', 'comment', 'chat_message', 'team_vote', 'player_vote')),
	CONSTRAINT "report_cases_status_valid" CHECK("__new_report_cases"."status" in ('open', 'cleared', 'removed'))
);
--> statement-breakpoint
INSERT INTO `__new_report_cases`("id", "kind", "item_id", "author_id", "context", "status", "round", "reporters", "hidden", "snapshot_title", "snapshot_text", "snapshot_image", "first_reported_at", "last_reported_at", "handled_by", "handled_at") SELECT "id", "kind", "item_id", "author_id", "context", "status", "round", "reporters", "hidden", "snapshot_title", "snapshot_text", "snapshot_image", "first_reported_at", "last_reported_at", "handled_by", "handled_at" FROM `report_cases`;--> statement-breakpoint
DROP TABLE `report_cases`;--> statement-breakpoint
ALTER TABLE `__new_report_cases` RENAME TO `report_cases`;--> statement-breakpoint
CREATE UNIQUE INDEX `report_cases_item_idx` ON `report_cases` (`kind`,`item_id`);--> statement-breakpoint
CREATE INDEX `report_cases_open_idx` ON `report_cases` (`kind`,`status`,`last_reported_at`);--> statement-breakpoint
INSERT OR IGNORE INTO `reports` SELECT * FROM `__keep_reports`;--> statement-breakpoint
DROP TABLE `__keep_reports`;
