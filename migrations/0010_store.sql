CREATE TABLE `cart_lines` (
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`size` text NOT NULL,
	`quantity` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`, `size`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_lines_quantity" CHECK("cart_lines"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE `order_events` (
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`from_status` text,
	`at` integer NOT NULL,
	`by_user_id` text,
	PRIMARY KEY(`order_id`, `status`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_events_from_idx` ON `order_events` (`order_id`,`from_status`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`product_name` text NOT NULL,
	`size` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	PRIMARY KEY(`order_id`, `product_id`, `size`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`idempotency_key` text,
	`subtotal` integer NOT NULL,
	`shipping_cost` integer NOT NULL,
	`total` integer NOT NULL,
	`delivery_mode` text NOT NULL,
	`delivery_info` text NOT NULL,
	`status` text NOT NULL,
	`estimated_delivery` integer NOT NULL,
	`actual_delivery` integer,
	`tracking_number` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "orders_status_valid" CHECK("orders"."status" in ('pending', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'ready_for_pickup', 'picked_up', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_idx` ON `orders` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `product_sizes` (
	`product_id` text NOT NULL,
	`size` text NOT NULL,
	`stock` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `size`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_sizes_stock_non_negative" CHECK("product_sizes"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price` integer NOT NULL,
	`category` text NOT NULL,
	`image_url` text NOT NULL,
	`date_added` integer NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`tags` text NOT NULL,
	CONSTRAINT "products_price_positive" CHECK("products"."price" > 0)
);
