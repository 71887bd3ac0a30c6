ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_last_login_idx` ON `users` (`last_login`,`id`);--> statement-breakpoint
CREATE INDEX `users_points_idx` ON `users` (`points`,`id`);--> statement-breakpoint
CREATE INDEX `users_username_lower_idx` ON `users` (lower("username"),`id`);