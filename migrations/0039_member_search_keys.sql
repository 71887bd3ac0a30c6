-- Issue 45: staff search members by a folded key (domain/search-key.ts: any case, any accent, any
-- script) of their username, team name and full name, one per line (memberSearchKey of
-- domain/accounts.ts), written with the names by every path that writes them (identityKeys).
-- Rows already stored get lower() of their names, exact for ASCII names;
-- scripts/backfill-search-keys.ts writes the full keys of the others.
ALTER TABLE `users` ADD `search_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `users` SET `search_key` = lower(trim(`username`)) || char(10) || lower(trim(`team_name`)) || char(10) || lower(trim(`first_name`) || ' ' || trim(`last_name`));
