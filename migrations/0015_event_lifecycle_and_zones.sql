CREATE TABLE `event_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`start_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_reminders_uq` ON `event_reminders` (`event_id`,`user_id`,`start_at`);--> statement-breakpoint
ALTER TABLE `chapters` ADD `reminder_hours` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `what_to_bring` text;--> statement-breakpoint
ALTER TABLE `events` ADD `open_to_network` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `status` text DEFAULT 'Scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `cancellation_reason` text;--> statement-breakpoint
ALTER TABLE `events` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_settings` ADD `timezone_source` text DEFAULT 'chosen' NOT NULL;