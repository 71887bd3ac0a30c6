-- Issue 8, decision 013. One identity per person: the unique keys move from lower(x) to
-- email_key, username_key and team_name_key, which the app writes with identityKeys() of
-- domain/accounts.ts (NFKC, full case folding, the username's look-alike skeleton).
-- Existing rows get lower(trim(x)) here: SQLite's lower() folds ASCII only, which is the
-- exact key for ASCII values (all of the seed data) and the same identity the old lower()
-- indexes enforced for the others. The keys are added with DEFAULT '' because SQLite
-- cannot add a NOT NULL column without one, then filled before their unique indexes exist.
CREATE TABLE `account_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`old_value` text,
	`new_value` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "account_notices_kind_valid" CHECK("account_notices"."kind" in ('email_changed', 'recovery_attempts'))
);
--> statement-breakpoint
CREATE INDEX `account_notices_user_idx` ON `account_notices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `recovery_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email_key` text NOT NULL,
	`at` integer NOT NULL,
	`succeeded` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `recovery_attempts_key_at_idx` ON `recovery_attempts` (`email_key`,`at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_key` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `users` ADD `username_key` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `users` ADD `team_name_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `users` SET `email_key` = lower(trim(`email`)), `username_key` = lower(trim(`username`)), `team_name_key` = lower(trim(`team_name`));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_key_uq` ON `users` (`email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key_uq` ON `users` (`username_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_team_name_key_uq` ON `users` (`team_name_key`);--> statement-breakpoint
DROP INDEX `users_email_lower_uq`;--> statement-breakpoint
DROP INDEX `users_username_lower_uq`;--> statement-breakpoint
DROP INDEX `users_team_name_lower_uq`;
