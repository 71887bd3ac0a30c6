CREATE TABLE `comment_reactions` (
	`comment_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comment_reactions_type_valid" CHECK("comment_reactions"."type" in ('peace', 'respect', 'handshake', 'heart_hand'))
);
--> statement-breakpoint
CREATE INDEX `comment_reactions_user_idx` ON `comment_reactions` (`user_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`parent_id` integer,
	`author_id` text NOT NULL,
	`content` text NOT NULL,
	`reactions_count` integer DEFAULT 0 NOT NULL,
	`replies_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_post_idx` ON `comments` (`post_id`,`parent_id`,`id`);--> statement-breakpoint
CREATE INDEX `comments_post_top_idx` ON `comments` (`post_id`,`parent_id`,`reactions_count`,`id`);--> statement-breakpoint
CREATE INDEX `comments_parent_idx` ON `comments` (`parent_id`,`id`);--> statement-breakpoint
CREATE TABLE `hidden_comments` (
	`user_id` text NOT NULL,
	`comment_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `comment_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_bookmarks` (
	`post_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_bookmarks_user_idx` ON `post_bookmarks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_likes` (
	`post_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_likes_user_idx` ON `post_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stadium_id` integer NOT NULL,
	`author_id` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`image` text,
	`likes_count` integer DEFAULT 0 NOT NULL,
	`comments_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`stadium_id`) REFERENCES `stadiums`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "posts_category_valid" CHECK("posts"."category" in ('general', 'news', 'transfer', 'match', 'training', 'fan'))
);
--> statement-breakpoint
CREATE INDEX `posts_stadium_idx` ON `posts` (`stadium_id`,`id`);--> statement-breakpoint
CREATE INDEX `posts_stadium_category_idx` ON `posts` (`stadium_id`,`category`,`id`);--> statement-breakpoint
CREATE INDEX `posts_author_idx` ON `posts` (`author_id`);--> statement-breakpoint
CREATE TABLE `stadiums` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`club` text NOT NULL,
	`league` text DEFAULT 'Premier League' NOT NULL,
	`country` text DEFAULT 'England' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`capacity` integer DEFAULT 0 NOT NULL,
	`image` text,
	`primary_color` text DEFAULT '#000000' NOT NULL,
	`secondary_color` text DEFAULT '#FFFFFF' NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "stadiums_capacity_valid" CHECK("stadiums"."capacity" >= 0),
	CONSTRAINT "stadiums_name_not_blank" CHECK(length(trim("stadiums"."name")) > 0 and length(trim("stadiums"."club")) > 0)
);
--> statement-breakpoint
CREATE INDEX `stadiums_league_idx` ON `stadiums` (`league`,`name`);--> statement-breakpoint
CREATE TABLE `user_stadiums` (
	`user_id` text PRIMARY KEY NOT NULL,
	`stadium_id` integer NOT NULL,
	`chosen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stadium_id`) REFERENCES `stadiums`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
-- The stadiums of the wall: the 20 Premier League grounds of 2025-26 and famous grounds of the other leagues the filters know.
INSERT INTO `stadiums` (`name`, `club`, `league`, `country`, `city`, `capacity`, `primary_color`, `secondary_color`, `created_at`) VALUES
  ('Emirates Stadium', 'Arsenal', 'Premier League', 'England', 'London', 60704, '#EF0107', '#FFFFFF', 0),
  ('Villa Park', 'Aston Villa', 'Premier League', 'England', 'Birmingham', 42918, '#670E36', '#95BFE5', 0),
  ('Vitality Stadium', 'AFC Bournemouth', 'Premier League', 'England', 'Bournemouth', 11307, '#DA291C', '#000000', 0),
  ('Gtech Community Stadium', 'Brentford', 'Premier League', 'England', 'London', 17250, '#E30613', '#FFFFFF', 0),
  ('American Express Stadium', 'Brighton & Hove Albion', 'Premier League', 'England', 'Brighton', 31876, '#0057B8', '#FFFFFF', 0),
  ('Turf Moor', 'Burnley', 'Premier League', 'England', 'Burnley', 21944, '#6C1D45', '#99D6EA', 0),
  ('Stamford Bridge', 'Chelsea', 'Premier League', 'England', 'London', 40173, '#034694', '#FFFFFF', 0),
  ('Selhurst Park', 'Crystal Palace', 'Premier League', 'England', 'London', 25486, '#1B458F', '#C4122E', 0),
  ('Hill Dickinson Stadium', 'Everton', 'Premier League', 'England', 'Liverpool', 52888, '#003399', '#FFFFFF', 0),
  ('Craven Cottage', 'Fulham', 'Premier League', 'England', 'London', 29589, '#FFFFFF', '#000000', 0),
  ('Elland Road', 'Leeds United', 'Premier League', 'England', 'Leeds', 37645, '#FFFFFF', '#1D428A', 0),
  ('Anfield', 'Liverpool', 'Premier League', 'England', 'Liverpool', 61276, '#C8102E', '#F6EB61', 0),
  ('Etihad Stadium', 'Manchester City', 'Premier League', 'England', 'Manchester', 52900, '#6CABDD', '#1C2C5B', 0),
  ('Old Trafford', 'Manchester United', 'Premier League', 'England', 'Manchester', 74197, '#DA291C', '#FBE122', 0),
  ('St James'' Park', 'Newcastle United', 'Premier League', 'England', 'Newcastle upon Tyne', 52258, '#241F20', '#FFFFFF', 0),
  ('City Ground', 'Nottingham Forest', 'Premier League', 'England', 'Nottingham', 30404, '#DD0000', '#FFFFFF', 0),
  ('Stadium of Light', 'Sunderland', 'Premier League', 'England', 'Sunderland', 48707, '#EB172B', '#FFFFFF', 0),
  ('Tottenham Hotspur Stadium', 'Tottenham Hotspur', 'Premier League', 'England', 'London', 62850, '#132257', '#FFFFFF', 0),
  ('London Stadium', 'West Ham United', 'Premier League', 'England', 'London', 62500, '#7A263A', '#1BB1E7', 0),
  ('Molineux Stadium', 'Wolverhampton Wanderers', 'Premier League', 'England', 'Wolverhampton', 31750, '#FDB913', '#231F20', 0),
  ('Santiago Bernabéu', 'Real Madrid', 'La Liga', 'Spain', 'Madrid', 83186, '#FFFFFF', '#FEBE10', 0),
  ('Spotify Camp Nou', 'FC Barcelona', 'La Liga', 'Spain', 'Barcelona', 99354, '#A50044', '#004D98', 0),
  ('San Siro', 'AC Milan', 'Serie A', 'Italy', 'Milan', 75817, '#FB090B', '#000000', 0),
  ('Allianz Stadium', 'Juventus', 'Serie A', 'Italy', 'Turin', 41507, '#000000', '#FFFFFF', 0),
  ('Signal Iduna Park', 'Borussia Dortmund', 'Bundesliga', 'Germany', 'Dortmund', 81365, '#FDE100', '#000000', 0),
  ('Allianz Arena', 'Bayern Munich', 'Bundesliga', 'Germany', 'Munich', 75024, '#DC052D', '#FFFFFF', 0),
  ('Parc des Princes', 'Paris Saint-Germain', 'Ligue 1', 'France', 'Paris', 47929, '#004170', '#DA291C', 0),
  ('Orange Vélodrome', 'Olympique de Marseille', 'Ligue 1', 'France', 'Marseille', 67394, '#2FAEE0', '#FFFFFF', 0),
  ('Celtic Park', 'Celtic', 'Other', 'Scotland', 'Glasgow', 60411, '#018749', '#FFFFFF', 0),
  ('Estádio da Luz', 'Benfica', 'Other', 'Portugal', 'Lisbon', 64642, '#E83030', '#FFFFFF', 0);
