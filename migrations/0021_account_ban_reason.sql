ALTER TABLE `users` ADD `deactivated_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `deactivated_until` integer;