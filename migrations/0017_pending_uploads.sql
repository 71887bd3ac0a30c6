-- Uploads not yet known to be attached to anything (issue 23). Each upload is recorded here
-- before it is stored; a chat room claims its media when a message takes it; the scheduled
-- job drops the rows of uploads some row points at and deletes, with their objects, those
-- still attached to nothing after the grace period.
CREATE TABLE `pending_uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pending_uploads_created_idx` ON `pending_uploads` (`created_at`);
