-- Issue 45: the language a person chose (null: their browser's Accept-Language decides) and the
-- time zone their browser last told (null: the league's, Europe/London). Added columns, not a
-- rebuild: users is the parent of most tables.
ALTER TABLE `users` ADD `locale` text CHECK (`locale` IS NULL OR `locale` IN ('en-GB', 'fr-FR'));--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;
