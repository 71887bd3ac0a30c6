ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `users_last_login_idx` ON `users` (`last_login`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `users_points_idx` ON `users` (`points`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `users_username_lower_idx` ON `users` (lower("username"),`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `users_deleted_idx` ON `users` (`deleted_at`) WHERE deleted_at IS NOT NULL;