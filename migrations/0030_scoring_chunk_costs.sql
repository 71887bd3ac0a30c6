ALTER TABLE `scoring_chunks` ADD `shard` integer;--> statement-breakpoint
ALTER TABLE `scoring_chunks` ADD `ms` integer;--> statement-breakpoint
ALTER TABLE `scoring_chunks` ADD `rows_read` integer;--> statement-breakpoint
ALTER TABLE `scoring_chunks` ADD `rows_written` integer;