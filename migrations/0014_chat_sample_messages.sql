CREATE TABLE `chat_sample_messages` (
	`room_id` text NOT NULL,
	`seq` integer NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`reply_to_seq` integer,
	`reactions` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`room_id`, `seq`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
