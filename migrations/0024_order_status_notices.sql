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
	CONSTRAINT "account_notices_kind_valid" CHECK("__new_account_notices"."kind" in ('email_changed', 'recovery_attempts', 'content_removed', 'order_status'))
);
--> statement-breakpoint
INSERT INTO `__new_account_notices`("id", "user_id", "kind", "old_value", "new_value", "created_at", "read_at") SELECT "id", "user_id", "kind", "old_value", "new_value", "created_at", "read_at" FROM `account_notices`;--> statement-breakpoint
DROP TABLE `account_notices`;--> statement-breakpoint
ALTER TABLE `__new_account_notices` RENAME TO `account_notices`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `account_notices_user_idx` ON `account_notices` (`user_id`,`created_at`);