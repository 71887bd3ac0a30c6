-- Issue 8, decision 014: realtime sockets end with their session. Tickets record the session
-- they were issued to; the rooms keep a registry of open sockets (user, session, room) so that
-- the service that ends a session knows which rooms to tell.
CREATE TABLE `realtime_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_id` text NOT NULL,
	`party` text NOT NULL,
	`room` text NOT NULL,
	`connected_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `realtime_connections_user_idx` ON `realtime_connections` (`user_id`);--> statement-breakpoint
CREATE INDEX `realtime_connections_session_idx` ON `realtime_connections` (`session_id`);--> statement-breakpoint
ALTER TABLE `realtime_tickets` ADD `session_id` text;