CREATE TABLE `household_plans` (
	`user_id` text PRIMARY KEY NOT NULL,
	`meeting_place_near` text,
	`meeting_place_away` text,
	`out_of_area_contact_name` text,
	`out_of_area_contact_phone` text,
	`medical_notes` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`action` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
ALTER TABLE `resources` ADD `is_critical` integer DEFAULT false NOT NULL;