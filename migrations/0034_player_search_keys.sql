-- Issue 45: players are tagged and searched by a folded key (domain/search-key.ts: any case, any
-- accent, any script), written with the row by the import and the local seed (api/fpl/rows.ts).
-- Rows already stored get lower() of their names, exact for ASCII names; the next import
-- (or scripts/backfill-search-keys.ts) writes the full keys.
ALTER TABLE `players` ADD `web_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `players` ADD `full_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `players_web_name_key_idx` ON `players` (`web_name_key`);--> statement-breakpoint
CREATE INDEX `players_full_name_key_idx` ON `players` (`full_name_key`);--> statement-breakpoint
UPDATE `players` SET `web_name_key` = lower(`web_name`), `full_name_key` = lower(`first_name` || ' ' || `second_name`);